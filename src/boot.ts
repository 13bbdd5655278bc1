/**
 * The page's only script file: starts the app (main.tsx) and readies the fonts once the browser
 * has shown the page's first content and its main image. A server-rendered page is complete
 * HTML, so its first paint and its main image get the phone's bandwidth and CPU to
 * themselves; then the app's files load (in parallel: the import's helper preloads them all)
 * and the page hydrates at once.
 */
import { countPrefetchedView } from './lib/count-prefetched-view.ts';
import { watchDeferredImages } from './lib/deferred-images.ts';
import { fetchFontsWhenWanted } from './lib/font-loading.ts';
import { dataKey } from './public/routes/data-key.ts';
import latinFont from './fonts/inter-latin-core-wght-normal.woff2?url';
import turkishFont from './fonts/inter-turkish-wght-normal.woff2?url';

/**
 * The islands runtime (src/public/islands/client.tsx), when the server rendered this page for
 * this URL (src/public/ssr/document.ts): only its interactive parts then hydrate. Otherwise
 * (`npm run dev`, the live preview, a static host's page served for another URL) the whole
 * React app renders.
 */
function islandsRuntime(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="islands-script"][data-key]');
  if (!meta) return undefined;
  const searchKeys = (meta.dataset.searchKeys ?? '').split(',').filter(Boolean);
  return dataKey(location.pathname, location.search, searchKeys) === meta.dataset.key ? meta.content : undefined;
}

const start = () => {
  // A page opened from a prefetch was not counted by the server when fetched (src/lib/count-prefetched-view.ts).
  countPrefetchedView();
  // Inter's files wait for the page and its main image, and on a first page for a link reached for (src/lib/font-loading.ts).
  fetchFontsWhenWanted([latinFont, turkishFont]);
  // The images below the fold the server's HTML holds, fetched as they approach (src/lib/deferred-images.ts).
  watchDeferredImages();
  const islands = islandsRuntime();
  void (islands ? import(/* @vite-ignore */ islands) : import('./main.tsx'));
};

/** A paint or an image that does not come (a slow device, a lost request) never keeps the page from hydrating for longer. */
const WAIT_MS = 1500;

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/** The page's main image (ResponsiveImage gives it fetchpriority="high") while it is still on its way. */
function pendingMainImage(): HTMLImageElement | undefined {
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  return image && !image.complete ? image : undefined;
}

const rendered = !!document.getElementById('root')?.firstElementChild;
if (!rendered || document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // The plain shell (the admin) paints nothing before the app; a hidden tab paints nothing at all.
  start();
} else {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  // After the frame that shows the main image (or at once when there is none or it is there).
  const afterMainImage = (): void => {
    const image = pendingMainImage();
    if (!image) {
      requestAnimationFrame(() => setTimeout(go));
      return;
    }
    image.addEventListener('load', afterMainImage, { once: true });
    image.addEventListener('error', go, { once: true });
  };
  const observer = new PerformanceObserver(() => painted() && afterMainImage());
  if (painted()) afterMainImage();
  else observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, WAIT_MS);
}
