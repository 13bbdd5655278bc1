/**
 * The Auth service at /auth/v1, answering as Supabase Auth (GoTrue) does for the parts
 * auth-js uses: password sign-in, refresh-token rotation, sign-out, the user, TOTP MFA,
 * the admin user API for the service role, JWKS, health and settings.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context.ts';
import type { RouteHandler } from '../http/route.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { BodyTooLargeError, clientAddress, readBody, sendJson, type Headers } from '../http/respond.ts';
import { bearerToken } from '../http/request-auth.ts';
import { JwtError, type Claims } from '../jwt.ts';
import { AuthError, badRequest, forbidden, notFound, sendAuthError, unauthorized, unprocessable, versionHeaders } from './errors.ts';
import { RateLimiter, currentLimits, type AuthLimits } from './rate-limit.ts';
import { verifyPassword, hashPassword } from './password.ts';
import { createUser, findUserByEmail, UserExistsError, type UserRow } from './users.ts';
import {
  createSession,
  factorJson,
  findSession,
  findUserById,
  insertRefreshToken,
  isBanned,
  listFactors,
  refreshSession,
  sessionResponse,
  userJson,
  type ClientInfo,
  type SessionRow,
} from './tokens.ts';
import { challenge, enroll, unenroll, verify, type Caller } from './factors.ts';

export interface AuthOptions {
  /** Overrides of the limits configured in ctx.config.authLimits. */
  limits?: Partial<AuthLimits>;
}

const BODY_LIMIT = 64 * 1024;
const RATE_WINDOW_MS = 5 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 6;
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

class ApiKeyError extends Error {}

