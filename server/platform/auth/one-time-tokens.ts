/**
 * Single-use links of invitations and password recovery, in auth.one_time_tokens as GoTrue
 * keeps them: one pending token per user and kind (a new one replaces the old), stored only
 * as its SHA-256, consumed by deleting the row, valid for a fixed time after it was issued.
 */
import crypto from 'node:crypto';
import type pg from 'pg';

export type LinkType = 'invite' | 'recovery';

const TOKEN_TYPE: Record<LinkType, string> = { invite: 'confirmation_token', recovery: 'recovery_token' };

/** Invitations wait a day; a password reset an hour (GoTrue's mailer default). */
export const LINK_LIFETIME_SECONDS: Record<LinkType, number> = { invite: 24 * 3600, recovery: 3600 };

const hashOf = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link token for the user (the previous one of this kind stops working). */
export async function issueLinkToken(db: pg.Pool | pg.PoolClient, userId: string, type: LinkType, email: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now(), updated_at = now()`,
    [userId, TOKEN_TYPE[type], hashOf(token), email],
  );
  return token;
}

/**
 * Uses up the token: the user it was issued to, or undefined when it is unknown, already
 * used, or expired (an expired token is deleted all the same).
 */
export async function consumeLinkToken(db: pg.Pool | pg.PoolClient, token: string, type: LinkType): Promise<string | undefined> {
  if (!token) return undefined;
  const { rows } = await db.query<{ user_id: string; fresh: boolean }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2
     returning user_id, created_at > now() - make_interval(secs => $3) as fresh`,
    [hashOf(token), TOKEN_TYPE[type], LINK_LIFETIME_SECONDS[type]],
  );
  const row = rows[0];
  return row?.fresh ? row.user_id : undefined;
}
