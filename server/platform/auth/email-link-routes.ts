/**
 * Invitations and password recovery by e-mail link, as Supabase Auth (GoTrue) does them:
 *   POST /invite   (service role) creates the user unconfirmed, `data` as user_metadata, and
 *                  mails a link; a pending invitation is sent again with a new link;
 *   POST /recover  always 200 {} whether or not the address belongs to someone (so it tells
 *                  nobody which e-mails exist), limited per address asked for and per client;
 *   GET  /verify?token=…&type=invite|recovery&redirect_to=…  (the link in the mail, no API key)
 *                  redirects with the session in the URL fragment, or the error there;
 *   POST /verify {type, token_hash}  (supabase-js verifyOtp) answers the session as JSON.
 * Links are single-use and expire (one-time-tokens.ts); redirect_to is kept only under the
 * site's origin (redirect-url.ts). Afterwards PUT /user sets the password with that session.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthMailRequest } from './auth-mail.ts';
import { addressKey } from '../http/address-key.ts';
import { clientAddress } from '../http/respond.ts';
import { createEmailIdentity } from './identities.ts';
import type { AuthApi } from './auth-api.ts';
import { AuthError, badRequest, forbidden, unprocessable, versionHeaders } from './errors.ts';
import { normalizeEmail } from './identifiers.ts';
import { consumeLinkToken, issueLinkToken, type LinkType } from './one-time-tokens.ts';
import { allowedRedirect } from './redirect-url.ts';
import { readJsonObject, type JsonObject } from './request-body.ts';
import type { AuthRoute } from './router.ts';
import { createSession, findSession, findUserById, insertRefreshToken, isBanned, sessionResponse, userJson } from './tokens.ts';
import { checkEmailFormat, mergeMeta } from './user-fields.ts';
import { findUserByEmail, type UserRow } from './users.ts';

const LINK_TYPES: readonly string[] = ['invite', 'recovery'];

/** auth.users.email is varchar(255). */
function checkLinkEmail(email: string): void {
  checkEmailFormat(email);
  if (email.length > 255) throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
}

const linkExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

function linkUrl(api: AuthApi, req: IncomingMessage, token: string, type: LinkType, redirectTo: string): string {
  const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${api.issuerOf(req)}/verify?${q.toString()}`;
}

async function invite(api: AuthApi, req: IncomingMessage, url: URL, body: JsonObject) {
  await api.requireAdmin(req);
  const db = api.ctx.db.admin;
  const email = normalizeEmail(body.email);
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  checkLinkEmail(email);
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as JsonObject) : {};
  let user = await findUserByEmail(db, email);
  if (user?.email_confirmed_at) throw unprocessable('email_exists', 'A user with this email address has already been registered');
  if (user) {
    const { rows } = await db.query<UserRow>(
      'update auth.users set raw_user_meta_data = $2, invited_at = now(), confirmation_sent_at = now(), updated_at = now() where id = $1 returning *',
      [user.id, mergeMeta(user.raw_user_meta_data ?? {}, data)],
    );
    user = rows[0]!;
  } else {
    // No usable password until the invitee sets one through the link.
    const { rows } = await db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, invited_at, confirmation_sent_at)
       values ($1, '', $2, $3, now(), now()) returning *`,
      [email, { provider: 'email', providers: ['email'] }, data],
    );
    user = rows[0]!;
    await createEmailIdentity(db, user.id, email, data);
  }
  const token = await issueLinkToken(db, user.id, 'invite', email);
  const redirectTo = allowedRedirect(api.ctx.config, url.searchParams.get('redirect_to'));
  // As GoTrue hands its invite template the user's data (`.Data`): the app words it.
  api.ctx.authMail.send({ kind: 'invite', to: email, link: linkUrl(api, req, token, 'invite', redirectTo), data, appMetadata: user.raw_app_meta_data ?? {} });
  return userJson(db, user);
}

async function recover(api: AuthApi, req: IncomingMessage, url: URL, body: JsonObject): Promise<void> {
  const email = normalizeEmail(body.email);
  if (!email) throw badRequest('validation_failed', 'Password recovery requires an email');
  checkLinkEmail(email);
  // Both limits count every address asked for, known or not, so a 429 reveals nothing either.
  const address = addressKey(clientAddress(req, api.ctx.config.trustProxy));
  const perAddress = await api.emailsPerAddress.take(`recover:ip:${address}`, api.limits().emailPerAddress);
  if (perAddress) throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded', { retryAfter: perAddress });
  // GoTrue's SMTP_MAX_FREQUENCY default: one mail per address a minute.
  const wait = await api.emailFrequency.take(`recover:email:${email}`, 1);
  if (wait) {
    await api.emailsPerAddress.refund(`recover:ip:${address}`);
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`, {
      retryAfter: wait,
    });
  }
  // The answer does not wait for the lookup, the token or the mail: its time is the same for
  // known and unknown addresses, so it tells nobody which addresses have an account.
  const redirectTo = allowedRedirect(api.ctx.config, url.searchParams.get('redirect_to'));
  api.ctx.authMail.sendWhenMade(recoveryMail(api, req, email, redirectTo).catch((err: unknown) => {
    api.ctx.log(`Password recovery for a requested address failed: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  }));
}

