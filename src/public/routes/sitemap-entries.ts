/**
 * The sitemap's URLs: what each route of the table lists, from one read per table; or those of
 * one part of the sitemap index (a large site's /sitemap.xml): the fixed pages, lists and CMS
 * pages in /sitemap-pages.xml, each content type's items by SITEMAP_PART_ROWS in
 * /sitemap-<table>-<n>.xml (one range read), so no part grows with the content.
 */
import type { PublicClient } from '../../lib/public-client.ts';
import type { SitemapEntry } from '../seo/sitemap.ts';
import type { PublishedRows } from './route.ts';
import type { PublicContentTable } from '../../../generated/public-content.ts';
import { PUBLIC_ROUTES } from './table.ts';
import { contentPath } from '../../../generated/public-content.ts';
import { LOCALIZED_FIELDS, TRANSLATION_TABLES } from '../../../generated/localized-fields.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../schema/languages.ts';
import { localizedPath } from '../../lib/i18n/languages.ts';

/** A row's published translations' slugs (RLS shows a visitor no other). */
type TranslationSlug = { locale: LanguageCode; slug: string | null };
type SitemapRow = { slug: string; updated_at: string; publish_at: string | null; noindex?: boolean; translations?: TranslationSlug[] };
type Chunk = { data: unknown[] | null; error: { message: string } | null; count: number | null };

/**
 * Every row of a read, however many: the API answers at most its max rows (1000 on Supabase)
 * at a time, so the first chunk counts them all and the others are asked for side by side.
 */
async function allRows(chunk: (from: number, to: number, count: boolean) => PromiseLike<Chunk>): Promise<SitemapRow[]> {
  const first = await chunk(0, 999, true);
  if (first.error) throw new Error(first.error.message);
  const rows = (first.data ?? []) as SitemapRow[];
  const total = first.count ?? rows.length;
  const step = rows.length;
  if (step === 0 || rows.length >= total) return rows;
  const starts = Array.from({ length: Math.ceil((total - step) / step) }, (_, i) => step * (i + 1));
  const rest = await Promise.all(starts.map((from) => chunk(from, from + step - 1, false)));
  for (const r of rest) {
    if (r.error) throw new Error(r.error.message);
    rows.push(...((r.data ?? []) as SitemapRow[]));
  }
  return rows;
}

/** Rows of one sub-sitemap: one read of the API's max rows, so a part's cost does not grow with the content. */
export const SITEMAP_PART_ROWS = 1000;

/** A sitemap of the whole site (undefined), or one part of its index: the fixed pages and lists, or a range of a table's items. */
export type SitemapPart = undefined | { kind: 'pages' } | { kind: 'items'; table: PublicContentTable; n: number };

type Route = (typeof PUBLIC_ROUTES)[number];
/** A route of one content item per row (a post, a project), apart from CMS pages (few, in the pages part). */
const itemTable = (route: Route): PublicContentTable | undefined =>
  route.sitemap && route.previewTable && route.previewTable !== 'pages' && route.path.includes('/:') ? route.previewTable : undefined;

/** The tables whose items are split into parts of SITEMAP_PART_ROWS. */
export const SITEMAP_ITEM_TABLES: PublicContentTable[] = [...new Set(PUBLIC_ROUTES.map(itemTable).filter((t): t is PublicContentTable => !!t))];

const BASE_COLUMNS = 'slug, updated_at, publish_at';
/** The item's columns and, for a translated type, its published translations' slugs (its other languages' addresses). */
const columnsOf = (table: PublicContentTable): string =>
  Object.hasOwn(LOCALIZED_FIELDS, table) ? `${BASE_COLUMNS}, translations:${TRANSLATION_TABLES[table as keyof typeof TRANSLATION_TABLES]}(locale, slug)` : BASE_COLUMNS;
/** Scheduled content changed, for crawlers, when it went live (RLS lists it only from then). */
const asEntryRows = (rows: SitemapRow[]) =>
  rows.map((r) => ({ slug: r.slug, updated_at: r.publish_at && Date.parse(r.publish_at) > Date.parse(r.updated_at) ? r.publish_at : r.updated_at, noindex: r.noindex === true, translations: r.translations ?? [] }));

/** The published rows of a table, in parts' order: oldest first (new items go to the last part), to the id. */
function publishedQuery(db: PublicClient, table: PublicContentTable, count: boolean) {
  // Pages say whether they may be indexed (pages.noindex).
  const q = db.from(table).select(table === 'pages' ? `${columnsOf(table)}, noindex` : columnsOf(table), count ? { count: 'exact' } : undefined).eq('published', true);
  return table === 'pages' ? q.order('slug') : q.order('created_at').order('id');
}

/** How many published items each split table has (a count each, side by side). */
export async function sitemapItemCounts(db: PublicClient): Promise<Record<string, number>> {
  const counts = await Promise.all(SITEMAP_ITEM_TABLES.map(async (table) => {
    const { count, error } = await db.from(table).select('id', { count: 'exact', head: true }).eq('published', true);
    if (error) throw new Error(error.message);
    return [table, count ?? 0] as const;
  }));
  return Object.fromEntries(counts);
}

