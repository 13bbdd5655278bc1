/**
 * The HTTP front door: CORS, the Supabase API mounts, the health endpoint, the public
 * client config and the SPA. Every error that escapes a handler becomes a JSON 500
 * without details (503 when the database is unreachable); handlers answer bad input
 * themselves with the right shape.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from './context.ts';
import type { RouteHandler } from './platform/http/route.ts';
import { deferHeaders, sendJson } from './platform/http/respond.ts';
import { publicOrigin } from './platform/http/public-origin.ts';
import { checkHealth } from './platform/http/health.ts';
import { RETRY_AFTER_SECONDS, sendDatabaseUnavailable, type Service } from './platform/http/database-unavailable.ts';
import { createRestHandler } from './platform/rest/handler.ts';
import { connectionLost } from './platform/rest/errors.ts';
import { createAuthHandler } from './platform/auth/handler.ts';
import { createStorageHandler } from './platform/storage/handler.ts';
import { createFunctionsHandler } from './platform/functions/handler.ts';
import { createStaticHandler } from './app/static/handler.ts';
import { createSeoHandler } from './app/seo/handler.ts';
import { API_HEADERS, applySecurityHeaders } from './app/http/security-headers.ts';
import { createOutboxHandler } from './app/mail/outbox-routes.ts';
import { createBackupHandler } from './app/backup/backup-routes.ts';

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

export function createApp(ctx: ServerContext): (req: IncomingMessage, res: ServerResponse) => void {
  const mounts: [Service, RouteHandler][] = [
    ['/rest/v1', createRestHandler(ctx)],
    ['/auth/v1', createAuthHandler(ctx)],
    ['/storage/v1', createStorageHandler(ctx)],
    ['/functions/v1', createFunctionsHandler(ctx)],
    ['/mail/v1', createOutboxHandler(ctx)],
    ['/backup/v1', createBackupHandler(ctx)],
  ];
  const spa = createSeoHandler(ctx, createStaticHandler(ctx));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    for (const [prefix, handler] of mounts) {
      if (path === prefix || path.startsWith(prefix + '/')) {
        if (prefix === '/rest/v1' && req.method !== 'OPTIONS' && ctx.db.availability.available) {
          // The busiest path: the same headers, written with the answer's own (respond.ts).
          deferHeaders(res, API_ANSWER_HEADERS);
        } else {
          applySecurityHeaders(res, path);
          for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
        }
        if (req.method === 'OPTIONS') {
          res.writeHead(204).end();
          return;
        }
        // No database: answer at once in the service's own shape rather than wait on a dead pool.
        if (!ctx.db.availability.available) {
          sendDatabaseUnavailable(prefix, req, res);
          return;
        }
        await handler(req, res, url, path.slice(prefix.length) || '/');
        return;
      }
    }
    applySecurityHeaders(res, path);
    if (path === '/health') {
      const report = await checkHealth(ctx.db.admin, ctx.db.diskDirs);
      if (report.database === 'unavailable') ctx.db.availability.markDown('health check');
      sendJson(res, report.status === 'ok' ? 200 : 503, report, { 'Cache-Control': 'no-store' });
      return;
    }
    if (path === '/runtime-config.json') {
      // What the browser needs to reach this server: the public URL and the anon key.
      // Never the service-role key.
      sendJson(res, 200, { supabaseUrl: publicOrigin(ctx.config), supabaseAnonKey: ctx.anonKey }, { 'Cache-Control': 'no-cache' });
      return;
    }
    await spa(req, res, url, path);
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
