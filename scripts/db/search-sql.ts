/**
 * The site search, generated from the fields each public resource marks `search` (schema/
 * resource.ts) and the block types whose items are results of their own (`search` in
 * schema/blocks: the FAQ's questions): per table a trigger keeping its rows' weighted
 * documents in private.search_documents, one on its `<table>_translations` keeping the other
 * languages' (each stemmed with its language's configuration, schema/languages.ts
 * `searchConfig`), `private.search_config(language)`, `private.search_reindex()` and
 * `public.search_site(q, max, language)`. Security invoker: RLS decides what a caller finds
 * (anon: published rows and published translations only). The text helpers (folding for
 * İ/ı, the query grammar, the excerpt) and the documents table are in
 * supabase/schemas/15_search.sql. No column is added to the public tables, so `select=*`,
 * revisions and saves see the rows unchanged.
 */
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../schema/languages.ts';
import { isPublicContent } from '../codegen/public-content.ts';
import { localizedOf, translationTableOf } from '../codegen/translations.ts';
import { columnsSql } from './columns-sql.ts';
import type { GeneratedFunction } from './generated-functions.ts';
import type { SchemaModelEntry } from './schema-sql.ts';
import { SEARCHABLE_BLOCKS } from './search-blocks.ts';
import type { SearchWeight } from '../../schema/resource.ts';

/** At most this many results per call, whatever `max` asks. */
const MAX_RESULTS = 50;

/** A list inside a blocks field whose items are results of their own (an FAQ block's questions). */
export interface SearchEntries {
  /** The blocks column ('blocks'). */
  column: string;
  /** The block type ('faq'): the results' type. */
  type: string;
  items: string;
  title: string;
  text: string;
  /** The results' type label ('SSS'), for the site only. */
  label: string;
}

export interface SearchTarget {
  table: string;
  /** The result's type label ('Blog yazısı'), for the site (generated/search-types.ts); never in SQL. */
  label: string;
  /** Address template ('/blog/{slug}'). */
  path: string;
  /** The marked fields: column, weight, SQL type. */
  fields: { name: string; weight: SearchWeight; type: string }[];
  title: string;
  /** Excerpt source: the first B field, else the first C field. */
  excerpt: string;
  entries: SearchEntries[];
  /** The translations table and the marked fields it has (the localized ones), when the type is translated. */
  translation?: { table: string; fields: string[] };
}

export function searchTargets(model: SchemaModelEntry[]): SearchTarget[] {
  const targets: SearchTarget[] = [];
  for (const { entity, row, dbTypes } of model) {
    const r = entity.resource;
    if (!isPublicContent(r)) continue;
    const types = new Map(columnsSql(row, dbTypes, r.db.defaults).map((c) => [c.name, c.type]));
    const marked = r.form.fields.filter((f) => f.search);
    const fields = marked.map((f) => ({ name: f.name, weight: f.search!.weight, type: types.get(f.name) ?? 'text' }));
    if (!fields.length) continue;
    const first = (w: SearchWeight) => fields.find((f) => f.weight === w && f.type === 'text');
    const title = first('A');
    const excerpt = first('B') ?? first('C');
    if (!title || !excerpt) throw new Error(`${r.table}: search needs a text field of weight A and one of B or C`);
    const entries = marked.filter((f) => f.widget === 'blocks').flatMap((f) => SEARCHABLE_BLOCKS.map((b) => ({ column: f.name, ...b })));
    const localized = localizedOf(entity);
    const translated = fields.map((f) => f.name).filter((f) => localized.includes(f));
    if (translated.length && !translated.includes(title.name)) throw new Error(`${r.table}: a translated searchable type translates its title (${title.name})`);
    targets.push({
      table: r.table,
      label: r.singular,
      path: r.publicPath,
      fields,
      title: title.name,
      excerpt: excerpt.name,
      entries,
      ...(translated.length ? { translation: { table: translationTableOf(r.table), fields: translated } } : {}),
    });
  }
  return targets;
}

/** The block types whose items are results, with their labels (generated/search-types.ts). */
export function searchEntryLabels(targets: SearchTarget[]): Record<string, string> {
  return Object.fromEntries(targets.flatMap((t) => t.entries.map((e) => [e.type, e.label])));
}

