/**
 * The media library, the image picker and the newsletter subscribers screens in Chromium
 * against the seeded server: real uploads through the Storage API, edits and deletes checked
 * in the database, the subscriber status rules and the CSV export.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';
import { png } from '../helpers/png.ts';


describe('admin media library and newsletter subscribers', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const mediaCount = async () => Number((await sql<{ n: string }>('select count(*) as n from media_library'))[0]!.n);

  const signedIn = (path: string) => signedInPage(e, path);

  const mediaItems = (page: Page) => page.getByRole('list', { name: 'Medya dosyaları' }).getByRole('listitem');

  describe('media library', () => {
    it('shows the seeded images newest first with thumbnails, names and sizes; search and type filter narrow the grid', async () => {
      const seeded = await mediaCount();
      const { page, errors } = await signedIn('/admin/media');
      await page.getByRole('heading', { level: 1, name: 'Medya Kütüphanesi' }).waitFor();
      await expect.poll(() => mediaItems(page).count()).toBe(seeded);
      const newest = (await sql<{ original_name: string; file_url: string; file_size: number }>('select original_name, file_url, file_size from media_library order by created_at desc limit 1'))[0]!;
      const first = mediaItems(page).first();
      expect(await first.textContent()).toContain(newest.original_name);
      expect(await first.locator('img').getAttribute('src')).toBe(e.t.url + newest.file_url);
      // The thumbnails really load (naturalWidth > 0 once decoded).
      await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      // Accent- and case-insensitive over the alt text: 'MUSTERI FOTOGRAFI' finds 'Müşteri fotoğrafı'.
      await page.getByRole('searchbox', { name: 'Ara' }).fill('MUSTERI FOTOGRAFI');
      await expect.poll(() => mediaItems(page).count()).toBe(7);
      expect(await mediaItems(page).allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('testimonial-3.webp')]));
      await page.getByRole('searchbox', { name: 'Ara' }).fill('hiçbir şeye uymayan');
      await page.getByText('Medya dosyası bulunamadı').waitFor();
      await page.getByText('Arama kriterlerini değiştirmeyi deneyin.').waitFor();
      await page.getByRole('searchbox', { name: 'Ara' }).fill('');
      await expect.poll(() => mediaItems(page).count()).toBe(seeded);

      await page.getByRole('button', { name: 'Video' }).click();
      await page.getByText('Medya dosyası bulunamadı').waitFor();
      await page.getByRole('button', { name: 'Görsel' }).click();
      await expect.poll(() => mediaItems(page).count()).toBe(seeded);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('uploads a real PNG: toasts, a new image row, a public URL that answers, and the grid shows it', async () => {
      const seeded = await mediaCount();
      const { page, errors } = await signedIn('/admin/media');
      await expect.poll(() => mediaItems(page).count()).toBe(seeded);
      const before = await mediaCount();
      // Hold the upload request until the loading toast and the progress bar have been seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/storage/v1/object/media/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByLabel('Dosya yükle').setInputFiles({ name: 'yeni-logo.png', mimeType: 'image/png', buffer: png() });
      await page.getByText('yeni-logo.png yükleniyor...').waitFor();
      await page.getByRole('progressbar', { name: 'yeni-logo.png yükleme durumu' }).waitFor();
      release();
      await page.getByText('yeni-logo.png başarıyla yüklendi').waitFor();
      await page.getByText('yeni-logo.png yükleniyor...').waitFor({ state: 'hidden' });
      expect(await page.getByRole('progressbar').count()).toBe(0);
      const rows = await sql<{ file_type: string; mime_type: string; file_size: string; file_url: string; file_path: string }>(
        `select file_type, mime_type, file_size, file_url, file_path from media_library where original_name = 'yeni-logo.png'`,
      );
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row).toMatchObject({ file_type: 'image', mime_type: 'image/png' });
      expect(Number(row.file_size)).toBe(png().length);
      // The name it came with (issue 44), not a random one.
      expect(row.file_path).toBe('yeni-logo.png');
      const res = await fetch(e.t.url + row.file_url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(png())).toBe(true);
      expect(await mediaCount()).toBe(before + 1);
      // The list refreshed: the new file comes first.
      await expect.poll(() => mediaItems(page).count()).toBe(seeded + 1);
      expect(await mediaItems(page).first().textContent()).toContain('yeni-logo.png');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('refuses a text file named fake.png with the Turkish reason and adds nothing', async () => {
      const { page } = await signedIn('/admin/media');
      await mediaItems(page).first().waitFor();
      const before = await mediaCount();
      const uploads: string[] = [];
      page.on('request', (r) => r.url().includes('/storage/v1/object/') && r.method() === 'POST' && uploads.push(r.url()));
      await page.getByLabel('Dosya yükle').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('bu bir resim değil, düz metin\n'.repeat(10)) });
      await page.getByText('fake.png: bu dosya türü desteklenmiyor.', { exact: false }).waitFor();
      expect(await page.getByText('fake.png başarıyla yüklendi').count()).toBe(0);
      expect(uploads).toEqual([]);
      expect(await mediaCount()).toBe(before);
      await page.close();
    });

    it('detail modal: facts, alt text / caption / description (and the English alt text) saved to the database, link copied', async () => {
      const { page, errors } = await signedIn('/admin/media');
      await page.getByRole('searchbox', { name: 'Ara' }).fill('Ekip üyesi fotoğrafı 2');
      await expect.poll(() => mediaItems(page).count()).toBe(1);
      await mediaItems(page).first().getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: 'Medya Detayları' });
      await dialog.waitFor();
      const text = await dialog.textContent();
      expect(text).toContain('team-2.webp');
      expect(text).toContain('Dosya biçimiWEBP'); // the format by its name, not its MIME type
      const { file_size } = (await sql<{ file_size: string }>(`select file_size from media_library where original_name = 'team-2.webp'`))[0]!;
      const kb = `${parseFloat((Number(file_size) / 1024).toFixed(2))} KB`;
      expect(text).toContain(kb);
      expect(text).toContain(`${e.t.url}/storage/v1/object/public/media/seed/team-2.webp`);

      await dialog.getByLabel('Alternatif metin', { exact: true }).fill('Ekip üyemiz Ayşe, ofiste');
      await dialog.getByLabel('Alt yazı', { exact: true }).fill('Tasarım ekibi');
      await dialog.getByLabel('Açıklama', { exact: true }).fill('Kurumsal çekim, 2024');
      // The English alt text, for English pages (media_library_translations).
      await dialog.getByRole('group', { name: 'İngilizce' }).getByLabel('Alternatif metin (İngilizce)').fill('Our team member Ayşe at the office');
      await dialog.getByRole('button', { name: 'Güncelle' }).click();
      await page.getByText('Medya bilgileri güncellendi').waitFor();
      const saved = (await sql<{ alt_text: string; caption: string; description: string }>(`select alt_text, caption, description from media_library where original_name = 'team-2.webp'`))[0]!;
      expect(saved).toEqual({ alt_text: 'Ekip üyemiz Ayşe, ofiste', caption: 'Tasarım ekibi', description: 'Kurumsal çekim, 2024' });
      const english = await sql(`select t.locale, t.alt_text from media_library_translations t join media_library m on m.id = t.item_id where m.original_name = 'team-2.webp'`);
      expect(english).toEqual([{ locale: 'en', alt_text: 'Our team member Ayşe at the office' }]);

      await dialog.getByRole('button', { name: 'Linki Kopyala' }).click();
      await page.getByText('Link kopyalandı!').waitFor();

      // Reopened from a fresh load, the saved values are in the fields.
      await page.reload();
      await page.getByRole('searchbox', { name: 'Ara' }).fill('Ayşe');
      await expect.poll(() => mediaItems(page).count()).toBe(1);
      await mediaItems(page).first().getByRole('button').click();
      const reopened = page.getByRole('dialog', { name: 'Medya Detayları' });
      expect(await reopened.getByLabel('Alternatif metin', { exact: true }).inputValue()).toBe('Ekip üyemiz Ayşe, ofiste');
      expect(await reopened.getByLabel('Alternatif metin (İngilizce)').inputValue()).toBe('Our team member Ayşe at the office');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('delete asks first, then removes the row and the stored file', async () => {
      const { page } = await signedIn('/admin/media');
      await page.getByRole('searchbox', { name: 'Ara' }).fill('Proje görseli 8');
      await expect.poll(() => mediaItems(page).count()).toBe(1);
      const before = await mediaCount();
      await mediaItems(page).first().getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: 'Medya Detayları' });
      await dialog.getByRole('button', { name: 'Sil' }).click();
      // The seeded project uses this image: the question names the places (admin-media-usage.test.ts).
      const confirm = page.getByRole('dialog', { name: 'Kullanılan dosya silinsin mi?' });
      await confirm.getByText('Bu dosya', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'İptal' }).click();
      expect(await mediaCount()).toBe(before);
      await dialog.getByRole('button', { name: 'Sil' }).click();
      await confirm.getByLabel('Kullanıldığını biliyorum, yine de sil').check();
      await confirm.getByRole('button', { name: 'Yine de sil' }).click();
      await page.getByText('Medya dosyası silindi').waitFor();
      expect(await mediaCount()).toBe(before - 1);
      expect(await sql(`select 1 from media_library where original_name = 'project-8.webp'`)).toEqual([]);
      await page.getByText('Medya dosyası bulunamadı').waitFor();
      expect((await fetch(`${e.t.url}/storage/v1/object/public/media/seed/project-8.webp`)).status).not.toBe(200);
      await page.close();
    });

    it('image picker from an image field: images in 2 / 4 / 6 columns, picking fills the field', async () => {
      const { page, errors } = await signedIn('/admin/seo');
      await page.getByRole('button', { name: /Medyadan Seç/ }).first().click();
      const picker = page.getByRole('dialog', { name: 'Görsel Seç' });
      const grid = picker.getByRole('list', { name: 'Görseller' });
      await expect.poll(() => grid.getByRole('listitem').count()).toBe(await sql<{ n: string }>(`select count(*) as n from media_library where file_type = 'image'`).then((r) => Number(r[0]!.n)));
      const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(await columns()).toBe(6);
      await page.setViewportSize({ width: 800, height: 900 });
      await expect.poll(columns).toBe(4);
      await page.setViewportSize({ width: 500, height: 900 });
      await expect.poll(columns).toBe(2);
      await page.setViewportSize({ width: 1280, height: 900 });

      await picker.getByLabel('Görsel ara').fill('hero');
      await expect.poll(() => grid.getByRole('listitem').count()).toBe(1);
      await grid.getByRole('button', { name: 'hero.webp' }).click();
      await picker.waitFor({ state: 'hidden' });
      expect(await page.getByLabel('Varsayılan sosyal paylaşım görseli', { exact: false }).first().inputValue()).toBe('/storage/v1/object/public/media/seed/hero.webp');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('image picker upload: a new image is stored, picked and the picker closes', async () => {
      const { page } = await signedIn('/admin/seo');
      await page.getByRole('button', { name: /Medyadan Seç/ }).first().click();
      const picker = page.getByRole('dialog', { name: 'Görsel Seç' });
      await picker.getByRole('list', { name: 'Görseller' }).waitFor();
      await picker.getByLabel('Görsel yükle').setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: png() });
      await page.getByText('kapak.png başarıyla yüklendi').waitFor();
      await picker.waitFor({ state: 'hidden' });
      const row = (await sql<{ file_url: string; file_type: string }>(`select file_url, file_type from media_library where original_name = 'kapak.png'`))[0]!;
      expect(row.file_type).toBe('image');
      expect(await page.getByLabel('Varsayılan sosyal paylaşım görseli', { exact: false }).first().inputValue()).toBe(row.file_url);
      await page.close();
    });
  });

  describe('newsletter subscribers', () => {
    const table = (page: Page) => page.getByRole('table');
    const statValue = (page: Page, key: string) => page.locator(`[data-stat="${key}"] p`).nth(1).textContent();

    it('stats equal the database counts; search, status filter and the empty state', async () => {
      const { page, errors } = await signedIn('/admin/newsletter');
      await page.getByRole('heading', { level: 1, name: 'Bülten Aboneleri' }).waitFor();
      await table(page).waitFor();
      const counts = (
        await sql<{ total: string; active: string; unsubscribed: string; month: string }>(
          `select count(*) as total, count(*) filter (where status = 'active') as active, count(*) filter (where status = 'unsubscribed') as unsubscribed,
             count(*) filter (where subscribed_at >= (date_trunc('month', now() at time zone 'Europe/Istanbul') at time zone 'Europe/Istanbul')) as month
           from newsletter_subscribers`,
        )
      )[0]!;
      for (const label of ['Toplam Abone', 'Aktif Abone', 'Abonelikten Çıkan', 'Bu Ay Abone Olan']) await page.getByText(label, { exact: true }).waitFor();
      expect(await statValue(page, 'total')).toBe(counts.total);
      expect(await statValue(page, 'active')).toBe(counts.active);
      expect(await statValue(page, 'unsubscribed')).toBe(counts.unsubscribed);
      expect(await statValue(page, 'thisMonth')).toBe(counts.month);
      expect(await table(page).locator('tbody tr').count()).toBe(Number(counts.total));
      // Newest first.
      expect(await table(page).locator('tbody tr').first().textContent()).toContain('ali.veli@example.com');

      // Turkish-aware: 'ÖZ' finds the name 'Serkan Öz' and the e-mail serkan.oz@.
      await page.getByRole('searchbox', { name: 'Ara' }).fill('ÖZ');
      await expect.poll(() => table(page).locator('tbody tr').count()).toBe(1);
      expect(await table(page).locator('tbody tr').textContent()).toContain('Serkan Öz');
      await page.getByRole('searchbox', { name: 'Ara' }).fill('');
      await page.getByLabel('Durum', { exact: true }).selectOption('bounced');
      await expect.poll(() => table(page).locator('tbody tr').count()).toBe(1);
      expect(await table(page).locator('tbody tr').textContent()).toContain('eski.adres@example.com');
      await page.getByLabel('Durum', { exact: true }).selectOption('all');
      await page.getByRole('searchbox', { name: 'Ara' }).fill('kimse@bulunmaz.example');
      await page.getByText('Abone bulunamadı', { exact: true }).waitFor();
      await page.getByText('Arama kriterlerini değiştirmeyi deneyin.').waitFor();
      expect(await table(page).count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("a status change saves at once: 'Abonelikten Çıktı' stamps unsubscribed_at, 'Aktif' clears it", async () => {
      const { page } = await signedIn('/admin/newsletter');
      const select = page.getByLabel('merve.ak@example.com durumu');
      await select.waitFor();
      const activeBefore = Number(await statValue(page, 'active'));
      await select.selectOption({ label: 'Abonelikten Çıktı' });
      await page.getByText('Abone durumu güncellendi').first().waitFor();
      let row = (await sql<{ status: string; unsubscribed_at: Date | null }>(`select status, unsubscribed_at from newsletter_subscribers where email = 'merve.ak@example.com'`))[0]!;
      expect(row.status).toBe('unsubscribed');
      expect(row.unsubscribed_at).not.toBeNull();
      expect(Math.abs(new Date(row.unsubscribed_at!).getTime() - Date.now())).toBeLessThan(60_000);
      expect(Number(await statValue(page, 'active'))).toBe(activeBefore - 1);

      await page.reload();
      await page.getByLabel('merve.ak@example.com durumu').waitFor();
      expect(await page.getByLabel('merve.ak@example.com durumu').inputValue()).toBe('unsubscribed');
      await page.getByLabel('merve.ak@example.com durumu').selectOption({ label: 'Aktif' });
      await page.getByText('Abone durumu güncellendi').first().waitFor();
      await expect
        .poll(async () => (await sql<{ status: string; unsubscribed_at: Date | null }>(`select status, unsubscribed_at from newsletter_subscribers where email = 'merve.ak@example.com'`))[0])
        .toEqual({ status: 'active', unsubscribed_at: null });
      row = (await sql<{ status: string; unsubscribed_at: Date | null }>(`select status, unsubscribed_at from newsletter_subscribers where email = 'merve.ak@example.com'`))[0]!;
      expect(row.unsubscribed_at).toBeNull();
      await page.close();
    });

    it('CSV download (the consent record): Turkish headers, the rows shown, the dated file name', async () => {
      const { page } = await signedIn('/admin/newsletter');
      await table(page).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV İndir' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toBe('E-posta;Durum;Onay Metni;Onay Tarihi;Doğrulama Tarihi;Kaynak');
      const total = Number((await sql<{ n: string }>('select count(*) as n from newsletter_subscribers'))[0]!.n);
      expect(lines).toHaveLength(total + 1);
      // The demo rows predate double opt-in: no consent text or times on record.
      expect(lines).toContain('ali.veli@example.com;Aktif;;;;Alt bilgi formu');
      expect(csv).toContain('eski.adres@example.com;Ulaşılamıyor;');

      // Only the filtered rows are exported.
      await page.getByRole('searchbox', { name: 'Ara' }).fill('serkan');
      await expect.poll(() => table(page).locator('tbody tr').count()).toBe(1);
      const [filtered] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV İndir' }).click()]);
      const filteredLines = fs.readFileSync((await filtered.path())!, 'utf8').trim().split(/\r?\n/);
      expect(filteredLines).toHaveLength(2);
      expect(filteredLines[1]).toContain('serkan.oz@example.com');
      await page.close();
    });

    it('delete asks first and removes the subscriber', async () => {
      const { page } = await signedIn('/admin/newsletter');
      await table(page).waitFor();
      await page.getByRole('button', { name: 'dilara@example.com aboneliğini sil' }).click();
      const confirm = page.getByRole('dialog', { name: 'Emin misiniz?' });
      await confirm.getByText('Bu aboneyi silmek istediğinizden emin misiniz?').waitFor();
      await confirm.getByRole('button', { name: 'Sil' }).click();
      await page.getByText('Abone silindi').waitFor();
      expect(await sql(`select 1 from newsletter_subscribers where email = 'dilara@example.com'`)).toEqual([]);
      expect(await table(page).textContent()).not.toContain('dilara@example.com');
      const total = (await sql<{ n: string }>('select count(*) as n from newsletter_subscribers'))[0]!.n;
      expect(await statValue(page, 'total')).toBe(total);
      await page.close();
    });
  });
});
