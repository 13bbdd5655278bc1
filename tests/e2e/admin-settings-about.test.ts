/**
 * The Site Ayarları screen (a schema global on the generic single-record screen) in Chromium
 * against the seeded server (About is a page built from blocks now: tests/e2e/about-faq-contact-blocks.test.ts):
 * loading, saving (update and insert), validation, offline mode, the map code check, and the
 * public pages showing what was saved. Tests that delete the seeded rows run last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../helpers/server.ts';

describe('admin site settings', () => {
  let e: E2E;

  beforeAll(async () => {
    e = await startE2E();
  }, 240_000);
  afterAll(async () => {
    await e?.close();
  });

  async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const { rows } = await e.t.server.ctx.db.admin.query<T>(sql, params);
    return rows;
  }

  const signedIn = (path: string) => signedInPage(e, path);

  async function openSettings(): Promise<{ page: Page; errors: string[] }> {
    const opened = await signedIn('/admin/settings');
    await opened.page.getByRole('heading', { level: 1, name: 'Site Ayarları' }).waitFor();
    await opened.page.getByText('Bağlantı var').waitFor();
    return opened;
  }

  const saveButton = (page: Page) => page.getByRole('button', { name: 'Kaydet' }).first();

  it('loads the existing record with both badges and the seeded values', async () => {
    const { page, errors } = await openSettings();
    await page.getByText('Kayıt mevcut').waitFor();
    await page.getByText('Ayarlar yüklendi').waitFor();
    expect(await page.getByLabel('Site adı').inputValue()).toBe('Yeşil Dijital');
    expect(await page.getByLabel('İletişim telefonu').inputValue()).toBe('+90 212 555 01 23');
    expect(await page.getByLabel('Facebook').inputValue()).toBe('https://www.facebook.com/yesildijital');
    expect(await page.getByLabel('Ana renk', { exact: true }).inputValue()).toBe('#10b981');
    expect(await page.getByLabel('Sabit üst menü').isChecked()).toBe(true);
    expect(await page.getByLabel('Harita yakınlaştırma').inputValue()).toBe('15');
    for (const section of ['Genel Bilgiler', 'Logolar', 'İletişim Bilgileri', 'Marka Renkleri', 'Yazı Tipleri', 'Üst Menü Ayarları', 'Alt Bilgi Ayarları', 'Sosyal Medya', 'Harita']) {
      await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('saves a changed phone number, which the public footer then shows', async () => {
    const { page, errors } = await openSettings();
    await page.getByText('Kayıt mevcut').waitFor();
    await page.getByLabel('İletişim telefonu').fill('+90 216 444 77 88');
    await page.getByLabel('Vurgu rengi', { exact: true }).fill('#22c55e');
    await saveButton(page).click();
    await page.getByText('Ayarlar güncellendi!').waitFor();
    const rows = await query<{ contact_phone: string; brand_colors: { accent: string }; site_name: string }>('select contact_phone, brand_colors, site_name from public.site_settings');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.contact_phone).toBe('+90 216 444 77 88');
    expect(rows[0]!.brand_colors.accent).toBe('#22c55e');
    expect(rows[0]!.site_name).toBe('Yeşil Dijital');

    const site = await e.open('/');
    await site.page.locator('footer').getByText('+90 216 444 77 88').waitFor();
    expect(errors).toEqual([]);
  });

  it('saves the notification address, which visitors cannot read, and shows it again after a reload', async () => {
    const { page, errors } = await openSettings();
    await page.getByText('Kayıt mevcut').waitFor();
    await page.getByLabel('Bildirim e-postası').fill('satis@yesildijital.com.tr');
    await saveButton(page).click();
    await page.getByText('Ayarlar güncellendi!').waitFor();
    expect(await query('select notification_email from public.site_settings')).toEqual([{ notification_email: 'satis@yesildijital.com.tr' }]);
    // Read back through site_settings_private_columns(): select=* is refused for the column.
    await page.reload();
    await page.getByText('Kayıt mevcut').waitFor();
    await expect.poll(() => page.getByLabel('Bildirim e-postası').inputValue()).toBe('satis@yesildijital.com.tr');
    const site = await e.open('/contact');
    expect(await site.page.content()).not.toContain('satis@yesildijital.com.tr');
    expect(errors).toEqual([]);
  });

  it('refuses an invalid web address and a bad e-mail with messages at the fields, saving nothing', async () => {
    const { page } = await openSettings();
    await page.getByText('Kayıt mevcut').waitFor();
    const writes: string[] = [];
    page.on('request', (r) => r.url().includes('/rest/v1/site_settings') && r.method() !== 'GET' && r.method() !== 'HEAD' && writes.push(r.method()));
    await page.getByLabel('Facebook').fill('yesildijital');
    await page.getByLabel('İletişim e-postası').fill('merhaba-yesildijital');
    await page.getByLabel('Instagram').fill('instagram.com/yesildijital');
    await page.getByLabel('Harita yakınlaştırma').fill('25');
    await saveButton(page).click();
    await page.getByText('Lütfen işaretli alanları düzeltin').waitFor();
    // The Facebook address is refused; the Instagram link typed without https:// got it on leaving the field.
    expect(await page.getByText('Geçerli bir adres girin (https:// ile başlamalı)').count()).toBe(1);
    expect(await page.getByLabel('Instagram').inputValue()).toBe('https://instagram.com/yesildijital');
    await page.getByText('Geçerli bir e-posta adresi girin').waitFor();
    await page.getByText('Yakınlaştırma 1 ile 20 arasında bir tam sayı olmalı').waitFor();
    expect(await page.getByLabel('Facebook').getAttribute('aria-invalid')).toBe('true');
    // What was typed stays.
    expect(await page.getByLabel('Facebook').inputValue()).toBe('yesildijital');
    expect(writes).toEqual([]);
    const rows = await query<{ facebook: string; contact_email: string }>(`select social_links->>'facebook' as facebook, contact_email from public.site_settings`);
    expect(rows[0]).toEqual({ facebook: 'https://www.facebook.com/yesildijital', contact_email: 'merhaba@yesildijital.com.tr' });
  });

  it('turns a refused save into the permission message and keeps what was typed', async () => {
    const { page } = await openSettings();
    await page.getByText('Kayıt mevcut').waitFor();
    await page.route('**/rest/v1/site_settings**', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: '42501', message: 'permission denied for table site_settings', details: null, hint: null }) })
        : route.continue(),
    );
    await page.getByLabel('Site adı').fill('Reddedilecek Ad');
    await saveButton(page).click();
    // The toast and the form's "Kaydedilemedi" box both say it.
    await page.getByText('İzin hatası: RLS policy kontrolü gerekli').first().waitFor();
    expect(await page.getByText('Ayarlar güncellendi!').count()).toBe(0);
    expect(await page.getByLabel('Site adı').inputValue()).toBe('Reddedilecek Ad');
    expect(await query('select site_name from public.site_settings')).toEqual([{ site_name: 'Yeşil Dijital' }]);
  });

  it('tells whether pasted map code is accepted', async () => {
    const { page } = await openSettings();
    const code = page.getByLabel('Harita yerleştirme kodu');
    await code.fill('<iframe src="https://evil.example.com/maps/embed?x=1"></iframe>');
    await page.getByText(/yalnızca Google Maps, OpenStreetMap, Yandex veya Bing Haritalar iframe kodları kabul edilir/).waitFor();
    expect(await page.getByText('Geçerli harita kodu').count()).toBe(0);
    await code.fill('<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" width="600" height="450"></iframe>');
    await page.getByText('Geçerli harita kodu').waitFor();
    expect(await page.getByText(/kodları kabul edilir/).count()).toBe(0);
  });

  it('works offline when the database cannot be reached: badge, alert, and saving refused', async () => {
    const opened = await e.open('/admin/login');
    const { page } = opened;
    await page.locator('input[name="email"]').fill(STAFF_EMAIL);
    await page.locator('input[name="password"]').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    const writes: string[] = [];
    await page.route('**/rest/v1/site_settings**', (route) => {
      if (route.request().method() !== 'GET' && route.request().method() !== 'HEAD') writes.push(route.request().method());
      return route.abort('connectionrefused');
    });
    await page.goto(e.t.url + '/admin/settings');
    await page.getByText('Bağlantı yok', { exact: true }).waitFor();
    await page.getByText('Sunucuya ulaşılamıyor; kayıtlı ayarlar gösterilemiyor').waitFor();
    await page.getByText('Çevrimdışı', { exact: true }).waitFor();
    expect(await saveButton(page).getAttribute('aria-disabled')).toBe('true');
    // It looks disabled (aria-disabled) but a click still explains why nothing is saved.
    // (The form's last button: the top one sits under the offline toast.)
    await page.getByRole('button', { name: 'Kaydet' }).last().click({ force: true });
    await page.getByText('Sunucuya ulaşılamıyor; kaydedilemedi').waitFor();
    expect(writes).toEqual([]);
    // Connection back: retrying loads the record.
    await page.unroute('**/rest/v1/site_settings**');
    await page.getByRole('button', { name: 'Yeniden dene' }).click();
    await page.getByText('Bağlantı var').waitFor();
    await page.getByText('Kayıt mevcut').waitFor();
    expect(await page.getByLabel('Site adı').inputValue()).toBe('Yeşil Dijital');
  });

  it('pre-fills defaults when the settings record is missing and inserts it on save', async () => {
    await query('delete from public.site_settings');
    const { page, errors } = await openSettings();
    await page.getByText('Kayıt yok - kaydettiğinizde oluşturulacak').waitFor();
    expect(await page.getByText('Kayıt mevcut').count()).toBe(0);
    // The defaults are the schema's (@default): no made-up agency name or address.
    expect(await page.getByLabel('Site adı').inputValue()).toBe('');
    expect(await page.getByLabel('Ana renk', { exact: true }).inputValue()).toBe('#10b981');
    expect(await page.getByLabel('Enlem', { exact: true }).inputValue()).toBe('41.0082');
    expect(await page.getByLabel('Harita yakınlaştırma').inputValue()).toBe('15');
    await page.getByLabel('Site adı').fill('Yeni Ajans');
    // A cleared coordinate falls back to its default.
    await page.getByLabel('Boylam').fill('');
    await saveButton(page).click();
    await page.getByText('Ayarlar kaydedildi!').waitFor();
    await page.getByText('Kayıt mevcut').waitFor();
    const rows = await query<{ site_name: string; map_longitude: number; map_zoom_level: number; header_settings: unknown }>(
      'select site_name, map_longitude, map_zoom_level, header_settings from public.site_settings',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ site_name: 'Yeni Ajans', map_zoom_level: 15, header_settings: { sticky: true, transparent: false } });
    expect(Number(rows[0]!.map_longitude)).toBe(28.9784);
    // The next save updates the inserted record instead of adding another.
    await page.getByLabel('Site adı').fill('Yeni Ajans 2');
    await saveButton(page).click();
    await page.getByText('Ayarlar güncellendi!').waitFor();
    expect(await query('select site_name from public.site_settings')).toEqual([{ site_name: 'Yeni Ajans 2' }]);
    expect(errors).toEqual([]);
  });
});
