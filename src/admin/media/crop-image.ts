/**
 * Cuts a crop out of a library image in the browser (a canvas, so it works the same against
 * hosted Supabase as against the embedded server) and returns it as a new file named after
 * the original: `Kampanya Afişi.png` → `Kampanya Afişi-kirpilmis.png` (stored as
 * `kampanya-afisi-kirpilmis.png`, numbered like any upload). The original is not touched.
 */
import type { CropBox } from './crop-box.ts';
import { extensionFor, type CheckedFile } from './file-checks.ts';

/** What the canvas writes for each type (AVIF and GIF cannot be written: WebP and PNG). */
const OUTPUT_TYPE: Record<string, string> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/avif': 'image/webp',
  'image/gif': 'image/png',
};
const QUALITY = 0.92;
export const CROPPED_SUFFIX = '-kirpilmis';

/** Whether a file of this type can be cropped here. */
export function canCrop(mimeType: string): boolean {
  return mimeType in OUTPUT_TYPE;
}

/** `Kampanya Afişi.png` → `Kampanya Afişi-kirpilmis.webp` for a WebP result. */
export function croppedName(originalName: string, contentType: string): string {
  const base = originalName.replace(/\.[^.\s]{1,8}$/, '') || 'dosya';
  return `${base}${CROPPED_SUFFIX}.${extensionFor(contentType)}`;
}

export async function cropImage(url: string, mimeType: string, originalName: string, box: CropBox): Promise<CheckedFile> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Görsel okunamadı (HTTP ${response.status})`);
  const bitmap = await createImageBitmap(await response.blob());
  try {
    const canvas = new OffscreenCanvas(box.width, box.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Görsel kırpılamadı: tarayıcı çizim yüzeyi açamadı');
    context.drawImage(bitmap, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
    const contentType = OUTPUT_TYPE[mimeType] ?? 'image/png';
    const blob = await canvas.convertToBlob({ type: contentType, quality: QUALITY });
    return { file: new File([blob], croppedName(originalName, contentType), { type: contentType }), contentType };
  } finally {
    bitmap.close();
  }
}
