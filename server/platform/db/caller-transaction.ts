/**
 * Runs one API request in one transaction as the caller's role, with the request's claims,
 * method, path and headers in transaction-local settings, as PostgREST does. RLS policies
 * (through auth.uid(), auth.jwt()) see exactly this request and nothing leaks to the next
 * request on the same pooled connection, because every setting is transaction-local.
 */
import type pg from 'pg';
import type { RequestAuth } from '../http/request-auth.ts';
import { literal } from './sql-text.ts';
import { runBatch, type Statement, type StatementResult } from './statement-batch.ts';

export interface RequestInfo {
  method: string;
  path: string;
  /** The headers, or `headersJson`: the same already as JSON (the REST handler keeps it for repeats). */
  headers?: Record<string, string | string[] | undefined>;
  headersJson?: string;
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
 * The settings statement's text per set of role settings (cached by object: the schema cache
 * hands out the same object for the same role), for a read (with `transaction_read_only`)
 * and for a transaction begun explicitly; a repeat costs no quoting or concatenation.
 */
const settingsTexts = new WeakMap<object, [read: string, explicit: string]>();
const NO_ROLE_SETTINGS: readonly (readonly [string, string])[] = [];

/** The claims as JSON, cached by object (the JWT cache hands out the same claims per token). */
const claimsJson = new WeakMap<object, string>();

function settingsTextsOf(settings: TransactionOptions['roleSettings'] = NO_ROLE_SETTINGS): [read: string, explicit: string] {
  let texts = settingsTexts.get(settings);
  if (texts === undefined) {
    const roleSettings = settings.map(([name, value]) => ` set_config(${literal(name)}, ${literal(value)}, true),`).join('');
    const text = (readOnly: string) =>
      `select set_config('role', $1, true),${readOnly}${roleSettings}` +
      ` set_config('request.jwt.claims', $2, true),` +
      ` set_config('request.method', $3, true),` +
      ` set_config('request.path', $4, true),` +
      ` set_config('request.headers', $5, true)`;
    texts = [text(` set_config('transaction_read_only', 'on', true),`), text('')];
    settingsTexts.set(settings, texts);
  }
  return texts;
}

function claimsJsonOf(claims: RequestAuth['claims']): string {
  let json = claimsJson.get(claims);
  if (json === undefined) {
    json = JSON.stringify(claims);
    claimsJson.set(claims, json);
  }
  return json;
}

const BEGIN_READ_ONLY: Statement = { text: 'begin isolation level read committed read only' };
const BEGIN_READ_WRITE: Statement = { text: 'begin isolation level read committed read write' };

/**
 * Every setting as one prepared statement: the settings go as parameters, so the statement
 * text is the same from request to request (one per set of role settings) and PostgreSQL
 * parses it once per connection. `readOnlyLocal` adds `transaction_read_only` for a read
 * that runs without BEGIN (see readAsCaller).
 */
function settingsStatement(auth: RequestAuth, request: RequestInfo, options: Omit<TransactionOptions, 'readOnly'>, readOnlyLocal: boolean): Statement {
  const [read, explicit] = settingsTextsOf(options.roleSettings);
  return {
    text: readOnlyLocal ? read : explicit,
    values: [auth.role, claimsJsonOf(auth.claims), request.method, request.path, request.headersJson ?? JSON.stringify(request.headers ?? {})],
  };
}

/**
 * A read-only request in one round trip: the settings and `statements` go as one batch of
 * prepared statements (see statement-batch.ts; so the statements carry their values as
 * literals, see `Params`). Without BEGIN, PostgreSQL runs everything up to the batch's Sync
 * as one implicit transaction (the extended protocol's rule), so the transaction-local
 * settings, `transaction_read_only` among them, hold for the statements and end at Sync,
 * committed, or rolled back at the first error (the rest of the batch is then skipped): no
 * BEGIN, COMMIT or ROLLBACK to parse and run. Each statement is prepared per role, so its
 * plan (made under that role's row-level security) is reused. Answers the statements' results.
 */
export async function readAsCaller(
  pool: pg.Pool,
  auth: RequestAuth,
  request: RequestInfo,
  options: Omit<TransactionOptions, 'readOnly'>,
  statements: readonly string[],
): Promise<StatementResult[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const batch = [settingsStatement(auth, request, options, true)];
    for (const text of statements) batch.push({ text, scope: auth.role, rows: true });
    const results = await runBatch(client, batch);
    return results.slice(1);
  } catch (err) {
    // A database error ended the implicit transaction; anything else may have left the connection unusable.
    if (!(err as { code?: string }).code) broken = err as Error;
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
    let result: T;
    try {
      // One round trip: the transaction start and every setting.
      await runBatch(client, [options.readOnly ? BEGIN_READ_ONLY : BEGIN_READ_WRITE, settingsStatement(auth, request, options, false)]);
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
