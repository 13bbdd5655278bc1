/** From a URL to its public route, with react-router's own matching (the same as the browser's). */
import { matchRoutes } from 'react-router-dom';
import type { LanguageCode } from '../../../schema/languages.ts';
import { splitLanguagePath } from '../../lib/i18n/languages.ts';
import { dataKey } from './data-key.ts';
import type { PublicRoute, RouteParams } from './route.ts';
import { PUBLIC_ROUTES } from './table.ts';

const ROUTE_OBJECTS = PUBLIC_ROUTES.map((route) => ({ path: route.path, route }));

export interface RouteMatch {
  route: PublicRoute;
  params: RouteParams;
  /** The language of the address (`/en/…`; the default language without a prefix). */
  lang: LanguageCode;
}

/** The route of a path in any language (routes are declared unprefixed); unknown paths get the not-found route. */
export function matchPublicRoute(pathname: string): RouteMatch {
  const { lang, path } = splitLanguagePath(pathname);
  const match = matchRoutes(ROUTE_OBJECTS, path)?.[0];
  if (!match) throw new Error(`No public route for ${pathname}`);
  return { route: match.route.route, params: match.params, lang };
}

/** Which data a URL shows on a route (routes/data-key.ts). */
export function routeDataKey(route: PublicRoute, pathname: string, search: URLSearchParams | string): string {
  return dataKey(pathname, search, route.searchKeys);
}
