/**
 * The image variants of Storage's render endpoint that the site asks for, and therefore the
 * only ones the embedded server renders (server/app/storage-policy.ts hands this list to Storage):
 * one list for both, so the site's `srcset` and the server cannot drift apart. Every other
 * width, a height or a quality is refused, which keeps the work a visitor can cause to at most
 * `RENDER_WIDTHS.length` × `RENDER_FORMATS.length` renders per stored image, all cacheable.
 */

/**
 * Widths the server renders. The fluid ones (`SRCSET_WIDTHS`) plus the 1x/2x sizes of small
 * fixed images (avatars 48/96, team photos 112/224 → 128/240, the logo 160/320).
 */
export const RENDER_WIDTHS = [48, 96, 128, 160, 240, 320, 480, 640, 720, 800, 960, 1280, 1920] as const;

/**
 * Widths offered to the browser for fluid images; it picks one by `sizes` and pixel density.
 * 800 is there for phones: a full-width image on a 412 px screen at 1.75x needs 721 pixels;
 * without it it takes the 960 file (about 45% more bytes). 720 for cards on phones: a 390 px
 * phone's card is 350 CSS px, 700 pixels at 2x, which Chrome would otherwise take at 800
 * (it picks the first candidate at or above the device's density).
 */
export const SRCSET_WIDTHS = [320, 480, 640, 720, 800, 960, 1280, 1920] as const;

/**
 * The one crop rendered: the 1200 × 630 share image (og:image), cut around the image's focal
 * point (`width=1200&height=630&resize=cover`).
 */
export const OPEN_GRAPH_CROP = { width: 1200, height: 630 } as const;

/** `format=` values: the source's own type, WebP, AVIF; absent, WebP when `Accept` takes it. */
export const RENDER_FORMATS = ['origin', 'webp', 'avif'] as const;

/** The one encoder quality per output format (AVIF looks the same as WebP 80 at a lower number). */
export const RENDER_QUALITY = { jpeg: 80, webp: 80, avif: 55 } as const;

/** The `quality=` a request may name: Storage's default, the only one rendered. */
export const DEFAULT_RENDER_QUALITY = 80;

/** The allowed width to ask for an image shown `width` pixels wide: the next one up, at most the largest. */
export function renderWidthFor(width: number): number {
  return RENDER_WIDTHS.find((w) => w >= width) ?? RENDER_WIDTHS[RENDER_WIDTHS.length - 1]!;
}
