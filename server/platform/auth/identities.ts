/**
 * auth.identities as Supabase Auth writes them for e-mail accounts: one row per user with
 * provider 'email', provider_id the user's id, identity_data {sub, email, email_verified,
 * phone_verified} (plus the sign-up's user data), last_sign_in_at touched at each sign-in.
 * The rows go with the user (foreign key, on delete cascade). They are what a hosted project
 * needs to let the account sign in with its password after an import.
 */
import type pg from 'pg';

type Db = pg.Pool | pg.PoolClient;

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export async function createEmailIdentity(db: Db, userId: string, email: string, data: Record<string, unknown> = {}): Promise<void> {
  // Supabase Auth keeps its own claims and adds the sign-up's data under keys not yet taken.
  const identityData = { ...data, sub: userId, email: email.toLowerCase(), email_verified: false, phone_verified: false };
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2, 'email', now())
     on conflict (provider_id, provider) do nothing`,
    [userId, identityData],
  );
}

/** A changed e-mail address, as the admin API's update writes it into the identity. */
export async function updateEmailIdentity(db: Db, userId: string, email: string): Promise<void> {
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower($2::text)), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}

export async function touchEmailIdentity(db: Db, userId: string): Promise<void> {
  await db.query(`update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`, [userId]);
}

export async function listIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
  return rows;
}

/** The identities of several users (a page of the admin list) in one query, by user id. */
export async function listIdentitiesOfUsers(db: Db, userIds: string[]): Promise<Map<string, IdentityRow[]>> {
  const { rows } = await db.query<IdentityRow>('select * from auth.identities where user_id = any($1::uuid[]) order by created_at', [userIds]);
  return groupByUser(rows);
}

/** Rows grouped by user_id, each group in the rows' order. */
export function groupByUser<T extends { user_id: string }>(rows: T[]): Map<string, T[]> {
  const byUser = new Map<string, T[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id);
    if (list) list.push(row);
    else byUser.set(row.user_id, [row]);
  }
  return byUser;
}
