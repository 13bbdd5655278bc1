/**
 * Passwords as Supabase Auth stores them, through unmodified supabase-js against the real
 * server: new accounts get bcrypt hashes at cost 10 and an 'email' identity; an account of an
 * earlier release (an `scrypt$` hash, no identity) signs in, its hash becomes bcrypt and, at the
 * next start, it gets its identity; a wrong password changes nothing; identities go with the user.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, STAFF_PASSWORD, startTestServer, type TestServer } from '../helpers/server.ts';

/** The hash format of earlier releases (scrypt N=2^15, r=8, p=1), written as they wrote it. */
function oldScryptHash(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password.normalize('NFKC'), salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 1 << 15, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

describe('password hashes and identities as Supabase Auth keeps them', () => {
  let t: TestServer;
  const q = async <R,>(sql: string, params: unknown[] = []) => (await t.server.ctx.db.admin.query(sql, params)).rows as R[];

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the first staff account has a bcrypt hash at cost 10 that bcrypt verifies, and an email identity', async () => {
    const [user] = await q<{ id: string; encrypted_password: string }>('select id, encrypted_password from auth.users where email = $1', [STAFF_EMAIL]);
    expect(user!.encrypted_password).toMatch(/^\$2[ab]\$10\$[./A-Za-z0-9]{53}$/);
    expect(await bcrypt.compare(STAFF_PASSWORD, user!.encrypted_password)).toBe(true);
    expect(await bcrypt.compare('wrong-password', user!.encrypted_password)).toBe(false);
    const identities = await q<{ provider: string; provider_id: string; identity_data: unknown; email: string }>(
      'select provider, provider_id, identity_data, email from auth.identities where user_id = $1',
      [user!.id],
    );
    expect(identities).toEqual([
      {
        provider: 'email',
        provider_id: user!.id,
        identity_data: { sub: user!.id, email: STAFF_EMAIL, email_verified: false, phone_verified: false },
        email: STAFF_EMAIL,
      },
    ]);
  });

  it('the admin API creates the identity, returns it with the user, and a deletion removes it', async () => {
    const { data, error } = await t.service().auth.admin.createUser({ email: 'Kisi@Example.com', password: 'kisi-password-1', email_confirm: true });
    expect(error).toBeNull();
    const id = data.user!.id;
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.identities![0]).toMatchObject({ id, user_id: id, provider: 'email', identity_data: { sub: id, email: 'kisi@example.com' } });
    const [row] = await q<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [id]);
    expect(await bcrypt.compare('kisi-password-1', row!.encrypted_password)).toBe(true);

    const updated = await t.service().auth.admin.updateUserById(id, { email: 'yeni@example.com', password: 'kisi-password-2' });
    expect(updated.error).toBeNull();
    const [identity] = await q<{ email: string }>('select email from auth.identities where user_id = $1', [id]);
    expect(identity!.email).toBe('yeni@example.com');
    const [changed] = await q<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [id]);
    expect(await bcrypt.compare('kisi-password-2', changed!.encrypted_password)).toBe(true);

    expect((await t.service().auth.admin.deleteUser(id)).error).toBeNull();
    expect(await q('select 1 from auth.identities where user_id = $1', [id])).toEqual([]);
  });

  it('a password longer than 72 bytes is refused as Supabase Auth refuses it', async () => {
    const { error } = await t.service().auth.admin.createUser({ email: 'uzun@example.com', password: 'ş'.repeat(37), email_confirm: true });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Password cannot be longer than 72 characters');
  });

  it('an account with an scrypt hash of an earlier release signs in, and its hash becomes bcrypt', async () => {
    const email = 'eski@example.com';
    const password = 'eski-şifre-123';
    const [user] = await q<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data) values ($1, $2, now(), '{"provider":"email"}') returning id`,
      [email, oldScryptHash(password)],
    );
    const before = (await q<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [user!.id]))[0]!.encrypted_password;

    // A wrong password neither signs in nor touches the stored hash.
    const wrong = await t.anon().auth.signInWithPassword({ email, password: 'yanlis-sifre' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect((await q<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [user!.id]))[0]!.encrypted_password).toBe(before);

    const first = await t.anon().auth.signInWithPassword({ email, password });
    expect(first.error).toBeNull();
    const [after] = await q<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [user!.id]);
    expect(after!.encrypted_password).toMatch(/^\$2[ab]\$10\$/);
    expect(await bcrypt.compare(password, after!.encrypted_password)).toBe(true);

    // The new hash works for the next sign-in, and is not written again.
    const second = await t.anon().auth.signInWithPassword({ email, password });
    expect(second.error).toBeNull();
    expect((await q<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [user!.id]))[0]!.encrypted_password).toBe(
      after!.encrypted_password,
    );
  });

  it("the next start gives accounts of an earlier release their email identity, and Supabase Auth's enum types", async () => {
    const [user] = await q<{ id: string; last_sign_in_at: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at) values ('onceki@example.com', '', now(), '2026-01-02 03:04:05+00') returning id, last_sign_in_at`,
    );
    // An earlier release's auth columns: text with checks where Supabase Auth has enum types.
    await q(`insert into auth.mfa_factors (user_id, factor_type, status, secret) values ($1, 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`, [user!.id]);
    await q(`alter table auth.mfa_factors alter column status drop default;
      alter table auth.mfa_factors alter column factor_type type text, alter column status type text;
      alter table auth.mfa_factors add constraint mfa_factors_status_check check (status in ('unverified', 'verified'));
      alter table auth.sessions alter column aal drop default;
      alter table auth.sessions alter column aal type text;
      alter table auth.sessions add constraint sessions_aal_check check (aal in ('aal1', 'aal2', 'aal3'));
      alter table auth.one_time_tokens alter column token_type type text;`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-test-second-'));
    fs.copyFileSync(path.join(t.dataDir, 'secrets.json'), path.join(dataDir, 'secrets.json'));
    const second = await startTestServer({ dataDir, env: { DATABASE_URL: t.server.ctx.databaseUrl } });
    try {
      const identities = await q<{ provider: string; provider_id: string; identity_data: unknown; last_sign_in_at: string }>(
        'select provider, provider_id, identity_data, last_sign_in_at from auth.identities where user_id = $1',
        [user!.id],
      );
      expect(identities).toEqual([
        {
          provider: 'email',
          provider_id: user!.id,
          identity_data: { sub: user!.id, email: 'onceki@example.com', email_verified: false, phone_verified: false },
          last_sign_in_at: user!.last_sign_in_at,
        },
      ]);
      const types = await q<{ column_name: string; udt_name: string }>(
        `select column_name, udt_name from information_schema.columns
          where table_schema = 'auth' and (table_name, column_name) in (('mfa_factors', 'factor_type'), ('mfa_factors', 'status'), ('sessions', 'aal'), ('one_time_tokens', 'token_type'))
          order by column_name`,
      );
      expect(types).toEqual([
        { column_name: 'aal', udt_name: 'aal_level' },
        { column_name: 'factor_type', udt_name: 'factor_type' },
        { column_name: 'status', udt_name: 'factor_status' },
        { column_name: 'token_type', udt_name: 'one_time_token_type' },
      ]);
      expect(await q(`select factor_type::text, status::text from auth.mfa_factors where user_id = $1`, [user!.id])).toEqual([{ factor_type: 'totp', status: 'verified' }]);
      // The converted columns work as before: a sign-in (aal1 session) on the restarted server.
      const client = second.anon();
      expect((await client.auth.signInWithPassword({ email: STAFF_EMAIL, password: STAFF_PASSWORD })).error).toBeNull();
    } finally {
      await second.close();
    }
  });
});
