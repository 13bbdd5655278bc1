/**
 * A landing page in Chromium (issue 25), in one flow as staff: a page of five blocks built in
 * the admin (hero, numbers, FAQ, call to action, contact form), the FAQ moved up with the
 * keyboard (the drag handle: Space, arrow, Space), the call to action hidden, marked as a landing
 * page and noindex, and published; its server HTML has the visible blocks in their new order, not
 * the hidden one, and no site header or footer. A visitor arrives from a
 * search engine with UTM parameters, reloads the page without them (the first touch stays in
 * the tab), sends its form block; the message row carries the page path, the referrer and the
 * UTM values, and the dashboard, the inbox's message and its CSV show them.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM_TEXTS } from '../../schema/contact-messages.ts';
import { LANDING_LEADS_TITLE } from '../../src/admin/dashboard/LandingLeadsCard.tsx';
import { keyboardDragListening, signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

describe('landing page lead', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  it('records the page and the visit’s first UTM values with the message, shown in the inbox and on the dashboard', async () => {
    const { page: admin, errors: adminErrors } = await signedInPage(e, '/admin');
    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, content, published) values ('Yeni Yıl Kampanyası', 'yeni-yil-kampanyasi', '<p>Kampanya koşulları.</p>', false) returning id`);
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
    await admin.locator('#root_blocks_0_data_title').fill('Yeni yıl *kampanyası*');
    await addBlock('Rakamlar', 1);
    await addBlock('Sıkça Sorulan Sorular', 2);
    await admin.locator('#root_blocks_2_data_items_0_question').fill('Kampanya ne zaman biter?');
    await admin.locator('#root_blocks_2_data_items_0_answer').fill('Ocak sonunda.');
    await addBlock('Harekete Geçirici', 3);
    await admin.locator('#root_blocks_3_data_title').fill('Gizli teklif bandı');
    await addBlock('İletişim Formu', 4);
    await admin.locator('#root_blocks_4_data_title').fill('Teklif alın');
    await admin.locator('#root_blocks_4_data_button_label').fill('Teklif İste');
    await admin.locator('#root_blocks_4_data_show_company').uncheck();
    await admin.locator('#root_blocks_4_data_show_service').uncheck();

    // The FAQ one place up with the keyboard, each key after dnd-kit's Turkish announcement of the step before.
    await admin.getByRole('button', { name: 'Sürükleyerek taşı: 3. Sıkça Sorulan Sorular' }).focus();
    await admin.keyboard.press('Space');
    await admin.getByText(/^3\. Sıkça Sorulan Sorular(, 3\. sıranın üzerinde| taşınmak için seçildi)\.$/).waitFor({ state: 'attached' });
    await keyboardDragListening(admin);
    await admin.keyboard.press('ArrowUp');
    await admin.getByText('3. Sıkça Sorulan Sorular, 2. sıranın üzerinde.').waitFor({ state: 'attached' });
    await admin.keyboard.press('Space');
    await admin.getByRole('article', { name: '2. Sıkça Sorulan Sorular' }).waitFor();
    await admin.getByRole('article', { name: '3. Rakamlar' }).waitFor();
    // The call to action stays on the page, hidden from the site.
    await admin.getByRole('button', { name: 'Gizle: 4. Harekete Geçirici' }).click();
    await admin.getByRole('article', { name: '4. Harekete Geçirici' }).getByText('(Gizli: sitede görünmez)').waitFor();

    await admin.locator('#root_landing_page').check();
    await admin.locator('#root_noindex').check();
    await admin.locator('#root_published').check();
    await admin.keyboard.press('Control+s');
    await admin.getByText('Sayfa güncellendi', { exact: true }).first().waitFor();
    expect(await sql(`select landing_page, noindex, published, jsonb_path_query_array(blocks, '$[*].type') as types, jsonb_path_query_array(blocks, '$[*].hidden') as hidden from pages where id = $1`, [created!.id])).toEqual([
      { landing_page: true, noindex: true, published: true, types: ['hero', 'faq', 'numbers', 'cta', 'contact-form'], hidden: [true] },
    ]);
    const [{ blocks }] = (await sql<{ blocks: { type: string; hidden?: boolean }[] }>(`select blocks from pages where id = $1`, [created!.id])) as [{ blocks: { type: string; hidden?: boolean }[] }];
    expect(blocks.filter((b) => b.hidden).map((b) => b.type)).toEqual(['cta']);

    // The server's HTML: the visible blocks in the order staff left them, the hidden one absent.
    const html = await (await fetch(`${e.t.url}/yeni-yil-kampanyasi`)).text();
    const order = ['hero', 'faq', 'numbers', 'contact-form'].map((type) => html.indexOf(`data-block="${type}"`));
    expect(order[0]).toBeGreaterThan(0);
    for (let i = 1; i < order.length; i++) expect(order[i], `block ${i}`).toBeGreaterThan(order[i - 1]!);
    expect(html.match(/data-block="/g)).toHaveLength(4);
    expect(html).not.toContain('data-block="cta"');
    expect(html).not.toContain('Gizli teklif bandı');
    expect(html).toContain('Kampanya ne zaman biter?');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"[^>]*>/);

    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${e.t.url}/yeni-yil-kampanyasi?utm_source=x&utm_campaign=y`, { referer: 'https://www.google.com/search?q=web+ajansi' });
    await waitForHydration(page);
    // The same tab again without the parameters: the visit's first touch is kept.
    await page.goto(`${e.t.url}/yeni-yil-kampanyasi`);
    await waitForHydration(page);
    expect(await page.locator('header').count()).toBe(0);
    const form = page.getByRole('form', { name: 'Teklif alın' });
    expect(await form.getByLabel('Şirket').count()).toBe(0);
    await form.getByLabel('Ad Soyad').fill('Deniz Kaya');
    await form.getByLabel('E-posta').fill('deniz@example.com');
    await form.getByLabel('Telefon').fill('0555 000 00 00');
    await form.getByLabel('Mesajınız').fill('Kampanya hakkında bilgi almak istiyorum.');
    await form.getByRole('button', { name: 'Teklif İste' }).click();
    await page.getByText(CONTACT_FORM_TEXTS.sent).waitFor({ timeout: 60_000 });

    const rows = await sql(`select source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, phone from public.contact_messages where email = 'deniz@example.com'`);
    expect(rows).toEqual([{ source_path: '/yeni-yil-kampanyasi', referrer: 'https://www.google.com/search', utm_source: 'x', utm_medium: null, utm_campaign: 'y', utm_term: null, utm_content: null, phone: '0555 000 00 00' }]);
    expect(errors).toEqual([]);
    await context.close();

    await admin.goto(`${e.t.url}/admin`);
    await admin.getByText(LANDING_LEADS_TITLE, { exact: true }).waitFor();
    const item = admin.getByTestId('landing-leads').locator('li[data-path="/yeni-yil-kampanyasi"]');
    await item.waitFor({ timeout: 60_000 });
    expect(await item.getByRole('link', { name: /Yeni Yıl Kampanyası/ }).getAttribute('href')).toBe('/yeni-yil-kampanyasi');
    expect(await item.getByTestId('landing-leads-count').innerText()).toBe('1');

    await admin.goto(`${e.t.url}/admin/contact-messages`);
    await admin.getByRole('button', { name: 'Düzenle: Deniz Kaya' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('[data-detail="Kaynak sayfa"] dd').innerText(), { timeout: 30_000 }).toBe('/yeni-yil-kampanyasi');
    expect(await dialog.locator('[data-detail="Yönlendiren"] dd').innerText()).toBe('https://www.google.com/search');
    expect(await dialog.locator('[data-detail="UTM"] dd').innerText()).toBe('utm_source: x, utm_campaign: y');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'CSV İndir' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    const header = csv[0]!.split(';');
    expect(header.slice(-7)).toEqual(['Kaynak sayfa', 'Yönlendiren', 'UTM kaynağı', 'UTM ortamı', 'UTM kampanyası', 'UTM terimi', 'UTM içeriği']);
    const line = csv.find((l) => l.includes('deniz@example.com'))!.split(';');
    expect(line.slice(-7)).toEqual(['/yeni-yil-kampanyasi', 'https://www.google.com/search', 'x', '', 'y', '', '']);
    expect(adminErrors).toEqual([]);
    // Five blocks built by hand, a visit and the inbox: minutes on a loaded machine.
  }, 300_000);
});