/** The rows each table gives a part: all of them, the part's range, or just the newest (a list's lastmod). */
function partReader(db: PublicClient, part: SitemapPart): PublishedRows {
  return async (table) => {
    if (part?.kind === 'items') {
      if (table !== part.table) return [];
      const from = (part.n - 1) * SITEMAP_PART_ROWS;
      const { data, error } = await publishedQuery(db, table, false).range(from, from + SITEMAP_PART_ROWS - 1);
      if (error) throw new Error(error.message);
      return asEntryRows(data as unknown as SitemapRow[]);
    }
    if (part?.kind === 'pages' && table !== 'pages') {
      const { data, error } = await db.from(table).select(BASE_COLUMNS).eq('published', true).order('updated_at', { ascending: false }).limit(1);
      if (error) throw new Error(error.message);
      return asEntryRows(data as unknown as SitemapRow[]);
    }
    return asEntryRows(await allRows((from, to, count) => publishedQuery(db, table, count).range(from, to)));
  };
}

const inPart = (route: Route, part: SitemapPart) =>
  !part ? true : part.kind === 'pages' ? !itemTable(route) : itemTable(route) === part.table;

/** The URLs of the whole site (no part), or of one part of the sitemap index. */
export async function sitemapEntries(db: PublicClient, part?: SitemapPart): Promise<SitemapEntry[]> {
  const reads = new Map<string, ReturnType<PublishedRows>>();
  const read = partReader(db, part);
  const published: PublishedRows = (table) => {
    const pending = reads.get(table) ?? read(table);
    reads.set(table, pending);
    return pending;
  };
  const lists = await Promise.all(PUBLIC_ROUTES.filter((route) => inPart(route, part)).map((route) => route.sitemap?.(published) ?? Promise.resolve([])));
  return inEveryLanguage(lists.flat(), await itemLanguages(reads));
}

/** Each item's address per language it is published in, by its default language's address. */
async function itemLanguages(reads: Map<string, ReturnType<PublishedRows>>): Promise<Map<string, Partial<Record<LanguageCode, string>>>> {
  const paths = new Map<string, Partial<Record<LanguageCode, string>>>();
  for (const [table, pending] of reads) {
    for (const row of (await pending) as { slug: string; translations?: TranslationSlug[] }[]) {
      const own: Partial<Record<LanguageCode, string>> = { [DEFAULT_LANGUAGE]: contentPath(table as PublicContentTable, row.slug) };
      for (const t of row.translations ?? []) if (t.slug) own[t.locale] = contentPath(table as PublicContentTable, t.slug);
      paths.set(own[DEFAULT_LANGUAGE]!, own);
    }
  }
  return paths;
}

/**
 * An entry per language a page exists in, each naming the others (xhtml:link alternates): a
 * fixed page or a list is in every language, an item only in those it is published in.
 */
function inEveryLanguage(entries: SitemapEntry[], items: Map<string, Partial<Record<LanguageCode, string>>>): SitemapEntry[] {
  return entries.flatMap((entry) => {
    const own = items.get(entry.path) ?? Object.fromEntries(LANGUAGES.map((l) => [l.code, entry.path]));
    const alternates = LANGUAGES.flatMap(({ code }) => (own[code] === undefined ? [] : [{ lang: code, path: localizedPath(code, own[code]) }]));
    return alternates.map((a) => ({ ...entry, path: a.path, alternates }));
  });
}

/** The address of a part of the index. */
export function sitemapPartPath(part: Exclude<SitemapPart, undefined>): string {
  return part.kind === 'pages' ? '/sitemap-pages.xml' : `/sitemap-${part.table}-${part.n}.xml`;
}

/** The part an address names; null for an address that names none (a 404). */
export function sitemapPartOf(pathname: string): SitemapPart | null {
  if (pathname === '/sitemap.xml') return undefined;
  if (pathname === '/sitemap-pages.xml') return { kind: 'pages' };
  const m = /^\/sitemap-([a-z0-9_]+)-([1-9][0-9]{0,6})\.xml$/.exec(pathname);
  const table = SITEMAP_ITEM_TABLES.find((t) => t === m?.[1]);
  return m && table ? { kind: 'items', table, n: Number(m[2]) } : null;
}

/** The parts of the index for these counts: the pages, then each table's items by SITEMAP_PART_ROWS. */
export function sitemapParts(counts: Record<string, number>): Exclude<SitemapPart, undefined>[] {
  const items = SITEMAP_ITEM_TABLES.flatMap((table) =>
    Array.from({ length: Math.ceil((counts[table] ?? 0) / SITEMAP_PART_ROWS) }, (_, i) => ({ kind: 'items' as const, table, n: i + 1 })));
  return [{ kind: 'pages' }, ...items];
}
