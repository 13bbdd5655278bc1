/**
 * The error bodies each service answers with, as the fuzz tests check them: PostgREST's
 * `{ code, details, hint, message }`, Supabase Auth's (`{ code, message }` for API version
 * 2024-01-01 callers, the legacy `{ code, error_code, msg }` otherwise, the gateway's
 * `{ message }` for a missing key), Storage's `{ statusCode, error, message }` and this
 * project's functions' `{ code, message }`.
 */

const isObject = (body: unknown): body is Record<string, unknown> => !!body && typeof body === 'object' && !Array.isArray(body);

export function hasRestErrorShape(_status: number, body: unknown): boolean {
  return isObject(body) && Object.keys(body).sort().join(',') === 'code,details,hint,message' && typeof body.code === 'string' && typeof body.message === 'string';
}

export function hasAuthErrorShape(status: number, body: unknown): boolean {
  if (!isObject(body)) return false;
  if (status === 401 && typeof body.message === 'string' && body.code === undefined) return true; // gateway: missing or bad API key
  if (typeof body.code === 'string' && typeof body.message === 'string') return true; // API version 2024-01-01
  return body.code === status && typeof body.error_code === 'string' && typeof body.msg === 'string'; // legacy
}

export function hasStorageErrorShape(_status: number, body: unknown): boolean {
  return isObject(body) && Object.keys(body).sort().join(',') === 'error,message,statusCode' && Object.values(body).every((v) => typeof v === 'string');
}

export function hasFunctionErrorShape(_status: number, body: unknown): boolean {
  return isObject(body) && Object.keys(body).sort().join(',') === 'code,message' && typeof body.code === 'string' && typeof body.message === 'string';
}