/** The recovery e-mail for `email`, or none when no (unbanned) account has that address. */
async function recoveryMail(api: AuthApi, req: IncomingMessage, email: string, redirectTo: string): Promise<AuthMailRequest | undefined> {
  const db = api.ctx.db.admin;
  const user = await findUserByEmail(db, email);
  if (!user || isBanned(user)) return undefined;
  const token = await issueLinkToken(db, user.id, 'recovery', email);
  await db.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
  return { kind: 'recovery', to: email, link: linkUrl(api, req, token, 'recovery', redirectTo) };
}

/** Uses the link and signs its owner in: the session answer of /token. */
/** The request's own mistakes, answered as JSON even on the link flow (as GoTrue does). */
function checkVerifyParams(type: string, token: string): void {
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!LINK_TYPES.includes(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
}

async function verifyLink(api: AuthApi, req: IncomingMessage, type: string, token: string): Promise<Record<string, unknown>> {
  checkVerifyParams(type, token);
  const db = api.ctx.db.admin;
  const userId = await consumeLinkToken(db, token, type as LinkType);
  const found = userId ? await findUserById(db, userId) : undefined;
  if (!found) throw linkExpired();
  if (isBanned(found)) throw forbidden('user_banned', 'User is banned');
  const sessionId = await createSession(db, found.id, type, api.clientInfo(req));
  const refreshToken = await insertRefreshToken(db, found.id, sessionId, null);
  const { rows } = await db.query<UserRow>(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
      where id = $1 returning *`,
    [found.id],
  );
  const session = (await findSession(db, sessionId))!;
  return sessionResponse(api.ctx, api.issuerOf(req), rows[0]!, session, refreshToken);
}

function redirect(res: ServerResponse, req: IncomingMessage, location: string): void {
  res.writeHead(303, { ...versionHeaders(req), Location: location, 'Cache-Control': 'no-store' }).end();
}

/** The link flow: the session (or the error) in the fragment of redirect_to, as GoTrue sends it. */
async function verifyRedirect(api: AuthApi, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const type = url.searchParams.get('type') ?? '';
  const token = url.searchParams.get('token') ?? '';
  checkVerifyParams(type, token);
  const target = allowedRedirect(api.ctx.config, url.searchParams.get('redirect_to'));
  const base = target.split('#')[0];
  try {
    const session = await verifyLink(api, req, type, token);
    const fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type,
    });
    redirect(res, req, `${base}#${fragment.toString()}`);
  } catch (err) {
    if (!(err instanceof AuthError) || err.status >= 500) throw err;
    const fragment = new URLSearchParams({
      error: err.status === 403 ? 'access_denied' : 'invalid_request',
      error_code: err.errorCode,
      error_description: err.errorCode === 'otp_expired' ? 'Email link is invalid or has expired' : err.message,
    });
    redirect(res, req, `${base}#${fragment.toString()}`);
  }
}

export const emailLinkRoutes: AuthRoute[] = [
  {
    method: 'POST',
    path: '/invite',
    async handle({ api, req, res, url }) {
      const body = await readJsonObject(req);
      api.send(req, res, 200, await invite(api, req, url, body));
    },
  },
  {
    method: 'POST',
    path: '/recover',
    async handle({ api, req, res, url }) {
      await recover(api, req, url, await readJsonObject(req));
      api.send(req, res, 200, {});
    },
  },
  {
    method: 'POST',
    path: '/verify',
    async handle({ api, req, res }) {
      const body = await readJsonObject(req);
      const type = typeof body.type === 'string' ? body.type : '';
      const token = typeof body.token_hash === 'string' ? body.token_hash : '';
      // A 6-digit code with the e-mail (verifyOtp({ email, token })) is never issued here.
      if (!token && typeof body.token === 'string' && body.token && LINK_TYPES.includes(type)) throw linkExpired();
      api.send(req, res, 200, await verifyLink(api, req, type, token));
    },
  },
  {
    method: 'GET',
    path: '/verify',
    // Opened from the e-mail in a browser, which has no API key (as on hosted Supabase).
    public: true,
    async handle({ api, req, res, url }) {
      await verifyRedirect(api, req, res, url);
    },
  },
];
