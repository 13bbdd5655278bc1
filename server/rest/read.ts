/**
 * GET and HEAD on a table: one statement that returns the page as body text built by
 * PostgreSQL in the negotiated media type (as PostgREST does, so types serialise the same
 * way), its row count, and the total when a count was asked for (see count.ts).
 */
import type pg from 'pg';
import { countColumnSql, totalCount, type CountMethod } from './count.ts';
import { bodySql, type MediaType } from './media-types.ts';
import type { Query } from './query.ts';
import type { Table } from './schema-cache.ts';
import { orderSql, selectListSql } from './select-sql.ts';
import { Params, qualified } from './sql.ts';
import { whereSql } from './where.ts';

export interface ReadResult {
  body: string;
  rows: number;
  total?: number;
}

export interface ReadOptions {
  page: { offset: number; limit?: number };
  count?: CountMethod;
  media: MediaType;
  /** max-rows: the page size limit, and where `count=estimated` stops counting exactly. */
  maxRows: number;
}

export async function readRows(client: pg.PoolClient, table: Table, query: Query, opts: ReadOptions): Promise<ReadResult> {
  const params = new Params();
  const from = qualified(table);
  // Only the filters take parameters, so the count statement shares the page's parameters.
  const where = whereSql(query.filters, table, params);
  let inner = `select ${selectListSql(query.select)} from ${from}${where}${orderSql(query.order)}`;
  if (opts.page.limit !== undefined) inner += ` limit ${opts.page.limit}`;
  if (opts.page.offset > 0) inner += ` offset ${opts.page.offset}`;
  const countQuery = `select 1 from ${from}${where}`;
  const counted = countColumnSql(opts.count, countQuery, opts.maxRows);
  const sql =
    `select ${counted ? `${counted} as total, ` : ''}count(_postgrest_t) as rows, ${bodySql(opts.media)} as body ` +
    `from (${inner}) _postgrest_t`;
  const { rows } = await client.query<{ total?: string; rows: string; body: string }>(sql, params.values);
  const r = rows[0]!;
  const total = await totalCount(opts.count, r.total === undefined ? undefined : Number(r.total), client, countQuery, params.values, opts.maxRows);
  return { body: r.body, rows: Number(r.rows), total };
}
