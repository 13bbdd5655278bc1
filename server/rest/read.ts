/**
 * GET and HEAD on a table: one statement that returns the page as JSON text built by
 * PostgreSQL (as PostgREST does, so types serialise the same way), its row count, and the
 * total when a count was asked for.
 */
import type pg from 'pg';
import type { Query } from './query.ts';
import type { Table } from './schema-cache.ts';
import { orderSql, selectListSql } from './select-sql.ts';
import { ident, Params } from './sql.ts';
import { whereSql } from './where.ts';

export interface ReadResult {
  body: string;
  rows: number;
  total?: number;
}

export async function readRows(
  client: pg.PoolClient,
  table: Table,
  query: Query,
  page: { offset: number; limit?: number },
  withCount: boolean,
): Promise<ReadResult> {
  const params = new Params();
  const from = `public.${ident(table.name)}`;
  const where = whereSql(query.filters, table, params);
  let inner = `select ${selectListSql(query.select)} from ${from}${where}${orderSql(query.order)}`;
  if (page.limit !== undefined) inner += ` limit ${page.limit}`;
  if (page.offset > 0) inner += ` offset ${page.offset}`;
  const total = withCount ? `(select count(*) from ${from}${where}) as total, ` : '';
  const sql = `select ${total}count(_postgrest_t) as rows, coalesce(json_agg(_postgrest_t), '[]')::text as body from (${inner}) _postgrest_t`;
  const { rows } = await client.query<{ total?: string; rows: string; body: string }>(sql, params.values);
  const r = rows[0]!;
  return { body: r.body, rows: Number(r.rows), total: r.total === undefined ? undefined : Number(r.total) };
}
