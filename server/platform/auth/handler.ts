/**
 * The Auth service at /auth/v1, answering as Supabase Auth (GoTrue) does for the parts
 * auth-js uses: password sign-in, refresh-token rotation, sign-out, the user, TOTP MFA,
 * invitation and password-recovery links,
 * the admin user API for the service role, JWKS, health and settings.
 *
 * This file routes and maps errors; the routes live per concern in *-routes.ts.
 */
import type { RouteHandler } from '../http/route.ts';
import type { PlatformContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { adminUserRoutes } from './admin-user-routes.ts';
import { ApiKeyError, AuthApi, type AuthOptions } from './auth-api.ts';
import { AuthError, badRequest, notFound, sendAuthError, toAuthError } from './errors.ts';
import { queryFault } from '../http/malformed-text.ts';
import { sendDatabaseUnavailable } from '../http/database-unavailable.ts';
import { emailLinkRoutes } from './email-link-routes.ts';
import { factorRoutes } from './factor-routes.ts';
import { matchRoute, type AuthRoute } from './router.ts';
import { serviceRoutes } from './service-routes.ts';
import { tokenRoutes } from './token-routes.ts';
import { userRoutes } from './user-routes.ts';

export type { AuthOptions } from './auth-api.ts';

const ROUTES: AuthRoute[] = [...serviceRoutes, ...tokenRoutes, ...userRoutes, ...factorRoutes, ...emailLinkRoutes, ...adminUserRoutes];

export function createAuthHandler(ctx: PlatformContext, options: AuthOptions = {}): RouteHandler {
  const api = new AuthApi(ctx, options);

  return async (req, res, url, path) => {
    try {
      const match = matchRoute(ROUTES, req.method ?? 'GET', path);
      // As Supabase's gateway: everything but the JWKS needs the project API key, even to learn a path is unknown.
      if (!match?.route.public) await api.checkApiKey(req, url);
      if (!match) throw notFound('not_found', 'Not Found');
      // Every route reads its query as text: none may be bytes that are not UTF-8, or U+0000.
      if (queryFault(url.search)) throw badRequest('validation_failed', 'Invalid characters in the query string');
      await match.route.handle({ api, req, res, url, params: match.params });
    } catch (err) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const refusal = toAuthError(err);
      if (refusal) {
        sendAuthError(req, res, refusal);
      } else if (err instanceof ApiKeyError) {
        sendJson(res, 401, { message: err.message, hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      } else if (err instanceof URIError) {
        sendAuthError(req, res, notFound('not_found', 'Not Found'));
      } else if (ctx.db.availability.observe(err)) {
        // The database went away during this request: the same 503 as requests that come after.
        sendDatabaseUnavailable('auth', req, res);
      } else {
        ctx.log(`Auth error on ${req.method} ${url.pathname}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        sendAuthError(req, res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
      }
    }
  };
}
