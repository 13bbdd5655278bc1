/**
 * Runs a planned function call. Void functions answer 204; scalars their JSON value; sets
 * of scalars a JSON array; rows (single, set, or `returns table`) go through the read plan
 * over the result, kept in a CTE so the function runs once even when a count is asked for.
 */
import type pg from 'pg';
import type { CallPlan } from './plan/call-plan.ts';
import { readRows, type ReadResult } from './read.ts';
import { callSql } from './render/call-sql.ts';
import { Params } from './sql.ts';

export type CallResult =
  | { kind: 'void' }
  /** One JSON value (a scalar, or a single row as an object). */
  | { kind: 'value'; body: string }
  | ({ kind: 'set' } & ReadResult);

export async function runCall(
  client: pg.PoolClient,
  schema: string,
  plan: CallPlan,
  page: { offset: number; limit?: number },
  withCount: boolean,
): Promise<CallResult> {
  const params = new Params();
  const call = callSql(schema, plan, params);
  const fn = plan.routine;
  if (fn.returns.kind === 'void') {
    await client.query(`select ${call}`, params.values);
    return { kind: 'void' };
  }
  if (fn.returns.kind === 'scalar') {
    if (!fn.returnsSet) {
      const { rows } = await client.query<{ body: string | null }>(`select to_json(${call})::text as body`, params.values);
      return { kind: 'value', body: rows[0]?.body ?? 'null' };
    }
    let inner = `select pgrst_scalar from pgrst_source`;
    if (page.limit !== undefined) inner += ` limit ${page.limit}`;
    if (page.offset > 0) inner += ` offset ${page.offset}`;
    const total = withCount ? `(select count(*) from pgrst_source) as total, ` : '';
    const { rows } = await client.query<{ total?: string; rows: string; body: string }>(
      `with pgrst_source as materialized (select pgrst_scalar from ${call} as pgrst_scalar) select ${total}count(*) as rows, coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text as body from (${inner}) _postgrest_t`,
      params.values,
    );
    const r = rows[0]!;
    return { kind: 'set', body: r.body, rows: Number(r.rows), total: r.total === undefined ? undefined : Number(r.total) };
  }
  const read = await readRows(client, schema, plan.read!, page, withCount, params, { cte: `select pgrst_call.* from ${call} as pgrst_call` });
  if (!fn.returnsSet) return { kind: 'value', body: read.rows === 0 ? 'null' : read.body.slice(1, -1).trim() };
  return { kind: 'set', ...read };
}
