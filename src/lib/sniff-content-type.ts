/**
 * What a file really is, from its first bytes (magic numbers), whatever its name or the
 * declared type say. Only the formats the media library accepts are recognised; anything
 * else (HTML, SVG, scripts, executables) is unknown and refused. Shared by the admin (to
 * refuse a file before uploading it) and the embedded Storage server (which refuses it anyway).
 */

/** How many leading bytes the checks read (a .docx names word/ in its first ZIP entries). */
export const SNIFF_BYTES = 65536;

function ascii(bytes: Uint8Array, start: number, text: string): boolean {
  if (bytes.length < start + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[start + i] !== text.charCodeAt(i)) return false;
  return true;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

function contains(bytes: Uint8Array, text: string): boolean {
  const end = Math.min(bytes.length, SNIFF_BYTES);
  for (let i = 0; i + text.length <= end; i++) if (ascii(bytes, i, text)) return true;
  return false;
}

/** ISO base media (MP4, MOV, AVIF): `ftyp` box with a major brand. */
function isoBrand(bytes: Uint8Array): string | undefined {
  return ascii(bytes, 4, 'ftyp') ? String.fromCharCode(...bytes.subarray(8, 12)) : undefined;
}

export function sniffContentType(bytes: Uint8Array): string | undefined {
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
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, 'word/')) {
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
