/**
 * Users as the Auth API shows them, sessions, access tokens and refresh-token rotation.
 *
 * A session is a row in auth.sessions; its authentication methods are rows in
 * auth.mfa_amr_claims (password, totp) and its assurance level is sessions.aal.
 * Refresh tokens are random opaque strings in auth.refresh_tokens; each use revokes
 * the token and issues a child (parent = the old token).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import type pg from 'pg';
import type { PlatformContext } from '../context.ts';
import type { Claims } from '../jwt.ts';
import type { UserRow } from './users.ts';
import { AuthError, badRequest } from './errors.ts';
import { isCanonicalUuid } from './identifiers.ts';
import { groupByUser, listIdentities, listIdentitiesOfUsers, type IdentityRow } from './identities.ts';

type Db = pg.Pool | pg.PoolClient;

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'verified' | 'unverified';
  secret: string | null;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  factor_id: string | null;
  created_at: Date;
}

export interface Amr {
  method: string;
  timestamp: number;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

export function factorJson(f: FactorRow) {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? '',
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    ...(f.last_challenged_at ? { last_challenged_at: iso(f.last_challenged_at) } : {}),
  };
}

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at, id', [userId]);
  return rows;
}

/** An identity as Supabase Auth returns it: `identity_id` is the row's id, `id` the provider's. */
function identityJson(i: IdentityRow): Record<string, unknown> {
  const out: Record<string, unknown> = { identity_id: i.id, id: i.provider_id, user_id: i.user_id, identity_data: i.identity_data, provider: i.provider };
  if (i.last_sign_in_at) out.last_sign_in_at = iso(i.last_sign_in_at);
  out.created_at = iso(i.created_at);
  out.updated_at = iso(i.updated_at);
  if (i.email) out.email = i.email;
  return out;
}

/** The user object of the Auth API (GoTrue leaves out empty optional fields). */
export async function userJson(db: Db, u: UserRow): Promise<Record<string, unknown>> {
  return userJsonOf(u, await listIdentities(db, u.id), await listFactors(db, u.id));
}

/** The user objects of a page of users: their identities and factors in one query each. */
export async function usersJson(db: Db, users: UserRow[]): Promise<Record<string, unknown>[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const identities = await listIdentitiesOfUsers(db, ids);
  const { rows: factorRows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = any($1::uuid[]) order by created_at, id',
    [ids],
  );
  const factors = groupByUser(factorRows);
  return users.map((u) => userJsonOf(u, identities.get(u.id) ?? [], factors.get(u.id) ?? []));
}

function userJsonOf(u: UserRow, identities: IdentityRow[], factors: FactorRow[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
  };
  if (u.email_confirmed_at) out.email_confirmed_at = iso(u.email_confirmed_at);
  out.phone = '';
  if (u.email_confirmed_at) out.confirmed_at = iso(u.email_confirmed_at);
  if (u.last_sign_in_at) out.last_sign_in_at = iso(u.last_sign_in_at);
  out.app_metadata = u.raw_app_meta_data ?? {};
  out.user_metadata = u.raw_user_meta_data ?? {};
  out.identities = identities.map(identityJson);
  if (factors.length) out.factors = factors.map(factorJson);
  out.created_at = iso(u.created_at);
  out.updated_at = iso(u.updated_at);
  if (u.banned_until) out.banned_until = iso(u.banned_until);
  out.is_anonymous = u.is_anonymous ?? false;
  return out;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isCanonicalUuid(id)) return undefined;
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [id]);
  return rows[0];
}

export function isBanned(u: UserRow): boolean {
  return !!u.banned_until && new Date(u.banned_until).getTime() > Date.now();
}

export function newRefreshToken(): string {
  return crypto.randomBytes(16).toString('base64url');
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** A new aal1 session for a user who just proved `method` (e.g. password). */
export async function createSession(db: Db, userId: string, method: string, client: ClientInfo): Promise<string> {
  const ip = net.isIP(client.ip.replace(/^::ffff:/, '')) ? client.ip.replace(/^::ffff:/, '') : null;
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal, user_agent, ip, refreshed_at) values ($1, 'aal1', $2, $3, now()) returning id`,
    [userId, client.userAgent?.slice(0, 512) ?? null, ip],
  );
  const sessionId = rows[0]!.id;
  await addAmrClaim(db, sessionId, method);
  return sessionId;
}

export async function addAmrClaim(db: Db, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = clock_timestamp()`,
    [sessionId, method],
  );
}

