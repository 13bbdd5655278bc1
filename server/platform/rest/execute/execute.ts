/**
 * The execute stage: rendered statements run in the caller's transaction (see
 * caller-transaction.ts), and the answer shaped from their result. A write or function call
 * runs on a client in an open transaction; a read's statements travel in one message with
 * the transaction's start, settings and commit (readAsCaller).
 */
import type pg from 'pg';
import type { ReadPlan } from '../plan/plan.ts';
import type { ReadStatements } from '../render/read-statements.ts';
import type { Rendered } from '../render/render.ts';
import { appliedHeader, type Preferences } from '../request/prefer.ts';
import { bodyHeaders, callAnswer, pageAnswer, writeAnswer, type Answer } from './answer.ts';
import { planAnswer } from './plan-answer.ts';
import { runCall } from './call.ts';
import { runMutate } from './mutate.ts';
import { readRows, type RunStatements } from './read.ts';

export async function executeInTransaction(client: pg.PoolClient, rendered: Rendered, prefs: Preferences): Promise<Answer> {
  if (rendered.kind === 'read') throw new Error('Table reads take the read path');
  const { plan } = rendered;
  if (rendered.kind === 'call') {
    const result = await runCall(client, rendered.sql, rendered.plan.options);
    return callAnswer(result, rendered.plan.options, prefs, bodyHeaders(plan.media, plan.profile, appliedHeader(prefs, 'call')));
  }
  const mutation = await runMutate(client, rendered.sql, rendered.plan.mutate.representation, plan.media);
  return writeAnswer(rendered.plan, mutation, prefs);
}

/** A rendered read, run by `run` (one message with the transaction around it), and its page. */
export async function executeRead(run: RunStatements, plan: ReadPlan, sql: ReadStatements, prefs: Preferences): Promise<Answer> {
  if (plan.media.kind === 'plan') return planAnswer(await run(sql.statements), plan.media, bodyHeaders(plan.media, plan.profile, undefined));
  const result = await readRows(run, sql, plan.options);
  return pageAnswer(result, plan.options, bodyHeaders(plan.media, plan.profile, appliedHeader(prefs, 'read')));
}
