/**
 * What one public route declares, once: its path, the data its page needs (loaded as anon
 * through the query client it is given), its metadata and status, and its sitemap entries.
 * The browser router, the server renderer, `sitemap.xml` and `npm run prerender` all read the
 * table of these (routes/table.ts).
 */
import type { ComponentType } from 'react';
import type { PublicContentTable } from '../../../generated/public-content.ts';
import type { PublicClient } from '../../lib/public-client.ts';
import type { PageMeta, SiteMeta } from '../seo/page-meta.ts';
import type { SitemapEntry } from '../seo/sitemap.ts';
import type { LanguageCode } from '../../../schema/languages.ts';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface LoadArgs {
  db: PublicClient;
  /** The language of the page (its address's prefix): its rows' translation is read. */
  lang: LanguageCode;
  params: RouteParams;
  search: URLSearchParams;
  /** Part of the data failed: the page shows its fallback, and the server does not cache it. */
  onError(error: unknown): void;
}

export interface HeadArgs<D> {
  site: SiteMeta;
  data: D;
  pathname: string;
  params: RouteParams;
}

export interface RouteHead {
  meta: PageMeta;
  status: 200 | 404;
  /** A landing page: shown without the site's header and footer (layout/site-chrome.tsx). */
  landing?: boolean;
}

export interface PageProps<D> {
  data: D;
  /** A newer view of the same route is loading (e.g. the next blog page). */
  loading: boolean;
}

/** The published slugs (and last changes) of a table, read once per sitemap. */
export type PublishedRows = (table: PublicContentTable) => Promise<{ slug: string; updated_at: string; noindex?: boolean }[]>;

export interface PublicRoute<D = unknown> {
  id: string;
  /** A react-router path, absolute. */
  path: string;
  /** The query parameters that change the page (part of its cache key). */
  searchKeys?: readonly string[];
  /** The table whose drafts a preview link (`?onizleme=`) opens at this route's URLs. */
  previewTable?: PublicContentTable;
  /**
   * The page's data around an unsaved row of `previewTable` (the live preview beside the
   * admin's editor, src/lib/live-preview.ts): the rest (related items, alt texts) loaded as usual.
   */
  liveData?(args: LoadArgs, row: Record<string, unknown>): Promise<D>;
  /**
   * The live preview of a `liveTable` row this route draws instead of the `previewTable` route,
   * when `liveWhen` holds for it (the page 'home' is drawn as `/` draws it, not as `/home`).
   */
  liveTable?: PublicContentTable;
  liveWhen?(row: Record<string, unknown>): boolean;
  page: () => Promise<{ default: ComponentType<PageProps<D>> }>;
  /**
   * The browser runs the whole React app on this route's pages (the live preview, which
   * re-renders from the editor's messages), not only the page's islands (src/public/islands/).
   */
  app?: true;
  load(args: LoadArgs): Promise<D>;
  head(args: HeadArgs<D>): RouteHead;
  /** The URLs this route has for the sitemap (none: not listed). */
  sitemap?(published: PublishedRows): Promise<SitemapEntry[]>;
}

/** Keeps each route's data type checked against its page, then erases it for the table. */
export function defineRoute<D>(route: PublicRoute<D>): PublicRoute {
  return route as unknown as PublicRoute;
}

/** What a declared content type's route shares, whoever draws it: from its schema (routes/content-routes.ts). */
export type SharedRouteParts = Pick<PublicRoute, 'path' | 'previewTable' | 'sitemap'>;

/** A content type's own route (its components and data, routes/content-components.ts), completed by the shared parts. */
export type ContentRouteParts = (shared: SharedRouteParts) => PublicRoute;

export function routeParts<D>(parts: Omit<PublicRoute<D>, keyof SharedRouteParts>): ContentRouteParts {
  return (shared) => defineRoute<D>({ ...parts, ...shared });
}

/** A slug that can exist at all; anything else is not looked up. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The value of `load`, or `fallback` when it fails (reported through onError). */
export async function orFallback<T>(args: Pick<LoadArgs, 'onError'>, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    args.onError(error);
    return fallback;
  }
}
