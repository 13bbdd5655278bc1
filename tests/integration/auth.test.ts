/**
 * The embedded Auth service through unmodified supabase-js (auth-js): the flows the admin
 * uses (password sign-in, session refresh with rotation, sign-out, TOTP enrolment and the
 * aal2 step), the admin API for the service role, and the error shapes of Supabase Auth.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, STAFF_PASSWORD, startTestServer, type TestServer } from '../helpers/server.ts';

function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

describe('Auth service (/auth/v1)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs staff in with a password and returns a session whose JWT the API accepts', async () => {
    const client = t.anon();
    const { data, error } = await client.auth.signInWithPassword({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(STAFF_EMAIL);
    expect(data.user?.app_metadata.role).toBe('admin');
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session!.expires_in).toBeGreaterThan(0);
    // The access token carries what RLS reads, and staff may now read drafts and write.
    const { data: drafts } = await client.from('blog_posts').select('slug').eq('published', false);
    expect(drafts!.length).toBeGreaterThan(0);
    const { error: writeError } = await client.from('testimonials').update({ rating: 4 }).eq('name', 'Ayşe Demir');
    expect(writeError).toBeNull();
    const { data: userData } = await client.auth.getUser();
    expect(userData.user?.id).toBe(data.user!.id);
  });

  it('answers a wrong password with invalid_credentials and the Auth error shape', async () => {
    const { data, error } = await t.anon().auth.signInWithPassword({ email: STAFF_EMAIL, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('refuses a password shorter than 8 characters with weak_password, as the admin does', async () => {
    const { error } = await t.service().auth.admin.createUser({ email: 'short@example.com', password: 'seven77', email_confirm: true });
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({ status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.' });
    const ok = await t.service().auth.admin.createUser({ email: 'short@example.com', password: 'eight888', email_confirm: true });
    expect(ok.error).toBeNull();
    await t.service().auth.admin.deleteUser(ok.data.user!.id);
  });

  it('refuses requests without a valid API key as the gateway does', async () => {
    const res = await fetch(`${t.url}/auth/v1/settings`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('No API key found in request');
  });

  it('rotates refresh tokens: a used token is refused after the reuse interval', async () => {
    const limits = t.server.ctx.config.authLimits;
    limits.refreshReuseInterval = 0;
    try {
      const client = t.anon();
      const { data } = await client.auth.signInWithPassword({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
      const first = data.session!.refresh_token;
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session!.refresh_token).not.toBe(first);
      const again = await t.anon().auth.refreshSession({ refresh_token: first });
      expect(again.error?.code).toBe('refresh_token_already_used');
    } finally {
      limits.refreshReuseInterval = 10;
    }
  });

  it('signs out: the refresh token dies and the session JWT is refused', async () => {
    const client = t.anon();
    const { data } = await client.auth.signInWithPassword({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const { access_token, refresh_token } = data.session!;
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const refreshed = await t.anon().auth.refreshSession({ refresh_token });
    expect(refreshed.error).not.toBeNull();
    const res = await fetch(`${t.url}/auth/v1/user`, { headers: { apikey: t.anonKey, Authorization: `Bearer ${access_token}` } });
    expect(res.status).toBe(403);
    // Without X-Supabase-Api-Version, Supabase Auth answers with its older error shape.
    expect(await res.json()).toMatchObject({ code: 403, error_code: 'session_not_found' });
  });

  it('has sign-up switched off', async () => {
    const { error } = await t.anon().auth.signUp({ email: 'stranger@example.com', password: 'a-long-password' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('signup_disabled');
  });

  it('limits repeated failed sign-ins with 429 over_request_rate_limit', async () => {
    const limits = t.server.ctx.config.authLimits;
    limits.signInPerEmail = 3;
    try {
      const email = 'limit@example.com';
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 4; i++) {
        const { error } = await t.anon().auth.signInWithPassword({ email, password: `wrong-${i}` });
        codes.push(error?.code);
      }
      expect(codes).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'over_request_rate_limit']);
    } finally {
      limits.signInPerEmail = 10;
    }
  });

  it('lets the service role manage users, and nobody else', async () => {
    const admin = t.service().auth.admin;
    const created = await admin.createUser({ email: 'editor2@example.com', password: 'editor-password', email_confirm: true, app_metadata: { role: 'admin' } });
    expect(created.error).toBeNull();
    expect(created.data.user?.app_metadata.role).toBe('admin');
    const signedIn = await t.anon().auth.signInWithPassword({ email: 'editor2@example.com', password: 'editor-password' });
    expect(signedIn.error).toBeNull();
    const list = await admin.listUsers();
    expect(list.data.users.map((u) => u.email)).toContain('editor2@example.com');
    expect((await admin.deleteUser(created.data.user!.id)).error).toBeNull();

    const staff = await t.signIn();
    const { error } = await staff.auth.admin.listUsers();
    expect(error?.status).toBe(403);
  });

  it('adds a staff account from the command line (npm run user:add), and resets its password', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../scripts/user-add.ts'), ...args], {
        env: { ...process.env, SUPABASE_URL: t.url, SUPABASE_SERVICE_ROLE_KEY: t.serviceRoleKey },
      });
    const first = await run('Yeni.Editor@example.com');
    const generated = /Password \(shown once\): (\S+)/.exec(first.stdout)?.[1];
    expect(generated).toBeDefined();
    const signedIn = await t.anon().auth.signInWithPassword({ email: 'yeni.editor@example.com', password: generated! });
    expect(signedIn.data.user?.app_metadata.role).toBe('admin');
    const second = await run('yeni.editor@example.com', '--password', 'another-password-1');
    expect(second.stdout).toContain('updated');
    expect((await t.anon().auth.signInWithPassword({ email: 'yeni.editor@example.com', password: 'another-password-1' })).error).toBeNull();
    await expect(run('not-an-email')).rejects.toMatchObject({ stderr: expect.stringContaining('Usage') });
  });

  it('publishes the signing keys as JWKS', async () => {
    const res = await fetch(`${t.url}/auth/v1/.well-known/jwks.json`);
    const body = (await res.json()) as { keys: { kty: string; d?: string }[] };
    expect(body.keys.length).toBeGreaterThan(0);
    expect(body.keys.every((k) => k.d === undefined)).toBe(true);
  });

  it('lists each user with their own identities and factors, as the single-user answer shows them', async () => {
    const admin = t.service().auth.admin;
    const emails = ['liste-1@example.com', 'liste-2@example.com', 'liste-3@example.com'];
    const ids: string[] = [];
    for (const email of emails) {
      const { data, error } = await admin.createUser({ email, password: 'liste-password', email_confirm: true });
      expect(error).toBeNull();
      ids.push(data.user!.id);
    }
    // Only the second user has factors (two, unverified).
    const client = t.anon();
    expect((await client.auth.signInWithPassword({ email: emails[1]!, password: 'liste-password' })).error).toBeNull();
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' })).error).toBeNull();
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' })).error).toBeNull();

    const list = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(list.error).toBeNull();
    for (const [i, id] of ids.entries()) {
      const listed = list.data.users.find((u) => u.id === id);
      const single = (await admin.getUserById(id)).data.user;
      expect(listed).toEqual(single);
      expect(listed!.identities!.map((x) => [x.provider, x.user_id, x.identity_data?.email])).toEqual([['email', id, emails[i]]]);
      expect((listed!.factors ?? []).map((f) => f.friendly_name)).toEqual(i === 1 ? ['Telefon', 'Tablet'] : []);
    }
    for (const id of ids) expect((await admin.deleteUser(id)).error).toBeNull();
  });

  it('enrols a TOTP factor; afterwards staff need the aal2 step before they may write', async () => {
    const { data: created } = await t.service().auth.admin.createUser({
      email: 'mfa-staff@example.com', password: 'mfa-staff-password', email_confirm: true, app_metadata: { role: 'admin' },
    });
    const client = t.anon();
    await client.auth.signInWithPassword({ email: 'mfa-staff@example.com', password: 'mfa-staff-password' });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string; qr_code: string; uri: string } };
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    expect(totp.uri).toContain('otpauth://totp/');

    const wrong = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' === totpCode(totp.secret) ? '111111' : '000000' });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const enrolmentCode = totpCode(totp.secret);
    const ok = await client.auth.mfa.challengeAndVerify({ factorId, code: enrolmentCode });
    expect(ok.error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // A new sign-in is aal1 again, and with a verified factor that is not enough to write.
    const second = t.anon();
    await second.auth.signInWithPassword({ email: 'mfa-staff@example.com', password: 'mfa-staff-password' });
    const aal1 = await second.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal1.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const { data: drafts } = await second.from('blog_posts').select('slug').eq('published', false);
    expect(drafts).toEqual([]);
    // Right after enrolment the app still shows the code that verified the factor: it opens
    // this sign-in (enrolment is not a sign-in to replay) ...
    const sameAsEnrolment = await second.auth.mfa.challengeAndVerify({ factorId, code: enrolmentCode });
    expect(sameAsEnrolment.error).toBeNull();
    // ... once: another sign-in cannot replay it, and gets in with the next step's code.
    const third = t.anon();
    await third.auth.signInWithPassword({ email: 'mfa-staff@example.com', password: 'mfa-staff-password' });
    const replay = await third.auth.mfa.challengeAndVerify({ factorId, code: enrolmentCode });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    expect(replay.error?.status).toBe(422);
    const step = await third.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret, 1) });
    expect(step.error).toBeNull();
    const { data: draftsAfter } = await second.from('blog_posts').select('slug').eq('published', false);
    expect(draftsAfter!.length).toBeGreaterThan(0);
    const amr = (await second.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method));
    expect(amr).toEqual(expect.arrayContaining(['password', 'totp']));

    // Removing the factor needs aal2 and works from there.
    expect((await second.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const factors = await t.service().auth.admin.mfa.listFactors({ userId: created.user!.id });
    expect(factors.data?.factors).toEqual([]);
  });
  it('routes as GoTrue: the API key first (not for the JWKS), then 404 not_found for unknown paths and methods', async () => {
    const v = { 'X-Supabase-Api-Version': '2024-01-01' };
    const noKey = await fetch(`${t.url}/auth/v1/no-such-path`, { headers: v });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ message: 'No API key found in request', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    expect((await fetch(`${t.url}/auth/v1/.well-known/jwks.json`, { method: 'HEAD' })).status).toBe(200);
    for (const [method, path] of [['GET', '/no-such-path'], ['DELETE', '/user'], ['GET', '/factors/x/y/z'], ['PATCH', '/admin/users'], ['GET', '/%E0%A4%A']]) {
      const res = await fetch(`${t.url}/auth/v1${path}`, { method, headers: { ...v, apikey: t.anonKey } });
      expect({ method, path, status: res.status, body: await res.json() }).toEqual({ method, path, status: 404, body: { code: 'not_found', message: 'Not Found' } });
    }
    const health = await fetch(`${t.url}/auth/v1/health`, { headers: { apikey: t.anonKey } });
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
    const settings = await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.anonKey } });
    expect(await settings.json()).toMatchObject({ disable_signup: true, external: { email: true, google: false } });
  });
});
