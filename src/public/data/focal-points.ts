/**
 * The focal points of the library images a page shows (public.media_focal_points, one read per
 * rendered page): found in whatever the page loaded, as every Storage image address in it, so
 * cards, heroes and blocks need no field of their own. The page hands them to the browser with
 * its initial state; ResponsiveImage positions its crop with them.
 */
import type { PublicClient } from '../../lib/public-client.ts';
import { storageObjectKey, type FocalPoints } from '../../lib/focal-point.ts';

/** The function reads at most this many addresses. */
const MAX_URLS = 100;

/** Every Storage image address in a page's data (strings, at any depth), at most MAX_URLS. */
export function storageUrlsIn(...values: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (found.size >= MAX_URLS) return;
    if (typeof value === 'string') {
      if (storageObjectKey(value) !== undefined) found.add(value);
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v);
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) walk(v);
    }
  };
  for (const v of values) walk(v);
  return [...found];
}

/** The focal points the library has for these addresses (a failed read: none, the images stay centred). */
export async function loadFocalPoints(db: PublicClient, urls: string[]): Promise<FocalPoints> {
  if (urls.length === 0) return {};
  const { data, error } = await db.rpc('media_focal_points', { urls });
  if (error) {
    console.error('focal points', error.message);
    return {};
  }
  const points: FocalPoints = {};
  for (const row of data ?? []) {
    const key = storageObjectKey(row.file_url);
    if (key !== undefined) points[key] = [row.focal_x, row.focal_y];
  }
  return points;
}
