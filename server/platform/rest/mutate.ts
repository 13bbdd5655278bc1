/**
 * POST (insert and upsert), PATCH (update) and DELETE on a table. Values are bound as
 * parameters cast to the column's type; JSON columns take the JSON value, array columns a
 * JSON array. With `return=representation` the affected rows come back through the planned
 * select (embedded resources included), under the table's SELECT policies, in the negotiated
 * media type, as in PostgREST.
 */
import type pg from 'pg';
import { RestError } from './errors.ts';
import type { MediaType } from './plan/media-type.ts';
import type { ReadNode } from './plan/read-plan.ts';
import type { MutatePlan } from './plan/mutate-plan.ts';
import type { Query } from './request/query.ts';
import { representationSql } from './read.ts';
import { bodySql } from './render/body-sql.ts';
import type { Column, Table } from './schema-cache.ts';
import { ident, Params, qualified } from './render/sql.ts';
import { whereSql } from './render/where-sql.ts';

export interface MutationResult {
  rows: number;
  /** The body text, only when the representation was asked for. */
  body?: string;
  /** For a merge-duplicates upsert: how many rows were new (the rest were updated). */
  inserted?: number;
}

export interface WriteOptions {
  representation: boolean;
  media: MediaType;
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

/**
 * Counts the rows an upsert updated instead of inserting: the `DO UPDATE … WHERE` condition
 * runs once per conflicting row and bumps a transaction-local counter (always true, so
 * every conflicting row is still updated).
 */
const UPDATED_SETTING = 'pgrst.upsert_updated';
const COUNT_UPDATE =
  `set_config('${UPDATED_SETTING}', (coalesce(nullif(current_setting('${UPDATED_SETTING}', true), '')::int, 0) + 1)::text, true) <> '0'`;

interface RunOptions extends WriteOptions {
  /** The table's schema, for functions in the representation (computed fields). */
  schema: string;
  /** Read the upsert counter after the statement. */
  countUpdates?: boolean;
}

/**
 * What the write returns for the answer: as PostgREST, only the columns the representation
 * selects when they are plain columns, so a write needs no select privilege on the others
 * (tables with private columns); `*`, embeds and computed fields take the whole row.
 */
function returningList(node: ReadNode | undefined, representation: boolean): string {
  if (!representation) return '1';
  if (!node || node.embeds.length) return '*';
  const names = new Set<string>();
  for (const f of node.fields) {
    if (f.kind !== 'column' || f.path.sql !== undefined) return '*';
    names.add(f.path.column);
  }
  return names.size ? [...names].map(ident).join(', ') : '1';
}

async function run(client: pg.PoolClient, mutation: string, returning: ReadNode, opts: RunOptions, params: Params): Promise<MutationResult & { updated?: number }> {
  if (!opts.representation && !opts.countUpdates) {
    const r = await client.query(mutation, params.values);
    return { rows: r.rowCount ?? 0 };
  }
  // The counter is read in the aggregate's output, after the data-modifying CTE has run to the end.
  const updated = opts.countUpdates ? `, nullif(current_setting('${UPDATED_SETTING}', true), '')::int as updated` : '';
  const body = opts.representation ? `, ${bodySql(opts.media)} as body` : '';
  const selected = opts.representation ? representationSql(opts.schema, returning, params) : 'select 1 from pgrst_source';
  const sql =
    `with pgrst_source as (${mutation} returning ${returningList(opts.representation ? returning : undefined, opts.representation)}) ` +
    `select count(_postgrest_t) as rows${body}${updated} ` +
    `from (${selected}) _postgrest_t`;
  const { rows } = await client.query<{ rows: string; body?: string; updated?: number | null }>(sql, params.values);
  const r = rows[0]!;
  return { rows: Number(r.rows), body: r.body, updated: r.updated ?? 0 };
}

export interface InsertOptions extends WriteOptions {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

export async function insertRows(client: pg.PoolClient, plan: MutatePlan, query: Query, payload: unknown, opts: InsertOptions): Promise<MutationResult> {
  const { table } = plan;
  const objects = (Array.isArray(payload) ? payload : [payload]) as unknown[];
  if (objects.some((o) => o === null || typeof o !== 'object' || Array.isArray(o))) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const rows = objects as Row[];
  if (rows.length === 0) return { rows: 0, body: opts.representation ? emptyBody(opts.media) : undefined };
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
  const merge = opts.resolution === 'merge-duplicates';
  if (opts.resolution) {
    // As PostgREST: without a primary key or on_conflict there is nothing to conflict on.
    const target = plan.conflictTarget;
    target.forEach((n) => column(table, n));
    if (target.length) {
      conflict = ` on conflict (${target.map(ident).join(', ')})`;
      // Every payload column is written on a conflict, the conflict columns too, so a
      // payload of only the key still updates (and returns) the existing row.
      if (!merge || cols.length === 0) conflict += ' do nothing';
      else conflict += ` do update set ${cols.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`).join(', ')} where ${COUNT_UPDATE}`;
    }
  }
  const countUpdates = merge && conflict !== '';
  // One statement per batch of rows that fits the protocol's parameter count, all in the
  // request's transaction (so still all or nothing).
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, cols.length)));
  let result: MutationResult = { rows: 0, body: opts.representation ? emptyBody(opts.media) : undefined };
  let updated = 0;
  for (let first = 0; first < rows.length; first += rowsPerStatement) {
    const params = new Params();
    let sql = `insert into ${qualified(table)}`;
    if (cols.length === 0) {
      sql += ' default values';
    } else {
      const values = rows.slice(first, first + rowsPerStatement).map(
        (row) => '(' + cols.map((c) => (opts.missingDefault && !(c.name in row) ? 'default' : cell(c, row[c.name], params))).join(', ') + ')',
      );
      sql += ` (${cols.map((c) => ident(c.name)).join(', ')}) values ${values.join(', ')}`;
    }
    const batch = await run(client, sql + conflict, plan.returning, { ...opts, schema: table.schema, countUpdates }, params);
    // The counter runs over the whole transaction: its last reading covers every batch.
    if (batch.updated !== undefined) updated = batch.updated;
    result = combine(result, batch, opts.media);
  }
  if (countUpdates) result.inserted = result.rows - updated;
  return result;
}

/** The body of no rows in this media type. */
function emptyBody(media: MediaType): string {
  return media.kind === 'csv' ? '\n' : '[]';
}

/** Two batches' results as one: counts add up, bodies join. */
function combine(a: MutationResult, b: MutationResult, media: MediaType): MutationResult {
  let body = a.body;
  if (a.body !== undefined && b.body !== undefined) {
    if (media.kind === 'csv') body = a.body === '\n' ? b.body : `${a.body}\n${b.body.slice(b.body.indexOf('\n') + 1)}`;
    else body = a.body === '[]' ? b.body : b.body === '[]' ? a.body : `${a.body.slice(0, -1)}, ${b.body.slice(1)}`;
  }
  return { rows: a.rows + b.rows, body };
}

export async function updateRows(
  client: pg.PoolClient,
  plan: MutatePlan,
  query: Query,
  payload: unknown,
  opts: WriteOptions & { missingDefault: boolean },
): Promise<MutationResult> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const { table } = plan;
  const row = payload as Row;
  // With `columns`, only those are set (absent keys: null, or the default with
  // missing=default); other keys are ignored.
  const names = query.columns ?? Object.keys(row);
  if (names.length === 0) return { rows: 0, body: opts.representation ? emptyBody(opts.media) : undefined };
  const params = new Params();
  const sets = names.map((name) => {
    const col = column(table, name);
    return `${ident(name)} = ${opts.missingDefault && !(name in row) ? 'default' : cell(col, row[name], params)}`;
  });
  const sql = `update ${qualified(table)} set ${sets.join(', ')}${whereSql(query.filters, table, params)}`;
  return run(client, sql, plan.returning, { ...opts, schema: table.schema }, params);
}

export async function deleteRows(client: pg.PoolClient, plan: MutatePlan, query: Query, opts: WriteOptions): Promise<MutationResult> {
  const { table } = plan;
  const params = new Params();
  const sql = `delete from ${qualified(table)}${whereSql(query.filters, table, params)}`;
  return run(client, sql, plan.returning, { ...opts, schema: table.schema }, params);
}
