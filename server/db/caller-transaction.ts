/**
 * Runs one API request in one transaction as the caller's role, with the request's claims,
 * method, path and headers in transaction-local settings, as PostgREST does. RLS policies
 * (through auth.uid(), auth.jwt()) see exactly this request and nothing leaks to the next
 * request on the same pooled connection, because every setting is transaction-local.
 */
import type pg from 'pg';
import type { RequestAuth } from '../http/request-auth.ts';
import { literal } from '../rest/sql.ts';

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface TransactionOptions {
  readOnly: boolean;
  /**
   * The role's own settings from `alter role … set` (statement_timeout above all), which a
   * role switch does not apply by itself; set transaction-locally right after the switch.
   */
  roleSettings?: readonly (readonly [name: string, value: string])[];
}

/** Thrown by `work` to roll back while still answering (e.g. a singular result with 0 rows). */
export class Rollback<T> extends Error {
  constructor(readonly result: T) {
    super('rollback');
  }
}

export async function runAsCaller<T>(
  pool: pg.Pool,
  auth: RequestAuth,
  request: RequestInfo,
  options: TransactionOptions,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // One round trip: the transaction start and every setting, as a simple multi-statement query.
    await client.query(
      `begin isolation level read committed ${options.readOnly ? 'read only' : 'read write'};` +
        `select set_config('role', ${literal(auth.role)}, true),` +
        (options.roleSettings ?? []).map(([name, value]) => ` set_config(${literal(name)}, ${literal(value)}, true),`).join('') +
        ` set_config('request.jwt.claims', ${literal(JSON.stringify(auth.claims))}, true),` +
        ` set_config('request.method', ${literal(request.method)}, true),` +
        ` set_config('request.path', ${literal(request.path)}, true),` +
        ` set_config('request.headers', ${literal(JSON.stringify(request.headers))}, true)`,
    );
    let result: T;
    try {
      result = await work(client);
    } catch (err) {
      await client.query('rollback').catch((e: Error) => (broken = e));
      if (err instanceof Rollback) return err.result as T;
      throw err;
    }
    await client.query('commit');
    return result;
  } catch (err) {
    if (!(err as { code?: string }).code) broken ??= err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}
