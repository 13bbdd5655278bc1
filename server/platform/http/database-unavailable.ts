/**
 * The 503 each service answers while the database cannot be reached, in that service's own
 * error shape: PostgREST's PGRST000 ("Database connection error. Retrying the connection."),
 * Supabase Auth's error JSON and Storage's { statusCode, error, message }.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './respond.ts';
import { AuthError, sendAuthError } from '../auth/errors.ts';
import { connectionLost } from '../rest/errors.ts';
import { databaseUnavailable } from '../storage/errors.ts';

export const RETRY_AFTER_SECONDS = '2';

/** Whose error JSON a service answers with (services mounted by the app pick one of these). */
export type ErrorShape = 'postgrest' | 'auth' | 'storage' | 'functions';

export function sendDatabaseUnavailable(shape: ErrorShape, req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
  res.setHeader('Cache-Control', 'no-store');
  if (shape === 'auth') {
    sendAuthError(req, res, new AuthError(503, 'unexpected_failure', 'Database connection error. Retrying the connection.'));
  } else if (shape === 'functions') {
    sendJson(res, 503, { code: 'database_unavailable', message: 'Database connection error. Retrying the connection.' });
  } else if (shape === 'storage') {
    sendJson(res, 503, databaseUnavailable());
  } else if (req.method === 'HEAD') {
    res.writeHead(503).end();
  } else {
    sendJson(res, 503, connectionLost());
  }
}
