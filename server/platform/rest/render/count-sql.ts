/**
 * The SQL behind `Content-Range: 0-9/<total>` for `Prefer: count=…`, as PostgREST counts:
 * - exact: `count(*)` of the filtered rows, in the main statement;
 * - planned: the planner's row estimate for the filtered rows (`EXPLAIN`), no scan at all;
 * - estimated: exact while the rows fit in max-rows (counting at most max-rows + 1), the
 *   larger of that and the planner's estimate beyond (execute/count-total.ts reads both).
 */
import type { CountMethod } from '../plan/page.ts';

/**
 * The column the main statement adds to count (`countQuery` is `select 1 from … where …`),
 * or undefined when the count comes from the planner alone.
 */
export function countColumnSql(method: CountMethod | undefined, countQuery: string, maxRows: number): string | undefined {
  if (method === 'exact') return `(select count(*) from (${countQuery}) _postgrest_c)`;
  if (method === 'estimated') return `(select count(*) from (${countQuery} limit ${maxRows + 1}) _postgrest_c)`;
  return undefined;
}

/** Whether the planner's estimate is needed (it is asked for along with the page). */
export function needsPlan(method: CountMethod | undefined): boolean {
  return method === 'planned' || method === 'estimated';
}

/** The statement whose result holds the planner's estimate for `countQuery`. */
export function explainSql(countQuery: string): string {
  return `explain (format json) ${countQuery}`;
}
