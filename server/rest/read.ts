/**
 * GET and HEAD on a table, view or set-returning function: one statement that returns the
 * page as JSON text built by PostgreSQL (as PostgREST does, so types serialise the same
 * way), its row count, and the total when a count was asked for.
 */
import type pg from 'pg';
import type { ReadNode } from './plan/read-plan.ts';
import { fromSql, ReadRenderer } from './render/read-sql.ts';
import { ident, Params } from './sql.ts';

export interface ReadResult {
  body: string;
  rows: number;
  total?: number;
}

/** Rows to read instead of the node's table: a function call, kept in a CTE so it runs once. */
export interface ReadSource {
  cte: string;
}

export async function readRows(
  client: pg.PoolClient,
  schema: string,
  node: ReadNode,
  page: { offset: number; limit?: number },
  withCount: boolean,
  params = new Params(),
  source?: ReadSource,
): Promise<ReadResult> {
  const render = new ReadRenderer(schema, params);
  const from = `${source ? 'pgrst_source' : fromSql(schema, node)} as ${ident(node.alias)}`;
  const where = render.where(node);
  let inner = `select ${render.selectList(node)} from ${from}${where}${render.orderSql(node)}`;
  if (page.limit !== undefined) inner += ` limit ${page.limit}`;
  if (page.offset > 0) inner += ` offset ${page.offset}`;
  const total = withCount ? `(select count(*) from ${from}${where}) as total, ` : '';
  const sql =
    (source ? `with pgrst_source as materialized (${source.cte}) ` : '') +
    `select ${total}count(_postgrest_t) as rows, coalesce(json_agg(_postgrest_t), '[]')::text as body from (${inner}) _postgrest_t`;
  const { rows } = await client.query<{ total?: string; rows: string; body: string }>(sql, params.values);
  const r = rows[0]!;
  return { body: r.body, rows: Number(r.rows), total: r.total === undefined ? undefined : Number(r.total) };
}

/** `select … from pgrst_source`: a mutation's representation, with embedded resources. */
export function representationSql(schema: string, node: ReadNode, params: Params): string {
  const render = new ReadRenderer(schema, params);
  return `select ${render.selectList(node)} from pgrst_source as ${ident(node.alias)}`;
}
