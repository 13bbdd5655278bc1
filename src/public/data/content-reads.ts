/**
 * The reads of a declared content type's pages (generated/public-pages.ts): one page of its
 * list, an item by slug, the items related to one. Published rows only (RLS, and asked
 * explicitly, as data/content.ts does), plus the type's declared filters, in its order.
 */
import { PUBLIC_PAGES, type PublicCardRows, type PublicItemRows, type PublicPagesTable } from '../../../generated/public-pages.ts';
import type { PublicClient } from '../../lib/public-client.ts';
import { LOCALIZED_FIELDS } from '../../../generated/localized-fields.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../schema/languages.ts';
import { readTranslatedList, type ColumnOf, type LocalizedTable, type TranslatedQuery } from '../../lib/i18n/translated-rows.ts';

type Value = string | number | boolean;
type Answer<R> = { data: R | null; error: { message: string } | null; count?: number | null; status?: number };

/** The part of a query builder these reads use, over any of the declared tables. */
interface ContentQuery<R> extends PromiseLike<Answer<R[]>> {
  eq(column: string, value: Value): ContentQuery<R>;
  neq(column: string, value: Value): ContentQuery<R>;
  order(column: string, options: { ascending: boolean }): ContentQuery<R>;
  range(from: number, to: number): ContentQuery<R>;
  limit(count: number): ContentQuery<R>;
  maybeSingle(): PromiseLike<Answer<R>>;
}

/**
 * A table's published rows with these columns. The descriptor names table and columns together,
 * so the row type is the generated one of that pair (the query client cannot follow a table
 * chosen at run time: this is the one place that says so).
 */
function published<T extends PublicPagesTable, R>(db: PublicClient, table: T, columns: string, count?: 'exact'): ContentQuery<R> {
  const query = db.from(table).select(columns, count ? { count } : undefined) as unknown as ContentQuery<R>;
  let q = query.eq(PUBLIC_PAGES[table].published, true);
  const filters: readonly { field: string; value: Value }[] = PUBLIC_PAGES[table].filters;
  for (const f of filters) q = q.eq(f.field, f.value);
  return q;
}

const isLocalized = (table: string): table is LocalizedTable => Object.hasOwn(LOCALIZED_FIELDS, table);

/**
 * The same read in another language (src/lib/i18n/translated-rows.ts): each row with its
 * published translation over it, untranslated rows left out; a type with no translatable
 * field has no rows there (it has no pages in that language).
 */
async function translatedRead<T extends PublicPagesTable, R>(db: PublicClient, table: T, lang: LanguageCode, columns: string, more: (q: TranslatedQuery, column: ColumnOf) => TranslatedQuery, count?: 'exact'): Promise<Answer<R[]>> {
  if (!isLocalized(table)) return { data: [], error: null, count: 0, status: 200 };
  const filters: readonly { field: string; value: Value }[] = PUBLIC_PAGES[table].filters;
  const order: readonly { field: string; ascending: boolean }[] = PUBLIC_PAGES[table].order;
  return readTranslatedList<R & object>(db, table, lang, {
    columns,
    ...(count ? { count } : {}),
    query: (q, column) => {
      let out = filters.reduce((acc, f) => acc.eq(column(f.field), f.value), q.eq(PUBLIC_PAGES[table].published, true));
      out = order.reduce((acc, o) => acc.order(o.field, { ascending: o.ascending }), more(out, column));
      return out;
    },
  });
}

function ordered<R>(table: PublicPagesTable, q: ContentQuery<R>): ContentQuery<R> {
  return PUBLIC_PAGES[table].order.reduce((out, o) => out.order(o.field, { ascending: o.ascending }), q);
}

function rows<R>(answer: Answer<R[]>): R[] {
  if (answer.error) throw new Error(answer.error.message);
  return answer.data ?? [];
}

export interface ContentListPage<T extends PublicPagesTable> {
  rows: PublicCardRows[T][];
  total: number;
}

/** Page `page` (from 1) of a type's list, with the number of all its rows. */
export async function contentListPage<T extends PublicPagesTable>(db: PublicClient, table: T, page: number, lang: LanguageCode = DEFAULT_LANGUAGE): Promise<ContentListPage<T>> {
  const perPage = PUBLIC_PAGES[table].perPage;
  const from = (page - 1) * perPage;
  const answer = lang !== DEFAULT_LANGUAGE
    ? await translatedRead<T, PublicCardRows[T]>(db, table, lang, PUBLIC_PAGES[table].cardSelect, (q) => q.range(from, from + perPage - 1), 'exact')
    : await ordered(table, published<T, PublicCardRows[T]>(db, table, PUBLIC_PAGES[table].cardSelect, 'exact')).range(from, from + perPage - 1);
  // Past the last page PostgREST answers 416 (PGRST103): that page is simply empty.
  if (answer.error && answer.status === 416) return { rows: [], total: answer.count ?? 0 };
  return { rows: rows(answer), total: answer.count ?? 0 };
}

export async function contentBySlug<T extends PublicPagesTable>(db: PublicClient, table: T, slug: string): Promise<PublicItemRows[T] | null> {
  const answer = await published<T, PublicItemRows[T]>(db, table, '*').eq('slug', slug).maybeSingle();
  if (answer.error) throw new Error(answer.error.message);
  return answer.data;
}

/** Other published items than `item`: with its value of the declared `related.by`, when there is one. */
export async function relatedContent<T extends PublicPagesTable>(db: PublicClient, table: T, item: PublicItemRows[T], lang: LanguageCode = DEFAULT_LANGUAGE): Promise<PublicCardRows[T][]> {
  const related = PUBLIC_PAGES[table].detail.related;
  if (!related) return [];
  const own: Record<string, unknown> = item;
  if (lang !== DEFAULT_LANGUAGE) {
    const by = 'by' in related ? related.by : undefined;
    const value = by ? own[by] : undefined;
    const same = (q: TranslatedQuery, column: ColumnOf) => (by && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') ? q.eq(column(by), value) : q);
    return rows(await translatedRead<T, PublicCardRows[T]>(db, table, lang, PUBLIC_PAGES[table].cardSelect, (q, column) => same(q.neq('id', String(own.id)), column).limit(related.limit)));
  }
  let q = published<T, PublicCardRows[T]>(db, table, PUBLIC_PAGES[table].cardSelect).neq('id', String(own.id));
  const by = 'by' in related ? related.by : undefined;
  const value = by ? own[by] : undefined;
  if (by && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) q = q.eq(by, value);
  return rows(await ordered(table, q).limit(related.limit));
}
