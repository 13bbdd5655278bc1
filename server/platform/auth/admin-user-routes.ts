/**
 * The admin user API (/admin/users) for the service role: list, create, read, update
 * (metadata, password, ban), delete, and the user's factors. A ban or a deletion ends the
 * user's sessions, so staff rights end with them; so does setting a new password. Passwords
 * are hashed in the queue's lane for known callers (password-queue.ts): this is the service role.
 */
import crypto from 'node:crypto';
import type { AuthApi } from './auth-api.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { normalizeEmail, requireUuidParam } from './identifiers.ts';
import { updateEmailIdentity } from './identities.ts';
import { hashPassword } from './password.ts';
import { passwordQueue } from './password-queue.ts';
import { readJsonObject, type JsonObject } from './request-body.ts';
import type { AuthRequest, AuthRoute } from './router.ts';
import { endOtherSessions, factorJson, findUserById, listFactors, userJson, usersJson } from './tokens.ts';
import { checkEmailFormat, checkPassword, mergeMeta, parseBan } from './user-fields.ts';
import { createUser, findUserByEmail, UserExistsError, type UserRow } from './users.ts';

const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

/** The service role only; then the user named in the path, which must exist. */
async function adminTarget({ api, req, params }: AuthRequest): Promise<UserRow> {
  await api.requireAdmin(req);
  const user = await findUserById(api.ctx.db.admin, requireUuidParam(params.user_id, 'user_id'));
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

async function listUsers(api: AuthApi, url: URL) {
  const db = api.ctx.db.admin;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('per_page') ?? '50', 10) || 50));
  const { rows } = await db.query<UserRow>('select * from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2', [
    perPage,
    (page - 1) * perPage,
  ]);
  const { rows: count } = await db.query<{ n: string }>('select count(*) as n from auth.users where deleted_at is null');
  const total = Number(count[0]!.n);
  const users = await usersJson(db, rows);
  const last = Math.max(1, Math.ceil(total / perPage));
  const base = `/admin/users?per_page=${perPage}`;
  const links = [`<${base}&page=${last}>; rel="last"`];
  if (page < last) links.unshift(`<${base}&page=${page + 1}>; rel="next"`);
  return { body: { users, aud: 'authenticated' }, headers: { 'X-Total-Count': String(total), Link: links.join(', ') } };
}

async function createUserAsAdmin(api: AuthApi, body: JsonObject) {
  const db = api.ctx.db.admin;
  const email = normalizeEmail(body.email);
  if (!email) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  checkEmailFormat(email);
  let password = typeof body.password === 'string' ? body.password : undefined;
  if (password !== undefined) checkPassword(password);
  password ??= crypto.randomBytes(32).toString('base64url');
  const ban = parseBan(body.ban_duration);
  const appMetadata = body.app_metadata && typeof body.app_metadata === 'object' ? (body.app_metadata as JsonObject) : {};
  const userMetadata = body.user_metadata && typeof body.user_metadata === 'object' ? (body.user_metadata as JsonObject) : {};
  let user: UserRow;
  try {
    const input = { email, password, appMetadata, userMetadata, emailConfirm: body.email_confirm === true };
    user = await passwordQueue.within('known', undefined, (place) => createUser(db, input, place));
  } catch (err) {
    if (err instanceof UserExistsError) throw emailExists();
    throw err;
  }
  if (ban) {
    const { rows } = await db.query<UserRow>('update auth.users set banned_until = $2 where id = $1 returning *', [user.id, ban]);
    user = rows[0]!;
  }
  return userJson(db, user);
}

