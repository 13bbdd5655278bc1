/**
 * One media upload: the file goes to the public `media` bucket with XMLHttpRequest (for a
 * progress bar; it is the same Storage request supabase-js sends: POST /storage/v1/object/
 * media/{path}, cache-control 3600, no overwrite), then its media_library row is inserted and
 * read back. Errors come back as Turkish messages the screen can show as they are.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';
import { MEDIA_BUCKET, mediaData, type MediaRow } from '../data/media-data.ts';
import { fileTypeOf, objectPathFor, type CheckedFile } from './file-checks.ts';

export { MEDIA_BUCKET, type MediaRow };

export const UPLOAD_TEXTS = {
  uploading: (file: string) => `${file} yükleniyor...`,
  uploaded: (file: string) => `${file} başarıyla yüklendi`,
  failed: (file: string, message: string) => `${file} yüklenirken hata oluştu: ${message}`,
  bucketMissing: 'Medya deposu bulunamadı: Supabase Storage içinde "media" adlı herkese açık bir bucket oluşturulmalı. Yükleme durduruldu.',
} as const;

export class BucketMissingError extends Error {
  constructor() {
    super(UPLOAD_TEXTS.bucketMissing);
  }
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  /** Team avatars and image fields are always recorded as images. */
  recordAs?: 'image';
  signal?: AbortSignal;
}

/** Sends the bytes; resolves with the stored object path. */
function putObject(url: string, token: string, anonKey: string, path: string, checked: CheckedFile, options: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${url}/storage/v1/object/${MEDIA_BUCKET}/${path}`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', anonKey);
    xhr.setRequestHeader('Content-Type', checked.contentType);
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body: { error?: string; message?: string; statusCode?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON: keep the status line.
      }
      if (body.error === 'Bucket not found' || body.message === 'Bucket not found') return reject(new BucketMissingError());
      reject(new Error(body.message || `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('Ağ hatası: sunucuya ulaşılamadı'));
    xhr.onabort = () => reject(new Error('Yükleme iptal edildi'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(checked.file);
  });
}

export async function uploadMedia(db: AdminClient, checked: CheckedFile, options: UploadOptions = {}): Promise<MediaRow> {
  const [{ supabaseUrl, supabaseAnonKey }, { data: session }] = await Promise.all([loadRuntimeConfig(), db.auth.getSession()]);
  const token = session.session?.access_token;
  if (!token) throw new Error('Oturum bulunamadı, lütfen yeniden giriş yapın');
  const path = objectPathFor(checked.contentType);
  await putObject(supabaseUrl.replace(/\/$/, ''), token, supabaseAnonKey, path, checked, options);
  const media = mediaData(db);
  const publicUrl = media.publicUrl(path);
  // Stored site-relative on the embedded server, so rows move with the data; absolute on hosted.
  const fileUrl = publicUrl.startsWith(window.location.origin) ? publicUrl.slice(window.location.origin.length) : publicUrl;
  // A row that cannot be written takes the file back with it (no orphan file).
  const { data, error } = await media.record({
    filename: path,
    original_name: checked.file.name.slice(0, 255),
    file_path: path,
    file_url: fileUrl,
    file_type: options.recordAs ?? fileTypeOf(checked.contentType),
    mime_type: checked.contentType,
    file_size: checked.file.size,
    alt_text: null,
    caption: null,
    description: null,
  });
  if (error) throw new Error(error.message);
  return data;
}
