/**
 * Password hashing under a flood of sign-ins, against the real server and PostgreSQL
 * (server/platform/auth/password-queue.ts): sign-ins from unknown browsers beyond the queue's
 * places are refused at once (429 with Retry-After, in Supabase Auth's shapes), while the
 * owner's browser, which carries its device cookie, signs in; so do a signed-in user's new
 * password and the admin API. The open lane's slots are held by jobs of this test (the queue is
 * the server's, in this process), so the flood stays queued as long as the test looks at it,
 * however fast the machine hashes. TRUST_PROXY is on: each X-Forwarded-For is a fresh client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordQueue } from '../../server/platform/auth/password-queue.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';

const VERSIONED = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
const LEGACY = { 'Content-Type': 'application/json' };

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
  setCookie: string | null;
}

describe('the password queue under a flood of sign-ins', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: 'true', SITE_URL: 'https://ajans.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signIn(email: string, password: string, from: string, headers: Record<string, string> = VERSIONED): Promise<Answer> {
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...headers, apikey: t.anonKey, 'X-Forwarded-For': from },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown>, setCookie: res.headers.get('set-cookie') };
  }

  /** Holds every slot of the open lane until the returned function is called. */
  function holdOpenSlots(): () => Promise<void> {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: passwordQueue.sizes.open.slots }, () => passwordQueue.within('open', undefined, (place) => place.run(() => gate)));
    expect(passwordQueue.load().open.running).toBe(passwordQueue.sizes.open.slots);
    return async () => {
      open();
      await Promise.all(held);
    };
  }

  it('refuses unknown browsers beyond the queue with 429 and Retry-After; the device cookie, a signed-in user and the admin API get through', async () => {
    const owner = { email: 'owner@example.com', password: 'owner-password-1' };
    const created = await t.service().auth.admin.createUser({ ...owner, email_confirm: true, app_metadata: { role: 'admin' } });
    expect(created.error).toBeNull();
    const first = await signIn(owner.email, owner.password, '198.51.100.1');
    expect(first.status).toBe(200);
    const deviceCookie = first.setCookie!.split(';')[0]!;
    const staff = await t.signIn();
    const { open, known } = passwordQueue.sizes;
    expect(known.slots).toBeGreaterThanOrEqual(1);

    const release = holdOpenSlots();
    // The flood: more unknown browsers than the open lane's wait queue, each from its own address.
    const answers: Answer[] = [];
    const flood = Array.from({ length: open.waiting + 3 }, (_, i) =>
      signIn(`nobody-${i}@example.com`, `guess-${i}`, `203.0.113.${i + 1}`, LEGACY).then((a) => void answers.push(a)),
    );
    await until('the flood beyond the queue refused', async () => (answers.length === 3 ? true : undefined));
    await until('the rest of the flood waiting for a slot', async () => (passwordQueue.load().open.waiting === open.waiting ? true : undefined));
    // Refused at once, in GoTrue's legacy shape (no API version asked for), with Retry-After.
    expect(answers).toEqual(
      Array(3).fill({ status: 429, retryAfter: '1', setCookie: null, body: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' } }),
    );
    // The 2024-01-01 shape for auth-js; the owner's right password from an unknown browser too.
    expect(await signIn(owner.email, owner.password, '203.0.113.200')).toEqual({
      status: 429,
      retryAfter: '1',
      setCookie: null,
      body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });

    // The owner's browser, with its device cookie, signs in while the flood holds the open lane.
    const owners = await signIn(owner.email, owner.password, '198.51.100.2', { ...VERSIONED, Cookie: deviceCookie });
    expect({ status: owners.status, email: (owners.body.user as { email?: string } | undefined)?.email }).toEqual({ status: 200, email: owner.email });
    // A signed-in user's new password and the admin API's hashing are known callers too.
    expect((await staff.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull();
    const added = await t.service().auth.admin.createUser({ email: 'added@example.com', password: 'added-password-1', email_confirm: true });
    expect(added.error).toBeNull();
    expect(passwordQueue.load().open.waiting).toBe(open.waiting);

    await release();
    await Promise.all(flood);
    // The flood that waited got its password checked: wrong, as guesses are.
    expect(answers.slice(3).map((a) => [a.status, a.body.error_code])).toEqual(Array(open.waiting).fill([400, 'invalid_credentials']));
    expect(passwordQueue.load()).toEqual({ open: { places: 0, running: 0, waiting: 0 }, known: { places: 0, running: 0, waiting: 0 } });
    expect((await t.signIn('added@example.com', 'added-password-1')).auth).toBeDefined();
  });
});
