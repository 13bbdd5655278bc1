/**
 * A page opened from a prefetch (the speculation rules, speculation-rules.ts) was fetched before
 * the visitor chose it, with `Sec-Purpose: prefetch`, which the server does not count
 * (server/app/visits); opening it asks the server nothing. So such a page tells the server it
 * was opened: one beacon of its path and query (under 1 KB), no cookie, nothing stored. A page
 * fetched the normal way sends nothing (the server counted it as it served it).
 */
export const VIEW_BEACON_PATH = '/visits/v1/view';
const LIMIT = 1000;

type Navigation = PerformanceNavigationTiming & { deliveryType?: string; activationStart?: number };

export function countPrefetchedView(): void {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as Navigation | undefined;
    const prefetched = nav?.deliveryType === 'navigational-prefetch' || (nav?.activationStart ?? 0) > 0;
    const doc = document as Document & { prerendering?: boolean };
    const send = () => {
      const target = location.pathname + location.search;
      if (target.length <= LIMIT) navigator.sendBeacon(VIEW_BEACON_PATH, new Blob([target], { type: 'text/plain' }));
    };
    // A prerendered page runs before it is shown: it counts when (if) it is.
    if (doc.prerendering) document.addEventListener('prerenderingchange', send, { once: true });
    else if (prefetched) send();
  } catch {
    // No Navigation Timing or no beacon: the view goes uncounted, as with any old browser's prefetch.
  }
}
