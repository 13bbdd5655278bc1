/**
 * A global (schema `screen: 'global'`) edited through the generic single-record screen in
 * Chromium, with SEO settings: with no record the schema's @default values show; a bad value
 * is refused at its field in Turkish and nothing is written; the first save inserts the
 * record; a save based on a copy someone changed meanwhile shows the conflict panel, writes
 * nothing, keeps what was typed, and the field-by-field merge keeps both changes.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const WAIT = { timeout: 60_000 };

describe('a global on the generic single-record screen', () => {
  let e: E2E;
  let page: Page;
  let errors: string[];
  const sql = <T extends Record<string, unknown>>(text: string) => e.t.server.ctx.db.admin.query<T>(text).then((r) => r.rows);
  const save = () => page.getByRole('button', { name: 'Kaydet' }).first().click();
  const field = (name: string) => page.locator(`#root_${name}`);
  const writes: string[] = [];

  beforeAll(async () => {
    e = await startE2E();
    await sql(`delete from public.seo_settings`);
    ({ page, errors } = await signedInPage(e, '/admin/seo'));
    page.on('request', (r) => r.url().includes('/rest/v1/seo_settings') && r.method() !== 'GET' && r.method() !== 'HEAD' && writes.push(r.method()));
  }, 300_000);
  afterAll(async () => {
    await e?.close();
  });

  it('shows the schema defaults for a missing record, in the sections of the schema', async () => {
    await page.getByRole('heading', { level: 1, name: 'SEO Ayarları' }).waitFor(WAIT);
    await page.getByTestId('record-badge').getByText('Henüz SEO kaydı yok; kaydettiğinizde oluşturulacak.').waitFor(WAIT);
    for (const section of ['Genel SEO Ayarları', 'Analitik ve İzleme', 'Teknik SEO']) await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    // @default of robots_txt and sitemap_enabled in schema/seo-settings.ts.
    expect(await field('robots_txt').inputValue()).toBe('User-agent: *\nAllow: /');
    expect(await field('sitemap_enabled').isChecked()).toBe(true);
    expect(await field('site_name').inputValue()).toBe('');
  });

  it('refuses invalid values at their fields in Turkish and writes nothing', async () => {
    await field('google_analytics_id').fill('UA-123');
    await save();
    await page.getByText('Lütfen işaretli alanları düzeltin').first().waitFor(WAIT);
    expect(await page.locator('#root_google_analytics_id__error').textContent()).toBe('G-XXXXXXXXXX biçiminde bir ölçüm kimliği girin');
    expect(await page.locator('#root_site_name__error').textContent()).toBe('Bu alan zorunludur');
    expect(await field('google_analytics_id').getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);
    expect(await sql(`select id from public.seo_settings`)).toEqual([]);
  });

  it('inserts the record on the first save, then shows it as existing', async () => {
    await field('site_name').fill('Yeşil Dijital');
    await field('google_analytics_id').fill('G-TEST1234');
    await save();
    await page.getByText('SEO ayarları kaydedildi').first().waitFor(WAIT);
    await page.getByTestId('record-badge').getByText('Kayıt mevcut').waitFor(WAIT);
    expect(await sql(`select site_name, google_analytics_id, robots_txt, sitemap_enabled, site_tagline from public.seo_settings`)).toEqual([
      { site_name: 'Yeşil Dijital', google_analytics_id: 'G-TEST1234', robots_txt: 'User-agent: *\nAllow: /', sitemap_enabled: true, site_tagline: null },
    ]);
    expect(writes).toEqual(['POST']);
  });

  it('a stale save shows the conflict panel, writes nothing, and the merge keeps both changes', async () => {
    // Someone else saves meanwhile (the trigger moves updated_at, the record's version).
    await sql(`update public.seo_settings set site_tagline = 'Başkasının sloganı'`);
    await field('default_meta_description').fill('Benim açıklamam');
    await save();
    const panel = page.getByTestId('edit-conflict');
    await panel.waitFor(WAIT);
    expect(await panel.getByText('Bu içerik siz düzenlerken değiştirildi').count()).toBe(1);
    expect(await sql(`select site_tagline, default_meta_description from public.seo_settings`)).toEqual([{ site_tagline: 'Başkasının sloganı', default_meta_description: null }]);
    expect(await field('default_meta_description').inputValue()).toBe('Benim açıklamam');
    // Field by field: the tagline only they changed starts on theirs, the description typed here on mine.
    const diff = panel.getByTestId('revision-diff');
    expect(await diff.locator('[data-field="site_tagline"] input[value="theirs"]').isChecked()).toBe(true);
    expect(await diff.locator('[data-field="default_meta_description"] input[value="mine"]').isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Seçimlerimi uygula' }).click();
    await panel.waitFor({ state: 'detached', ...WAIT });
    expect(await field('site_tagline').inputValue()).toBe('Başkasının sloganı');
    await save();
    await page.getByText('SEO ayarları kaydedildi').first().waitFor(WAIT);
    await expect
      .poll(() => sql(`select site_tagline, default_meta_description from public.seo_settings`), WAIT)
      .toEqual([{ site_tagline: 'Başkasının sloganı', default_meta_description: 'Benim açıklamam' }]);
    expect(errors).toEqual([]);
  });
});
