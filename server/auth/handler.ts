// Placeholder until the auth service is built: answers 501.
import type { ServerContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { sendJson } from '../http/respond.ts';

export function createAuthHandler(_ctx: ServerContext): RouteHandler {
  return async (_req, res) => sendJson(res, 501, { message: 'Not implemented yet' });
}
