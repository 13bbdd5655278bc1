/**
 * Reading content in one language (issue 41). The default language (schema/languages.ts) is
 * the content tables' own rows: its reads are exactly today's. Another language's values are
 * in `<table>_translations` (generated from the fields a schema file marks `localized`), one
 * row per item and language; a read in that language embeds the item's translation and lays
 * its non-empty fields over the row. RLS decides what a visitor gets: a translation is
 * readable when it is published and due (types with their own publication) and its base row
 * is readable, so a draft's translation never shows.
 *
 * An untranslated item has no page in that language (the embed is `!inner`), unless its type
 * declares `localizedFallback` (then it shows in the default language).
 */
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../../generated/database.types.ts';
import { LOCALIZED_FALLBACK, LOCALIZED_FIELDS, TRANSLATION_TABLES, type LocalizedTable } from '../../../generated/localized-fields.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../schema/languages.ts';

export type { LocalizedTable } from '../../../generated/localized-fields.ts';

/** The translations table of a localized table: 'blog_posts' → 'blog_posts_translations'. */
export function translatedTable<T extends LocalizedTable>(table: T): (typeof TRANSLATION_TABLES)[T] {
  return TRANSLATION_TABLES[table];
}

/** The fields of a table that are translated (none for a table that is not localized). */
export function localizedFields(table: string): readonly string[] {
  return (LOCALIZED_FIELDS as Record<string, readonly string[]>)[table] ?? [];
}

/** The row with the translation's non-null localized fields over it; the row itself when there is none. */
export function mergeTranslation<Row extends object>(row: Row, translation: Readonly<Record<string, unknown>> | null | undefined, fields: readonly string[]): Row {
  if (!translation) return row;
  const merged: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const f of fields) {
    const value = translation[f];
    if (value !== null && value !== undefined) merged[f] = value;
  }
  return merged as Row;
}

/** Any client whose `from` reads the project's tables: supabase-js or the public site's postgrest-js. */
export type ReadClient = Pick<PostgrestClient<Database>, 'from'>;

/** The filter methods a translated read offers its caller (postgrest-js's, untyped by table). */
export interface TranslatedQuery {
  eq(column: string, value: unknown): TranslatedQuery;
  neq(column: string, value: unknown): TranslatedQuery;
  in(column: string, values: readonly unknown[]): TranslatedQuery;
  is(column: string, value: boolean | null): TranslatedQuery;
  gt(column: string, value: unknown): TranslatedQuery;
  gte(column: string, value: unknown): TranslatedQuery;
  lt(column: string, value: unknown): TranslatedQuery;
  lte(column: string, value: unknown): TranslatedQuery;
  contains(column: string, value: unknown): TranslatedQuery;
  or(filters: string, options?: { referencedTable?: string }): TranslatedQuery;
  order(column: string, options?: { ascending?: boolean; nullsFirst?: boolean; referencedTable?: string }): TranslatedQuery;
  range(from: number, to: number): TranslatedQuery;
  limit(count: number): TranslatedQuery;
  maybeSingle(): PromiseLike<ReadResult<Record<string, unknown> | null>>;
  then: PromiseLike<ReadResult<Record<string, unknown>[]>>['then'];
}

interface ReadResult<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
  count?: number | null;
  status?: number;
}

interface LooseClient {
  from(table: string): { select(columns: string, options?: { count?: 'exact' | 'planned' | 'estimated'; head?: boolean }): TranslatedQuery };
}

/** The embed's alias in a translated read; removed from the rows it answers. */
const EMBED = 'translation';

/**
 * A column name for filters in this read: a localized field, in another language, is the
 * translation's (`translation.category`), so filters match what the visitor reads.
 */
export type ColumnOf = (column: string) => string;

export interface TranslatedListOptions {
  /** The base table's columns, as for `.select()` ('*' or a list such as PUBLIC_PAGES.…cardSelect). */
  columns: string;
  /** Filters, order and range, given the column naming of this language. */
  query?: (q: TranslatedQuery, column: ColumnOf) => TranslatedQuery;
  count?: 'exact';
}

export interface TranslatedList<Row> {
  data: Row[];
  count: number | null;
  error: { message: string; code?: string } | null;
  status: number;
}

/** The localized fields among the requested columns (all of them for '*'). */
function requestedLocalized(table: LocalizedTable, columns: string): string[] {
  const fields = localizedFields(table);
  const names = columns.split(',').map((c) => c.trim());
  return names.includes('*') ? [...fields] : fields.filter((f) => names.includes(f));
}

