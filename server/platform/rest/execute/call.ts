/** Runs a rendered function call (render/call-statements.ts) on the caller's transaction. */
import type pg from 'pg';
import type { ReadOptions } from '../plan/page.ts';
import type { CallStatements } from '../render/call-statements.ts';
import { onClient, pageResult, type ReadResult } from './read.ts';

export type CallResult =
  | { kind: 'void' }
  /** One JSON value (a scalar, or a single row as an object). */
  | { kind: 'value'; body: string }
  | ({ kind: 'set' } & ReadResult);

export async function runCall(client: pg.PoolClient, call: CallStatements, opts: ReadOptions): Promise<CallResult> {
  const results = await onClient(client)(call.statements);
  if (call.result === 'void') return { kind: 'void' };
  if (call.result === 'value') return { kind: 'value', body: (results[0]!.rows[0]?.body as string | null | undefined) ?? 'null' };
  return { kind: 'set', ...pageResult(results, opts) };
}