/** The session's methods, most recent first, as GoTrue orders them. */
export async function sessionAmr(db: Db, sessionId: string): Promise<Amr[]> {
  const { rows } = await db.query<{ method: string; ts: string }>(
    `select authentication_method as method, extract(epoch from updated_at)::float8 as ts
       from auth.mfa_amr_claims where session_id = $1
      order by updated_at desc, (authentication_method = 'password')`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Math.floor(Number(r.ts)) }));
}

export async function findSession(db: Db, id: string | undefined): Promise<SessionRow | undefined> {
  if (!isCanonicalUuid(id)) return undefined;
  const { rows } = await db.query<SessionRow>('select * from auth.sessions where id = $1', [id]);
  return rows[0];
}

/**
 * Signs the user out everywhere but `keep` (none: everywhere), as Supabase Auth does when the
 * password changes: the sessions go, and with them (cascade) their refresh tokens; tokens
 * without a session are revoked too.
 */
export async function endOtherSessions(db: Db, userId: string, keep: string | undefined): Promise<void> {
  await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, keep ?? null]);
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1 and session_id is null and not revoked', [userId]);
}

export async function insertRefreshToken(db: Db, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await db.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
    token,
    userId,
    sessionId,
    parent,
  ]);
  return token;
}

function decodePayload(token: string): { iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };
}

/** The session answer of /token and /factors/{id}/verify. */
export async function sessionResponse(
  ctx: PlatformContext,
  issuer: string,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const db = ctx.db.admin;
  const amr = await sessionAmr(db, session.id);
  const claims: Claims = {
    aud: user.aud ?? 'authenticated',
    iss: issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: session.aal,
    amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous ?? false,
  };
  const expiry = ctx.config.jwtExpiry;
  const accessToken = await ctx.jwt.sign(claims, expiry);
  const { exp } = decodePayload(accessToken);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string | null;
  parent: string | null;
  revoked: boolean;
  age: number;
}

const notFoundToken = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * Rotates a refresh token. A revoked token used again within `reuseInterval` seconds
 * of its rotation gets the session's current token back (two tabs refreshing at once);
 * later, it counts as stolen and the whole session is ended.
 */
export async function refreshSession(
  ctx: PlatformContext,
  issuer: string,
  token: string,
  reuseInterval: number,
): Promise<Record<string, unknown>> {
  const client = await ctx.db.admin.connect();
  let result: { user: UserRow; session: SessionRow; refreshToken: string };
  try {
    await client.query('begin');
    try {
      result = await rotate(client, token, reuseInterval);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      if (err instanceof ReuseDetected) {
        // Outside the transaction that was rolled back: end the session for good.
        await ctx.db.admin.query('delete from auth.sessions where id = $1', [err.sessionId]);
        throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      throw err;
    }
  } finally {
    client.release();
  }
  return sessionResponse(ctx, issuer, result.user, result.session, result.refreshToken);
}

class ReuseDetected extends Error {
  constructor(readonly sessionId: string) {
    super('refresh token reused');
  }
}

async function rotate(db: pg.PoolClient, token: string, reuseInterval: number) {
  if (!token) throw notFoundToken();
  const { rows } = await db.query<RefreshRow>(
    `select id, token, user_id, session_id, parent, revoked, extract(epoch from now() - updated_at)::float8 as age
       from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  const rt = rows[0];
  if (!rt || !rt.session_id) throw notFoundToken();
  const session = await findSession(db, rt.session_id);
  if (!session) throw notFoundToken();
  const user = await findUserById(db, rt.user_id);
  if (!user) throw notFoundToken();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  const { rows: sessionRows } = await db.query<{ not_after: Date | null }>('select not_after from auth.sessions where id = $1 for update', [session.id]);
  const notAfter = sessionRows[0]?.not_after;
  if (notAfter && new Date(notAfter).getTime() < Date.now()) throw new AuthError(400, 'session_expired', 'Session Expired');

  if (rt.revoked) {
    if (Number(rt.age) <= reuseInterval) {
      const { rows: active } = await db.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and revoked = false and parent = $2 order by id desc limit 1`,
        [session.id, rt.token],
      );
      if (active[0]) return { user, session, refreshToken: active[0].token };
    }
    throw new ReuseDetected(session.id);
  }
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [rt.id]);
  const refreshToken = await insertRefreshToken(db, user.id, session.id, rt.token);
  await db.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [session.id]);
  return { user, session, refreshToken };
}
