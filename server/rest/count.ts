/**
 * The total behind `Content-Range: 0-9/<total>` for `Prefer: count=…`, as PostgREST counts:
 * - exact: `count(*)` of the filtered rows, in the main statement;
 * - planned: the planner's row estimate for the filtered rows (`EXPLAIN`), no scan at all;
 * - estimated: exact while the rows fit in max-rows (counting at most max-rows + 1), the
 *   larger of that and the planner's estimate beyond.
 */
import type pg from 'pg';

export type CountMethod = 'exact' | 'planned' | 'estimated';

/**
 * The column the main statement adds to count (`countQuery` is `select 1 from … where …`),
 * or undefined when the count comes from the planner alone.
 */
export function countColumnSql(method: CountMethod | undefined, countQuery: string, maxRows: number): string | undefined {
  if (method === 'exact') return `(select count(*) from (${countQuery}) _postgrest_c)`;
  if (method === 'estimated') return `(select count(*) from (${countQuery} limit ${maxRows + 1}) _postgrest_c)`;
  return undefined;
}

/** The planner's estimate of the rows `countQuery` returns. */
async function plannedRows(client: pg.PoolClient, countQuery: string, params: unknown[]): Promise<number | undefined> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`explain (format json) ${countQuery}`, params);
  const estimate = rows[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'];
  return typeof estimate === 'number' ? estimate : undefined;
}

/** The total to report, from the main statement's count column (if any) and the planner. */
export async function totalCount(
  method: CountMethod | undefined,
  counted: number | undefined,
  client: pg.PoolClient,
  countQuery: string,
  params: unknown[],
  maxRows: number,
): Promise<number | undefined> {
  if (method === 'planned') return plannedRows(client, countQuery, params);
  if (method === 'estimated' && counted !== undefined && counted > maxRows) {
    const planned = await plannedRows(client, countQuery, params);
    return planned === undefined ? counted : Math.max(counted, planned);
  }
  return counted;
}
