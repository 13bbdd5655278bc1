/**
 * Runs a planned function call. Void functions answer 204; scalars their JSON value; sets
 * of scalars a JSON array; rows (single, set, or `returns table`) go through the read plan
 * over the result, kept in a CTE so the function runs once even when a count is asked for,
 * and come back in the negotiated media type (a single row as one object).
 */
import type pg from 'pg';
import { countColumnSql, countTotal, explainSql, needsPlan } from './count.ts';
import type { CallPlan } from './plan/call-plan.ts';
import type { MediaType } from './plan/media-type.ts';
import { onClient, readRows, readStatements, type ReadOptions, type ReadResult } from './read.ts';
import { callSql } from './render/call-sql.ts';
import { Params } from './render/sql.ts';

export type CallResult =
  | { kind: 'void' }
  /** One JSON value (a scalar, or a single row as an object). */
  | { kind: 'value'; body: string }
  | ({ kind: 'set' } & ReadResult);

/** A function returning one row answers that row as an object, whatever array type was asked for. */
function oneRowMedia(media: MediaType): MediaType {
  if (media.kind === 'csv' || media.kind === 'singular') return media;
  return { kind: 'singular', stripNulls: media.kind === 'array-stripped' };
}

export async function runCall(client: pg.PoolClient, schema: string, plan: CallPlan, opts: ReadOptions): Promise<CallResult> {
  const params = new Params(true);
  const call = callSql(schema, plan, params);
  const fn = plan.routine;
  const run = onClient(client);
  if (fn.returns.kind === 'void') {
    await client.query(`select ${call}`);
    return { kind: 'void' };
  }
  if (fn.returns.kind === 'scalar') {
    if (!fn.returnsSet) {
      const { rows } = await client.query<{ body: string | null }>(`select to_json(${call})::text as body`);
      return { kind: 'value', body: rows[0]?.body ?? 'null' };
    }
    const { page } = opts;
    let inner = `select pgrst_scalar from pgrst_source`;
    if (page.limit !== undefined) inner += ` limit ${page.limit}`;
    if (page.offset > 0) inner += ` offset ${page.offset}`;
    const cte = `with pgrst_source as materialized (select pgrst_scalar from ${call} as pgrst_scalar) `;
    const countQuery = `select 1 from pgrst_source`;
    const counted = countColumnSql(opts.count, countQuery, opts.maxRows);
    const values = `json_agg(_postgrest_t.pgrst_scalar)`;
    const body = opts.media.kind === 'singular' ? `coalesce(${values}->0, 'null')::text` : `coalesce(${values}, '[]')::text`;
    const statements = [`${cte}select ${counted ? `${counted} as total, ` : ''}count(*) as rows, ${body} as body from (${inner}) _postgrest_t`];
    if (needsPlan(opts.count)) statements.push(explainSql(cte + countQuery));
    const [main, explained] = await run(statements);
    const r = main!.rows[0] as { total?: string | null; rows: string; body: string };
    const total = countTotal(opts.count, r.total === undefined || r.total === null ? undefined : Number(r.total), explained, opts.maxRows);
    return { kind: 'set', body: r.body, rows: Number(r.rows), total };
  }
  const source = { cte: `select pgrst_call.* from ${call} as pgrst_call` };
  const readOpts = fn.returnsSet ? opts : { ...opts, media: oneRowMedia(opts.media) };
  const read = await readRows(run, readStatements(schema, plan.read!, readOpts, params, source), readOpts);
  if (!fn.returnsSet) return { kind: 'value', body: read.body };
  return { kind: 'set', ...read };
}