function withoutEmbed(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const { [EMBED]: embedded, ...rest } = row;
  const translation = Array.isArray(embedded) ? (embedded[0] as Record<string, unknown> | undefined) : (embedded as Record<string, unknown> | null | undefined);
  return mergeTranslation(rest, translation, fields);
}

/**
 * A list of one localized type in one language: in the default language the plain read; in
 * another, the same read with each row's translation embedded and merged. Rows without a
 * readable translation are left out, unless the type falls back to the default language.
 */
export async function readTranslatedList<Row extends object = Record<string, unknown>>(
  client: ReadClient,
  table: LocalizedTable,
  language: LanguageCode,
  options: TranslatedListOptions,
): Promise<TranslatedList<Row>> {
  const db = client as unknown as LooseClient;
  const count = options.count ? { count: options.count } : undefined;
  if (language === DEFAULT_LANGUAGE) {
    const q = db.from(table).select(options.columns, count);
    const result = (await (options.query ? options.query(q, (c) => c) : q)) as ReadResult<Row[]>;
    return { data: result.data ?? [], count: result.count ?? null, error: result.error, status: result.status ?? 200 };
  }
  const fields = requestedLocalized(table, options.columns);
  const join = LOCALIZED_FALLBACK[table] ? '' : '!inner';
  // The embed needs at least one column; `locale` is always there.
  const embedColumns = ['locale', ...fields].join(',');
  let q = db.from(table).select(`${options.columns},${EMBED}:${translatedTable(table)}${join}(${embedColumns})`, count);
  q = q.eq(`${EMBED}.locale`, language);
  const local = new Set(fields);
  const column: ColumnOf = (c) => (local.has(c) ? `${EMBED}.${c}` : c);
  const result = (await (options.query ? options.query(q, column) : q)) as ReadResult<Record<string, unknown>[]>;
  const data = (result.data ?? []).map((row) => withoutEmbed(row, fields) as Row);
  return { data, count: result.count ?? null, error: result.error, status: result.status ?? 200 };
}

/**
 * One item by its slug in a language: the default language's slug is the base row's, another
 * language's is its translation's (`unique (locale, slug)`). `query` adds base filters
 * (`published`). With `localizedFallback`, a slug with no translation is looked up in the
 * default language and shown in it.
 */
export async function readTranslatedBySlug<Row extends object = Record<string, unknown>>(
  client: ReadClient,
  table: LocalizedTable,
  language: LanguageCode,
  slug: string,
  options: { columns: string; query?: (q: TranslatedQuery) => TranslatedQuery },
): Promise<{ data: Row | null; error: { message: string; code?: string } | null }> {
  const db = client as unknown as LooseClient;
  const base = async () => {
    const q = db.from(table).select(options.columns).eq('slug', slug);
    const r = await (options.query ? options.query(q) : q).maybeSingle();
    return { data: (r.data as Row | null) ?? null, error: r.error };
  };
  if (language === DEFAULT_LANGUAGE) return base();
  const fields = requestedLocalized(table, options.columns);
  const embedColumns = ['locale', 'slug', ...fields.filter((f) => f !== 'slug')].join(',');
  const q = db
    .from(table)
    .select(`${options.columns},${EMBED}:${translatedTable(table)}!inner(${embedColumns})`)
    .eq(`${EMBED}.locale`, language)
    .eq(`${EMBED}.slug`, slug);
  const r = await (options.query ? options.query(q) : q).maybeSingle();
  if (r.error) return { data: null, error: r.error };
  if (r.data) return { data: withoutEmbed(r.data, fields) as Row, error: null };
  return LOCALIZED_FALLBACK[table] ? base() : { data: null, error: null };
}

/**
 * The translations of rows already read (menus, settings, team, alt texts: types shown with
 * their default-language text where no translation exists), merged over them. One request
 * for all the rows; none in the default language.
 */
export async function translateRows<Row extends { id: string }>(
  client: ReadClient,
  table: LocalizedTable,
  language: LanguageCode,
  rows: readonly Row[],
): Promise<Row[]> {
  if (language === DEFAULT_LANGUAGE || !rows.length) return [...rows];
  const fields = localizedFields(table);
  const db = client as unknown as LooseClient;
  const r = (await db
    .from(translatedTable(table))
    .select(['item_id', ...fields].join(','))
    .eq('locale', language)
    .in(
      'item_id',
      rows.map((row) => row.id),
    )) as ReadResult<Record<string, unknown>[]>;
  if (r.error) throw new Error(r.error.message);
  const byItem = new Map((r.data ?? []).map((t) => [t.item_id as string, t]));
  return rows.map((row) => mergeTranslation(row, byItem.get(row.id), fields));
}
