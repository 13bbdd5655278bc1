/**
 * The signed-in user: read it (GET /user), change the password or user metadata (PUT /user).
 * A new password ends every other session of the user, as Supabase Auth does (the one that
 * set it stays signed in): their refresh tokens go with them and private.is_staff() refuses
 * their access tokens at once. After a recovery or invitation link that session is the
 * link's own, so it is then the only one.
 */
import type { AuthApi } from './auth-api.ts';
import { unauthorized, unprocessable } from './errors.ts';
import { normalizeEmail } from './identifiers.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordQueue } from './password-queue.ts';
import { readJsonObject } from './request-body.ts';
import type { AuthRoute } from './router.ts';
import { endOtherSessions, listFactors, userJson, type SessionRow } from './tokens.ts';
import { checkPassword, mergeMeta } from './user-fields.ts';
import type { UserRow } from './users.ts';

export const userRoutes: AuthRoute[] = [
  {
    method: 'GET',
    path: '/user',
    async handle({ api, req, res }) {
      const { user } = await api.requireUser(req);
      api.send(req, res, 200, await userJson(api.ctx.db.admin, user));
    },
  },
  {
    method: 'PUT',
    path: '/user',
    async handle({ api, req, res }) {
      const { user, session } = await api.requireUser(req);
      const body = await readJsonObject(req);
      api.send(req, res, 200, await updateUser(api, user, session, body));
    },
  },
];

async function updateUser(api: AuthApi, user: UserRow, session: SessionRow | undefined, body: Record<string, unknown>) {
  const db = api.ctx.db.admin;
  if (typeof body.email === 'string' && normalizeEmail(body.email) !== user.email) {
    throw unprocessable('email_change_not_supported', 'Changing the e-mail address is done by an administrator on this server');
  }
  if (typeof body.password === 'string') {
    const factors = await listFactors(db, user.id);
    if (factors.some((f) => f.status === 'verified') && session?.aal !== 'aal2') {
      throw unauthorized('insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    }
    checkPassword(body.password);
  }
  const sets: string[] = [];
  const params: unknown[] = [user.id];
  if (typeof body.password === 'string') {
    const password = body.password;
    // A signed-in user: the queue's lane for known callers (password-queue.ts).
    const hash = await passwordQueue.within('known', user.id, async (place) => {
      if (await verifyPassword(password, user.encrypted_password, place)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      return hashPassword(password, place);
    });
    params.push(hash);
    sets.push(`encrypted_password = $${params.length}`);
  }
  if (body.data !== undefined) {
    params.push(mergeMeta(user.raw_user_meta_data ?? {}, body.data));
    sets.push(`raw_user_meta_data = $${params.length}`);
  }
  let updated = user;
  if (sets.length) {
    const client = await db.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<UserRow>(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1 returning *`, params);
      updated = rows[0]!;
      if (typeof body.password === 'string') await endOtherSessions(client, user.id, session?.id);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }
  return userJson(db, updated);
}