async function updateUserAsAdmin(api: AuthApi, user: UserRow, body: JsonObject) {
  const db = api.ctx.db.admin;
  const sets: string[] = [];
  const params: unknown[] = [user.id];
  let emailChanged: string | undefined;
  const set = (sql: string, value: unknown) => {
    params.push(value);
    sets.push(`${sql} = $${params.length}`);
  };
  if (typeof body.email === 'string' && normalizeEmail(body.email) !== user.email) {
    const email = normalizeEmail(body.email);
    checkEmailFormat(email);
    const other = await findUserByEmail(db, email);
    if (other && other.id !== user.id) throw emailExists();
    set('email', email);
    emailChanged = email;
  }
  if (typeof body.password === 'string') {
    checkPassword(body.password);
    const password = body.password;
    set('encrypted_password', await passwordQueue.within('known', undefined, (place) => hashPassword(password, place)));
  }
  if (body.email_confirm === true && !user.email_confirmed_at) sets.push('email_confirmed_at = now()');
  if (body.app_metadata !== undefined) set('raw_app_meta_data', mergeMeta(user.raw_app_meta_data ?? {}, body.app_metadata));
  if (body.user_metadata !== undefined) set('raw_user_meta_data', mergeMeta(user.raw_user_meta_data ?? {}, body.user_metadata));
  const ban = parseBan(body.ban_duration);
  if (ban !== undefined) set('banned_until', ban);
  let updated = user;
  if (sets.length) {
    try {
      const { rows } = await db.query<UserRow>(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1 returning *`, params);
      updated = rows[0]!;
      if (emailChanged) await updateEmailIdentity(db, user.id, emailChanged);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw emailExists();
      throw err;
    }
  }
  // A ban ends the user's sessions (and with them any staff rights of tokens already issued);
  // so does a new password, as in Supabase Auth.
  if (ban || typeof body.password === 'string') await endOtherSessions(db, user.id, undefined);
  return userJson(db, updated);
}

async function deleteUserAsAdmin(api: AuthApi, user: UserRow, body: JsonObject) {
  const db = api.ctx.db.admin;
  if (body.should_soft_delete === true) {
    await db.query(`update auth.users set deleted_at = now(), email = null, encrypted_password = null, updated_at = now() where id = $1`, [user.id]);
    await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    await db.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    await db.query('delete from auth.identities where user_id = $1', [user.id]);
  } else {
    try {
      await db.query('delete from auth.users where id = $1', [user.id]);
    } catch (err) {
      if ((err as { code?: string }).code === '23503') {
        throw unprocessable('validation_failed', 'Database error deleting user: other rows still refer to this user');
      }
      throw err;
    }
  }
  return {};
}

export const adminUserRoutes: AuthRoute[] = [
  {
    method: 'GET',
    path: '/admin/users',
    async handle({ api, req, res, url }) {
      await api.requireAdmin(req);
      const { body, headers } = await listUsers(api, url);
      api.send(req, res, 200, body, headers);
    },
  },
  {
    method: 'POST',
    path: '/admin/users',
    async handle({ api, req, res }) {
      await api.requireAdmin(req);
      api.send(req, res, 200, await createUserAsAdmin(api, await readJsonObject(req)));
    },
  },
  {
    method: 'GET',
    path: '/admin/users/:user_id',
    async handle(r) {
      const user = await adminTarget(r);
      r.api.send(r.req, r.res, 200, await userJson(r.api.ctx.db.admin, user));
    },
  },
  {
    method: 'PUT',
    path: '/admin/users/:user_id',
    async handle(r) {
      const user = await adminTarget(r);
      r.api.send(r.req, r.res, 200, await updateUserAsAdmin(r.api, user, await readJsonObject(r.req)));
    },
  },
  {
    method: 'DELETE',
    path: '/admin/users/:user_id',
    async handle(r) {
      const user = await adminTarget(r);
      r.api.send(r.req, r.res, 200, await deleteUserAsAdmin(r.api, user, await readJsonObject(r.req)));
    },
  },
  {
    method: 'GET',
    path: '/admin/users/:user_id/factors',
    async handle(r) {
      const user = await adminTarget(r);
      r.api.send(r.req, r.res, 200, (await listFactors(r.api.ctx.db.admin, user.id)).map(factorJson));
    },
  },
  {
    method: 'DELETE',
    path: '/admin/users/:user_id/factors/:factor_id',
    async handle(r) {
      const user = await adminTarget(r);
      const factorId = requireUuidParam(r.params.factor_id, 'factor_id');
      const { rows } = await r.api.ctx.db.admin.query<{ id: string }>('delete from auth.mfa_factors where user_id = $1 and id = $2 returning id', [
        user.id,
        factorId,
      ]);
      if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
      r.api.send(r.req, r.res, 200, { id: rows[0].id });
    },
  },
];
