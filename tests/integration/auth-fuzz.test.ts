/**
 * Generated malformed requests to every /auth/v1 route (seeded, so a failure replays): wrong
 * methods and paths, hostile ids, broken JSON and JSON of the wrong types, control characters,
 * odd API keys, tokens and version headers. None may answer 5xx, and every error carries
 * Supabase Auth's shape: `{ code, message }` for API version 2024-01-01 callers, the legacy
 * `{ code, error_code, msg }` otherwise, and the gateway's `{ message }` for a missing key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAuthErrorShape } from '../helpers/error-shapes.ts';
import { prng } from '../helpers/prng.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// AUTH_FUZZ_SEED replays or explores another sequence.
const SEED = Number(process.env.AUTH_FUZZ_SEED ?? 0xa07_2026);
const REQUESTS = 800;

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function generator(random: () => number, keys: { anon: string; service: string }, tokens: string[], ids: string[]) {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const int = (n: number) => Math.floor(random() * n);
  const hostileIds = ['', '%00', 'x', '..', '%2e%2e', '%', '%zz', 'null', 'a'.repeat(400), '00000000-0000-0000-0000-000000000000', '{x}', '%E0%A4%A', ...ids, ...ids.map((i) => i.toUpperCase())];
  const id = () => pick(hostileIds);
  const paths = () =>
    pick([
      '/token', '/token?grant_type=password', '/token?grant_type=refresh_token', `/token?grant_type=${pick(['pkce', '', 'x', '%00', 'id_token'])}`,
      '/signup', '/logout', `/logout?scope=${pick(['global', 'local', 'others', 'x', ''])}`, '/user', '/settings', '/health', '/.well-known/jwks.json',
      '/factors', `/factors/${id()}`, `/factors/${id()}/challenge`, `/factors/${id()}/verify`,
      '/admin/users', `/admin/users?page=${pick(['1', '-1', 'x', '99999999999999999999'])}&per_page=${pick(['1', '0', 'x', '1000000'])}`,
      `/admin/users/${id()}`, `/admin/users/${id()}/factors`, `/admin/users/${id()}/factors/${id()}`,
      '/', '/nope', '/recover', '/verify', '/otp', '/magiclink', '/invite', `/x/${id()}`, // (a lone '..' would climb out of /auth/v1)
    ]);
  const strings = ['', ' ', 'x', 'staff@example.com', 'STAFF@EXAMPLE.COM', 'a@b', 'a\u0000@b.co', '\u0000', 'x'.repeat(5000), '<script>', "' or 1=1 --", 'ｓｔａｆｆ@ｅｘａｍｐｌｅ.ｃｏｍ', '123456', '\u202e', '\n\r'];
  const values: unknown[] = [null, true, 0, -1, 1e308, [], {}, ['x'], { a: { b: [1, { c: '\u0000' }] } }, ...strings];
  const fields = ['email', 'password', 'phone', 'refresh_token', 'code', 'challenge_id', 'factor_type', 'friendly_name', 'issuer', 'data', 'app_metadata', 'user_metadata', 'ban_duration', 'role', 'email_confirm', 'should_soft_delete', 'nonce', 'gotrue_meta_security', 'id'];
  const body = (): string | undefined => {
    const r = random();
    if (r < 0.1) return undefined;
    if (r < 0.3) return pick(['', '{', 'null', '[]', '"x"', '1', 'true', '{"email":', '\u0000', '{}}', 'NaN', '{"a":1,}', '[{"email":"x"}]']);
    if (r < 0.4) return JSON.stringify(pick(values));
    const obj: Record<string, unknown> = {};
    for (let i = int(6); i > 0; i--) obj[pick(fields)] = pick(values);
    return JSON.stringify(obj);
  };
  const keyHeader = () => pick([keys.anon, keys.anon, keys.anon, keys.service, '', 'x', keys.anon.slice(0, 30), `${keys.anon}x`]);
  const authorization = () => pick([...tokens, `Bearer ${keys.anon}`, `Bearer ${keys.service}`, 'Bearer ', 'Bearer not.a.jwt', 'Basic abc', `Bearer ${'e'.repeat(3000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.']);

  return (): FuzzRequest => {
    const headers: Record<string, string> = {};
    if (random() < 0.92) headers.apikey = keyHeader();
    if (random() < 0.7) headers.Authorization = authorization();
    if (random() < 0.7) headers['X-Supabase-Api-Version'] = pick(['2024-01-01', '2024-01-01', '2023-01-01', '2099-12-31', 'x', '', '2024-13-45']);
    if (random() < 0.8) headers['Content-Type'] = pick(['application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', '', 'multipart/form-data']);
    if (random() < 0.1) headers['X-Forwarded-For'] = pick(['1.2.3.4', '::1', 'x', '999.1.1.1, 1.1.1.1', '']);
    const method = pick(['GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);
    return { method, path: paths(), headers, body: method === 'GET' || method === 'HEAD' ? undefined : body() };
  };
}

describe('Auth service fuzz', () => {
  let t: TestServer;
  let tokens: string[];
  let ids: string[];

  beforeAll(async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const session = (await staff.auth.getSession()).data.session!;
    const enrolled = await staff.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Fuzz' });
    if (enrolled.error) throw enrolled.error;
    tokens = [`Bearer ${session.access_token}`];
    ids = [session.user.id, enrolled.data.id];
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`answers ${REQUESTS} generated malformed requests with no 5xx and Supabase Auth's error shape (seed ${SEED})`, async () => {
    const next = generator(prng(SEED), { anon: t.anonKey, service: t.serviceRoleKey }, tokens, ids);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (let i = 0; i < REQUESTS; i++) {
      const r = next();
      const res = await fetch(`${t.url}/auth/v1${r.path}`, { method: r.method, headers: r.headers, body: r.body });
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const where = `#${i} ${r.method} ${r.path} ${JSON.stringify(r.headers).slice(0, 200)} ${String(r.body).slice(0, 120)} → ${res.status} ${text.slice(0, 200)}`;
      if (res.status >= 500) failures.push(where);
      else if (res.status >= 400 && r.method !== 'HEAD') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        if (!hasAuthErrorShape(res.status, body)) failures.push(`shape: ${where}`);
      }
      // A request that signed the staff session out makes later ones anonymous; that is fine.
    }
    console.log(`auth fuzz: ${REQUESTS} requests in ${Date.now() - started} ms, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    expect(failures).toEqual([]);
    // The generator reaches past the gateway into the handlers, not only 401s.
    expect([400, 403, 404].filter((s) => statuses.has(s))).toEqual([400, 403, 404]);
  }, 180_000);
});
