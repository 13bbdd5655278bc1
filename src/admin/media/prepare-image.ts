/**
 * Images are measured and, when too large, scaled in the browser before upload: this works the
 * same against hosted Supabase (whose Storage cannot run code on an upload) as against the
 * embedded server. Anything over MAX_LONG_SIDE px on its long side is scaled down to it, in its
 * own format at high quality; an operator who wants originals stored as they are builds with
 * VITE_MEDIA_KEEP_ORIGINALS=true. GIFs are never re-encoded (a canvas keeps only the first
 * frame of an animation); AVIF, which a canvas cannot write, becomes WebP. Videos and
 * documents pass untouched.
 */
import type { CheckedFile } from './file-checks.ts';

/** WordPress's big-image threshold. */
export const MAX_LONG_SIDE = 2560;
/** Lossy formats re-encoded at this quality (visually the same as the original). */
const QUALITY = 0.92;

/** What the canvas writes for each type it scales (AVIF → WebP). */
const OUTPUT_TYPE: Record<string, string> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/avif': 'image/webp',
};

export interface PreparedFile extends CheckedFile {
  /** Pixels of the stored image; null for videos, documents and images the browser cannot read. */
  width: number | null;
  height: number | null;
  /** True when the stored file is a scaled copy. */
  scaled: boolean;
}

export function keepOriginals(): boolean {
  const env = (import.meta.env as Record<string, string | undefined> | undefined) ?? {};
  return env.VITE_MEDIA_KEEP_ORIGINALS === 'true';
}

/** The size a long side of `max` gives, keeping the ratio; null when no scaling is needed. */
export function scaledSize(width: number, height: number, max = MAX_LONG_SIDE): { width: number; height: number } | null {
  const long = Math.max(width, height);
  if (long <= max) return null;
  const ratio = max / long;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

async function encode(bitmap: ImageBitmap, type: string): Promise<Blob> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Görsel küçültülemedi: tarayıcı çizim yüzeyi açamadı');
  context.drawImage(bitmap, 0, 0);
  return canvas.convertToBlob({ type, quality: QUALITY });
}

export async function prepareImage(checked: CheckedFile, keep = keepOriginals()): Promise<PreparedFile> {
  const untouched = { ...checked, width: null, height: null, scaled: false };
  if (!checked.contentType.startsWith('image/')) return untouched;
  let original: ImageBitmap;
  try {
    original = await createImageBitmap(checked.file);
  } catch (err) {
    // Stored as it is; Storage still checks the type.
    console.error('image size', err);
    return untouched;
  }
  const { width, height } = original;
  const target = scaledSize(width, height);
  const outputType = OUTPUT_TYPE[checked.contentType];
  if (!target || keep || !outputType) {
    original.close();
    return { ...checked, width, height, scaled: false };
  }
  try {
    const resized = await createImageBitmap(original, { resizeWidth: target.width, resizeHeight: target.height, resizeQuality: 'high' });
    const blob = await encode(resized, outputType);
    resized.close();
    const file = new File([blob], checked.file.name, { type: outputType, lastModified: checked.file.lastModified });
    return { file, contentType: outputType, width: target.width, height: target.height, scaled: true };
  } finally {
    original.close();
  }
}
