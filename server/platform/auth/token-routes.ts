/**
 * Sessions: password sign-in and refresh (/token), sign-up, sign-out (/logout).
 * Sign-in creates a row in auth.sessions and sign-out deletes rows; staff rights
 * (private.is_staff) last exactly as long as that row. A password sign-in also sets the
 * browser's device cookie (device-cookie.ts), which keeps the sign-in limits off its owner and
 * gives its password check a lane of its own (password-queue.ts).
 */
import type { IncomingMessage } from 'node:http';
import { addressKey } from '../http/address-key.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { clientAddress } from '../http/respond.ts';
import type { AuthApi } from './auth-api.ts';
import { badRequest, unprocessable, versionHeaders } from './errors.ts';
import { normalizeEmail } from './identifiers.ts';
import { touchEmailIdentity } from './identities.ts';
import { carriesDeviceCookie } from './device-cookie.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { passwordQueue } from './password-queue.ts';
import { readJsonObject, type JsonObject } from './request-body.ts';
import type { AuthRoute } from './router.ts';
import { createSession, findSession, insertRefreshToken, isBanned, refreshSession, sessionResponse } from './tokens.ts';
import { checkEmailFormat, checkPassword } from './user-fields.ts';
import { createUser, findUserByEmail, UserExistsError, type UserRow } from './users.ts';

async function passwordGrant(api: AuthApi, req: IncomingMessage, body: JsonObject) {
  const email = normalizeEmail(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email) {
    if (typeof body.phone === 'string' && body.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    throw badRequest('validation_failed', 'missing email or phone');
  }
  // The password check waits in password-queue.ts. A browser without any device cookie is an
  // unknown one: it takes its place first, so a flood is refused (429) before database work.
  let place = carriesDeviceCookie(req) ? undefined : passwordQueue.reserve('open');
  try {
    const user = await findUserByEmail(api.ctx.db.admin, email);
    const device = user ? api.devices.deviceOf(req, user.id) : undefined;
    place ??= passwordQueue.reserve(device ? 'known' : 'open', user?.id);
    const attempt = await api.signIns.begin(user ? `user:${user.id}` : `email:${email}`, addressKey(clientAddress(req, api.ctx.config.trustProxy)), api.limits(), device);
    if (attempt.underAttack && user?.email) {
      api.ctx.authMail.send({ kind: 'sign-in-alert', to: user.email, siteOrigin: publicOrigin(api.ctx.config), minutes: Math.ceil(attempt.retryAfter / 60) });
    }
    if (attempt.retryAfter) throw api.rateLimited(attempt.retryAfter);
    const ok = await verifyPassword(password, user?.encrypted_password, place);
    // A hash of an earlier release (scrypt) becomes the bcrypt hash Supabase Auth reads, now
    // that the password is known: made in the same place, stored below.
    const rehashed = ok && user && needsRehash(user.encrypted_password!) ? await hashPassword(password, place) : undefined;
    // Given back before the failure's delay: a slowed answer holds no place.
    place.release();
    if (!user || !ok) {
      await attempt.failed();
      await api.audit(req, { action: 'login_failed', actorId: user?.id, actorEmail: email, traits: { provider: 'email' } });
      throw badRequest('invalid_credentials', 'Invalid login credentials');
    }
    await attempt.succeeded();
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    // The compare-and-set keeps a concurrent change in place.
    if (rehashed) {
      await api.ctx.db.admin.query('update auth.users set encrypted_password = $3 where id = $1 and encrypted_password = $2', [user.id, user.encrypted_password, rehashed]);
    }
    const session = await startSession(api, req, user);
    await api.audit(req, { action: 'login', actorId: user.id, actorEmail: user.email, traits: { provider: 'email' } });
    const secure = publicOrigin(api.ctx.config).startsWith('https:');
    return { session, cookie: api.devices.issue(user.id, secure) };
  } finally {
    place?.release();
  }
}

async function startSession(api: AuthApi, req: IncomingMessage, user: UserRow) {
  const db = api.ctx.db.admin;
  const sessionId = await createSession(db, user.id, 'password', api.clientInfo(req));
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, null);
  const { rows } = await db.query<UserRow>('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *', [
    user.id,
  ]);
  await touchEmailIdentity(db, user.id);
  const session = (await findSession(db, sessionId))!;
  return sessionResponse(api.ctx, api.issuerOf(req), rows[0] ?? user, session, refreshToken);
}

async function signup(api: AuthApi, req: IncomingMessage, body: JsonObject) {
  if (!api.ctx.config.signupEnabled) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const email = normalizeEmail(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email) throw badRequest('validation_failed', 'To signup, please provide your email');
  checkEmailFormat(email);
  checkPassword(password);
  const wait = await api.limiter.take(`signup:ip:${addressKey(clientAddress(req, api.ctx.config.trustProxy))}`, api.limits().signInPerAddress);
  if (wait) throw api.rateLimited(wait);
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as JsonObject) : {};
  let user: UserRow;
  try {
    // Never any role: staff rights come only from an administrator.
    user = await createUser(api.ctx.db.admin, { email, password, userMetadata: data, emailConfirm: true });
  } catch (err) {
    if (err instanceof UserExistsError) throw unprocessable('user_already_exists', 'User already registered');
    throw err;
  }
  return startSession(api, req, user);
}

export const tokenRoutes: AuthRoute[] = [
  {
    method: 'POST',
    path: '/token',
    async handle({ api, req, res, url }) {
      const grant = url.searchParams.get('grant_type');
      const body = await readJsonObject(req);
      if (grant === 'password') {
        const { session, cookie } = await passwordGrant(api, req, body);
        api.send(req, res, 200, session, { 'Set-Cookie': cookie });
      } else if (grant === 'refresh_token') {
        const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
        api.send(req, res, 200, await refreshSession(api.ctx, api.issuerOf(req), token, api.limits().refreshReuseInterval));
      } else {
        throw badRequest('validation_failed', 'unsupported_grant_type');
      }
    },
  },
  {
    method: 'POST',
    path: '/signup',
    async handle({ api, req, res }) {
      api.send(req, res, 200, await signup(api, req, await readJsonObject(req)));
    },
  },
  {
    method: 'POST',
    path: '/logout',
    async handle({ api, req, res, url }) {
      const scope = url.searchParams.get('scope') ?? 'global';
      if (!['global', 'local', 'others'].includes(scope)) throw badRequest('validation_failed', 'Unsupported logout scope');
      const { user, session } = await api.requireUser(req);
      const db = api.ctx.db.admin;
      if (scope === 'global' || !session) await db.query('delete from auth.sessions where user_id = $1', [user.id]);
      else if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [session.id]);
      else await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
      await api.audit(req, { action: 'logout', actorId: user.id, actorEmail: user.email });
      res.writeHead(204, { ...versionHeaders(req) }).end();
    },
  },
];
