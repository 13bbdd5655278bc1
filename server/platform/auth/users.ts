/** Staff accounts in auth.users, shared by the Auth admin API and the first-start setup. */
import type pg from 'pg';
import { createEmailIdentity } from './identities.ts';
import { hashPassword } from './password.ts';
import type { PasswordPlace } from './password-queue.ts';

export interface NewUser {
  email: string;
  password: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  emailConfirm?: boolean;
}

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export class UserExistsError extends Error {
  constructor() {
    super('A user with this email address has already been registered');
  }
}

/** `place`: where the password is hashed (password-queue.ts); none: the lane for unknown callers. */
export async function createUser(db: pg.Pool | pg.PoolClient, input: NewUser, place?: PasswordPlace): Promise<UserRow> {
  const appMetadata = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
  try {
    const { rows } = await db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values (lower($1), $2, case when $3 then now() end, $4, $5) returning *`,
      [input.email.trim(), await hashPassword(input.password, place), input.emailConfirm ?? true, appMetadata, input.userMetadata ?? {}],
    );
    const user = rows[0]!;
    await createEmailIdentity(db, user.id, user.email, input.userMetadata);
    return user;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new UserExistsError();
    throw err;
  }
}

export async function findUserByEmail(db: pg.Pool | pg.PoolClient, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from auth.users where lower(email) = lower($1) and deleted_at is null', [email.trim()]);
  return rows[0];
}

/** Staff are users whose app_metadata carries role 'admin' (only the server can set it). */
export async function countStaff(db: pg.Pool | pg.PoolClient): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from auth.users where raw_app_meta_data->>'role' = 'admin' and deleted_at is null`);
  return Number(rows[0]!.n);
}
