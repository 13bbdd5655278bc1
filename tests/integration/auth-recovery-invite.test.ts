/**
 * Invitation and password recovery as Supabase Auth does them, through unmodified supabase-js
 * (`auth.admin.inviteUserByEmail`, `resetPasswordForEmail`, `verifyOtp`, `setSession`,
 * `updateUser`) against the real server: the link arrives in the outbox, redirects with the
 * session in the fragment, sets the password, and sign-in works; links are single-use and
 * expire; recovery answers the same for known and unknown addresses and is rate-limited;
 * redirect_to outside the site falls back to the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, STAFF_PASSWORD, startTestServer, type TestServer } from '../helpers/server.ts';

const SET_PASSWORD = '/admin/sifre-belirle';

/** The newest e-mail of `kind` to `to` in the outbox, and the verify link in it. */
async function mailLink(t: TestServer, to: string, kind: string): Promise<{ link: URL; count: number }> {
  await t.server.ctx.mail.idle();
  const mails = (await t.server.ctx.mail.list()).filter((m) => m.message.to === to && m.message.kind === kind);
  const text = mails[0]?.message.text ?? '';
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text);
  if (!match) throw new Error(`no ${kind} link to ${to} in the outbox`);
  return { link: new URL(match[0]), count: mails.length };
}

async function follow(link: URL): Promise<{ status: number; location: URL }> {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: new URL(res.headers.get('location') ?? 'about:blank') };
}

const fragmentOf = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)));

