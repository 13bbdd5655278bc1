/**
 * One media upload: the file goes to the public `media` bucket with XMLHttpRequest (for a
 * progress bar; it is the same Storage request supabase-js sends: POST /storage/v1/object/
 * media/{path}, cache-control 3600, no overwrite), then its media_library row is inserted and
 * read back. Errors come back as Turkish messages the screen can show as they are.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';
import { MEDIA_BUCKET, mediaData, type MediaRow } from '../data/media-data.ts';
import { extensionFor, fileTypeOf, type CheckedFile } from './file-checks.ts';
import { prepareImage } from './prepare-image.ts';
import { freeStoredName, numberedNames, randomName, safeBaseName } from './stored-name.ts';

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

/** The name was taken between our look-up and the upload (Storage's 409 Duplicate). */
class NameTakenError extends Error {}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  /** Team avatars and image fields are always recorded as images. */
  recordAs?: 'image';
  signal?: AbortSignal;
  /** Texts and focal point the new row starts with (a crop takes its original's). */
  initial?: Partial<Pick<MediaRow, 'alt_text' | 'caption' | 'description' | 'focal_x' | 'focal_y'>>;
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
      if (body.error === 'Duplicate' || body.statusCode === '409' || xhr.status === 409) return reject(new NameTakenError(body.message));
      reject(new Error(body.message || `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('Ağ hatası: sunucuya ulaşılamadı'));
    xhr.onabort = () => reject(new Error('Yükleme iptal edildi'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(checked.file);
  });
}

/**
 * Stores the file under its own cleaned name, numbered when the library already has it; an
 * object of that name the library does not list (or a simultaneous upload) makes Storage
 * answer 409, and the file goes up once more under a random suffix.
 */
async function storeUnderFreeName(db: AdminClient, checked: CheckedFile, put: (name: string) => Promise<void>): Promise<string> {
  const extension = extensionFor(checked.contentType);
  const base = safeBaseName(checked.file.name);
  const taken = await mediaData(db).takenPaths(numberedNames(base, extension));
  const name = freeStoredName(checked.file.name, extension, taken);
  try {
    await put(name);
    return name;
  } catch (err) {
    if (!(err instanceof NameTakenError)) throw err;
    const retry = randomName(base, extension);
    await put(retry);
    return retry;
  }
}

export async function uploadMedia(db: AdminClient, chosen: CheckedFile, options: UploadOptions = {}): Promise<MediaRow> {
  const [{ supabaseUrl, supabaseAnonKey }, { data: session }] = await Promise.all([loadRuntimeConfig(), db.auth.getSession()]);
  // Measured (and scaled when over 2560 px) before anything is sent.
  const checked = await prepareImage(chosen);
  const token = session.session?.access_token;
  if (!token) throw new Error('Oturum bulunamadı, lütfen yeniden giriş yapın');
  const media = mediaData(db);
  const path = await storeUnderFreeName(db, checked, (name) => putObject(supabaseUrl.replace(/\/$/, ''), token, supabaseAnonKey, name, checked, options));
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
    width: checked.width,
    height: checked.height,
    alt_text: null,
    caption: null,
    description: null,
    ...options.initial,
  });
  if (error) throw new Error(error.message);
  return data;
}
