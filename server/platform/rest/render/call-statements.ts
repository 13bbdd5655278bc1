/**
 * A planned function call, rendered. Void functions are called; scalars turned into their JSON
 * value; sets of scalars into a JSON array page; rows (single, set, or `returns table`) go
 * through the read plan over the result, kept in a CTE so the function runs once even when a
 * count is asked for, in the negotiated media type (a single row as one object). Values are
 * inlined (`Params(true)`), as for reads.
 */
import type { FunctionCallPlan } from '../plan/plan.ts';
import type { MediaType } from '../plan/media-type.ts';
import type { ReadOptions } from '../plan/page.ts';
import { callSql } from './call-sql.ts';
import { countColumnSql, explainSql, needsPlan } from './count-sql.ts';
import { readStatements } from './read-statements.ts';
import { Params } from './sql.ts';

/** The statements, and how their result answers: nothing, one JSON value, or a page. */
export interface CallStatements {
  result: 'void' | 'value' | 'set';
  statements: string[];
}

/** A function returning one row answers that row as an object, whatever array type was asked for. */
function oneRowMedia(media: MediaType): MediaType {
  if (media.kind === 'csv' || media.kind === 'singular') return media;
  return { kind: 'singular', stripNulls: media.kind === 'array-stripped' };
}

/** A set of scalars as a JSON array page (or its first value, for a singular media type). */
function scalarSetStatements(call: string, opts: ReadOptions): string[] {
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
  return statements;
}

export function renderCall(plan: FunctionCallPlan): CallStatements {
  const { call: callPlan, options } = plan;
  const schema = plan.profile.schema;
  const params = new Params(true);
  const call = callSql(schema, callPlan, params);
  const fn = callPlan.routine;
  if (fn.returns.kind === 'void') return { result: 'void', statements: [`select ${call}`] };
  if (fn.returns.kind === 'scalar') {
    if (!fn.returnsSet) return { result: 'value', statements: [`select to_json(${call})::text as body`] };
    return { result: 'set', statements: scalarSetStatements(call, options) };
  }
  const source = { cte: `select pgrst_call.* from ${call} as pgrst_call` };
  const readOpts = fn.returnsSet ? options : { ...options, media: oneRowMedia(options.media) };
  const { statements } = readStatements(schema, callPlan.read!, readOpts, params, source);
  return { result: fn.returnsSet ? 'set' : 'value', statements };
}
