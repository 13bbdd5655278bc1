/**
 * Which data a URL shows: its path (no trailing slash) plus the query parameters its route
 * reads, in order. The server's caches, the initial state and src/boot.ts (which must stay
 * small, hence this module of its own) all name a page by it.
 */
export function dataKey(pathname: string, search: URLSearchParams | string, searchKeys: readonly string[] = []): string {
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.replace(/\/+$/, '') || '/';
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = searchKeys.flatMap((k) => {
    const v = params.get(k);
    return v === null ? [] : [`${encodeURIComponent(k)}=${encodeURIComponent(v)}`];
  });
  return kept.length ? `${pathname}?${kept.join('&')}` : pathname;
}
