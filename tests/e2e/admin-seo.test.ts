/**
 * The SEO settings screen (a schema global on the generic single-record screen) in Chromium:
 * sections, counters, validation, save, and the effect on the site.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, type E2E } from '../helpers/e2e.ts';

describe('SEO settings screen', () => {
  let e: E2E;
  let page: Page;
  beforeAll(async () => {
    e = await startE2E();
    ({ page } = await e.open('/admin/login'));
    await signInAdmin(page, e.t.url);
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = (text: string) => e.t.server.ctx.db.admin.query(text).then((r) => r.rows);
  // Kaydet sits above and below the form.
  const save = () => page.getByRole('button', { name: 'Kaydet' }).first().click();

  it('shows the three sections, the tips and the counters for the advised lengths', async () => {
    await page.goto(`${e.t.url}/admin/seo`);
    for (const h of ['Genel SEO Ayarları', 'Analitik ve İzleme', 'Teknik SEO', 'SEO İpuçları']) await page.getByText(h, { exact: true }).first().waitFor();
    expect(await page.getByLabel('Site adı').inputValue()).toBe('Yeşil Dijital');
    const title = page.getByLabel('Varsayılan meta başlık');
    await title.fill('Kısa');
    await page.getByText('4 karakter (önerilen 50-60)').waitFor();
  });

  it('refuses a malformed analytics ID at the field and saves nothing', async () => {
    await page.getByLabel('Google Analytics ölçüm kimliği').fill('UA-123');
    await save();
    await page.getByText('G-XXXXXXXXXX biçiminde bir ölçüm kimliği girin').waitFor();
    expect(await sql(`select google_analytics_id from seo_settings`)).toEqual([{ google_analytics_id: null }]);
    await page.getByLabel('Google Analytics ölçüm kimliği').fill('');
  });

  it('saves, and the site follows: robots.txt, the home description, the sitemap switch', async () => {
    await page.getByLabel('Varsayılan meta başlık').fill('Yeşil Dijital | İstanbul Dijital Pazarlama ve Web Ajansı');
    await page.getByLabel('Varsayılan meta açıklama').fill('Yeni açıklama');
    await page.getByLabel('robots.txt').fill('User-agent: *\nDisallow: /taslak');
    await page.getByLabel('Site haritası etkin').uncheck();
    await save();
    await page.getByText('SEO ayarları kaydedildi').waitFor();
    expect(await sql(`select default_meta_title, sitemap_enabled from seo_settings`)).toEqual([{ default_meta_title: 'Yeşil Dijital | İstanbul Dijital Pazarlama ve Web Ajansı', sitemap_enabled: false }]);
    expect(await (await fetch(`${e.t.url}/robots.txt`)).text()).toBe('User-agent: *\nDisallow: /taslak\n');
    expect((await fetch(`${e.t.url}/sitemap.xml`)).status).toBe(404);
    // The home page falls back to the SEO default when its CMS page has no description.
    await sql(`update pages set meta_description = null where slug = 'home'`);
    const html = await (await fetch(`${e.t.url}/`)).text();
    expect(html).toContain('<meta name="description" content="Yeni açıklama"');
  });

  it('tolerates a missing record: empty form, and the first save creates it', async () => {
    await sql(`delete from seo_settings`);
    await page.goto(`${e.t.url}/admin/seo`);
    await page.getByText('Henüz SEO kaydı yok; kaydettiğinizde oluşturulacak.').waitFor();
    await page.getByLabel('Site adı').fill('Yeşil Dijital');
    await save();
    await page.getByText('SEO ayarları kaydedildi').waitFor();
    expect(await sql(`select site_name, sitemap_enabled from seo_settings`)).toEqual([{ site_name: 'Yeşil Dijital', sitemap_enabled: true }]);
  });
});
