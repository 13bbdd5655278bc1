/**
 * Behind a reverse proxy (TRUST_PROXY=1, SITE_URL set), the server trusts only what the
 * operator said: every link it writes comes from SITE_URL whatever Host or X-Forwarded-Host
 * say, and the client address is the X-Forwarded-For entry the proxy appended (the right
 * end), so a forged first hop neither chooses an address nor escapes a limit.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, startTestServer, type TestServer } from '../helpers/server.ts';

const SITE = 'https://ajans.example';
const FORGED_HOST = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A raw request: fetch does not let a caller set Host. */
function request(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every link in the newest e-mail of `kind` to `to`. */
async function mailLinks(t: TestServer, to: string, kind: string): Promise<string[]> {
  await t.server.ctx.mail.idle();
  const mail = (await t.server.ctx.mail.list()).find((m) => m.message.to === to && m.message.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to} in the outbox`);
  return [...`${mail.message.text} ${mail.message.html ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
}

describe('behind a trusted proxy', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: '1', SITE_URL: SITE } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a recovery e-mail asked for with a forged Host and X-Forwarded-Host links to SITE_URL', async () => {
    const email = 'kurtarma@example.com';
    const created = await t.service().auth.admin.createUser({ email, password: 'old-password-1', email_confirm: true });
    expect(created.error).toBeNull();
    const res = await request(
      `${t.url}/auth/v1/recover?redirect_to=${encodeURIComponent('https://evil.example/admin')}`,
      { ...FORGED_HOST, apikey: t.anonKey, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.30' },
      'POST',
      JSON.stringify({ email }),
    );
    expect(res.status).toBe(200);
    const links = await mailLinks(t, email, 'recovery');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(SITE);
    const verify = new URL(links.find((l) => l.includes('/auth/v1/verify'))!);
    expect(verify.pathname).toBe('/auth/v1/verify');
    // The redirect_to the attacker chose is not the site, so the link goes to the site.
    expect(verify.searchParams.get('redirect_to')).toBe(`${SITE}/`);
  });

  it('an invitation sent from the admin links to SITE_URL, not the internal address', async () => {
    const admin = await t.signIn(STAFF_EMAIL);
    const { error } = await admin.functions.invoke('staff-invite', { body: { email: 'davet@example.com', role: 'editor' }, headers: FORGED_HOST });
    expect(error).toBeNull();
    const links = await mailLinks(t, 'davet@example.com', 'invite');
    const verify = new URL(links.find((l) => l.includes('/auth/v1/verify'))!);
    expect(verify.origin).toBe(SITE);
    expect(verify.searchParams.get('redirect_to')).toBe(`${SITE}/admin/sifre-belirle`);
  });

  it('a forged first X-Forwarded-For hop does not escape the sign-in limit: the 11th failure is 429', async () => {
    const email = 'hedef@example.com';
    const created = await t.service().auth.admin.createUser({ email, password: 'right-password-1', email_confirm: true });
    expect(created.error).toBeNull();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // The attacker writes any first hop; the proxy appends the address it really saw.
      const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: t.anonKey, 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.40` },
        body: JSON.stringify({ email, password: `wrong-${i}` }),
      });
      await res.text();
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});
