/**
 * A forged Host header must not change any absolute URL the server writes: the runtime config,
 * canonical/og:url, robots.txt, the sitemap, the token issuer. They come from SITE_URL, also
 * behind a trusted proxy (TRUST_PROXY): Host and X-Forwarded-* never count.
 */
import http from 'node:http';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { TrustedProxies } from '../../server/platform/http/trusted-proxies.ts';
import { startTestServer, STAFF_EMAIL, STAFF_PASSWORD, type TestServer } from '../helpers/server.ts';

const SITE = 'https://ajans.example';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

/** A raw request: fetch does not let a caller set Host. */
function request(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('public origin with a forged Host header', () => {
  let t: TestServer;
  let dist: string;

  beforeAll(async () => {
    // The real build (npm test builds it first, scripts/build-if-stale.ts): pages are rendered by the server renderer.
    dist = path.join(PROJECT_ROOT, 'dist');
    await ensureSpaBuilt(dist, () => {});
    t = await startTestServer({ env: { DIST_DIR: dist, SITE_URL: SITE } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function issuer(headers: Record<string, string>): Promise<string> {
    const res = await request(`${t.url}/auth/v1/token?grant_type=password`, { ...headers, apikey: t.anonKey, 'content-type': 'application/json' }, 'POST', JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }));
    expect(res.status).toBe(200);
    const token = (JSON.parse(res.text) as { access_token: string }).access_token;
    return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iss: string }).iss;
  }

  it('keeps SITE_URL everywhere without TRUST_PROXY', async () => {
    const config = JSON.parse((await request(`${t.url}/runtime-config.json`, FORGED)).text) as { supabaseUrl: string; siteUrl: string };
    expect(config.supabaseUrl).toBe(SITE);
    expect(config.siteUrl).toBe(SITE);

    const page = await request(`${t.url}/`, FORGED);
    expect(page.status).toBe(200);
    const doc = new JSDOM(page.text).window.document;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/`);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${SITE}/`);
    expect(page.text).not.toContain('evil.example');

    const robots = await request(`${t.url}/robots.txt`, FORGED);
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await request(`${t.url}/sitemap.xml`, FORGED);
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${SITE}/</loc>`);
    expect(sitemap.text).not.toContain('evil.example');

    expect(await issuer(FORGED)).toBe(`${SITE}/auth/v1`);
  });

  it('keeps SITE_URL behind a trusted proxy too: X-Forwarded-Host and -Proto do not count', async () => {
    const saved = t.server.ctx.config.trustProxy;
    t.server.ctx.config.trustProxy = TrustedProxies.parse('1');
    try {
      const headers = { host: '127.0.0.1', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-for': '198.51.100.4' };
      const config = JSON.parse((await request(`${t.url}/runtime-config.json`, headers)).text) as { supabaseUrl: string };
      expect(config.supabaseUrl).toBe(SITE);
      const page = await request(`${t.url}/`, headers);
      expect(new JSDOM(page.text).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/`);
      expect(page.text).not.toContain('evil.example');
      const sitemap = await request(`${t.url}/sitemap.xml`, headers);
      expect(sitemap.text).not.toContain('evil.example');
      expect(await issuer(headers)).toBe(`${SITE}/auth/v1`);
    } finally {
      t.server.ctx.config.trustProxy = saved;
    }
  });
});
