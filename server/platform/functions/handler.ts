/**
 * /functions/v1/<name>: server-side functions at the path of Supabase Edge Functions, so on a
 * hosted project an Edge Function with the same name and contract takes their place and the
 * browser code does not change (supabase-js `functions.invoke(name, { body })`).
 * Answers are JSON; errors are `{ code, message }` with the HTTP status.
 */
import type { PlatformContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { BodyTooLargeError, sendJson } from '../http/respond.ts';
import { FunctionError } from './function-error.ts';

export type EdgeFunction<C extends PlatformContext = PlatformContext> = (ctx: C, req: Parameters<RouteHandler>[0]) => Promise<unknown>;

/** `functions`: the functions by name, supplied by whoever runs on the platform (the app). */
export function createFunctionsHandler<C extends PlatformContext>(ctx: C, functions: Readonly<Record<string, EdgeFunction<C>>>): RouteHandler {
  return async (req, res, _url, path) => {
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
      } else {
        ctx.log(`Function ${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        sendJson(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' });
      }
    }
  };
}
