/**
 * The page's only script: starts the app (main.tsx) once the browser has shown the page's
 * first content. A server-rendered page is complete HTML, so its first paint, its main image
 * and its fonts get the phone's bandwidth and CPU to themselves; then the app's files load (in
 * parallel: the import's helper preloads them all) and the page hydrates at once.
 */
const start = () => void import('./main.tsx');

/** A paint that does not come (a slow device, a browser that does not report it) never keeps the page from hydrating for longer. */
const PAINT_WAIT_MS = 1500;

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
const rendered = !!document.getElementById('root')?.firstElementChild;
if (!rendered || document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
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
  const observer = new PerformanceObserver(() => painted() && go());
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, PAINT_WAIT_MS);
}
