/**
 * Anchors (issue 44 item 2) in Chromium, as staff: the contact form block of a page gets the
 * anchor `teklif-formu`, the hero's button link takes it from "Sayfadaki bölüm" (the anchors of
 * this page's blocks, as the form holds them before saving), the page is saved, and the site's
 * hero button goes to `#teklif-formu`, the one element with that id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

describe('block anchors', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  it('a hero button points at the contact form block through its anchor', async () => {
    const { page: admin, errors: adminErrors } = await signedInPage(e, '/admin');
    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, content, published) values ('Teklif Kampanyası', 'teklif-kampanyasi', '<p>Koşullar.</p>', false) returning id`);
    await admin.goto(`${e.t.url}/admin/pages/${created!.id}`);
    await admin.locator('#root_title').waitFor();
    const addBlock = async (name: string, index: number) => {
      await admin.getByRole('button', { name: 'Blok Ekle' }).click();
      const picker = admin.getByRole('dialog', { name: 'Blok Ekle' });
      await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await picker.waitFor({ state: 'hidden' });
      await admin.getByRole('article', { name: `${index + 1}. ${name}` }).waitFor();
    };
    await addBlock('Karşılama Alanı', 0);
    await admin.locator('#root_blocks_0_data_title').fill('Yılbaşı teklifi');
    await admin.locator('#root_blocks_0_data_button_text').fill('Teklif Alın');
    const hero = admin.getByRole('article', { name: '1. Karşılama Alanı' });
    // No block has an anchor yet: nothing to offer.
    expect(await hero.getByLabel('Sayfadaki bölüm').count()).toBe(0);
    await addBlock('İletişim Formu', 1);
    await admin.locator('#root_blocks_1_data_title').fill('Teklif alın');
    await admin.locator('#root_blocks_1_data_anchor').fill('teklif-formu');

    const sections = hero.getByLabel('Sayfadaki bölüm');
    await sections.waitFor();
    expect(await sections.locator('option').allTextContents()).toEqual(['Sayfadaki bölüm…', '#teklif-formu']);
    await sections.selectOption('#teklif-formu');
    expect(await admin.locator('#root_blocks_0_data_button_url').inputValue()).toBe('#teklif-formu');

    await admin.locator('#root_published').check();
    await admin.keyboard.press('Control+s');
    await admin.getByText('Sayfa güncellendi', { exact: true }).first().waitFor();
    expect(await sql(`select jsonb_path_query_array(blocks, '$[*].data.button_url') as urls, jsonb_path_query_array(blocks, '$[*].data.anchor') as anchors from pages where id = $1`, [created!.id])).toEqual([
      { urls: ['#teklif-formu'], anchors: ['teklif-formu'] },
    ]);
    expect(adminErrors).toEqual([]);

    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${e.t.url}/teklif-kampanyasi`);
    await waitForHydration(page);
    expect(await page.locator('[data-block="hero"]').getByRole('link', { name: 'Teklif Alın' }).getAttribute('href')).toBe('#teklif-formu');
    expect(await page.locator('[id="teklif-formu"]').count()).toBe(1);
    expect(await page.locator('#teklif-formu').getAttribute('data-block')).toBe('contact-form');
    expect(errors).toEqual([]);
    await context.close();
  });
});
