/** Object names as Storage accepts them, and where their bytes live on disk. */
import path from 'node:path';
import { bucketNotFound, invalidKey } from './errors.ts';

const MAX_KEY_LENGTH = 1024;

function hasControlOrBackslash(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x5c) return true;
  }
  return false;
}

/** Checks a bucket-relative object name; refuses anything that could leave the bucket's folder. */
export function validateKey(name: string): string {
  const segments = name.split('/');
  const bad =
    name.length === 0 ||
    name.length > MAX_KEY_LENGTH ||
    name.startsWith('/') ||
    hasControlOrBackslash(name) ||
    segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw invalidKey(name);
  return name;
}

export function validateBucketId(id: string): string {
  if (!/^[a-z0-9][a-z0-9._-]{0,62}$/.test(id)) throw bucketNotFound();
  return id;
}

export function filePath(root: string, bucket: string, name: string): string {
  const p = path.join(root, bucket, ...validateKey(name).split('/'));
  if (!p.startsWith(path.join(root, bucket) + path.sep)) throw invalidKey(name);
  return p;
}
