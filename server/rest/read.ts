/**
 * GET and HEAD on a table: one statement that returns the page as body text built by
 * PostgreSQL in the negotiated media type (as PostgREST does, so types serialise the same
 * way), its row count, and the total when a count was asked for (see count.ts).
 */
import type pg from 'pg';
import { countColumnSql, countTotal, explainSql, needsPlan, type CountMethod } from './count.ts';
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

/** Runs statements (values inlined) in the caller's read-only transaction, in one round trip. */
export type RunStatements = (statements: string[]) => Promise<pg.QueryResult[]>;

/** The SQL of a read: the page statement, and EXPLAIN when the count needs the planner. */
export interface ReadStatements {
  statements: string[];
}

export function readStatements(table: Table, query: Query, opts: ReadOptions): ReadStatements {
  // Values are written into the statement as literals, so that it can share one message with
  // the transaction's start, settings and commit (see readAsCaller).
  const params = new Params(true);
  const from = qualified(table);
  const where = whereSql(query.filters, table, params);
  let inner = `select ${selectListSql(query.select)} from ${from}${where}${orderSql(query.order)}`;
  if (opts.page.limit !== undefined) inner += ` limit ${opts.page.limit}`;
  if (opts.page.offset > 0) inner += ` offset ${opts.page.offset}`;
  const countQuery = `select 1 from ${from}${where}`;
  const counted = countColumnSql(opts.count, countQuery, opts.maxRows);
  const statements = [
    `select ${counted ? `${counted} as total, ` : ''}count(_postgrest_t) as rows, ${bodySql(opts.media)} as body ` +
      `from (${inner}) _postgrest_t`,
  ];
  if (needsPlan(opts.count)) statements.push(explainSql(countQuery));
  return { statements };
}

export async function readRows(run: RunStatements, read: ReadStatements, opts: ReadOptions): Promise<ReadResult> {
  const [main, explained] = await run(read.statements);
  const r = main!.rows[0] as { total?: string; rows: string; body: string };
  const total = countTotal(opts.count, r.total === undefined ? undefined : Number(r.total), explained, opts.maxRows);
  return { body: r.body, rows: Number(r.rows), total };
}
