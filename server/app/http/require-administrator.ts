/**
 * Who may use the embedded server's administrator APIs (the outbox, the backups): the service
 * role, or a signed-in administrator whose session the database still accepts as an
 * administrator (`private.is_admin()`: live session, not banned, aal2 when the account has an
 * authenticator app, `admin` in the stored user, so a demotion counts at once). Editors may
 * not: invitations and password links pass through the outbox, backups hold the secrets.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../../context.ts';
import { authenticate, MissingApiKeyError, type RequestAuth } from '../../platform/http/request-auth.ts';
import { JwtError } from '../../platform/jwt.ts';
import { AuthError, forbidden, unauthorized } from '../../platform/auth/errors.ts';

/** Answers who it is (the service role, or the administrator's claims), or throws. */
export async function requireAdministrator(ctx: ServerContext, req: IncomingMessage, url: URL): Promise<RequestAuth> {
  let auth;
  try {
    auth = await authenticate(req, ctx.jwt, url);
  } catch (err) {
    if (err instanceof MissingApiKeyError) throw unauthorized('no_authorization', 'This endpoint requires a Bearer token');
    if (err instanceof JwtError) throw new AuthError(403, 'bad_jwt', err.code === 'PGRST303' ? 'invalid JWT: token is expired' : 'invalid JWT: unable to parse or verify signature');
    throw err;
  }
  if (auth.role === 'service_role') return auth;
  if (auth.role !== 'authenticated' || auth.claims.app_metadata?.role !== 'admin') throw forbidden('not_admin', 'User not allowed');
  const client = await ctx.db.admin.connect();
  try {
    await client.query('begin read only');
    const { rows } = await client.query<{ ok: boolean }>(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true), private.is_admin() as ok`,
      [JSON.stringify(auth.claims), String(auth.claims.sub ?? '')],
    );
    await client.query('commit');
    if (!rows[0]?.ok) throw forbidden('not_admin', 'User not allowed');
    return auth;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
