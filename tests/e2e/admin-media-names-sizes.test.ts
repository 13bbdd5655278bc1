/**
 * Media like a photo library (issue 44 item 6), in Chromium against the seeded server: an
 * upload keeps its own name (cleaned, Turkish letters transliterated, numbered on a clash), its
 * pixel size is recorded and shown, an image over 2560 px is scaled in the browser before it
 * is sent, and the image picker shows names, sizes and alt-text status.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatFileSize } from '../../src/lib/format-file-size.ts';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

/** A real PNG of that size (a gradient-free fill compresses to a few KB even at 8000 × 5000). */
const pngOf = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6bd1' } }).png().toBuffer();

interface Row {
  file_path: string;
  file_url: string;
  original_name: string;
  mime_type: string;
  width: number | null;
  height: number | null;
  file_size: string;
}

describe('admin media names and sizes', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const rowsNamed = (name: string) => sql<Row & Record<string, unknown>>('select file_path, file_url, original_name, mime_type, width, height, file_size from media_library where original_name = $1 order by created_at', [name]);
  const mediaItems = (page: Page) => page.getByRole('list', { name: 'Medya dosyaları' }).getByRole('listitem');

  async function upload(page: Page, name: string, buffer: Buffer) {
    await page.getByLabel('Dosya yükle').setInputFiles({ name, mimeType: 'image/png', buffer });
    await page.getByText(`${name} başarıyla yüklendi`).first().waitFor();
  }

  it('the seeded images carry the pixel sizes of their files, shown in the grid', async () => {
    const seeded = await sql<{ filename: string; width: number; height: number }>(`select filename, width, height from media_library where file_path like 'seed/%' order by filename`);
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) {
      const meta = await sharp(`supabase/seed-media/${row.filename}`).metadata();
      expect([row.filename, row.width, row.height]).toEqual([row.filename, meta.width, meta.height]);
    }
    const hero = seeded.find((r) => r.filename === 'hero.webp')!;
    const { page, errors } = await signedInPage(e, '/admin/media');
    const item = mediaItems(page).filter({ hasText: 'hero.webp' });
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain(`${hero.width} × ${hero.height}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stores "Kampanya Afişi.png" as kampanya-afisi.png and its detail shows 1600 × 900 and the file size', async () => {
    const { page, errors } = await signedInPage(e, '/admin/media');
    await mediaItems(page).first().waitFor();
    const bytes = await pngOf(1600, 900);
    await upload(page, 'Kampanya Afişi.png', bytes);
    const [row, ...more] = await rowsNamed('Kampanya Afişi.png');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ file_path: 'kampanya-afisi.png', file_url: '/storage/v1/object/public/media/kampanya-afisi.png', width: 1600, height: 900, mime_type: 'image/png' });
    // Not scaled: the very bytes chosen are stored.
    const stored = Buffer.from(await (await fetch(e.t.url + row!.file_url)).arrayBuffer());
    expect(stored.equals(bytes)).toBe(true);

    const item = mediaItems(page).filter({ hasText: 'Kampanya Afişi.png' });
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('1600 × 900');
    await item.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Medya Detayları' });
    const fact = (term: string) => detail.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    expect(await fact('Piksel boyutu').textContent()).toBe('1600 × 900');
    expect(await fact('Dosya adı').textContent()).toBe('kampanya-afisi.png');
    expect(await fact('Orijinal ad').textContent()).toBe('Kampanya Afişi.png');
    expect(await fact('Dosya boyutu').textContent()).toBe(formatFileSize(bytes.length));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stores an 8000 × 5000 upload scaled to 2560 × 1600, still a PNG', async () => {
    const { page, errors } = await signedInPage(e, '/admin/media');
    await mediaItems(page).first().waitFor();
    const original = await pngOf(8000, 5000);
    await upload(page, 'Büyük Fotoğraf.png', original);
    const [row] = await rowsNamed('Büyük Fotoğraf.png');
    expect(row).toMatchObject({ file_path: 'buyuk-fotograf.png', mime_type: 'image/png', width: 2560, height: 1600 });
    const stored = Buffer.from(await (await fetch(e.t.url + row!.file_url)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 2560, height: 1600, format: 'png' });
    expect(Number(row!.file_size)).toBe(stored.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives the same name uploaded twice two distinct names, and a name Storage already has a random suffix', async () => {
    // An object the library does not list: only Storage's 409 reveals the clash.
    const { error } = await e.t.service().storage.from('media').upload('eski-afis.png', await pngOf(10, 10), { contentType: 'image/png' });
    expect(error).toBeNull();
    const { page, errors } = await signedInPage(e, '/admin/media');
    await mediaItems(page).first().waitFor();
    await upload(page, 'Teklif Görseli.png', await pngOf(40, 30));
    await upload(page, 'Teklif Görseli.png', await pngOf(30, 40));
    await expect.poll(async () => (await rowsNamed('Teklif Görseli.png')).map((r) => [r.file_path, r.width, r.height])).toEqual([
      ['teklif-gorseli.png', 40, 30],
      ['teklif-gorseli-2.png', 30, 40],
    ]);
    await upload(page, 'Eski Afiş.png', await pngOf(20, 20));
    const [clashed] = await rowsNamed('Eski Afiş.png');
    expect(clashed!.file_path).toMatch(/^eski-afis-[a-z0-9]{6}\.png$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the picker shows each image with its name, pixel size and alt-text status', async () => {
    const [row] = await rowsNamed('Kampanya Afişi.png');
    expect(row).toBeDefined();
    await sql(`update media_library set alt_text = 'Kampanya afişi' where original_name = 'Kampanya Afişi.png'`);
    const { page, errors } = await signedInPage(e, '/admin/seo');
    await page.getByRole('button', { name: /Medyadan Seç/ }).first().click();
    const picker = page.getByRole('dialog', { name: 'Görsel Seç' });
    const grid = picker.getByRole('list', { name: 'Görseller' });
    await grid.waitFor();
    await picker.getByLabel('Görsel ara').fill('afiş');
    const item = grid.getByRole('listitem').filter({ hasText: 'Kampanya Afişi.png' });
    await expect.poll(() => item.count()).toBe(1);
    const text = await item.textContent();
    expect(text).toContain('1600 × 900');
    expect(text).toContain('Alternatif metin var');
    const withoutAlt = grid.getByRole('listitem').filter({ hasText: 'Eski Afiş.png' });
    expect(await withoutAlt.textContent()).toContain('Alternatif metin yok');
    await item.getByRole('button').click();
    await picker.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Varsayılan sosyal paylaşım görseli', { exact: false }).first().inputValue()).toBe(row!.file_url);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('bulk alt texts: choose several images, fill their alt texts in one dialog, save', async () => {
    const { page, errors } = await signedInPage(e, '/admin/media');
    await mediaItems(page).first().waitFor();
    await page.getByRole('button', { name: 'Toplu alternatif metin' }).click();
    const edit = page.getByRole('button', { name: /^Alternatif metinleri düzenle/ });
    expect(await edit.textContent()).toBe('Alternatif metinleri düzenle (0)');
    expect(await edit.isDisabled()).toBe(true);
    const teklif = mediaItems(page).filter({ hasText: 'Teklif Görseli.png' });
    await expect.poll(() => teklif.count()).toBe(2);
    // Choosing toggles the file instead of opening it.
    await teklif.nth(0).getByRole('button').click();
    await teklif.nth(1).getByRole('button').click();
    await mediaItems(page).filter({ hasText: 'Eski Afiş.png' }).getByRole('button').click();
    await mediaItems(page).filter({ hasText: 'Eski Afiş.png' }).getByRole('button').click();
    expect(await teklif.nth(0).getByRole('button').getAttribute('aria-pressed')).toBe('true');
    expect(await mediaItems(page).filter({ hasText: 'Eski Afiş.png' }).getByRole('button').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('dialog', { name: 'Medya Detayları' }).count()).toBe(0);
    expect(await edit.textContent()).toBe('Alternatif metinleri düzenle (2)');
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Alternatif metinler' });
    const fields = dialog.getByLabel('Alternatif metin: Teklif Görseli.png');
    await expect.poll(() => fields.count()).toBe(2);
    // Newest first, as in the library: the 30 × 40 one, then the 40 × 30 one.
    await fields.nth(0).fill('Teklif görseli, dikey');
    await fields.nth(1).fill('Teklif görseli, yatay');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('2 dosyanın alternatif metni güncellendi').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const saved = await sql<{ width: number; alt_text: string | null }>(`select width, alt_text from media_library where original_name = 'Teklif Görseli.png' order by width`);
    expect(saved).toEqual([
      { width: 30, alt_text: 'Teklif görseli, dikey' },
      { width: 40, alt_text: 'Teklif görseli, yatay' },
    ]);
    // Choosing ended; a click opens the file again.
    await page.getByRole('button', { name: 'Toplu alternatif metin' }).waitFor();
    expect(await sql<{ alt_text: string | null }>(`select alt_text from media_library where original_name = 'Eski Afiş.png'`)).toEqual([{ alt_text: null }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a focal point chosen on the detail image is saved and crops the thumbnails around it', async () => {
    const { page, errors } = await signedInPage(e, '/admin/media');
    const item = mediaItems(page).filter({ hasText: 'Kampanya Afişi.png' });
    await expect.poll(() => item.count()).toBe(1);
    await item.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Medya Detayları' });
    const chooser = detail.getByRole('button', { name: /^Odak noktası/ });
    await chooser.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const box = (await chooser.boundingBox())!;
    await chooser.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    const fact = detail.locator('dt', { hasText: 'Odak noktası' }).locator('xpath=following-sibling::dd[1]');
    expect(await fact.textContent()).toBe('yatay %25, dikey %75');
    // The arrow keys move it too (5% a step).
    await chooser.press('ArrowRight');
    expect(await fact.textContent()).toBe('yatay %30, dikey %75');
    await detail.getByRole('button', { name: 'Güncelle' }).click();
    await page.getByText('Medya bilgileri güncellendi').waitFor();
    const [row] = await sql<{ focal_x: number; focal_y: number }>(`select focal_x, focal_y from media_library where original_name = 'Kampanya Afişi.png'`);
    expect(row!.focal_x).toBeCloseTo(0.3, 2);
    expect(row!.focal_y).toBeCloseTo(0.75, 2);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await expect.poll(() => item.locator('img').evaluate((img) => getComputedStyle(img).objectPosition)).toBe(`${Math.round(row!.focal_x * 1000) / 10}% ${Math.round(row!.focal_y * 1000) / 10}%`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
