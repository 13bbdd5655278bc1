/**
 * Attacks on /auth/v1 from the security review, each answered as Supabase Auth answers:
 *   - TOTP guessing: the attempt budget is per canonical factor id and per user; other
 *     spellings of the id are refused (404 validation_failed), never a fresh budget.
 *   - Sign-in lockout: failures count per (account, address); an attacker exhausting the
 *     limit from one address does not lock the owner out from another. Per address across
 *     accounts and per account across addresses (a higher ceiling) still stop guessing.
 *     E-mail spellings (case, spaces, compatibility characters) are the same account.
 *   - Malformed bodies: control characters and non-object JSON get 400, never a 5xx.
 * Two proxy hops are trusted (TRUST_PROXY=2), so the second X-Forwarded-For entry from the
 * right stands for different client addresses (the rightmost is the inner proxy's).
 */
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthLimits } from '../../server/config.ts';
import { startTestServer, STAFF_EMAIL, STAFF_PASSWORD, type TestServer } from '../helpers/server.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

describe('Auth service under attack', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: '2', SITE_URL: 'https://ajans.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Runs with some configured limits lowered (the server reads them from its config per request). */
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


  async function call(method: string, path: string, opts: { body?: string; token?: string; from?: string; key?: string } = {}) {
    const headers: Record<string, string> = { ...JSON_HEADERS, apikey: opts.key ?? t.anonKey };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.from) headers['X-Forwarded-For'] = `${opts.from}, 10.0.0.1`;
    const res = await fetch(`${t.url}/auth/v1${path}`, { method, headers, body: opts.body });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
  }

  const signIn = (email: string, password: string, from: string) =>
    call('POST', '/token?grant_type=password', { body: JSON.stringify({ email, password }), from });

  async function createUser(email: string, password: string): Promise<string> {
    const { data, error } = await t.service().auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
    expect(error).toBeNull();
    return data.user!.id;
  }

  describe('TOTP verification', () => {
    let token: string;
    let factorId: string;
    let secret: string;

    beforeAll(async () => {
      await createUser('totp-target@example.com', 'totp-target-password');
      const res = await signIn('totp-target@example.com', 'totp-target-password', '192.0.2.50');
      token = res.body!.access_token as string;
      const enrolled = await call('POST', '/factors', { token, body: JSON.stringify({ factor_type: 'totp', friendly_name: 'Telefon' }) });
      expect(enrolled.status).toBe(200);
      factorId = enrolled.body!.id as string;
      secret = (enrolled.body!.totp as { secret: string }).secret;
    });

    function wrongCode(): string {
      const right = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
      const near = [-1, 0, 1].map((s) => right.generate({ timestamp: Date.now() + s * 30_000 }));
      return ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c))!;
    }

    async function guess(id: string) {
      const ch = await call('POST', `/factors/${id}/challenge`, { token, body: '{}' });
      const challengeId = (ch.body?.id as string | undefined) ?? '00000000-0000-4000-8000-000000000000';
      const res = await call('POST', `/factors/${id}/verify`, { token, body: JSON.stringify({ challenge_id: challengeId, code: wrongCode() }) });
      return { challenge: ch, verify: res };
    }

    it('after the limit on the factor id, no other spelling of it gets a fresh budget', async () => {
      await withLimits({ verifyPerFactor: 3 }, async () => {
        const codes: unknown[] = [];
        for (let i = 0; i < 4; i++) codes.push((await guess(factorId)).verify.body!.code);
        expect(codes).toEqual(['mfa_verification_failed', 'mfa_verification_failed', 'mfa_verification_failed', 'over_request_rate_limit']);

        for (const spelling of [factorId.toUpperCase(), factorId.replace(/[a-f]/, (c) => c.toUpperCase()), `{${factorId}}`, factorId.replace(/-/g, '')]) {
          const { challenge, verify } = await guess(spelling);
          expect(challenge).toEqual({ status: 404, body: { code: 'validation_failed', message: 'factor_id must be an UUID' } });
          expect(verify).toEqual({ status: 404, body: { code: 'validation_failed', message: 'factor_id must be an UUID' } });
        }
        // Another factor of the same user: the user's budget is spent too.
        const second = await call('POST', '/factors', { token, body: JSON.stringify({ factor_type: 'totp', friendly_name: 'Yedek' }) });
        expect(second.status).toBe(200);
        const other = await guess(second.body!.id as string);
        expect(other.verify.status).toBe(429);
        expect(other.verify.body!.code).toBe('over_request_rate_limit');
      });
    });

    it('refuses challenge ids that are not canonical UUIDs', async () => {
      const ch = await call('POST', `/factors/${factorId}/challenge`, { token, body: '{}' });
      const res = await call('POST', `/factors/${factorId}/verify`, {
        token,
        body: JSON.stringify({ challenge_id: (ch.body!.id as string).toUpperCase(), code: '123456' }),
      });
      expect(res).toEqual({ status: 404, body: { code: 'mfa_factor_not_found', message: 'MFA factor with the provided challenge ID not found' } });
    });
  });

  describe('password sign-in', () => {
    it('an attacker exhausting the limit from one address does not lock the owner out from another', async () => {
      await createUser('victim@example.com', 'victim-password');
      const attacker = '198.51.100.7';
      const codes: unknown[] = [];
      for (let i = 0; i < 11; i++) codes.push((await signIn('victim@example.com', `guess-${i}`, attacker)).body!.code);
      expect(codes).toEqual([...Array<string>(10).fill('invalid_credentials'), 'over_request_rate_limit']);
      // Still refused from the attacker's address, even with the right password.
      const blocked = await signIn('victim@example.com', 'victim-password', attacker);
      expect(blocked.status).toBe(429);

      // The owner, from home, signs in at once through supabase-js.
      const { createClient } = await import('@supabase/supabase-js');
      const { default: WebSocket } = await import('ws');
      const owner = createClient(t.url, t.anonKey, {
        global: { headers: { 'X-Forwarded-For': '203.0.113.9' } },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as unknown as never },
      });
      const { data, error } = await owner.auth.signInWithPassword({ email: 'victim@example.com', password: 'victim-password' });
      expect(error).toBeNull();
      expect(data.user?.email).toBe('victim@example.com');
    });

    it('other spellings of the e-mail are the same account', async () => {
      await createUser('spelling@example.com', 'spelling-password');
      await withLimits({ signInPerEmail: 2 }, async () => {
        const from = '198.51.100.20';
        expect((await signIn('spelling@example.com', 'x1', from)).body!.code).toBe('invalid_credentials');
        expect((await signIn('  SPELLING@Example.COM ', 'x2', from)).body!.code).toBe('invalid_credentials');
        for (const spelling of ['Spelling@example.com', '  spelling@EXAMPLE.com  ', 'ｓｐｅｌｌｉｎｇ@ｅｘａｍｐｌｅ.ｃｏｍ']) {
          const res = await signIn(spelling, 'x3', from);
          expect(res.status).toBe(429);
          expect(res.body!.code).toBe('over_request_rate_limit');
        }
      });
    });

    it('a successful sign-in from an address clears the failures of that address', async () => {
      await createUser('forgetful@example.com', 'forgetful-password');
      await withLimits({ signInPerEmail: 3 }, async () => {
        const from = '198.51.100.30';
        for (let i = 0; i < 2; i++) expect((await signIn('forgetful@example.com', `typo-${i}`, from)).status).toBe(400);
        expect((await signIn('forgetful@example.com', 'forgetful-password', from)).status).toBe(200);
        const codes: unknown[] = [];
        for (let i = 0; i < 4; i++) codes.push((await signIn('forgetful@example.com', `typo-again-${i}`, from)).body!.code);
        expect(codes).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'over_request_rate_limit']);
      });
    });

    it('one address guessing across many accounts is still stopped', async () => {
      await withLimits({ signInPerAddress: 4 }, async () => {
        const from = '198.51.100.40';
        const codes: unknown[] = [];
        for (let i = 0; i < 5; i++) codes.push((await signIn(`spray-${i}@example.com`, 'password1', from)).body!.code);
        expect(codes).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'over_request_rate_limit']);
        // Another address is not affected.
        expect((await signIn('spray-9@example.com', 'password1', '198.51.100.41')).body!.code).toBe('invalid_credentials');
      });
    });

    it('guessing one account from many addresses stops at the account ceiling', async () => {
      await createUser('popular@example.com', 'popular-password');
      await withLimits({ signInPerEmail: 2, signInPerAccount: 4 }, async () => {
        const codes: unknown[] = [];
        for (const from of ['198.51.100.51', '198.51.100.52']) {
          for (let i = 0; i < 2; i++) codes.push((await signIn('popular@example.com', `guess-${i}`, from)).body!.code);
        }
        expect(codes).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'invalid_credentials']);
        const third = await signIn('popular@example.com', 'guess-x', '198.51.100.53');
        expect(third.status).toBe(429);
        expect(third.body!.code).toBe('over_request_rate_limit');
      });
    });

    it('the staff account still signs in after all of the above', async () => {
      const res = await signIn(STAFF_EMAIL, STAFF_PASSWORD, '203.0.113.10');
      expect(res.status).toBe(200);
    });
  });

  describe('malformed input', () => {
    const invalid = (field: string) => ({ status: 400, body: { code: 'validation_failed', message: `Invalid characters in ${field}` } });

    it('control characters in sign-in fields are 400 validation_failed, not 5xx', async () => {
      expect(await call('POST', '/token?grant_type=password', { body: JSON.stringify({ email: 'a\u0000@example.com', password: 'x' }), from: '192.0.2.1' }))
        .toEqual(invalid('email'));
      expect(await call('POST', '/token?grant_type=password', { body: JSON.stringify({ email: STAFF_EMAIL, password: 'pa\u0000ss' }), from: '192.0.2.1' }))
        .toEqual(invalid('password'));
      expect(await call('POST', '/token?grant_type=password', { body: JSON.stringify({ email: `${STAFF_EMAIL}\u0007`, password: 'x' }), from: '192.0.2.1' }))
        .toEqual(invalid('email'));
      expect(await call('POST', '/token?grant_type=refresh_token', { body: JSON.stringify({ refresh_token: 'abc\u0000' }) })).toEqual(invalid('refresh_token'));
      expect(await call('POST', '/signup', { body: JSON.stringify({ email: 'new@example.com', password: 'p\u0000ssword' }) })).toEqual(invalid('password'));
    });

    it('control characters in signed-in and admin requests are 400 validation_failed', async () => {
      const staff = await signIn(STAFF_EMAIL, STAFF_PASSWORD, '203.0.113.11');
      const token = staff.body!.access_token as string;
      const userId = (staff.body!.user as { id: string }).id;
      expect(await call('PUT', '/user', { token, body: JSON.stringify({ data: { bio: 'a\u0000b' } }) })).toEqual(invalid('data'));
      expect(await call('POST', '/factors', { token, body: JSON.stringify({ factor_type: 'totp', friendly_name: 'Tel\u0000' }) })).toEqual(invalid('friendly_name'));
      const admin = { key: t.serviceRoleKey, token: t.serviceRoleKey };
      expect(await call('POST', '/admin/users', { ...admin, body: JSON.stringify({ email: 'x\u0000@example.com', password: 'long-password' }) })).toEqual(invalid('email'));
      expect(await call('PUT', `/admin/users/${userId}`, { ...admin, body: JSON.stringify({ user_metadata: { ad: ['a\u0000'] } }) })).toEqual(invalid('user_metadata'));
      expect(await call('PUT', `/admin/users/${userId}`, { ...admin, body: JSON.stringify({ ['ban_duration\u0000']: '1h' }) })).toEqual(invalid('a field name'));
      // Line breaks in free-text metadata are fine.
      expect((await call('PUT', '/user', { token, body: JSON.stringify({ data: { bio: 'satır 1\nsatır 2' } }) })).status).toBe(200);
    });

    it('a body that is not a JSON object is 400 bad_json on every endpoint that reads one', async () => {
      const staff = await signIn(STAFF_EMAIL, STAFF_PASSWORD, '203.0.113.12');
      const token = staff.body!.access_token as string;
      const userId = (staff.body!.user as { id: string }).id;
      const factor = await call('POST', '/factors', { token, body: JSON.stringify({ factor_type: 'totp', friendly_name: 'Gövde' }) });
      const factorId = factor.body!.id as string;
      const admin = { key: t.serviceRoleKey, token: t.serviceRoleKey };
      const endpoints: [string, string, { token?: string; key?: string }][] = [
        ['POST', '/token?grant_type=password', {}],
        ['POST', '/token?grant_type=refresh_token', {}],
        ['POST', '/signup', {}],
        ['PUT', '/user', { token }],
        ['POST', '/factors', { token }],
        ['POST', `/factors/${factorId}/challenge`, { token }],
        ['POST', `/factors/${factorId}/verify`, { token }],
        ['POST', '/admin/users', admin],
        ['PUT', `/admin/users/${userId}`, admin],
        ['DELETE', `/admin/users/${userId}`, admin],
      ];
      for (const [method, path, auth] of endpoints) {
        for (const body of ['null', '[]', '"text"', '42', 'true']) {
          const res = await call(method, path, { ...auth, body, from: '203.0.113.13' });
          expect({ method, path, sent: body, ...res }).toEqual({
            method, path, sent: body, status: 400,
            body: { code: 'bad_json', message: 'Could not parse request body as JSON: expected an object' },
          });
        }
      }
      // The user was not deleted by any of this.
      expect((await call('GET', '/user', { token })).status).toBe(200);
    });

    it('path ids are canonical UUIDs in the admin API too', async () => {
      const admin = { key: t.serviceRoleKey, token: t.serviceRoleKey };
      const list = await t.service().auth.admin.listUsers();
      const id = list.data.users[0]!.id;
      expect(await call('GET', `/admin/users/${id.toUpperCase()}`, admin)).toEqual({
        status: 404,
        body: { code: 'validation_failed', message: 'user_id must be an UUID' },
      });
      expect((await call('GET', `/admin/users/${id}`, admin)).status).toBe(200);
    });
  });
});
