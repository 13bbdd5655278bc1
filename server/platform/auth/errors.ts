/**
 * Errors of the Auth service, answered in Supabase Auth's (GoTrue's) shapes.
 *
 * GoTrue answers a request that names API version 2024-01-01 or later in the
 * `X-Supabase-Api-Version` header (auth-js always sends it) with
 * `{ code: 'invalid_credentials', message }`, and echoes the version header; older
 * callers get the legacy `{ code: 400, error_code: 'invalid_credentials', msg }`.
 * auth-js reads the string `code` only when the response carries the version header,
 * otherwise `error_code`; the message from `msg` or `message`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDataException } from '../db/data-exception.ts';
import { BodyTooLargeError, sendJson, type Headers } from '../http/respond.ts';

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION_2024 = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);

/**
 * The Auth-shaped answer to what a request's own input caused, thrown anywhere below a route:
 * an AuthError as it is, a body over its limit (413), a value PostgreSQL refused as data
 * (class 22, 400 validation_failed); undefined for anything else (the server's fault).
 */
export function toAuthError(err: unknown): AuthError | undefined {
  if (err instanceof AuthError) return err;
  if (err instanceof BodyTooLargeError) return new AuthError(413, 'request_too_large', 'Request body too large');
  if (isDataException(err)) return badRequest('validation_failed', 'Invalid characters or values in the request');
  return undefined;
}

/** The API version the caller asked for, when it is a valid date of 2024-01-01 or later. */
export function requestedApiVersion(req: IncomingMessage): string | undefined {
  const raw = req.headers[API_VERSION_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const t = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(t) || t < Date.parse(`${API_VERSION_2024}T00:00:00Z`)) return undefined;
  // The only version this server knows: the closest one not later than the request.
  return API_VERSION_2024;
}

/** Headers every Auth answer carries. */
export function versionHeaders(req: IncomingMessage): Headers {
  return requestedApiVersion(req) ? { 'X-Supabase-Api-Version': API_VERSION_2024 } : {};
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, err: AuthError): void {
  const headers = versionHeaders(req);
  if (err.status === 429) headers['Retry-After'] = String(err.extra.retryAfter ?? 60);
  const { retryAfter: _r, ...extra } = err.extra;
  const body = requestedApiVersion(req)
    ? { code: err.errorCode, message: err.message, ...extra }
    : { code: err.status, error_code: err.errorCode, msg: err.message, ...extra };
  sendJson(res, err.status, body, headers);
}
