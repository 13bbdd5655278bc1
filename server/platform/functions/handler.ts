/**
 * /functions/v1/<name>: Supabase Edge Functions. The files under supabase/functions run in
 * Deno behind the gateway's JWT check (deno-functions.ts), the same files a hosted project
 * deploys. Beside them, in-process functions the app supplies for what needs this server's
 * own internals (they have no hosted twin); a name served both ways stops the start.
 * In-process answers are JSON; errors are `{ code, message }` with the HTTP status.
 */
import type { PlatformContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { BodyTooLargeError, sendJson } from '../http/respond.ts';
import { FunctionError } from './function-error.ts';
import { isDataException } from '../db/data-exception.ts';
import type { DenoFunctions } from './deno-functions.ts';

export type EdgeFunction<C extends PlatformContext = PlatformContext> = (ctx: C, req: Parameters<RouteHandler>[0]) => Promise<unknown>;

/** `functions`: the in-process functions by name, supplied by whoever runs on the platform (the app). */
export function createFunctionsHandler<C extends PlatformContext>(ctx: C, functions: Readonly<Record<string, EdgeFunction<C>>>, deno?: DenoFunctions): RouteHandler {
  const both = deno?.names.filter((name) => Object.hasOwn(functions, name)) ?? [];
  if (both.length > 0) throw new Error(`Edge Function ${both.join(', ')} is both a Deno file under supabase/functions and an in-process function: keep one`);
  return async (req, res, url, path) => {
    const denoName = /^\/([^/]+)/.exec(path)?.[1];
    if (deno && denoName && deno.names.includes(denoName)) {
      await deno.serve(denoName, req, res, path.slice(denoName.length + 1), url.search);
      return;
    }
    const name = path.replace(/^\/+|\/+$/g, '');
    try {
      const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
      if (!fn) throw new FunctionError(404, 'not_found', 'Requested function was not found');
      if (req.method !== 'POST') throw new FunctionError(405, 'method_not_allowed', 'Only POST is accepted');
      sendJson(res, 200, await fn(ctx, req), { 'Cache-Control': 'no-store' });
    } catch (err) {
      if (res.headersSent) {
        res.destroy();
      } else if (err instanceof FunctionError) {
        sendJson(res, err.status, { code: err.code, message: err.message });
      } else if (err instanceof BodyTooLargeError) {
        sendJson(res, 413, { code: 'request_too_large', message: 'Request body too large' });
      } else if (isDataException(err)) {
        // A value PostgreSQL refused as data (class 22): the caller's input, not the server.
        sendJson(res, 400, { code: 'validation_failed', message: 'Invalid characters or values in the request' });
      } else {
        ctx.log(`Function ${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        sendJson(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' });
      }
    }
  };
}
