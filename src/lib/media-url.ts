/**
 * Content stores images of the media bucket as site-relative paths
 * (`/storage/v1/object/public/media/...`), so the same rows work on the embedded server and
 * on a hosted project. This turns such a path into a URL on the project's API host; other URLs
 * (absolute, data:) pass through unchanged.
 */
const STORAGE_PATH = '/storage/v1/';

export function mediaUrl(value: string | null | undefined, supabaseUrl: string): string | undefined {
  if (!value) return undefined;
  if (value.startsWith(STORAGE_PATH)) return supabaseUrl.replace(/\/$/, '') + value;
  return value;
}
