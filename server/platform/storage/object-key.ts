/**
 * Object names as Storage accepts them, and where their bytes live on disk.
 *
 * The characters are Supabase Storage's own rule (S3's "safe" characters plus a few that need
 * special handling; `isValidKey` in supabase/storage), so a name that works here works on a
 * hosted project too. On top of it come the limits of a file system: every segment becomes a
 * directory or file name (at most 255 bytes on common file systems) and the whole key is at
 * most 1024 bytes, as on S3. Empty, `.` and `..` segments could leave the bucket's folder.
 */
import path from 'node:path';
import { bucketNotFound, invalidKey } from './errors.ts';

export const MAX_KEY_BYTES = 1024;
export const MAX_SEGMENT_BYTES = 255;

const SAFE_CHARACTERS = /^[A-Za-z0-9_/!\-.*'() &$@=;:+,?]+$/;

export function isValidKey(name: string): boolean {
  if (!SAFE_CHARACTERS.test(name) || Buffer.byteLength(name) > MAX_KEY_BYTES) return false;
  return name.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && Buffer.byteLength(s) <= MAX_SEGMENT_BYTES);
}

/** Checks a bucket-relative object name; refuses anything that could leave the bucket's folder. */
export function validateKey(name: string): string {
  if (!isValidKey(name)) throw invalidKey(name);
  return name;
}

/** The folders a name lives in: `a/b/c.png` → `a`, `a/b`. */
export function parentFolders(name: string): string[] {
  const segments = name.split('/');
  return segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'));
}

export function validateBucketId(id: string): string {
  if (!/^[a-z0-9][a-z0-9._-]{0,62}$/.test(id)) throw bucketNotFound();
  return id;
}

export function filePath(root: string, bucket: string, name: string): string {
  const p = path.join(root, validateBucketId(bucket), ...validateKey(name).split('/'));
  if (!p.startsWith(path.join(root, bucket) + path.sep)) throw invalidKey(name);
  return p;
}
