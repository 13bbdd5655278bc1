/**
 * PostgREST's error JSON (`code`, `message`, `details`, `hint`, always all four) and its
 * mapping from PostgreSQL SQLSTATEs to HTTP statuses.
 */
import type { ApiRole } from '../http/request-auth.ts';
import { isConnectionFailure } from '../http/database-availability.ts';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A text, or (PGRST201) the candidate relationships. */
    readonly details: string | object[] | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toJSON(): { code: string; details: string | object[] | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** A malformed query string: PostgREST answers 400 PGRST100. */
export function parseError(what: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what}"`, details);
}

interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(err: unknown): err is PgError & Error {
  return err instanceof Error && typeof (err as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((err as PgError).code!);
}

/** The HTTP status PostgREST gives a PostgreSQL error. */
export function statusForSqlState(code: string, role: ApiRole): number {
  // PostgREST's own convention: `raise sqlstate 'PT409'` answers HTTP 409 (edit conflicts).
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '57014') return 504; // statement timeout: the service is overloaded, not the input bad
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  // Program limits (too many columns, array dimensions, stack depth, index row size): PostgREST
  // answers 500, but every statement here is built from the request, so a request that
  // exceeds one asked for too much; it is the client's error, not the server's.
  if (cls === '54') return 400;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls) || code === '42P17') return 500;
  return 400;
}

/** The database cannot be reached: PostgREST answers 503 PGRST000 and retries. */
export const connectionLost = (details: string | null = null) =>
  new RestError(503, 'PGRST000', 'Database connection error. Retrying the connection.', details);

/** Turns anything thrown while answering into a RestError; unknown errors are logged, not shown. */
export function toRestError(err: unknown, role: ApiRole, log: (m: string) => void): RestError {
  if (err instanceof RestError) return err;
  if (isConnectionFailure(err)) return connectionLost((err as Error).message);
  if (isPgError(err)) {
    return new RestError(statusForSqlState(err.code!, role), err.code!, err.message, err.detail ?? null, err.hint ?? null);
  }
  log(`REST: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return new RestError(500, 'PGRST000', 'Internal server error');
}
