/**
 * Accounts under attack and after a password change, against the real server and PostgreSQL:
 *   - OWASP device cookies: a distributed guessing attack that reaches the account's limit for
 *     unknown browsers refuses them (429), but the owner's browser, which signed in before and
 *     carries the device cookie, still signs in with the right password; the owner is told by
 *     e-mail once per window.
 *   - A new password ends every other session, as Supabase Auth does: the other refresh tokens
 *     are refused and the other access tokens lose staff rights at once; the session that set
 *     it (or the recovery link's) keeps working.
 * TRUST_PROXY is on, so a one-address X-Forwarded-For stands for the client address.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthLimits } from '../../server/config.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

describe('account protection', () => {
  let t: TestServer;
  let n = 0;

  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: 'true', SITE_URL: 'https://ajans.example' } });
    const { error } = await t.service().from('contact_messages').insert({ name: 'Ayşe', email: 'ayse@example.com', message: 'Merhaba' });
    expect(error).toBeNull();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function withLimits<T>(lowered: Partial<AuthLimits>, run: () => Promise<T>): Promise<T> {
    const limits = t.server.ctx.config.authLimits;
    const saved = { ...limits };
    Object.assign(limits, lowered);
    try {
      return await run();
    } finally {
      Object.assign(limits, saved);
    }
  }

  async function newStaff(): Promise<{ id: string; email: string; password: string }> {
    const email = `owner-${++n}@example.com`;
    const password = `owner-password-${n}`;
    const { data, error } = await t.service().auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
    expect(error).toBeNull();
    return { id: data.user!.id, email, password };
  }

  /** A password sign-in from `from`, with `cookie` sent as the browser would. */
  async function signIn(email: string, password: string, from: string, cookie?: string) {
    const headers: Record<string, string> = { ...JSON_HEADERS, apikey: t.anonKey, 'X-Forwarded-For': from };
    if (cookie) headers.Cookie = cookie;
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    const body = (await res.json()) as Record<string, unknown>;
    return { status: res.status, code: body.code, body, setCookie: res.headers.get('set-cookie') };
  }

  /** The name=value part of a Set-Cookie header. */
  const cookiePair = (setCookie: string | null) => setCookie!.split(';')[0]!;

  async function alerts(to: string): Promise<number> {
    await t.server.ctx.mail.idle();
    return (await t.server.ctx.mail.list()).filter((m) => m.message.to === to && m.message.kind === 'sign-in-alert').length;
  }

  describe('device cookies', () => {
    it('a successful sign-in sets an HttpOnly, SameSite=Strict device cookie for /auth/v1; a failed one sets none', async () => {
      const owner = await newStaff();
      const ok = await signIn(owner.email, owner.password, '198.51.100.1');
      expect(ok.status).toBe(200);
      const attributes = ok.setCookie!.split(';').map((a) => a.trim());
      expect(attributes[0]).toMatch(/^auth_device_[A-Za-z0-9_-]{16}=[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
      expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=15552000', 'Path=/auth/v1', 'SameSite=Strict', 'Secure']);
      const failed = await signIn(owner.email, 'wrong-password', '198.51.100.1');
      expect(failed.status).toBe(400);
      expect(failed.setCookie).toBeNull();
    });

    it('the owner signs in from a known browser during a distributed attack that locked out unknown ones, and is told once', async () => {
      const owner = await newStaff();
      const other = await newStaff();
      const known = cookiePair((await signIn(owner.email, owner.password, '198.51.100.10')).setCookie);
      const otherCookie = cookiePair((await signIn(other.email, other.password, '198.51.100.10')).setCookie);
      await withLimits({ signInPerEmail: 2, signInPerAccount: 6, signInPerAddress: 30 }, async () => {
        // Three attacker addresses, two guesses each: the account's limit for unknown browsers.
        const codes: unknown[] = [];
        for (const from of ['203.0.113.21', '203.0.113.22', '203.0.113.23']) {
          for (let i = 0; i < 2; i++) codes.push((await signIn(owner.email, `guess-${from}-${i}`, from)).code);
        }
        expect(codes).toEqual(Array(6).fill('invalid_credentials'));
        // Unknown browsers are refused now, even with the right password, from any address.
        for (const from of ['203.0.113.24', '198.51.100.10']) {
          const refused = await signIn(owner.email, owner.password, from);
          expect({ status: refused.status, code: refused.code, message: refused.body.message }).toEqual({
            status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached',
          });
        }
        // A device cookie of another account, or a tampered one, is no device of this account.
        expect((await signIn(owner.email, owner.password, '198.51.100.10', otherCookie)).status).toBe(429);
        const [name, value] = known.split('=') as [string, string];
        const tampered = `${name}=${value.replace(/\.\d+\./, (m) => `.${Number(m.slice(1, -1)) + 1}.`)}`;
        expect((await signIn(owner.email, owner.password, '198.51.100.10', tampered)).status).toBe(429);
        expect((await signIn(other.email, other.password, '198.51.100.10', known)).status).toBe(200);

        // The owner's browser signs in, from the same address as before or another one.
        const owners = await signIn(owner.email, owner.password, '198.51.100.11', `${known}; theme=dark`);
        expect(owners.status).toBe(200);
        expect((owners.body.user as { email: string }).email).toBe(owner.email);
        expect(owners.setCookie).toMatch(/^auth_device_/);
        // Its own mistakes count for that browser only.
        const typos = [];
        for (let i = 0; i < 3; i++) typos.push((await signIn(owner.email, `typo-${i}`, '198.51.100.11', known)).code);
        expect(typos).toEqual(['invalid_credentials', 'invalid_credentials', 'over_request_rate_limit']);
        const fresh = cookiePair(owners.setCookie);
        expect((await signIn(owner.email, owner.password, '198.51.100.11', fresh)).status).toBe(200);
      });
      expect(await alerts(owner.email)).toBe(1);
      expect(await alerts(other.email)).toBe(0);
      const mail = (await t.server.ctx.mail.list()).find((m) => m.message.to === owner.email && m.message.kind === 'sign-in-alert')!;
      expect(mail.message.subject).toBe('Hesabınıza çok sayıda hatalı giriş denemesi');
      expect(mail.message.text).toContain('Daha önce giriş yaptığınız tarayıcıdan doğru şifrenizle girişiniz engellenmez.');
      expect(mail.message.text).toContain('https://ajans.example/admin');
    });
  });

  describe('a new password ends the other sessions', () => {
    function withToken(token: string): SupabaseClient {
      return createClient(t.url, t.anonKey, {
        global: { headers: { Authorization: `Bearer ${token}` } },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as unknown as never },
      });
    }

    async function session(email: string, password: string) {
      const client = t.anon();
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      return { client, access: data.session!.access_token, refresh: data.session!.refresh_token };
    }

    async function staffReads(access: string): Promise<number> {
      const { data, error } = await withToken(access).from('contact_messages').select('id');
      expect(error).toBeNull();
      return data!.length;
    }

    /** The old session is over: its refresh token, its access token for staff data and for /user. */
    async function expectEnded(old: { access: string; refresh: string }): Promise<void> {
      const refreshed = await t.anon().auth.refreshSession({ refresh_token: old.refresh });
      expect({ status: refreshed.error?.status, code: refreshed.error?.code }).toEqual({ status: 400, code: 'refresh_token_not_found' });
      expect(await staffReads(old.access)).toBe(0);
      const insert = await withToken(old.access).from('pages').insert({ title: 'Sahte', slug: `sahte-${++n}`, content: '', published: true });
      expect({ status: insert.status, code: insert.error?.code }).toEqual({ status: 403, code: '42501' });
      const user = await fetch(`${t.url}/auth/v1/user`, { headers: { ...JSON_HEADERS, apikey: t.anonKey, Authorization: `Bearer ${old.access}` } });
      expect({ status: user.status, code: ((await user.json()) as { code: string }).code }).toEqual({ status: 403, code: 'session_not_found' });
    }

    async function sessionCount(userId: string): Promise<number> {
      const { rows } = await t.server.ctx.db.admin.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [userId]);
      return rows[0]!.n;
    }

    it('PUT /user with a password keeps the session that set it and ends the others', async () => {
      const staff = await newStaff();
      const current = await session(staff.email, staff.password);
      const other = await session(staff.email, staff.password);
      expect(await staffReads(other.access)).toBe(1);
      // Metadata alone ends nothing.
      expect((await current.client.auth.updateUser({ data: { name: 'Ayşe' } })).error).toBeNull();
      expect(await sessionCount(staff.id)).toBe(2);

      expect((await current.client.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull();
      await expectEnded(other);
      expect(await staffReads(current.access)).toBe(1);
      const renewed = await current.client.auth.refreshSession();
      expect(renewed.error).toBeNull();
      expect(await staffReads(renewed.data.session!.access_token)).toBe(1);
      expect(await sessionCount(staff.id)).toBe(1);
    });

    it('after a recovery link, the session the link opened is the only one', async () => {
      const staff = await newStaff();
      const before = await session(staff.email, staff.password);
      expect((await t.anon().auth.resetPasswordForEmail(staff.email)).error).toBeNull();
      await t.server.ctx.mail.idle();
      const mail = (await t.server.ctx.mail.list()).find((m) => m.message.to === staff.email && m.message.kind === 'recovery')!;
      const link = new URL(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.message.text)![0]);
      const recovery = t.anon();
      const verified = await recovery.auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' });
      expect(verified.error).toBeNull();
      // Opening the link alone signs nobody out (a mail scanner may open it).
      expect(await staffReads(before.access)).toBe(1);

      expect((await recovery.auth.updateUser({ password: 'recovered-password-1' })).error).toBeNull();
      await expectEnded(before);
      expect(await staffReads(verified.data.session!.access_token)).toBe(1);
      expect(await sessionCount(staff.id)).toBe(1);
      expect((await t.anon().auth.signInWithPassword({ email: staff.email, password: 'recovered-password-1' })).error).toBeNull();
    });

    it('a password set through the admin API ends every session', async () => {
      const staff = await newStaff();
      const a = await session(staff.email, staff.password);
      const b = await session(staff.email, staff.password);
      expect((await t.service().auth.admin.updateUserById(staff.id, { password: 'set-by-the-admin-1' })).error).toBeNull();
      await expectEnded(a);
      await expectEnded(b);
      expect(await sessionCount(staff.id)).toBe(0);
    });
  });
});
