/**
 * The HTTP front door: CORS, the service mounts (the platform's /rest/v1, /auth/v1,
 * /storage/v1, /functions/v1 and whatever the app mounts beside them), the health endpoint,
 * and everything else handed to the app's `fallback` (pages, files). Every error that escapes
 * a handler becomes a JSON 500 without details (503 when the database is unreachable);
 * handlers answer bad input themselves with the right shape.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../context.ts';
import type { RouteHandler } from './route.ts';
import { deferHeaders, sendJson } from './respond.ts';
import { checkHealth } from './health.ts';
import { RETRY_AFTER_SECONDS, sendDatabaseUnavailable, type ErrorShape } from './database-unavailable.ts';
import { API_HEADERS } from './api-headers.ts';
import { connectionLost } from '../rest/errors.ts';

/** A service under a path prefix, answering errors in one service's shape. */
export interface ServiceMount {
  prefix: string;
  handler: RouteHandler;
  errorShape: ErrorShape;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  // x-form-proof: the public forms' proof of work during a flood (src/lib/form-flood-proof.ts).
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version, x-upsert, cache-control, x-form-proof',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, X-Supabase-Api-Version, Range',
  'Access-Control-Max-Age': '86400',
};

/** An API answer's security and CORS headers as one flat list, for /rest/v1's single writeHead. */
const API_ANSWER_HEADERS: readonly string[] = Object.entries({ ...API_HEADERS, ...CORS_HEADERS }).flat();

export function createFrontDoor(
  ctx: PlatformContext,
  mounts: readonly ServiceMount[],
  fallback: RouteHandler,
): (req: IncomingMessage, res: ServerResponse) => void {
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    for (const { prefix, handler, errorShape } of mounts) {
      if (path === prefix || path.startsWith(prefix + '/')) {
        if (prefix === '/rest/v1' && req.method !== 'OPTIONS' && ctx.db.availability.available) {
          // The busiest path: the same headers, written with the answer's own (respond.ts).
          deferHeaders(res, API_ANSWER_HEADERS);
        } else {
          for (const [k, v] of Object.entries(API_HEADERS)) res.setHeader(k, v);
          for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
        }
        if (req.method === 'OPTIONS') {
          res.writeHead(204).end();
          return;
        }
        // No database: answer at once in the service's own shape rather than wait on a dead pool.
        if (!ctx.db.availability.available) {
          sendDatabaseUnavailable(errorShape, req, res);
          return;
        }
        await handler(req, res, url, path.slice(prefix.length) || '/');
        return;
      }
    }
    if (path === '/health') {
      for (const [k, v] of Object.entries(API_HEADERS)) res.setHeader(k, v);
      const report = await checkHealth(ctx.db.admin, ctx.db.diskDirs);
      if (report.database === 'unavailable') ctx.db.availability.markDown('health check');
      sendJson(res, report.status === 'ok' ? 200 : 503, report, { 'Cache-Control': 'no-store' });
      return;
    }
    await fallback(req, res, url, path);
  }

  return (req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (ctx.db.availability.observe(err)) {
        if (!res.headersSent) sendJson(res, 503, connectionLost(), { 'Retry-After': RETRY_AFTER_SECONDS });
        else res.destroy();
        return;
      }
      ctx.log(`Unhandled error on ${req.method} ${req.url}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      if (!res.headersSent) sendJson(res, 500, { code: 'internal_error', message: 'Internal server error', details: null, hint: null });
      else res.destroy();
    });
  };
}
