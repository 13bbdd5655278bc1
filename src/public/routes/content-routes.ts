/**
 * The list and item routes of every content type declared in the schema (generated/
 * public-pages.ts): the address, preview table and sitemap entries from its declaration; the
 * page, data and metadata from its own components when it names them (content-components.ts),
 * else the default templates with the generic reads and metadata.
 */
import { PUBLIC_PAGES, PUBLIC_PAGES_TABLES, type PublicPagesTable } from '../../../generated/public-pages.ts';
import { contentPath } from '../../../generated/public-content.ts';
import { contentItemMeta, contentListMeta } from '../seo/content-meta.ts';
import { asRowOf } from '../live/live-row.ts';
import { notFoundMeta } from '../seo/page-meta.ts';
import type { SitemapEntry } from '../seo/sitemap.ts';
import { CONTENT_COMPONENTS } from './content-components.ts';
import { contentItemAround, contentItemLoader, contentListLoader, type ContentItemData, type ContentListData } from './content-loaders.ts';
import { routeParts, type ContentRouteParts, type PublishedRows, type PublicRoute, type SharedRouteParts } from './route.ts';

/** The newest change among rows, for a list page's lastmod. */
const latest = (rows: { updated_at: string }[]) => rows.reduce<string | undefined>((m, r) => (!m || r.updated_at > m ? r.updated_at : m), undefined);

function listEntry(table: PublicPagesTable) {
  return async (published: PublishedRows): Promise<SitemapEntry[]> => [{ path: PUBLIC_PAGES[table].base, lastmod: latest(await published(table)) }];
}

function itemEntries(table: PublicPagesTable) {
  return async (published: PublishedRows): Promise<SitemapEntry[]> => (await published(table)).map((r) => ({ path: contentPath(table, r.slug), lastmod: r.updated_at }));
}

function defaultList<T extends PublicPagesTable>(table: T): ContentRouteParts {
  return routeParts<ContentListData<T>>({
    id: `${table}-list`,
    searchKeys: ['sayfa'],
    page: () => import('../content/ContentListPage.tsx'),
    load: contentListLoader(table),
    head: ({ site, data }) => ({ meta: contentListMeta(site, table, data.page), status: 200 }),
  });
}

function defaultItem<T extends PublicPagesTable>(table: T): ContentRouteParts {
  return routeParts<ContentItemData<T>>({
    id: `${table}-item`,
    page: () => import('../content/ContentItemPage.tsx'),
    load: contentItemLoader(table),
    liveData: (args, row) => contentItemAround(args, table, asRowOf(table, row), false),
    head: ({ site, data, pathname }) => (data.item ? { meta: contentItemMeta(site, table, data.item), status: 200 } : { meta: notFoundMeta(site, pathname, PUBLIC_PAGES[table].detail.notFound), status: 404 }),
  });
}

function routesOf(table: PublicPagesTable): PublicRoute[] {
  const d = PUBLIC_PAGES[table];
  const own = CONTENT_COMPONENTS[table];
  const list: SharedRouteParts = { path: d.base, ...(d.sitemap.list ? { sitemap: listEntry(table) } : {}) };
  const item: SharedRouteParts = { path: d.itemPath, previewTable: table, ...(d.sitemap.items ? { sitemap: itemEntries(table) } : {}) };
  return [(own?.list ?? defaultList(table))(list), (own?.item ?? defaultItem(table))(item)];
}

/** The types with their own components first, in the registry's order, then the others. */
const ORDER = Object.keys(CONTENT_COMPONENTS);
const rank = (table: string) => (ORDER.includes(table) ? ORDER.indexOf(table) : ORDER.length);

export const CONTENT_ROUTES: PublicRoute[] = [...PUBLIC_PAGES_TABLES].sort((a, b) => rank(a) - rank(b)).flatMap(routesOf);
