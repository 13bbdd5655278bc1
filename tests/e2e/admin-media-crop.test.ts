/**
 * Crop to the common ratios (issue 44 item 6), in Chromium against the seeded server: the
 * media detail's "Kırp" cuts a 1:1 square out of a 1600 × 900 upload in the browser and stores
 * it as a new library file beside the original, which stays as it was.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

/** Left half blue, right half red, so a moved crop shows in its pixels. */
const twoColourPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6bd1' } })
    .composite([{ input: { create: { width: width / 2, height, channels: 3, background: '#d12a2a' } }, left: width / 2, top: 0 }])
    .png()
    .toBuffer();

interface Row {
  id: string;
  file_path: string;
  file_url: string;
  original_name: string;
  mime_type: string;
  width: number | null;
  height: number | null;
  file_size: string;
}

describe('admin media crop', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const rows = (pattern: string) =>
    e.t.server.ctx.db.admin
      .query<Row & Record<string, unknown>>('select id, file_path, file_url, original_name, mime_type, width, height, file_size from media_library where original_name like $1 order by created_at', [pattern])
      .then((r) => r.rows);
  const read = async (fileUrl: string) => Buffer.from(await (await fetch(e.t.url + fileUrl)).arrayBuffer());
  const mediaItems = (page: Page) => page.getByRole('list', { name: 'Medya dosyaları' }).getByRole('listitem');

  it('crops an uploaded 1600 × 900 image to 1:1 into a new square file; the original is unchanged', async () => {
    const bytes = await twoColourPng(1600, 900);
    const { page, errors } = await signedInPage(e, '/admin/media');
    await mediaItems(page).first().waitFor();
    await page.getByLabel('Dosya yükle').setInputFiles({ name: 'Kırpılacak Afiş.png', mimeType: 'image/png', buffer: bytes });
    await page.getByText('Kırpılacak Afiş.png başarıyla yüklendi').first().waitFor();
    const [original] = await rows('Kırpılacak Afiş%');
    expect(original).toMatchObject({ file_path: 'kirpilacak-afis.png', width: 1600, height: 900 });

    const item = mediaItems(page).filter({ hasText: 'Kırpılacak Afiş.png' });
    await expect.poll(() => item.count()).toBe(1);
    await item.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Medya Detayları' });
    await detail.getByRole('button', { name: 'Kırp', exact: true }).click();
    const crop = page.getByRole('dialog', { name: 'Görseli kırp' });
    const ratios = crop.getByRole('group', { name: 'En-boy oranı' }).getByRole('button');
    expect(await ratios.allTextContents()).toEqual(['Serbest', '1:1', '4:3', '16:9', '3:2', 'Open Graph 1.91:1']);
    const box = crop.getByRole('group', { name: /^Kırpma alanı/ });
    // Free at first: the whole image.
    await expect.poll(() => box.getAttribute('data-crop-box')).toBe('0,0,1600,900');
    await crop.getByRole('button', { name: '1:1', exact: true }).click();
    expect(await crop.getByRole('button', { name: '1:1', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await box.getAttribute('data-crop-box')).toBe('350,0,900,900');
    // Keyboard: shift + left shrinks it by 16 px a step (1/100 of the long side); right moves it.
    await box.focus();
    for (let i = 0; i < 25; i++) await box.press('Shift+ArrowLeft');
    expect(await box.getAttribute('data-crop-box')).toBe('350,0,500,500');
    for (let i = 0; i < 50; i++) await box.press('ArrowRight');
    // Stopped at the right edge.
    expect(await box.getAttribute('data-crop-box')).toBe('1100,0,500,500');
    expect(await crop.getByText('500 × 500 piksel').count()).toBe(1);
    // Dragged with the mouse: 1100 → further left.
    const rect = (await box.boundingBox())!;
    const frame = (await crop.locator('img').boundingBox())!;
    const perPixel = frame.width / 1600;
    await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
    await page.mouse.down();
    await page.mouse.move(rect.x + rect.width / 2 - 400 * perPixel, rect.y + rect.height / 2 + 100 * perPixel, { steps: 5 });
    await page.mouse.up();
    const [x, y, w, h] = (await box.getAttribute('data-crop-box'))!.split(',').map(Number);
    expect([w, h]).toEqual([500, 500]);
    expect(Math.abs(x! - 700)).toBeLessThanOrEqual(4);
    expect(Math.abs(y! - 100)).toBeLessThanOrEqual(4);

    await crop.getByRole('button', { name: 'Kırpılmış kopyayı kaydet' }).click();
    await page.getByText('Kırpılmış kopya kaydedildi: Kırpılacak Afiş-kirpilmis.png').waitFor();
    await crop.waitFor({ state: 'hidden' });
    const [again, copy, ...more] = await rows('Kırpılacak Afiş%');
    expect(more).toEqual([]);
    expect(again).toEqual(original);
    expect(copy).toMatchObject({ file_path: 'kirpilacak-afis-kirpilmis.png', original_name: 'Kırpılacak Afiş-kirpilmis.png', mime_type: 'image/png', width: 500, height: 500 });
    expect(copy!.id).not.toBe(original!.id);

    const stored = await read(copy!.file_url);
    expect(Number(copy!.file_size)).toBe(stored.length);
    const meta = await sharp(stored).metadata();
    expect(meta.width).toBe(meta.height);
    expect([meta.width, meta.format]).toEqual([500, 'png']);
    // The crop's pixels: x 700–1200 straddles the colour change at 800 (blue left, red right).
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const at = (px: number) => [...data.subarray(px * info.channels, px * info.channels + 3)];
    const boundary = 800 - x!;
    expect(at(250 * 500 + boundary - 5)).toEqual([0x2a, 0x6b, 0xd1]);
    expect(at(250 * 500 + boundary + 5)).toEqual([0xd1, 0x2a, 0x2a]);
    // The original file is byte for byte what was uploaded.
    expect((await read(original!.file_url)).equals(bytes)).toBe(true);
    // Both are in the library.
    await expect.poll(() => mediaItems(page).filter({ hasText: 'Kırpılacak Afiş-kirpilmis.png' }).count()).toBe(1);
    expect(await mediaItems(page).filter({ hasText: 'Kırpılacak Afiş-kirpilmis.png' }).textContent()).toContain('500 × 500');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a second crop of the same image gets a numbered name, like a second upload, and the original\'s alt texts and focal point', async () => {
    const sql = e.t.server.ctx.db.admin;
    // The original has an alt text, an English one and a focal point at (400, 450) of 1600 × 900.
    const [{ id }] = (await sql.query<{ id: string }>(`update media_library set alt_text = 'Mavi ve kırmızı afiş', focal_x = 0.25, focal_y = 0.5 where file_path = 'kirpilacak-afis.png' returning id`)).rows as [{ id: string }];
    await sql.query(`insert into media_library_translations (item_id, locale, alt_text) values ($1, 'en', 'Blue and red poster')`, [id]);
    const { page, errors } = await signedInPage(e, '/admin/media');
    const item = mediaItems(page).filter({ hasText: 'Kırpılacak Afiş.png' });
    await expect.poll(() => item.count()).toBe(1);
    await item.getByRole('button').click();
    await page.getByRole('dialog', { name: 'Medya Detayları' }).getByRole('button', { name: 'Kırp', exact: true }).click();
    const crop = page.getByRole('dialog', { name: 'Görseli kırp' });
    await crop.getByRole('button', { name: 'Open Graph 1.91:1' }).click();
    const box = crop.getByRole('group', { name: /^Kırpma alanı/ });
    expect(await box.getAttribute('data-crop-box')).toBe('0,31,1600,838');
    await crop.getByRole('button', { name: 'Kırpılmış kopyayı kaydet' }).click();
    await crop.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await rows('Kırpılacak Afiş-kirpilmis%')).map((r) => [r.file_path, r.width, r.height])).toEqual([
      ['kirpilacak-afis-kirpilmis.png', 500, 500],
      ['kirpilacak-afis-kirpilmis-2.png', 1600, 838],
    ]);
    // The Open Graph crop 0,31 1600 × 838 keeps (400, 450) at (0.25, 419/838 = 0.5).
    const copy = (await sql.query<{ id: string; alt_text: string; focal_x: number; focal_y: number }>(`select id, alt_text, focal_x, focal_y from media_library where file_path = 'kirpilacak-afis-kirpilmis-2.png'`)).rows[0]!;
    expect([copy.alt_text, copy.focal_x, copy.focal_y]).toEqual(['Mavi ve kırmızı afiş', 0.25, 0.5]);
    expect((await sql.query(`select locale, alt_text from media_library_translations where item_id = $1`, [copy.id])).rows).toEqual([{ locale: 'en', alt_text: 'Blue and red poster' }]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