const EXPIRED = { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' };

describe('invitation and password recovery', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
    for (const email of ['kayip@example.com', 'sure@example.com', 'yonlendirme@example.com']) {
      const { error } = await t.service().auth.admin.createUser({ email, password: 'old-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
      expect(error).toBeNull();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('invite → outbox → link → set password → sign in', async () => {
    const email = 'davetli@example.com';
    const { data, error } = await t.service().auth.admin.inviteUserByEmail(email, { data: { name: 'Deniz Davetli' }, redirectTo: `${t.url}${SET_PASSWORD}` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Deniz Davetli' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    const early = await t.anon().auth.signInWithPassword({ email, password: 'guessed-password' });
    expect(early.error?.code).toBe('invalid_credentials');

    const { link } = await mailLink(t, email, 'invite');
    expect(link.origin + link.pathname).toBe(`${t.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('invite');
    // Stored only hashed: the token of the link is nowhere in the database.
    const stored = await t.server.ctx.db.admin.query('select count(*)::int as n from auth.one_time_tokens where token_hash = $1', [link.searchParams.get('token')]);
    expect(stored.rows).toEqual([{ n: 0 }]);

    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe(`${t.url}${SET_PASSWORD}`);
    const session = fragmentOf(location);
    expect(Object.keys(session).sort()).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'type']);
    expect(session).toMatchObject({ token_type: 'bearer', type: 'invite', expires_in: '3600' });

    const client = t.anon();
    const set = await client.auth.setSession({ access_token: session.access_token!, refresh_token: session.refresh_token! });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const updated = await client.auth.updateUser({ password: 'davetli-yeni-sifre' });
    expect(updated.error).toBeNull();
    const signIn = await t.anon().auth.signInWithPassword({ email, password: 'davetli-yeni-sifre' });
    expect(signIn.error).toBeNull();

    // The same link again: used up.
    const again = await follow(link);
    expect(again.status).toBe(303);
    expect(again.location.origin + again.location.pathname).toBe(`${t.url}${SET_PASSWORD}`);
    expect(fragmentOf(again.location)).toEqual(EXPIRED);
  });

  it('invite is for the service role only, and not for a registered address', async () => {
    const staff = await t.signIn();
    const byStaff = await staff.auth.admin.inviteUserByEmail('baska@example.com');
    expect(byStaff.error?.status).toBe(403);
    expect(byStaff.error?.code).toBe('not_admin');
    const existing = await t.service().auth.admin.inviteUserByEmail(STAFF_EMAIL);
    expect(existing.error?.status).toBe(422);
    expect(existing.error?.code).toBe('email_exists');
  });

  it('recover answers the same for known and unknown addresses, and mails only the known', async () => {
    const ask = (email: string) =>
      fetch(`${t.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: t.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email }),
      });
    const known = await ask('kayip@example.com');
    const unknown = await ask('hic-yok@example.com');
    expect([known.status, await known.text()]).toEqual([200, '{}']);
    expect([unknown.status, await unknown.text()]).toEqual([200, '{}']);
    await t.server.ctx.mail.idle();
    const recipients = (await t.server.ctx.mail.list()).filter((m) => m.message.kind === 'recovery').map((m) => m.message.to);
    expect(recipients).toEqual(['kayip@example.com']);

    // Within a minute, the same address (known or not) is refused alike.
    const twiceKnown = await t.anon().auth.resetPasswordForEmail('kayip@example.com');
    const twiceUnknown = await t.anon().auth.resetPasswordForEmail('hic-yok@example.com');
    for (const r of [twiceKnown, twiceUnknown]) {
      expect(r.error?.status).toBe(429);
      expect(r.error?.code).toBe('over_email_send_rate_limit');
      expect(r.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    }
  });

  it('a recovery token works once through verifyOtp, and updateUser sets the password', async () => {
    const { link } = await mailLink(t, 'kayip@example.com', 'recovery');
    const tokenHash = link.searchParams.get('token')!;
    const client = t.anon();
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('kayip@example.com');
    expect((await client.auth.updateUser({ password: 'kayip-yeni-sifre' })).error).toBeNull();
    expect((await t.anon().auth.signInWithPassword({ email: 'kayip@example.com', password: 'kayip-yeni-sifre' })).error).toBeNull();
    expect((await t.anon().auth.signInWithPassword({ email: 'kayip@example.com', password: 'old-password-1' })).error?.code).toBe('invalid_credentials');

    const reused = await t.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.error?.message).toBe('Token has expired or is invalid');
  });

  it('a recovery link expires after an hour', async () => {
    expect((await t.anon().auth.resetPasswordForEmail('sure@example.com')).error).toBeNull();
    const { link } = await mailLink(t, 'sure@example.com', 'recovery');
    await t.server.ctx.db.admin.query(
      `update auth.one_time_tokens set created_at = now() - interval '61 minutes'
        where user_id = (select id from auth.users where email = 'sure@example.com') and token_type = 'recovery_token'`,
    );
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(fragmentOf(location)).toEqual(EXPIRED);
    const { rows } = await t.server.ctx.db.admin.query(`select count(*)::int as n from auth.one_time_tokens where relates_to = 'sure@example.com'`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('with an authenticator app, the recovery session must reach aal2 before the password changes', async () => {
    const email = 'iki-adim@example.com';
    const created = await t.service().auth.admin.createUser({ email, password: 'old-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
    await t.server.ctx.db.admin.query(`insert into auth.mfa_factors (user_id, factor_type, status, secret) values ($1, 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`, [
      created.data.user!.id,
    ]);
    expect((await t.anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    const { link } = await mailLink(t, email, 'recovery');
    const client = t.anon();
    const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' });
    expect(verified.error).toBeNull();
    const refused = await client.auth.updateUser({ password: 'new-password-1' });
    expect(refused.error?.status).toBe(401);
    expect(refused.error?.code).toBe('insufficient_aal');
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('redirect_to outside the site falls back to the site', async () => {
    expect((await t.anon().auth.resetPasswordForEmail('yonlendirme@example.com', { redirectTo: 'https://evil.example/steal' })).error).toBeNull();
    const { link } = await mailLink(t, 'yonlendirme@example.com', 'recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${t.url}/`);
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(location.origin).toBe(t.url);
    expect(location.pathname).toBe('/');
    expect(fragmentOf(location)).toMatchObject({ type: 'recovery', token_type: 'bearer' });
  });

  it('verify checks its input as GoTrue does', async () => {
    const res = await fetch(`${t.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ token_hash: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Verify requires a verification type' });
    // The link flow answers the request's own mistakes as JSON, without redirecting.
    const noToken = await fetch(`${t.url}/auth/v1/verify?type=recovery`, { redirect: 'manual', headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({ code: 'validation_failed', message: 'Verify requires either a token or a token hash' });
    const unsupported = await t.anon().auth.verifyOtp({ token_hash: 'x', type: 'magiclink' });
    expect(unsupported.error?.code).toBe('validation_failed');
    const wrong = await t.anon().auth.verifyOtp({ token_hash: 'not-a-token', type: 'invite' });
    expect(wrong.error?.code).toBe('otp_expired');
  });

  it('sign-in of the first staff account is untouched', async () => {
    expect((await t.anon().auth.signInWithPassword({ email: STAFF_EMAIL, password: STAFF_PASSWORD })).error).toBeNull();
  });
});

describe('recovery per client address', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { AUTH_RATE_LIMIT_EMAIL_IP: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is limited per client address across e-mails', async () => {
    const results = [];
    for (let i = 1; i <= 4; i++) results.push(await t.anon().auth.resetPasswordForEmail(`kisi${i}@example.com`));
    expect(results.map((r) => r.error?.status ?? 200)).toEqual([200, 200, 200, 429]);
    expect(results[3]!.error?.code).toBe('over_email_send_rate_limit');
    expect(results[3]!.error?.message).toBe('Email rate limit exceeded');
  });
});
