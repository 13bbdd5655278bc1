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

/**
 * The settings that stay the same from request to request, as SQL text: the role's own
 * settings and the JWT claims. Cached by object (the JWT cache and the schema cache hand out
 * the same objects for the same token and role), so a repeat caller costs no JSON or quoting.
 */
const roleSettingsSql = new WeakMap<object, string>();
const claimsSql = new WeakMap<object, string>();

function settingsSqlOf(settings: TransactionOptions['roleSettings']): string {
  if (!settings?.length) return '';
  let sql = roleSettingsSql.get(settings);
  if (sql === undefined) {
    sql = settings.map(([name, value]) => ` set_config(${literal(name)}, ${literal(value)}, true),`).join('');
    roleSettingsSql.set(settings, sql);
  }
  return sql;
}

function claimsSqlOf(claims: RequestAuth['claims']): string {
  let sql = claimsSql.get(claims);
  if (sql === undefined) {
    sql = literal(JSON.stringify(claims));
    claimsSql.set(claims, sql);
  }
  return sql;
}

/** `begin …; select set_config(…), …`: the transaction start and every setting. */
function preludeSql(auth: RequestAuth, request: RequestInfo, options: TransactionOptions): string {
  return (
    `begin isolation level read committed ${options.readOnly ? 'read only' : 'read write'};` +
    `select set_config('role', ${literal(auth.role)}, true),` +
    settingsSqlOf(options.roleSettings) +
    ` set_config('request.jwt.claims', ${claimsSqlOf(auth.claims)}, true),` +
    ` set_config('request.method', ${literal(request.method)}, true),` +
    ` set_config('request.path', ${literal(request.path)}, true),` +
    ` set_config('request.headers', ${literal(JSON.stringify(request.headers))}, true)`
  );
}

/**
 * A read-only request in one round trip: the transaction start, the settings, `statements`
 * and the commit go as one simple-protocol message (so the statements carry their values as
 * literals, see `Params`). PostgreSQL runs them in order, each after the settings took
 * effect, and stops at the first error. Answers the statements' results.
 */
export async function readAsCaller(
  pool: pg.Pool,
  auth: RequestAuth,
  request: RequestInfo,
  options: Omit<TransactionOptions, 'readOnly'>,
  statements: readonly string[],
): Promise<pg.QueryResult[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const text = `${preludeSql(auth, request, { ...options, readOnly: true })};${statements.join(';')};commit`;
    const results = (await client.query(text)) as unknown as pg.QueryResult[];
    return results.slice(2, 2 + statements.length);
  } catch (err) {
    await client.query('rollback').catch((e: Error) => (broken = e));
    if (!(err as { code?: string }).code) broken ??= err as Error;
    throw err;
  } finally {
    client.release(broken);
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
    await client.query(preludeSql(auth, request, options));
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
