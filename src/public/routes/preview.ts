/**
 * A page opened through a preview link (src/lib/preview-link.ts): its loader reads the row
 * with the token instead of by slug, marks its data as a preview, and the page is then
 * noindex and shows the preview banner, on the server and in the browser alike.
 */
import { PREVIEW_PARAM } from '../../lib/preview-link.ts';
import type { PageMeta } from '../seo/page-meta.ts';

/** Anything else is not a token we make, and is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * The preview token of a URL's query, when it carries one. A malformed token still counts as
 * a preview (the page is then the 404, uncached), so it is '' rather than undefined.
 */
export function previewTokenOf(search: URLSearchParams): string | undefined {
  const token = search.get(PREVIEW_PARAM);
  if (token === null) return undefined;
  return TOKEN.test(token) ? token : '';
}

/** Whether a route's data was loaded through a preview link. */
export function isPreviewData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { preview?: unknown }).preview === true;
}

/** A preview's metadata: as the page's, but never indexed. */
export function previewMeta(meta: PageMeta, data: unknown): PageMeta {
  return isPreviewData(data) ? { ...meta, noindex: true } : meta;
}
