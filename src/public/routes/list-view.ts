/**
 * A paged public list's view from its query (?sayfa=2 from 1, ?kategori=SEO), its links, and its
 * status: the server reads one page of a fixed size, so a list page's HTML does not grow with
 * the number of rows. A page past the last one is a 404 (page 1 of an empty list is not).
 */
import type { ListPage } from '../data/content.ts';
import { notFoundMeta, STATIC_PAGES, staticPageMeta, type SiteMeta, type StaticPageKey } from '../seo/page-meta.ts';
import type { RouteHead } from './route.ts';
import { localizedPath } from '../../lib/i18n/languages.ts';
import { stringsOf } from '../../lib/i18n/strings/index.ts';

export interface ListView {
  page: number;
  category?: string;
}

export const PAGE_PARAM = 'sayfa';
export const CATEGORY_PARAM = 'kategori';
/** The query parameters that change a list page (its cache key). */
export const LIST_SEARCH_KEYS = [CATEGORY_PARAM, PAGE_PARAM] as const;

/** Beyond any list's last page; keeps a made-up ?sayfa= a plain 404 (no range the API refuses). */
const MAX_PAGE = 1_000_000;

export function listView(search: URLSearchParams): ListView {
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(search.get(PAGE_PARAM) ?? '1', 10) || 1));
  const category = search.get(CATEGORY_PARAM) || undefined;
  return category ? { page, category } : { page };
}

/** The URL of a view of the list at `path`: no parameter for the first page of all rows. */
export function listHref(path: string, view: ListView): string {
  const q = new URLSearchParams();
  if (view.category) q.set(CATEGORY_PARAM, view.category);
  if (view.page > 1) q.set(PAGE_PARAM, String(view.page));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export function pageCount(list: Pick<ListPage<unknown>, 'total'>, perPage: number): number {
  return Math.max(1, Math.ceil(list.total / perPage));
}

/** Asked for a page past the last one (the list's 404). */
export function pastLastPage(view: ListView, list: Pick<ListPage<unknown>, 'total'>, perPage: number): boolean {
  return view.page > pageCount(list, perPage);
}

/**
 * A list page's head: its own canonical URL in its language (each page and category is its own page for search
 * engines: page 2 is not a copy of page 1), or the list's 404 past the last page.
 */
export function listHead(site: SiteMeta, key: StaticPageKey, view: ListView, list: Pick<ListPage<unknown>, 'total'>, perPage: number): RouteHead {
  const path = STATIC_PAGES[key].path;
  if (pastLastPage(view, list, perPage)) return { meta: notFoundMeta(site, localizedPath(site.lang, path), stringsOf(site.lang).notFoundTitle), status: 404 };
  const meta = staticPageMeta(site, key);
  return { meta: { ...meta, canonical: `${site.origin}${localizedPath(site.lang, listHref(path, view))}` }, status: 200 };
}
