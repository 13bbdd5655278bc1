/**
 * Library blocks in Chromium, as staff: on page A a block is saved to the library
 * ("Kütüphaneye kaydet", named in the dialog), which leaves a reference in its place; on page
 * B the picker's Kütüphane tab places it. Both saved pages hold references to the one library
 * row, and both server-rendered pages show the library block. The library block's own screen
 * edits it with its block type's form (no JSON), its rules in Turkish, and the pages follow.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const CTA = { title: 'Ortak *teklif* bandı', button_text: 'Teklif Al', button_url: '/contact' };

describe('admin: library blocks', () => {
  let e: E2E;
  let page: Page;
  let adminErrors: string[];

  beforeAll(async () => {
    e = await startE2E();
    ({ page, errors: adminErrors } = await signedInPage(e, '/admin'));
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  /** Pages A and B are live: their edits go to a draft, "Yayınla" puts them on the row. */
  const publish = async () => {
    await page.getByRole('toolbar', { name: 'Kayıt işlemleri' }).getByRole('button', { name: 'Yayınla', exact: true }).click();
    await page.getByText('Değişiklikler yayınlandı', { exact: true }).first().waitFor();
  };

  it('saves a block of page A to the library and places it on page B from the Kütüphane tab; both pages render it', async () => {
    const [a] = await sql<{ id: string }>(`insert into pages (title, slug, blocks, published) values ('Sayfa A', 'sayfa-a', $1, true) returning id`, [JSON.stringify([{ id: 'a1', type: 'cta', data: CTA }])]);
    const [b] = await sql<{ id: string }>(`insert into pages (title, slug, content, published) values ('Sayfa B', 'sayfa-b', '<p>B sayfasının metni.</p>', true) returning id`);

    await page.goto(`${e.t.url}/admin/pages/${a!.id}`);
    await page.getByRole('article', { name: '1. Harekete Geçirici' }).waitFor();
    await page.getByRole('button', { name: 'Kütüphaneye kaydet: 1. Harekete Geçirici' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kütüphaneye kaydet' });
    await dialog.getByLabel('Kütüphane bloğunun adı').fill('Ortak Teklif');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('article', { name: '1. Ortak Teklif' });
    await card.getByText('Kütüphane bloğu: Ortak Teklif (Harekete Geçirici)').waitFor();
    await publish();

    const library = await sql<{ id: string; content: unknown; published: boolean }>(`select id, content, published from content_blocks where type = 'block' and name = 'Ortak Teklif'`);
    expect(library).toEqual([{ id: expect.any(String), content: { block_type: 'cta', data: CTA }, published: true }]);
    const ref = library[0]!.id;
    expect((await sql<{ blocks: unknown }>(`select blocks from pages where id = $1`, [a!.id]))[0]!.blocks).toEqual([{ id: 'a1', ref }]);
    expect(await card.getByRole('link', { name: 'Kütüphanede düzenle' }).getAttribute('href')).toBe(`/admin/content-blocks/${ref}`);

    await page.goto(`${e.t.url}/admin/pages/${b!.id}`);
    await page.getByText('Bu sayfada henüz blok yok.').waitFor();
    await page.getByRole('button', { name: 'Blok Ekle' }).click();
    const picker = page.getByRole('dialog', { name: 'Blok Ekle' });
    await picker.getByRole('tab', { name: 'Kütüphane' }).click();
    await picker.getByRole('button', { name: /^Ortak Teklif/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: '1. Ortak Teklif' }).waitFor();
    await publish();
    const [savedB] = await sql<{ blocks: { id: string; ref?: string }[] }>(`select blocks from pages where id = $1`, [b!.id]);
    expect(savedB!.blocks).toEqual([{ id: expect.any(String), ref }]);

    for (const slug of ['sayfa-a', 'sayfa-b']) {
      const html = await (await fetch(`${e.t.url}/${slug}`)).text();
      expect(html).toContain('data-block="cta"');
      expect(html).toMatch(/>Ortak <span>teklif<\/span> bandı<\/h[12]>/);
    }

    // The library block's own screen: the block's own form (as on a page), no JSON.
    await page.goto(`${e.t.url}/admin/content-blocks/${ref}`);
    const title = page.locator('#root_content_data_title');
    await title.waitFor();
    expect(await title.inputValue()).toBe(CTA.title);
    expect(await page.locator('#root_content_data_button_url').inputValue()).toBe(CTA.button_url);
    expect(await page.locator('#root_content_block_type').inputValue()).toBe('cta');
    expect(await page.getByText('Geçerli bir JSON nesnesi girin.').count()).toBe(0);
    expect(await page.locator('textarea').evaluateAll((els) => els.filter((el) => (el as HTMLTextAreaElement).value.includes('block_type')).length)).toBe(0);
    // Its type's rules, in Turkish, before anything is sent.
    await title.fill('');
    await page.keyboard.press('Control+s');
    await page.getByText('Bu alan zorunludur').first().waitFor();
    expect((await sql<{ content: unknown }>(`select content from content_blocks where id = $1`, [ref]))[0]!.content).toEqual({ block_type: 'cta', data: CTA });
    await title.fill('Yeni *ortak* bant');
    await page.keyboard.press('Control+s');
    await page.getByText('İçerik bloğu güncellendi', { exact: true }).first().waitFor();
    expect((await sql<{ content: unknown }>(`select content from content_blocks where id = $1`, [ref]))[0]!.content).toEqual({ block_type: 'cta', data: { ...CTA, title: 'Yeni *ortak* bant' } });
    const html = await (await fetch(`${e.t.url}/sayfa-b`)).text();
    expect(html).toMatch(/>Yeni <span>ortak<\/span> bant<\/h[12]>/);
    expect(adminErrors).toEqual([]);
  });
});
