/**
 * The stored-HTML sanitizer (src/lib/sanitize-html.ts, DOMPurify: about 12 KB compressed),
 * kept out of the browser's first load: a page the server rendered arrives with its HTML
 * already sanitized by the server (InitialState.html), so only HTML the browser shows later
 * (after a client-side navigation) needs it. The server renderer provides it up front.
 */
export type Sanitize = (html: string) => string;

let ready: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The server renderer's sanitizer (with its jsdom window), used synchronously. */
export function provideSanitizer(sanitize: Sanitize): void {
  ready = sanitize;
}

/** The sanitizer if it is loaded, else undefined. */
export function readySanitizer(): Sanitize | undefined {
  return ready;
}

/** Loads the sanitizer once (the same promise each time, as React's use() needs). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= ready
    ? Promise.resolve(ready)
    : import('../../lib/sanitize-html.ts').then(({ sanitizeHtml }) => (ready = (html: string) => sanitizeHtml(html)));
  // A failed load (offline) is tried again next time.
  loading.catch(() => (loading = undefined));
  return loading;
}
