/**
 * The admin's one search box (Ctrl+K), generated from schema/: per resource the text columns
 * its `adminSearch` names (a generic resource: its list's `searchFields` by default), a
 * trigram index over their folded text (private.search_fold, supabase/schemas/15_search.sql:
 * İNSTAGRAM = instagram, Işık = ışık), and `public.admin_search(q, per_type)`, a bounded
 * match per table: the index's candidates by id (private.admin_search_candidates), then the
 * rows read as the caller. Security invoker and granted to signed-in users only: each table's
 * RLS decides what a caller finds (an editor no administrators' rows, anon nothing at all).
 */
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import { columnsSql } from './columns-sql.ts';
import type { GeneratedFunction } from './generated-functions.ts';
import type { SchemaModelEntry } from './schema-sql.ts';

export interface AdminSearchTarget {
  table: string;
  route: string;
  /** The group's Turkish name in the box (never in SQL). */
  label: string;
  /** Generic screens open `/admin/<route>/<id>`; bespoke ones `/admin/<route>?q=<title>`. */
  screen: 'resource' | 'bespoke';
  adminOnly: boolean;
  /** The sidebar's order: the groups follow it. */
  order: number;
  fields: string[];
  title: string;
  detail: string | null;
}

/** Rows matched before they are ordered (those starting with the words first), per table. */
const CANDIDATES = 50;
/** At most this many results per table, whatever `per_type` asks. */
const MAX_PER_TYPE = 20;

const TEXT_TYPES = new Set(['text', 'character varying', 'varchar', 'citext']);

export function adminSearchTargets(model: SchemaModelEntry[]): AdminSearchTarget[] {
  const targets: AdminSearchTarget[] = [];
  for (const { entity, row, dbTypes } of model) {
    const r = entity.resource;
    const declared = r.adminSearch;
    if (declared === false || r.screen === 'global') continue;
    const fields = (declared?.fields ?? (r.screen === 'resource' ? r.list.searchFields : [])) as string[];
    if (!fields.length) continue;
    const types = new Map(columnsSql(row, dbTypes, r.db.defaults).map((c) => [c.name, c.type]));
    for (const f of fields) {
      if (!TEXT_TYPES.has(types.get(f) ?? '')) throw new Error(`${r.table}: adminSearch field ${f} is not a text column (${types.get(f) ?? 'missing'})`);
    }
    targets.push({
      table: r.table,
      route: r.route,
      label: declared?.label ?? r.nav.label,
      screen: r.screen,
      adminOnly: r.nav.adminOnly === true,
      order: r.nav.order,
      fields,
      title: (declared?.title as string | undefined) ?? fields[0]!,
      detail: (declared?.detail as string | undefined) ?? fields[1] ?? null,
    });
  }
  return targets.sort((a, b) => a.order - b.order || a.table.localeCompare(b.table));
}

/** The folded text the index holds and the search matches: the fields joined by spaces. */
export function adminSearchExpression(t: AdminSearchTarget, alias = ''): string {
  const col = (f: string) => `${alias}${ident(f)}`;
  const joined = t.fields.length === 1 ? col(t.fields[0]!) : t.fields.map((f) => `coalesce(${col(f)}, '')`).join(` || ' ' || `);
  return `private.search_fold(${joined})`;
}

export function adminSearchIndexName(t: AdminSearchTarget): string {
  return `${t.table}_admin_search_idx`;
}

/** The table's trigram index (GIN): a word anywhere in its fields, found among 100,000 rows without reading them. */
export function adminSearchIndexSql(t: AdminSearchTarget): string[] {
  return [`create index ${ident(adminSearchIndexName(t))} on public.${ident(t.table)} using gin ((${adminSearchExpression(t)}) extensions.gin_trgm_ops);`];
}

/** One table's candidates: ids the index finds, before any RLS (the definer's part). */
function candidateSelect(t: AdminSearchTarget): string {
  const expr = adminSearchExpression(t, 't.');
  return `(select ${literal(t.table)}::text, t.id from public.${ident(t.table)} t where ${expr} like pattern or ${expr} like word_start limit lim)`;
}

