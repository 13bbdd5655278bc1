// Placeholder until the static service is built: answers 501.
import type { ServerContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { sendJson } from '../http/respond.ts';

export function createStaticHandler(_ctx: ServerContext): RouteHandler {
  return async (_req, res) => sendJson(res, 501, { message: 'Not implemented yet' });
}