/** 'column:weight' per field, then '@column:type:items:title:text' per entry list (private.search_store). */
function fieldArgs(t: SearchTarget, only?: string[]): string[] {
  const keep = (name: string) => !only || only.includes(name);
  return [
    ...t.fields.filter((f) => keep(f.name)).map((f) => `${f.name}:${f.weight}`),
    ...t.entries.filter((e) => keep(e.column)).map((e) => `@${e.column}:${e.type}:${e.items}:${e.title}:${e.text}`),
  ];
}

const textArray = (items: string[]) => `array[${items.map(literal).join(', ')}]::text[]`;

/**
 * The table's trigger that keeps its rows' documents in private.search_documents, and its
 * translations table's, which keeps the other languages' (supabase/schemas/15_search.sql).
 */
export function searchTriggerSql(t: SearchTarget): string[] {
  const args = [DEFAULT_LANGUAGE, t.title, ...fieldArgs(t)].map(literal).join(', ');
  const sql = [`create trigger keep_search_document after insert or update or delete on public.${ident(t.table)} for each row execute function private.keep_search_document(${args});`];
  if (t.translation) {
    const targs = [t.table, t.title, ...fieldArgs(t, t.translation.fields)].map(literal).join(', ');
    sql.push(`create trigger keep_search_document after insert or update or delete on public.${ident(t.translation.table)} for each row execute function private.keep_search_translation(${targs});`);
  }
  return sql;
}

/** `private.search_config(language)`: each language's text search configuration (schema/languages.ts), null for another code. */
function configFunctionSql(): GeneratedFunction {
  const signature = 'private.search_config(text)';
  const cases = LANGUAGES.map((l) => `when ${literal(l.code)} then ${literal(l.searchConfig)}::regconfig`).join(' ');
  return {
    signature,
    about: 'the text search configuration of each site language (schema/languages.ts, scripts/db/search-sql.ts)',
    sql: [
      `create or replace function private.search_config(lang text)
returns regconfig
language sql
immutable parallel safe
set search_path = ''
as $fn$
  select case lang ${cases} end
$fn$;`,
      `revoke all on function ${signature} from public;`,
      `grant execute on function ${signature} to anon, authenticated, service_role;`,
    ],
  };
}

/** `private.search_reindex()`: every searchable row's documents again, in every language (a migration that changes what is searched runs it). */
function reindexFunctionSql(targets: SearchTarget[]): GeneratedFunction {
  const signature = 'private.search_reindex()';
  const stores = targets.flatMap((t) => [
    `  perform private.search_store(${literal(t.table)}, t.id, ${literal(DEFAULT_LANGUAGE)}, to_jsonb(t), ${literal(t.title)}, ${textArray(fieldArgs(t))})
     from public.${ident(t.table)} t;`,
    ...(t.translation
      ? [
          `  perform private.search_store(${literal(t.table)}, t.item_id, t.locale, to_jsonb(t), ${literal(t.title)}, ${textArray(fieldArgs(t, t.translation.fields))})
     from public.${ident(t.translation.table)} t where private.search_config(t.locale) is not null;`,
        ]
      : []),
  ]);
  return {
    signature,
    about: `rebuilds the search documents of ${targets.map((t) => t.table).join(', ')} (scripts/db/search-sql.ts)`,
    sql: [
      `create or replace function private.search_reindex()
returns void
language plpgsql
security definer
set search_path = ''
as $fn$
begin
  delete from private.search_documents;
${stores.join('\n')}
end
$fn$;`,
      `revoke all on function ${signature} from public;`,
    ],
  };
}

/** The address of row `alias` ('/blog/' || t.slug), under `prefix` (SQL) for another language. */
function urlSql(path: string, alias: string, prefix?: string): string {
  const [before, after] = path.split('{slug}') as [string, string];
  return `${prefix ? `${prefix} || ` : ''}${literal(before)} || ${alias}.slug${after ? ` || ${literal(after)}` : ''}`;
}

