/**
 * What the media library accepts, checked in the browser before anything is sent: the type
 * the bytes really have (not the name or the declared type), and the size. The Storage
 * server applies the same rules again, so a bypassed browser check changes nothing.
 */
import { sameType, SNIFF_BYTES, sniffContentType } from '../../lib/sniff-content-type.ts';
import { formatFileSize } from '../../lib/format-file-size.ts';
import type { MediaFileType } from '../../../schema/media-library.ts';

/** The bucket's limit (supabase/migrations/..._media_bucket.sql). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** For <input accept>: images, videos, PDF and Word documents. */
export const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif,video/mp4,video/webm,video/quicktime,.pdf,.doc,.docx';
export const ACCEPT_IMAGES = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

/** file_type from the MIME prefix, as the library records it. */
export function fileTypeOf(mime: string): MediaFileType {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'document';
}

export interface CheckedFile {
  file: File;
  /** The real content type, from the bytes. */
  contentType: string;
}

/** The content type of an acceptable file, or a Turkish message saying why it is refused. */
export async function checkUpload(file: File, only?: 'image'): Promise<CheckedFile | { error: string }> {
  if (file.size === 0) return { error: `${file.name}: dosya boş.` };
  if (file.size > MAX_UPLOAD_BYTES) {
    return { error: `${file.name}: dosya çok büyük (${formatFileSize(file.size)}). En fazla ${formatFileSize(MAX_UPLOAD_BYTES)} yüklenebilir.` };
  }
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const sniffed = sniffContentType(head);
  if (!sniffed) {
    return { error: `${file.name}: bu dosya türü desteklenmiyor. Görsel (JPG, PNG, GIF, WebP, AVIF), video (MP4, WebM, MOV), PDF veya Word dosyası yükleyin.` };
  }
  if (file.type && file.type !== 'application/octet-stream' && !sameType(file.type, sniffed)) {
    return { error: `${file.name}: dosyanın içeriği uzantısı veya türüyle uyuşmuyor.` };
  }
  if (only === 'image' && fileTypeOf(sniffed) !== 'image') return { error: `${file.name}: burada yalnızca görsel yüklenebilir.` };
  return { file, contentType: sniffed };
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The stored object's extension, from the real type (never from the name the file came with). */
export function extensionFor(contentType: string): string {
  return EXTENSIONS[contentType] ?? 'bin';
}
