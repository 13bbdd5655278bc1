/**
 * Runs a rendered read (render/read-statements.ts) and reads its one result row: the body
 * text PostgreSQL built, the number of rows in the page and the total when counted.
 */
import type pg from 'pg';
import type { StatementResult } from '../../db/statement-batch.ts';
import type { ReadOptions } from '../plan/page.ts';
import type { ReadStatements } from '../render/read-statements.ts';
import { countTotal } from './count-total.ts';

export interface ReadResult {
  body: string;
  rows: number;
  total?: number;
}

/** Runs statements (values inlined) in the caller's transaction, in order. */
export type RunStatements = (statements: string[]) => Promise<StatementResult[]>;

/** The page row of a read or set: `total` (when counted), `rows` and `body`. */
export function pageResult(results: StatementResult[], opts: ReadOptions): ReadResult {
  const [main, explained] = results;
  const r = main!.rows[0] as { total?: string | null; rows: string; body: string };
  const total = countTotal(opts.count, r.total === undefined || r.total === null ? undefined : Number(r.total), explained, opts.maxRows);
  return { body: r.body, rows: Number(r.rows), total };
}

export async function readRows(run: RunStatements, read: ReadStatements, opts: ReadOptions): Promise<ReadResult> {
  return pageResult(await run(read.statements), opts);
}

/** Statements run one after the other on a client already in the caller's transaction. */
export function onClient(client: pg.PoolClient): RunStatements {
  return async (statements) => {
    const results: StatementResult[] = [];
    for (const sql of statements) results.push(await client.query(sql));
    return results;
  };
}
