/**
 * A landing page in Chromium (issue 25 item 3): staff publish a page of blocks marked as a
 * landing page; its server HTML has the blocks in order and no site header or footer. A visitor
 * arrives from a search engine with UTM parameters, reloads the page without them (the first
 * touch stays in the tab), sends its form block; the message row carries the page path, the
 * referrer and the UTM values, and the inbox and the dashboard show them.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM_TEXTS } from '../../schema/contact-messages.ts';
import { LANDING_LEADS_TITLE } from '../../src/admin/dashboard/LandingLeadsCard.tsx';
import { signInAdmin, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

const BLOCKS = [
  { id: 'hero-1', type: 'hero', data: { title: 'Yeni yıl *kampanyası*', subtitle: 'Web sitenizi yenileyelim' } },
  { id: 'text-1', type: 'rich-text', data: { html: '<p>Kampanya koşulları burada.</p>' } },
  { id: 'form-1', type: 'contact-form', data: { title: 'Teklif alın', intro: 'Size bir gün içinde dönelim.', button_label: 'Teklif İste', show_phone: true, show_company: false, show_service: false } },
];

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
    const staff = await e.t.signIn();
    const created = await staff.from('pages').insert({ title: 'Yeni Yıl Kampanyası', slug: 'yeni-yil-kampanyasi', blocks: BLOCKS, published: true, landing_page: true, noindex: true });
    expect(created.error).toBeNull();

    const html = await (await fetch(`${e.t.url}/yeni-yil-kampanyasi`)).text();
    const order = BLOCKS.map((b) => html.indexOf(`data-block="${b.type}"`));
    expect(order[0]).toBeGreaterThan(0);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');

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

    const admin = (await e.open('/admin/login')).page;
    await signInAdmin(admin, e.t.url);
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
  });
});
