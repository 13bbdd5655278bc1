/** From a URL to its public route, with react-router's own matching (the same as the browser's). */
import { matchRoutes } from 'react-router-dom';
import type { PublicRoute, RouteParams } from './route.ts';
import { PUBLIC_ROUTES } from './table.ts';

const ROUTE_OBJECTS = PUBLIC_ROUTES.map((route) => ({ path: route.path, route }));

export interface RouteMatch {
  route: PublicRoute;
  params: RouteParams;
}

/** The route of a path; unknown paths get the not-found route. */
export function matchPublicRoute(pathname: string): RouteMatch {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.[0];
  if (!match) throw new Error(`No public route for ${pathname}`);
  return { route: match.route.route, params: match.params };
}

/** Which data a URL shows: its path (no trailing slash) plus the query parameters its route reads, in order. */
export function routeDataKey(route: PublicRoute, pathname: string, search: URLSearchParams | string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.replace(/\/+$/, '') || '/';
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = (route.searchKeys ?? []).flatMap((k) => {
    const v = params.get(k);
    return v === null ? [] : [`${encodeURIComponent(k)}=${encodeURIComponent(v)}`];
  });
  return kept.length ? `${pathname}?${kept.join('&')}` : pathname;
}
