/**
 * POST (insert and upsert), PATCH (update) and DELETE on a table. Values are bound as
 * parameters cast to the column's type; JSON columns take the JSON value, array columns a
 * JSON array. With `return=representation` the affected rows come back through the select
 * list, under the table's SELECT policies, as in PostgREST.
 */
import type pg from 'pg';
import { RestError } from './errors.ts';
import type { Query } from './query.ts';
import type { Column, Table } from './schema-cache.ts';
import { representationSql } from './read.ts';
import { EXPOSED_SCHEMA } from './schema-cache.ts';
import { selectListSql } from './select-sql.ts';
import { ident, Params } from './sql.ts';
import { whereSql } from './where.ts';

export interface MutationResult {
  rows: number;
  /** JSON array text, only when the representation was asked for. */
  body?: string;
}

type Row = Record<string, unknown>;

/** The wire protocol counts bind parameters in 16 bits; beyond, the statement is refused. */
const MAX_PARAMS = 65535;

function unknownColumn(table: Table, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
}

function column(table: Table, name: string): Column {
  const col = table.columns.get(name);
  if (!col) throw unknownColumn(table, name);
  return col;
}

/** A JSON value as the parameter for a column of this kind. */
function toParam(col: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (col.kind === 'json') return JSON.stringify(value);
  if (col.kind === 'array') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

function cell(col: Column, value: unknown, params: Params): string {
  return `${params.add(toParam(col, value))}::${col.type}`;
}

async function run(client: pg.PoolClient, mutation: string, query: Query, representation: boolean, params: Params): Promise<MutationResult> {
  if (!representation) {
    const r = await client.query(mutation, params.values);
    return { rows: r.rowCount ?? 0 };
  }
  const sql =
    `with pgrst_source as (${mutation} returning *) ` +
    `select count(_postgrest_t) as rows, coalesce(json_agg(_postgrest_t), '[]')::text as body ` +
    `from (${query.returning ? representationSql(EXPOSED_SCHEMA, query.returning, params) : `select ${selectListSql(query.select)} from pgrst_source`}) _postgrest_t`;
  const { rows } = await client.query<{ rows: string; body: string }>(sql, params.values);
  return { rows: Number(rows[0]!.rows), body: rows[0]!.body };
}

export interface InsertOptions {
  representation: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

export async function insertRows(client: pg.PoolClient, table: Table, query: Query, payload: unknown, opts: InsertOptions): Promise<MutationResult> {
  const objects = (Array.isArray(payload) ? payload : [payload]) as unknown[];
  if (objects.some((o) => o === null || typeof o !== 'object' || Array.isArray(o))) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const rows = objects as Row[];
  if (rows.length === 0) return { rows: 0, body: opts.representation ? '[]' : undefined };
  let names: string[];
  if (query.columns) {
    names = query.columns;
  } else {
    names = Object.keys(rows[0]!);
    const key = [...names].sort().join(',');
    if (rows.some((r) => Object.keys(r).sort().join(',') !== key)) {
      throw new RestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  const cols = names.map((n) => column(table, n));
  if (cols.length === 0 && rows.length > 1) throw new RestError(400, 'PGRST102', 'All object keys must match');
  let conflict = '';
  if (opts.resolution) {
    const target = query.onConflict ?? table.primaryKey;
    if (target.length === 0) throw new RestError(400, 'PGRST100', `"failed to parse on_conflict"`, `Table '${table.name}' has no primary key; name the conflict columns with on_conflict`);
    target.forEach((n) => column(table, n));
    conflict = ` on conflict (${target.map(ident).join(', ')})`;
    const updatable = cols.filter((c) => !target.includes(c.name));
    if (opts.resolution === 'ignore-duplicates' || updatable.length === 0) conflict += ' do nothing';
    else conflict += ' do update set ' + updatable.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`).join(', ');
  }
  // One statement per batch of rows that fits the protocol's parameter count, all in the
  // request's transaction (so still all or nothing).
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, cols.length)));
  let result: MutationResult = { rows: 0, body: opts.representation ? '[]' : undefined };
  for (let first = 0; first < rows.length; first += rowsPerStatement) {
    const params = new Params();
    let sql = `insert into public.${ident(table.name)}`;
    if (cols.length === 0) {
      sql += ' default values';
    } else {
      const values = rows.slice(first, first + rowsPerStatement).map(
        (row) => '(' + cols.map((c) => (opts.missingDefault && !(c.name in row) ? 'default' : cell(c, row[c.name], params))).join(', ') + ')',
      );
      sql += ` (${cols.map((c) => ident(c.name)).join(', ')}) values ${values.join(', ')}`;
    }
    result = combine(result, await run(client, sql + conflict, query, opts.representation, params));
  }
  return result;
}

/** Two batches' results as one: counts add up, JSON arrays join. */
function combine(a: MutationResult, b: MutationResult): MutationResult {
  let body = a.body;
  if (a.body !== undefined && b.body !== undefined) {
    body = a.body === '[]' ? b.body : b.body === '[]' ? a.body : `${a.body.slice(0, -1)}, ${b.body.slice(1)}`;
  }
  return { rows: a.rows + b.rows, body };
}

export async function updateRows(client: pg.PoolClient, table: Table, query: Query, payload: unknown, representation: boolean): Promise<MutationResult> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const entries = Object.entries(payload as Row);
  if (entries.length === 0) return { rows: 0, body: representation ? '[]' : undefined };
  const params = new Params();
  const sets = entries.map(([name, value]) => {
    const col = column(table, name);
    return `${ident(name)} = ${cell(col, value, params)}`;
  });
  const sql = `update public.${ident(table.name)} set ${sets.join(', ')}${whereSql(query.filters, table, params)}`;
  return run(client, sql, query, representation, params);
}

export async function deleteRows(client: pg.PoolClient, table: Table, query: Query, representation: boolean): Promise<MutationResult> {
  const params = new Params();
  const sql = `delete from public.${ident(table.name)}${whereSql(query.filters, table, params)}`;
  return run(client, sql, query, representation, params);
}
