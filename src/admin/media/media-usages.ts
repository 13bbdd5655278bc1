/**
 * Where library files are used, from the database function `media_usages` (generated from
 * schema/: featured images, galleries, rich text, settings, SEO images, blocks). One call
 * answers for one file, several, or (no list) the whole library, which the
 * "Kullanılmayanlar" filter needs. The function answers keys; usage-place.ts names them.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { namedUsage, type MediaUsage } from './usage-place.ts';

export type { MediaUsage };

export async function loadMediaUsages(db: AdminClient, fileUrls?: string[]): Promise<MediaUsage[]> {
  const { data, error } = fileUrls ? await db.rpc('media_usages', { file_urls: fileUrls }) : await db.rpc('media_usages');
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data.map(namedUsage);
}

/** One line per use: 'Blog yazısı “Başlık” – Öne çıkan görsel'; the same item and field once. */
export function usagePlace(u: MediaUsage): string {
  return u.title === u.resource ? `${u.resource} – ${u.field}` : `${u.resource} “${u.title}” – ${u.field}`;
}

/** Uses sorted for reading (Turkish order), one per item and field. */
export function sortedUsages(usages: MediaUsage[]): MediaUsage[] {
  const seen = new Set<string>();
  return [...usages]
    .sort((a, b) => usagePlace(a).localeCompare(usagePlace(b), 'tr'))
    .filter((u) => {
      const key = `${u.admin_path}|${u.field}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The delete warning: 'Bu dosya 3 yerde kullanılıyor: A, B, C.' */
export function usageWarning(usages: MediaUsage[]): string {
  const places = sortedUsages(usages).map(usagePlace);
  return `Bu dosya ${places.length} yerde kullanılıyor: ${places.join(', ')}.`;
}
