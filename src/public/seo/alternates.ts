/**
 * Which languages a page exists in, for hreflang links, og:locale:alternate, the language
 * switcher and the sitemap. A fixed page or a list is in every language (its words are the UI
 * strings'); an item only in the languages it has a published translation in, which its
 * loader says (`languages` in its data: unprefixed paths by language); a 404 in none.
 */
import { LANGUAGES, type LanguageCode } from '../../../schema/languages.ts';
import { localizedPath, splitLanguagePath, type LanguagePaths } from '../../lib/i18n/languages.ts';
import type { PublicRoute, RouteHead } from '../routes/route.ts';
import type { SiteMeta } from './page-meta.ts';

export type PageAlternates = { lang: LanguageCode; href: string }[];

/** An item route's data may name its paths per language (routes/loaders.ts). */
export function languagesOfData(data: unknown): LanguagePaths | undefined {
  return data && typeof data === 'object' && 'languages' in data ? (data.languages as LanguagePaths) : undefined;
}

/** The same page in each language it exists in, as absolute URLs (none for a 404 or a preview). */
export function pageAlternates(route: PublicRoute, site: SiteMeta, data: unknown, pathname: string, head: RouteHead): PageAlternates | undefined {
  if (head.status !== 200 || head.meta.noindex) return undefined;
  const { path } = splitLanguagePath(pathname);
  const item = route.path.includes('/:');
  const own = languagesOfData(data);
  const paths: LanguagePaths = own ?? (item ? { [site.lang]: path } : Object.fromEntries(LANGUAGES.map((l) => [l.code, path])));
  return LANGUAGES.flatMap(({ code }) => {
    const p = paths[code];
    return p === undefined ? [] : [{ lang: code, href: `${site.origin}${localizedPath(code, p)}` }];
  });
}

/** A route's head with its page's alternates. */
export function withAlternates(route: PublicRoute, site: SiteMeta, data: unknown, pathname: string, head: RouteHead): RouteHead {
  const alternates = pageAlternates(route, site, data, pathname, head);
  return alternates ? { ...head, meta: { ...head.meta, alternates } } : head;
}
