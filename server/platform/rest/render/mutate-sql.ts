/**
 * POST (insert and upsert), PATCH (update) and DELETE, rendered from a mutate plan. Values are
 * bound as parameters cast to the column's type; JSON columns take the JSON value, array
 * columns a JSON array. With `return=representation` the statement selects the written rows
 * through the planned select (embedded resources included) and builds the body in the
 * negotiated media type, as in PostgREST. An insert too large for one statement's parameters
 * becomes several, run in order in the request's transaction (execute/mutate.ts).
 */
import type { Row } from '../request/json-body.ts';
import type { MutationPlan } from '../plan/plan.ts';
import type { Write } from '../plan/mutate-plan.ts';
import type { Column } from '../schema/types.ts';
import { bodySql } from './body-sql.ts';
import { representationSql } from './read-statements.ts';
import { ident, literal, Params, qualified } from './sql.ts';
import { whereSql } from './where-sql.ts';

export interface MutateStatement {
  text: string;
  values: unknown[];
}

export interface MutateStatements {
  /** None when there is nothing to write (no rows, or an update of no columns). */
  statements: MutateStatement[];
  /** Whether each statement answers one row of `rows`, `body`, `updated`; else its row count is all. */
  aggregated: boolean;
  /** An upsert that merges: the transaction's counter of updated rows is read (`updated`). */
  countUpdates: boolean;
}

/** The wire protocol counts bind parameters in 16 bits; beyond, the statement is refused. */
const MAX_PARAMS = 65535;

/**
 * Counts the rows an upsert updated instead of inserting: the `DO UPDATE … WHERE` condition
 * runs once per conflicting row and bumps a transaction-local counter (always true, so
 * every conflicting row is still updated).
 */
const UPDATED_SETTING = 'pgrst.upsert_updated';
const COUNT_UPDATE =
  `set_config('${UPDATED_SETTING}', (coalesce(nullif(current_setting('${UPDATED_SETTING}', true), '')::int, 0) + 1)::text, true) <> '0'`;

/** A JSON value as the parameter for a column of this kind. */
function toParam(col: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (col.kind === 'json') return JSON.stringify(value);
  if (col.kind === 'array') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** A column's value in a row: a typed parameter, or `default` for an absent key under missing=default. */
function valueSql(col: Column, row: Row, missingDefault: boolean, params: Params): string {
  if (missingDefault && !(col.name in row)) return 'default';
  return `${params.add(toParam(col, row[col.name]))}::${col.type}`;
}

function returningSql(returned: '*' | string[]): string {
  if (returned === '*') return '*';
  return returned.length ? returned.map(ident).join(', ') : '1';
}

/** The statement around a write: its row count alone, or counted with the body and upsert counter. */
function wrap(plan: MutationPlan, mutation: string, params: Params, countUpdates: boolean): MutateStatement {
  const { mutate } = plan;
  if (!mutate.representation && !countUpdates) return { text: mutation, values: params.values };
  // The counter is read in the aggregate's output, after the data-modifying CTE has run to the end.
  const updated = countUpdates ? `, nullif(current_setting('${UPDATED_SETTING}', true), '')::int as updated` : '';
  const body = mutate.representation ? `, ${bodySql(plan.media)} as body` : '';
  const selected = mutate.representation ? representationSql(plan.profile.schema, mutate.returning, params) : 'select 1 from pgrst_source';
  const text =
    `with pgrst_source as (${mutation} returning ${returningSql(mutate.returned)}) ` +
    `select count(_postgrest_t) as rows${body}${updated} ` +
    `from (${selected}) _postgrest_t`;
  return { text, values: params.values };
}

/** `on conflict (…) do update set … | do nothing`, or '' for a plain insert. */
function conflictSql(write: Extract<Write, { action: 'insert' }>): string {
  if (!write.onConflict) return '';
  const { target, merge } = write.onConflict;
  const conflict = ` on conflict (${target.map((c) => ident(c.name)).join(', ')})`;
  // Every payload column is written on a conflict, the conflict columns too, so a
  // payload of only the key still updates (and returns) the existing row.
  if (!merge || write.columns.length === 0) return `${conflict} do nothing`;
  return `${conflict} do update set ${write.columns.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`).join(', ')} where ${COUNT_UPDATE}`;
}

/**
 * `missing=default` as PostgREST evaluates it: each row's object laid over an object of every
 * written column's default, evaluated once per row (so a sequence advances for every row,
 * even one that gives its own value, and `now()`/`gen_random_uuid()` are per row), then
 * read as the table's row types. The defaults are SQL from the catalog, never the request.
 */
function rowsWithDefaultsSql(write: Extract<Write, { action: 'insert' }>, params: Params): string {
  const defaults = write.columns.filter((c) => c.default !== undefined).map((c) => `${literal(c.name)}, ${c.default}`);
  const body = params.add(JSON.stringify(write.rows));
  const merged =
    `(select jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || pgrst_row.elem order by pgrst_row.n) ` +
    `from jsonb_array_elements(${body}::jsonb) with ordinality as pgrst_row(elem, n))`;
  const typed = write.columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ');
  return `select ${write.columns.map((c) => `pgrst_body.${ident(c.name)}`).join(', ')} from jsonb_to_recordset(${merged}) as pgrst_body(${typed})`;
}

function insertStatements(plan: MutationPlan, write: Extract<Write, { action: 'insert' }>): MutateStatements {
  const { table } = plan.mutate;
  const { columns: cols, rows } = write;
  const countUpdates = write.onConflict?.merge ?? false;
  const conflict = conflictSql(write);
  if (write.missingDefault && cols.some((c) => c.default !== undefined)) {
    const params = new Params();
    const sql = `insert into ${qualified(table)} (${cols.map((c) => ident(c.name)).join(', ')}) ${rowsWithDefaultsSql(write, params)}`;
    return { statements: [wrap(plan, sql + conflict, params, countUpdates)], aggregated: plan.mutate.representation || countUpdates, countUpdates };
  }
  // One statement per batch of rows that fits the protocol's parameter count.
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, cols.length)));
  const statements: MutateStatement[] = [];
  for (let first = 0; first < rows.length; first += rowsPerStatement) {
    const params = new Params();
    let sql = `insert into ${qualified(table)}`;
    if (cols.length === 0) {
      sql += ' default values';
    } else {
      const values = rows
        .slice(first, first + rowsPerStatement)
        .map((row) => '(' + cols.map((c) => valueSql(c, row, write.missingDefault, params)).join(', ') + ')');
      sql += ` (${cols.map((c) => ident(c.name)).join(', ')}) values ${values.join(', ')}`;
    }
    statements.push(wrap(plan, sql + conflict, params, countUpdates));
  }
  return { statements, aggregated: plan.mutate.representation || countUpdates, countUpdates };
}

export function renderMutate(plan: MutationPlan): MutateStatements {
  const { table, write, filters, representation } = plan.mutate;
  if (write.action === 'insert') return insertStatements(plan, write);
  const params = new Params();
  let sql: string;
  if (write.action === 'update') {
    if (write.columns.length === 0) return { statements: [], aggregated: representation, countUpdates: false };
    const sets = write.columns.map((c) => `${ident(c.name)} = ${valueSql(c, write.row, write.missingDefault, params)}`);
    sql = `update ${qualified(table)} set ${sets.join(', ')}${whereSql(filters, table, params)}`;
  } else {
    sql = `delete from ${qualified(table)}${whereSql(filters, table, params)}`;
  }
  return { statements: [wrap(plan, sql, params, false)], aggregated: representation, countUpdates: false };
}
