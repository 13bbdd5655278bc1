/**
 * What a file really is, from its first bytes (magic numbers), whatever its name or the
 * declared type say. Only the formats the media library accepts are recognised; anything
 * else (HTML, SVG, scripts, executables) is unknown and refused by the caller.
 */

function ascii(bytes: Buffer, start: number, text: string): boolean {
  return bytes.length >= start + text.length && bytes.toString('latin1', start, start + text.length) === text;
}

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** ISO base media (MP4, MOV, AVIF): `ftyp` box with a major brand. */
function isoBrand(bytes: Buffer): string | undefined {
  return ascii(bytes, 4, 'ftyp') ? bytes.toString('latin1', 8, 12) : undefined;
}

export function sniffContentType(bytes: Buffer): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  const brand = isoBrand(bytes);
  if (brand) {
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (brand === 'qt  ') return 'video/quicktime';
    return 'video/mp4';
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes('word/')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return undefined;
}

/** Declared types that name the same format as the sniffed one. */
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'video/x-m4v': 'video/mp4' };

export function sameType(declared: string, sniffed: string): boolean {
  const d = declared.split(';')[0]!.trim().toLowerCase();
  return (ALIASES[d] ?? d) === sniffed;
}
