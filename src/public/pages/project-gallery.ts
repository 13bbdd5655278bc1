/**
 * The project gallery's images and their links. A gallery entry becomes a link only through
 * the same filter as every other link from content (safeHref, web addresses and site paths):
 * a `data:` image is shown but not linked, and a `javascript:` (or other) entry is dropped.
 */
import { safeHref } from '../../lib/safe-url.ts';

export interface GalleryImage {
  src: string;
  /** Opens the full image; absent when the entry is not a web address or site path. */
  href?: string;
}

const LINKABLE = /^(https?:\/\/|\/)/i;
const INLINE_IMAGE = /^data:image\//i;

export function projectGallery(entries: string[], cover: string | undefined, media: (url: string) => string | undefined): GalleryImage[] {
  const seen = new Set<string>();
  const images: GalleryImage[] = [];
  for (const entry of entries) {
    const src = media(entry);
    if (!src || src === cover || seen.has(src)) continue;
    const safe = safeHref(src);
    const href = safe && LINKABLE.test(safe) ? safe : undefined;
    if (!href && !INLINE_IMAGE.test(src.trim())) continue;
    seen.add(src);
    images.push(href ? { src, href } : { src });
  }
  return images;
}