/**
 * `private.admin_search_candidates`: the rows each table's trigram index finds, by id. Security
 * definer because RLS keeps a caller's own condition (search_fold, LIKE: not leakproof) out of
 * an index scan, which would read every row of 100,000 leads; public.admin_search then reads
 * the rows as its caller, so nothing it returns escapes RLS. Not in an exposed schema: the API
 * cannot call it.
 */
function candidatesFunctionSql(targets: AdminSearchTarget[]): GeneratedFunction {
  const signature = 'private.admin_search_candidates(text, text, integer)';
  const union = targets.length ? targets.map(candidateSelect).join('\n  union all\n  ') : 'select null::text, null::uuid where false';
  return {
    signature,
    about: `the admin search box's candidate rows of ${targets.map((t) => t.table).join(', ')} (admin-search-sql.ts of scripts/db)`,
    sql: [
      `drop function if exists ${signature};`,
      `create or replace function private.admin_search_candidates(pattern text, word_start text, lim integer)
returns table (source text, row_id uuid)
language sql
stable security definer
set search_path = ''
as $fn$
  ${union}
$fn$;`,
      `revoke all on function ${signature} from public;`,
      `grant execute on function ${signature} to authenticated;`,
    ],
  };
}

/** One table's visible matches (the caller's RLS applies), those whose title starts with the words first. */
function tableSelect(t: AdminSearchTarget): string {
  const detail = t.detail ? `t.${ident(t.detail)}::text` : 'null::text';
  return `(select ${literal(t.table)}::text, t.id, t.${ident(t.title)}::text, ${detail}
         from found f join public.${ident(t.table)} t on t.id = f.row_id
        where f.source = ${literal(t.table)}
        order by private.search_fold(t.${ident(t.title)}) like starts desc, t.${ident(t.title)}
        limit wanted)`;
}

function searchFunctionSql(targets: AdminSearchTarget[]): GeneratedFunction {
  const signature = 'public.admin_search(text, integer)';
  const union = targets.length ? targets.map(tableSelect).join('\n      union all\n      ') : 'select null::text, null::uuid, null::text, null::text where false';
  return {
    signature,
    about: `the admin's search box over ${targets.map((t) => t.table).join(', ')} (admin-search-sql.ts of scripts/db)`,
    sql: [
      `drop function if exists ${signature};`,
      `create or replace function public.admin_search(q text, per_type integer default 5)
returns table (type text, id uuid, title text, detail text)
language plpgsql
stable
set search_path = ''
as $fn$
#variable_conflict use_column
declare
  -- Folded as the index is; LIKE's own marks taken literally; at most 100 characters.
  folded text := btrim(regexp_replace(private.search_fold(left(coalesce(q, ''), 100)), '\\s+', ' ', 'g'));
  escaped text := replace(replace(replace(folded, '\\', '\\\\'), '%', '\\%'), '_', '\\_');
  pattern text;
  word_start text;
  starts text := escaped || '%';
  wanted integer := least(greatest(coalesce(per_type, 5), 1), ${MAX_PER_TYPE});
begin
  if char_length(folded) < 2 then
    return;
  end if;
  -- Two letters give the index no trigram inside a word: they match where a word starts.
  if char_length(folded) < 3 then
    pattern := starts;
    word_start := '% ' || escaped || '%';
  else
    pattern := '%' || escaped || '%';
    word_start := pattern;
  end if;
  return query
    with found as materialized (select * from private.admin_search_candidates(pattern, word_start, ${CANDIDATES}))
      ${union};
end
$fn$;`,
      `revoke all on function ${signature} from public;`,
      `grant execute on function ${signature} to authenticated;`,
    ],
  };
}

export function adminSearchFunctionsSql(targets: AdminSearchTarget[]): GeneratedFunction[] {
  return [candidatesFunctionSql(targets), searchFunctionSql(targets)];
}