/** The columns one table's matches give (the excerpt's text: its headline is made for the rows shown); `t` is the row in the language searched (the base row or its translation). */
function resultColumns(t: SearchTarget, prefix?: string): string {
  const excerpt = t.excerpt === t.title ? `t.${ident(t.title)}` : `coalesce(nullif(t.${ident(t.excerpt)}, ''), t.${ident(t.title)})`;
  const rowExcerpt = t.translation && prefix && !t.translation.fields.includes(t.excerpt) ? `t.${ident(t.title)}` : excerpt;
  const url = urlSql(t.path, 't', prefix);
  // A row's own document, or one of its entries (an FAQ question at its anchor on the page).
  return `case when m.entry = '' then ${literal(t.table)} else split_part(m.entry, '#', 1) end, t.slug,
               case when m.entry = '' then ${url} else ${url} || '#' || split_part(m.entry, '#', 2) end,
               coalesce(m.entry_title, t.${ident(t.title)}),
               case when m.entry = '' then ${rowExcerpt} else coalesce(nullif(m.entry_text, ''), m.entry_title) end, m.rank`;
}

/** One table's visible matches in the default language: the caller's RLS applies to the join. */
function resultSelect(t: SearchTarget): string {
  return `select ${resultColumns(t)}
        from found m join public.${ident(t.table)} t on t.id = m.row_id where m.source = ${literal(t.table)}`;
}

/** One table's visible matches in another language: its published translations (their RLS), at '/<language>/…'. */
function translatedSelect(t: SearchTarget): string | undefined {
  if (!t.translation) return undefined;
  return `select ${resultColumns(t, `'/' || language`)}
        from found m join public.${ident(t.translation.table)} t on t.item_id = m.row_id and t.locale = language where m.source = ${literal(t.table)}`;
}

/** Candidates read before the caller's RLS filters them (drafts among the best-ranked). */
const CANDIDATES = 200;

const NONE = 'select null::text, null::text, null::text, null::text, null::text, null::real where false';

export function searchSiteFunctionSql(targets: SearchTarget[]): GeneratedFunction {
  const signature = 'public.search_site(text, integer, text)';
  const union = (selects: (string | undefined)[]) => (selects.filter(Boolean).join('\n      union all\n      ') || NONE);
  // The excerpt (ts_headline, the costliest step per row) is made for the rows shown only,
  // not for every visible candidate.
  const pass = (source: string, selects: string) => `return query
    with found as materialized (select * from ${source})
    select r.type, r.slug, r.url, r.title, private.search_headline(r.excerpt, shown, config), r.rank from (
      select v.* from (
      ${selects}
      ) v (type, slug, url, title, excerpt, rank) order by 6 desc, 4 limit wanted
    ) r order by 6 desc, 4;`;
  const passes = (selects: string) => `${pass(`private.search_matches(query, language, ${CANDIDATES})`, selects)}
    if found then
      return;
    end if;
    -- Nothing matched word for word: titles like the query (a typo).
    ${pass(`private.search_similar(folded, language, ${CANDIDATES})`, selects)}`;
  return {
    signature,
    about: `the site search over ${targets.map((t) => t.table).join(', ')} in each language (scripts/db/search-sql.ts)`,
    sql: [
      // The earlier signature (no language) and this one are dropped first: a changed result
      // row or argument list is not something create or replace can do.
      `drop function if exists public.search_site(text, integer);`,
      `drop function if exists ${signature};`,
      `create or replace function public.search_site(q text, max integer default 20, language text default ${literal(DEFAULT_LANGUAGE)})
returns table (type text, slug text, url text, title text, excerpt text, rank real)
language plpgsql
stable
set search_path = ''
as $fn$
#variable_conflict use_column
declare
  config regconfig := private.search_config(language);
  query tsquery := private.search_query(q, config);
  shown tsquery := private.search_headline_query(q, config);
  folded text := private.search_fold(left(coalesce(q, ''), 200));
  wanted integer := least(greatest(coalesce(max, 20), 1), ${MAX_RESULTS});
begin
  if config is null or query is null or numnode(query) = 0 then
    return;
  end if;
  if language = ${literal(DEFAULT_LANGUAGE)} then
    ${passes(union(targets.map(resultSelect)))}
  else
    ${passes(union(targets.map(translatedSelect)))}
  end if;
end
$fn$;`,
      `revoke all on function ${signature} from public;`,
      `grant execute on function ${signature} to anon, authenticated, service_role;`,
    ],
  };
}

export function searchFunctionsSql(targets: SearchTarget[]): GeneratedFunction[] {
  return [configFunctionSql(), reindexFunctionSql(targets), searchSiteFunctionSql(targets)];
}