export function createAuthHandler(ctx: ServerContext, options: AuthOptions = {}): RouteHandler {
  const limiter = new RateLimiter(RATE_WINDOW_MS);

  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers: Headers = {}) =>
    sendJson(res, status, body, { ...versionHeaders(req), 'Cache-Control': 'no-store', ...headers });

  function issuerOf(req: IncomingMessage): string {
    return `${publicOrigin(req, ctx.config)}/auth/v1`;
  }

  function totpIssuer(req: IncomingMessage): string {
    return new URL(publicOrigin(req, ctx.config)).hostname;
  }

  function clientInfo(req: IncomingMessage): ClientInfo {
    const ua = req.headers['user-agent'];
    return { ip: clientAddress(req, ctx.config.trustProxy), userAgent: Array.isArray(ua) ? ua[0] : ua };
  }

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const raw = await readBody(req, BODY_LIMIT);
    const text = raw.toString('utf8').trim();
    if (!text) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw badRequest('bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
    return parsed as Record<string, unknown>;
  }

  /** As Supabase's gateway: every request carries a valid project API key. */
  async function checkApiKey(req: IncomingMessage, url: URL): Promise<void> {
    const h = req.headers.apikey;
    const apikey = (Array.isArray(h) ? h[0] : h) ?? url.searchParams.get('apikey') ?? undefined;
    if (!apikey) throw new ApiKeyError('No API key found in request');
    try {
      await ctx.jwt.verify(apikey);
    } catch {
      throw new ApiKeyError('Invalid API key');
    }
  }

  async function bearerClaims(req: IncomingMessage): Promise<Claims> {
    const token = bearerToken(req);
    if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
    try {
      return await ctx.jwt.verify(token);
    } catch (err) {
      const reason = err instanceof JwtError && err.code === 'PGRST303' ? 'token has invalid claims: token is expired' : 'signature is invalid';
      throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
  }

  /** The signed-in user (and the session named by the JWT, which must still exist). */
  async function requireUser(req: IncomingMessage): Promise<{ claims: Claims; user: UserRow; session?: SessionRow }> {
    const claims = await bearerClaims(req);
    if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    const user = await findUserById(ctx.db.admin, claims.sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    let session: SessionRow | undefined;
    if (claims.session_id) {
      session = await findSession(ctx.db.admin, claims.session_id);
      if (!session || session.user_id !== user.id) {
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    return { claims, user, session };
  }

  async function requireCaller(req: IncomingMessage): Promise<Caller> {
    const { user, session } = await requireUser(req);
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    return { user, session };
  }

  async function requireAdmin(req: IncomingMessage): Promise<Claims> {
    const claims = await bearerClaims(req);
    if (!claims.role || !ADMIN_ROLES.includes(claims.role)) throw forbidden('not_admin', 'User not allowed');
    return claims;
  }

  function rateLimited(seconds: number): AuthError {
    return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', { retryAfter: seconds });
  }

  // ---- grants ------------------------------------------------------------------

  async function passwordGrant(req: IncomingMessage, body: Record<string, unknown>) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) {
      if (typeof body.phone === 'string' && body.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
      throw badRequest('validation_failed', 'missing email or phone');
    }
    const limits = currentLimits(ctx.config.authLimits, options.limits);
    const ipKey = `signin:ip:${clientAddress(req, ctx.config.trustProxy)}`;
    const emailKey = `signin:email:${email}`;
    const ipWait = limiter.take(ipKey, limits.signInPerAddress);
    if (ipWait) throw rateLimited(ipWait);
    const emailWait = limiter.take(emailKey, limits.signInPerEmail);
    if (emailWait) {
      limiter.refund(ipKey);
      throw rateLimited(emailWait);
    }
    const user = await findUserByEmail(ctx.db.admin, email);
    const ok = await verifyPassword(password, user?.encrypted_password);
    if (!user || !ok) throw badRequest('invalid_credentials', 'Invalid login credentials');
    limiter.refund(ipKey);
    limiter.refund(emailKey);
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return startSession(req, user);
  }

  async function startSession(req: IncomingMessage, user: UserRow) {
    const db = ctx.db.admin;
    const sessionId = await createSession(db, user.id, 'password', clientInfo(req));
    const refreshToken = await insertRefreshToken(db, user.id, sessionId, null);
    const { rows } = await db.query<UserRow>('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *', [
      user.id,
    ]);
    const session = (await findSession(db, sessionId))!;
    return sessionResponse(ctx, issuerOf(req), rows[0] ?? user, session, refreshToken);
  }

  async function signup(req: IncomingMessage, body: Record<string, unknown>) {
    if (!ctx.config.signupEnabled) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) throw badRequest('validation_failed', 'To signup, please provide your email');
    if (!EMAIL.test(email)) throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
    checkPassword(password);
    const limits = currentLimits(ctx.config.authLimits, options.limits);
    const wait = limiter.take(`signup:ip:${clientAddress(req, ctx.config.trustProxy)}`, limits.signInPerAddress);
    if (wait) throw rateLimited(wait);
    const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
    let user: UserRow;
    try {
      // Never any role: staff rights come only from an administrator.
      user = await createUser(ctx.db.admin, { email, password, userMetadata: data, emailConfirm: true });
    } catch (err) {
      if (err instanceof UserExistsError) throw unprocessable('user_already_exists', 'User already registered');
      throw err;
    }
    return startSession(req, user);
  }

  function checkPassword(password: string): void {
    if (password.length < MIN_PASSWORD) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
  }

  // ---- admin -------------------------------------------------------------------

  function parseBan(value: unknown): Date | null | undefined {
    if (value === undefined) return undefined;
    if (value === 'none' || value === null || value === '') return null;
    if (typeof value !== 'string') throw badRequest('validation_failed', 'invalid format for ban duration');
    const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;
    const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
    let total = 0;
    let consumed = '';
    for (const m of value.matchAll(re)) {
      total += Number(m[1]) * units[m[2]!]!;
      consumed += m[0];
    }
    if (!consumed || consumed !== value) throw badRequest('validation_failed', `invalid format for ban duration: ${value}`);
    return new Date(Date.now() + total);
  }

  function mergeMeta(current: Record<string, unknown>, patch: unknown): Record<string, unknown> {
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return current;
    const out = { ...current };
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) delete out[k];
      else out[k] = v;
    }
    return out;
  }

  async function adminCreateUser(body: Record<string, unknown>) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!email) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
    if (!EMAIL.test(email)) throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
    let password = typeof body.password === 'string' ? body.password : undefined;
    if (password !== undefined) checkPassword(password);
    password ??= crypto.randomBytes(32).toString('base64url');
    const ban = parseBan(body.ban_duration);
    const appMetadata = body.app_metadata && typeof body.app_metadata === 'object' ? (body.app_metadata as Record<string, unknown>) : {};
    const userMetadata = body.user_metadata && typeof body.user_metadata === 'object' ? (body.user_metadata as Record<string, unknown>) : {};
    let user: UserRow;
    try {
      user = await createUser(ctx.db.admin, { email, password, appMetadata, userMetadata, emailConfirm: body.email_confirm === true });
    } catch (err) {
      if (err instanceof UserExistsError) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      throw err;
    }
    if (ban) {
      const { rows } = await ctx.db.admin.query<UserRow>('update auth.users set banned_until = $2 where id = $1 returning *', [user.id, ban]);
      user = rows[0]!;
    }
    return userJson(ctx.db.admin, user);
  }

  async function adminUpdateUser(id: string, body: Record<string, unknown>) {
    const user = await findUserById(ctx.db.admin, id);
    if (!user) throw notFound('user_not_found', 'User not found');
    const sets: string[] = [];
    const params: unknown[] = [user.id];
    const set = (sql: string, value: unknown) => {
      params.push(value);
      sets.push(`${sql} = $${params.length}`);
    };
    if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email) {
      const email = body.email.trim().toLowerCase();
      if (!EMAIL.test(email)) throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
      const other = await findUserByEmail(ctx.db.admin, email);
      if (other && other.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      set('email', email);
    }
    if (typeof body.password === 'string') {
      checkPassword(body.password);
      set('encrypted_password', await hashPassword(body.password));
    }
    if (body.email_confirm === true && !user.email_confirmed_at) sets.push('email_confirmed_at = now()');
    if (body.app_metadata !== undefined) set('raw_app_meta_data', mergeMeta(user.raw_app_meta_data ?? {}, body.app_metadata));
    if (body.user_metadata !== undefined) set('raw_user_meta_data', mergeMeta(user.raw_user_meta_data ?? {}, body.user_metadata));
    const ban = parseBan(body.ban_duration);
    if (ban !== undefined) set('banned_until', ban);
    let updated = user;
    if (sets.length) {
      try {
        const { rows } = await ctx.db.admin.query<UserRow>(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1 returning *`, params);
        updated = rows[0]!;
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw unprocessable('email_exists', 'A user with this email address has already been registered');
        throw err;
      }
    }
    if (ban) await ctx.db.admin.query('delete from auth.sessions where user_id = $1', [user.id]);
    return userJson(ctx.db.admin, updated);
  }

  async function adminListUsers(url: URL) {
    const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('per_page') ?? '50', 10) || 50));
    const { rows } = await ctx.db.admin.query<UserRow>(
      'select * from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const { rows: count } = await ctx.db.admin.query<{ n: string }>('select count(*) as n from auth.users where deleted_at is null');
    const total = Number(count[0]!.n);
    const users = [];
    for (const u of rows) users.push(await userJson(ctx.db.admin, u));
    const last = Math.max(1, Math.ceil(total / perPage));
    const base = `/admin/users?per_page=${perPage}`;
    const links = [`<${base}&page=${last}>; rel="last"`];
    if (page < last) links.unshift(`<${base}&page=${page + 1}>; rel="next"`);
    return { body: { users, aud: 'authenticated' }, headers: { 'X-Total-Count': String(total), Link: links.join(', ') } };
  }

  async function adminDeleteUser(id: string, body: Record<string, unknown>) {
    const user = await findUserById(ctx.db.admin, id);
    if (!user) throw notFound('user_not_found', 'User not found');
    if (body.should_soft_delete === true) {
      await ctx.db.admin.query(
        `update auth.users set deleted_at = now(), email = null, encrypted_password = null, updated_at = now() where id = $1`,
        [user.id],
      );
      await ctx.db.admin.query('delete from auth.sessions where user_id = $1', [user.id]);
      await ctx.db.admin.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    } else {
      try {
        await ctx.db.admin.query('delete from auth.users where id = $1', [user.id]);
      } catch (err) {
        if ((err as { code?: string }).code === '23503') {
          throw unprocessable('validation_failed', 'Database error deleting user: other rows still refer to this user');
        }
        throw err;
      }
    }
    return {};
  }

  // ---- routing -----------------------------------------------------------------

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    const parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));

    if (path === '/.well-known/jwks.json' && (method === 'GET' || method === 'HEAD')) {
      send(req, res, 200, ctx.jwt.jwks, { 'Cache-Control': 'public, max-age=600' });
      return;
    }
    await checkApiKey(req, url);

    if (path === '/health' && method === 'GET') {
      send(req, res, 200, { version: 'embedded', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
      return;
    }
    if (path === '/settings' && method === 'GET') {
      const providers = ['anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'keycloak', 'kakao', 'linkedin_oidc', 'notion', 'phone', 'slack_oidc', 'spotify', 'twitch', 'twitter', 'workos', 'zoom'];
      const external: Record<string, boolean> = { email: true };
      for (const p of providers) external[p] = false;
      send(req, res, 200, {
        external,
        disable_signup: !ctx.config.signupEnabled,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
      return;
    }
    if (path === '/token' && method === 'POST') {
      const grant = url.searchParams.get('grant_type');
      const body = await jsonBody(req);
      if (grant === 'password') {
        send(req, res, 200, await passwordGrant(req, body));
      } else if (grant === 'refresh_token') {
        const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
        send(req, res, 200, await refreshSession(ctx, issuerOf(req), token, currentLimits(ctx.config.authLimits, options.limits).refreshReuseInterval));
      } else {
        throw badRequest('validation_failed', 'unsupported_grant_type');
      }
      return;
    }
    if (path === '/signup' && method === 'POST') {
      send(req, res, 200, await signup(req, await jsonBody(req)));
      return;
    }
    if (path === '/logout' && method === 'POST') {
      const scope = url.searchParams.get('scope') ?? 'global';
      if (!['global', 'local', 'others'].includes(scope)) throw badRequest('validation_failed', 'Unsupported logout scope');
      const { user, session } = await requireUser(req);
      if (scope === 'global' || !session) await ctx.db.admin.query('delete from auth.sessions where user_id = $1', [user.id]);
      else if (scope === 'local') await ctx.db.admin.query('delete from auth.sessions where id = $1', [session.id]);
      else await ctx.db.admin.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
      res.writeHead(204, { ...versionHeaders(req) }).end();
      return;
    }
    if (path === '/user' && method === 'GET') {
      const { user } = await requireUser(req);
      send(req, res, 200, await userJson(ctx.db.admin, user));
      return;
    }
    if (path === '/user' && method === 'PUT') {
      const { user, session } = await requireUser(req);
      const body = await jsonBody(req);
      if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email) {
        throw unprocessable('email_change_not_supported', 'Changing the e-mail address is done by an administrator on this server');
      }
      if (typeof body.password === 'string') {
        const factors = await listFactors(ctx.db.admin, user.id);
        if (factors.some((f) => f.status === 'verified') && session?.aal !== 'aal2') {
          throw unauthorized('insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
        }
        checkPassword(body.password);
        if (await verifyPassword(body.password, user.encrypted_password)) {
          throw unprocessable('same_password', 'New password should be different from the old password.');
        }
      }
      const sets: string[] = [];
      const params: unknown[] = [user.id];
      if (typeof body.password === 'string') {
        params.push(await hashPassword(body.password));
        sets.push(`encrypted_password = $${params.length}`);
      }
      if (body.data !== undefined) {
        params.push(mergeMeta(user.raw_user_meta_data ?? {}, body.data));
        sets.push(`raw_user_meta_data = $${params.length}`);
      }
      let updated = user;
      if (sets.length) {
        const { rows } = await ctx.db.admin.query<UserRow>(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1 returning *`, params);
        updated = rows[0]!;
      }
      send(req, res, 200, await userJson(ctx.db.admin, updated));
      return;
    }
    if (parts[0] === 'factors') {
      if (parts.length === 1 && method === 'POST') {
        const caller = await requireCaller(req);
        send(req, res, 200, await enroll(ctx, caller, await jsonBody(req), totpIssuer(req)));
        return;
      }
      if (parts.length === 1 && method === 'GET') {
        const { user } = await requireUser(req);
        send(req, res, 200, (await listFactors(ctx.db.admin, user.id)).map(factorJson));
        return;
      }
      if (parts.length === 2 && method === 'DELETE') {
        const caller = await requireCaller(req);
        send(req, res, 200, await unenroll(ctx, caller, parts[1]!));
        return;
      }
      if (parts.length === 3 && parts[2] === 'challenge' && method === 'POST') {
        const caller = await requireCaller(req);
        await jsonBody(req);
        send(req, res, 200, await challenge(ctx, caller, parts[1]!, clientInfo(req)));
        return;
      }
      if (parts.length === 3 && parts[2] === 'verify' && method === 'POST') {
        const caller = await requireCaller(req);
        const body = await jsonBody(req);
        const limits = currentLimits(ctx.config.authLimits, options.limits);
        const key = `verify:factor:${parts[1]}`;
        const wait = limiter.take(key, limits.verifyPerFactor);
        if (wait) throw rateLimited(wait);
        const result = await verify(ctx, caller, parts[1]!, body, issuerOf(req));
        limiter.refund(key);
        send(req, res, 200, result);
        return;
      }
    }
    if (parts[0] === 'admin' && parts[1] === 'users') {
      await requireAdmin(req);
      if (parts.length === 2 && method === 'GET') {
        const { body, headers } = await adminListUsers(url);
        send(req, res, 200, body, headers);
        return;
      }
      if (parts.length === 2 && method === 'POST') {
        send(req, res, 200, await adminCreateUser(await jsonBody(req)));
        return;
      }
      const id = parts[2] ?? '';
      if (parts.length === 3 && method === 'GET') {
        const user = await findUserById(ctx.db.admin, id);
        if (!user) throw notFound('user_not_found', 'User not found');
        send(req, res, 200, await userJson(ctx.db.admin, user));
        return;
      }
      if (parts.length === 3 && method === 'PUT') {
        send(req, res, 200, await adminUpdateUser(id, await jsonBody(req)));
        return;
      }
      if (parts.length === 3 && method === 'DELETE') {
        send(req, res, 200, await adminDeleteUser(id, await jsonBody(req)));
        return;
      }
      if (parts.length === 4 && parts[3] === 'factors' && method === 'GET') {
        const user = await findUserById(ctx.db.admin, id);
        if (!user) throw notFound('user_not_found', 'User not found');
        send(req, res, 200, (await listFactors(ctx.db.admin, user.id)).map(factorJson));
        return;
      }
      if (parts.length === 5 && parts[3] === 'factors' && method === 'DELETE') {
        const user = await findUserById(ctx.db.admin, id);
        if (!user) throw notFound('user_not_found', 'User not found');
        const { rows } = await ctx.db.admin.query<{ id: string }>(
          'delete from auth.mfa_factors where user_id = $1 and id::text = $2 returning id',
          [user.id, parts[4]],
        );
        if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
        send(req, res, 200, { id: rows[0].id });
        return;
      }
    }
    throw notFound('not_found', 'Not Found');
  }

  return async (req, res, url, path) => {
    try {
      await route(req, res, url, path);
    } catch (err) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (err instanceof AuthError) {
        sendAuthError(req, res, err);
      } else if (err instanceof ApiKeyError) {
        sendJson(res, 401, { message: err.message, hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      } else if (err instanceof BodyTooLargeError) {
        sendAuthError(req, res, new AuthError(413, 'request_too_large', 'Request body too large'));
      } else if (err instanceof URIError) {
        sendAuthError(req, res, notFound('not_found', 'Not Found'));
      } else {
        ctx.log(`Auth error on ${req.method} ${url.pathname}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        sendAuthError(req, res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
      }
    }
  };
}
