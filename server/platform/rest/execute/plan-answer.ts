/**
 * The answer to `Accept: application/vnd.pgrst.plan…`: PostgreSQL's EXPLAIN of the statement
 * the request would run, in JSON (the plan array) or text (its lines), as PostgREST answers it.
 */
import type { StatementResult } from '../../db/statement-batch.ts';
import type { Headers } from '../../http/respond.ts';
import type { PlanMedia } from '../plan/media-type.ts';
import type { Answer } from './answer.ts';

export function planAnswer(results: StatementResult[], media: PlanMedia, headers: Headers): Answer {
  const lines = (results[0]?.rows ?? []).map((r) => (r as { 'QUERY PLAN': unknown })['QUERY PLAN']);
  const body = media.format === 'json' ? (typeof lines[0] === 'string' ? lines[0] : JSON.stringify(lines[0])) : lines.join('\n');
  return { status: 200, body, headers };
}
