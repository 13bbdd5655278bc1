/**
 * Accounts as Supabase Auth stores them: auth.users (with the bcrypt hashes), auth.identities
 * and auth.mfa_factors, in the columns Supabase Auth's own migrations give those tables. The
 * token columns Supabase Auth reads as strings are written as '' rather than null (its Go code
 * cannot read a null there, and the sign-in would fail with "Database error querying schema").
 */
import type pg from 'pg';
import { insertStatements, qualified, writableColumns, type TableRef } from './table-data.ts';

/** Supabase Auth's columns of each table (its migrations, not its generated columns). */
export const SUPABASE_AUTH_COLUMNS: Record<string, string[]> = {
  users: [
    'instance_id', 'id', 'aud', 'role', 'email', 'encrypted_password', 'email_confirmed_at', 'invited_at',
    'confirmation_token', 'confirmation_sent_at', 'recovery_token', 'recovery_sent_at', 'email_change_token_new',
    'email_change', 'email_change_sent_at', 'last_sign_in_at', 'raw_app_meta_data', 'raw_user_meta_data',
    'is_super_admin', 'created_at', 'updated_at', 'phone', 'phone_confirmed_at', 'phone_change', 'phone_change_token',
    'phone_change_sent_at', 'email_change_token_current', 'email_change_confirm_status', 'banned_until',
    'reauthentication_token', 'reauthentication_sent_at', 'is_sso_user', 'deleted_at', 'is_anonymous',
  ],
  identities: ['provider_id', 'user_id', 'identity_data', 'provider', 'last_sign_in_at', 'created_at', 'updated_at', 'id'],
  mfa_factors: [
    'id', 'user_id', 'friendly_name', 'factor_type', 'status', 'created_at', 'updated_at', 'secret', 'phone',
    'last_challenged_at', 'web_authn_credential', 'web_authn_aaguid', 'last_webauthn_challenge_data',
  ],
};

const EMPTY_NOT_NULL = new Set([
  'confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change', 'phone_change',
  'phone_change_token', 'email_change_token_current', 'reauthentication_token',
]);
const NIL_INSTANCE = '00000000-0000-0000-0000-000000000000';

export async function authInserts(db: pg.ClientBase): Promise<{ sql: string; users: number; identities: number; factors: number }> {
  const counts: Record<string, number> = {};
  let sql = '';
  for (const name of ['users', 'identities', 'mfa_factors']) {
    const table: TableRef = { schema: 'auth', name };
    const ours = new Set(await writableColumns(db, table));
    const columns = SUPABASE_AUTH_COLUMNS[name]!.filter((c) => ours.has(c));
    const expr = (c: string) => {
      if (name === 'users' && EMPTY_NOT_NULL.has(c)) return `coalesce(t."${c}"::text, '')`;
      if (name === 'users' && c === 'instance_id') return `coalesce(t.instance_id, '${NIL_INSTANCE}')::text`;
      return `t."${c}"::text`;
    };
    const order = name === 'users' ? 't.created_at, t.id' : 't.created_at, t.id';
    const select = `select ${columns.map(expr).join(', ')} from ${qualified(table)} t order by ${order}`;
    const part = await insertStatements(db, table, columns, select);
    sql += part.sql;
    counts[name] = part.rows;
  }
  return { sql, users: counts.users!, identities: counts.identities!, factors: counts.mfa_factors! };
}
