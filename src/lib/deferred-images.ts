/**
 * Images below the fold that are not fetched on the first view. Chrome's loading="lazy" still
 * fetches an image within 1250-2500 px of the viewport, which on a post takes the related cards'
 * images with the first view (issue 46). A deferred image (ResponsiveImage `defer`) is rendered
 * with a transparent placeholder of its own size (so nothing moves) and its files in data-src /
 * data-srcset; this watcher moves them into src / srcset when it comes within DEFER_MARGIN of
 * the viewport. Without JavaScript the image in the <noscript> beside it shows instead.
 *
 * Started by src/boot.ts for the server's HTML, and by ResponsiveImage's ref for images the app renders.
 */

/** Attribute marking a deferred image (its value: empty). */
export const DEFERRED_ATTR = 'data-deferred';

/** How near the viewport an image starts loading: about one phone screen ahead of the reader. */
const DEFER_MARGIN = '600px 0px';

/** A transparent SVG of the image's own size: its ratio, no request, nothing to decode. */
export function placeholderSrc(width: number, height: number): string {
  return `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'/%3E`;
}

function reveal(image: HTMLImageElement): void {
  const srcset = image.dataset.srcset;
  const src = image.dataset.src;
  image.removeAttribute(DEFERRED_ATTR);
  if (srcset) image.srcset = srcset;
  if (src) image.src = src;
}

let observer: IntersectionObserver | undefined;

/** Watches one deferred image (again is harmless); without IntersectionObserver it loads at once. */
export function watchDeferredImage(image: HTMLImageElement | null): void {
  if (!image || !image.hasAttribute(DEFERRED_ATTR)) return;
  if (typeof IntersectionObserver === 'undefined') return reveal(image);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        reveal(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: DEFER_MARGIN },
  );
  observer.observe(image);
}

/** Watches every deferred image of the page. */
export function watchDeferredImages(root: ParentNode = document): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_ATTR}]`)) watchDeferredImage(image);
}
