/**
 * The security headers of every answer: each HTML page (site, admin, 404) has a strict
 * Content-Security-Policy (no 'unsafe-eval', no inline script but the head's script and the
 * prefetch rules, by their hashes), a Permissions-Policy and no framing; API answers (REST, Auth, Storage, health,
 * runtime-config), errors included, and static files are nosniff.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { EARLY_HEAD_SCRIPT } from '../../src/lib/head-script.ts';
import { SPECULATION_RULES } from '../../src/lib/speculation-rules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { pageContentSecurityPolicy, staticHostHeadersFile } from '../../server/app/http/security-headers.ts';

/** The two inline scripts a public page may run, each allowed by its SHA-256. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directives(csp: string | null): Map<string, string[]> {
  expect(csp, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectPageHeaders(res: Response, label: string): void {
  const csp = directives(res.headers.get('content-security-policy'));
  expect(res.headers.get('content-security-policy'), label).not.toContain('unsafe-eval');
  // Scripts: only files of this origin, the head's script and the prefetch rules by their hashes, and the two analytics hosts.
  expect(csp.get('script-src'), label).toEqual(["'self'", hashOf(EARLY_HEAD_SCRIPT), hashOf(SPECULATION_RULES), 'https://www.googletagmanager.com', 'https://connect.facebook.net']);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp.get('style-src'), label).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src'), label).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  expect(csp.get('connect-src')?.[0], label).toBe("'self'");
  expect(csp.get('frame-src'), label).toContain('https://www.google.com');
  expect(csp.get('frame-src'), label).toContain('https://www.openstreetmap.org');
  // The video block's privacy-enhanced players, not YouTube's tracking host.
  expect(csp.get('frame-src'), label).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']));
  expect(csp.get('frame-src'), label).not.toContain('https://www.youtube.com');
  expect(res.headers.get('x-frame-options'), label).toBe('DENY');
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, label).toContain(`${feature}=()`);
}

function expectApiHeaders(res: Response, label: string): void {
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), label).toBe('DENY');
  expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('content-security-policy'), label).toBe("default-src 'none'; frame-ancestors 'none'");
}

describe('security headers', () => {
  let t: TestServer;
  let dist: string;
  let postSlug: string;
  let appScript: string;

  beforeAll(async () => {
    // The real build (npm test builds it first, scripts/build-if-stale.ts): what Vite writes has the app as an external module script.
    dist = path.join(PROJECT_ROOT, 'dist');
    await ensureSpaBuilt(dist, () => {});
    appScript = /<script type="module" crossorigin[^>]* src="([^"]+)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))![1]!;
    t = await startTestServer({ seed: true, env: { DIST_DIR: dist } });
    const { data } = await t.anon().from('blog_posts').select('slug').eq('published', true).limit(1).single();
    postSlug = (data as { slug: string }).slug;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every HTML page has the strict policy, and no inline script but the two it allows by hash', async () => {
    const pages: [string, number][] = [
      ['/', 200],
      ['/blog', 200],
      [`/blog/${postSlug}`, 200],
      ['/contact', 200],
      ['/admin', 200],
      ['/admin/login', 200],
      ['/admin/pages', 200],
      ['/blog/boyle-bir-yazi-yok', 404],
      ['/boyle-bir-sayfa-yok', 404],
    ];
    for (const [p, status] of pages) {
      const res = await fetch(t.url + p);
      expect(res.status, p).toBe(status);
      expect(res.headers.get('content-type'), p).toBe('text/html; charset=utf-8');
      expectPageHeaders(res, p);
      // Script elements without src are data (runtime config, JSON-LD), which CSP does not run,
      // except on public pages the head's script and the prefetch rules, exactly the texts whose hashes the policy allows.
      const doc = new JSDOM(await res.text()).window.document;
      const inline = [...doc.querySelectorAll('script:not([src])')];
      const code = inline.filter((s) => !['application/json', 'application/ld+json'].includes(s.getAttribute('type') ?? ''));
      expect(code.map((s) => [s.getAttribute('type'), s.textContent]), p).toEqual(p.startsWith('/admin') ? [] : [[null, EARLY_HEAD_SCRIPT], ['speculationrules', SPECULATION_RULES]]);
    }
    // The blog post carries JSON-LD, so the check above saw a data block.
    const post = new JSDOM(await (await fetch(`${t.url}/blog/${postSlug}`)).text()).window.document;
    expect(post.querySelectorAll('script[type="application/ld+json"]').length).toBeGreaterThan(0);
  });

  it('static files, robots.txt and sitemap.xml are nosniff with the page headers', async () => {
    for (const [p, type] of [
      [appScript, 'text/javascript; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const res = await fetch(t.url + p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toBe(type);
      expectPageHeaders(res, p);
    }
    const missing = await fetch(`${t.url}/assets/yok.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('API answers are nosniff and never a page, errors included', async () => {
    const key = { apikey: t.anonKey };
    const answers: [string, RequestInit, number][] = [
      ['/rest/v1/pages?select=title&limit=1', { headers: key }, 200],
      ['/rest/v1/pages?select=yok', { headers: key }, 400],
      ['/rest/v1/boyle_bir_tablo_yok', { headers: key }, 404],
      ['/auth/v1/settings', { headers: key }, 200],
      ['/auth/v1/token?grant_type=password', { method: 'POST', headers: { ...key, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'yok@example.com', password: 'yanlis-parola' }) }, 400],
      ['/storage/v1/object/list/media', { method: 'POST', headers: { ...key, 'content-type': 'application/json' }, body: JSON.stringify({ prefix: 'seed' }) }, 200],
      ['/storage/v1/bucket/yok', { headers: key }, 400],
      ['/health', {}, 200],
      ['/runtime-config.json', {}, 200],
      ['/rest/v1/pages', { method: 'OPTIONS', headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' } }, 204],
    ];
    for (const [p, init, status] of answers) {
      const res = await fetch(t.url + p, init);
      expect(res.status, `${init.method ?? 'GET'} ${p}`).toBe(status);
      expectApiHeaders(res, `${init.method ?? 'GET'} ${p}`);
    }
  });

  it('every /rest/v1 answer carries the API and CORS headers exactly once, as the other API answers do', async () => {
    const names = [
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'content-security-policy',
      'access-control-allow-origin',
      'access-control-allow-methods',
      'access-control-allow-headers',
      'access-control-expose-headers',
      'access-control-max-age',
    ];
    const of = (res: Response) => names.map((n) => [n, res.headers.get(n)]);
    // The reference: an Auth answer, whose headers are set one by one.
    const reference = of(await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.anonKey } }));
    expect(reference.every(([, v]) => v !== null)).toBe(true);
    const key = { apikey: t.anonKey };
    const answers: [string, RequestInit, number][] = [
      ['/rest/v1/pages?select=title&limit=1', { headers: key }, 200],
      ['/rest/v1/pages?select=title', { headers: { ...key, Range: '0-0', Prefer: 'count=exact' } }, 206],
      ['/rest/v1/pages?select=title', { method: 'HEAD', headers: key }, 200],
      ['/rest/v1/pages?select=yok', { headers: key }, 400],
      ['/rest/v1/pages?select=yok', { method: 'HEAD', headers: key }, 400],
      ['/rest/v1/boyle_bir_tablo_yok', { headers: key }, 404],
      ['/rest/v1/pages', { method: 'POST', headers: { ...key, 'content-type': 'application/json' }, body: '{"title":"x"}' }, 401],
      ['/rest/v1/pages', {}, 401],
      ['/rest/v1/pages', { headers: { ...key, Authorization: 'Bearer bozuk' } }, 401],
      ['/rest/v1/pages', { method: 'OPTIONS', headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' } }, 204],
    ];
    for (const [p, init, status] of answers) {
      const res = await fetch(t.url + p, init);
      const label = `${init.method ?? 'GET'} ${p}`;
      expect(res.status, label).toBe(status);
      expect(of(res), label).toEqual(reference);
    }
  });

  it('uploaded files keep their own sandboxing policy and are nosniff', async () => {
    const { data } = await t.service().storage.from('media').list('seed', { limit: 1 });
    const name = data![0]!.name;
    const res = await fetch(`${t.url}/storage/v1/object/public/media/seed/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; media-src 'self'; img-src 'self'; sandbox");
  });

  it('a hosted Supabase URL joins connect-src, and dist/_headers carries the page headers', () => {
    const csp = directives(pageContentSecurityPolicy({ supabaseUrl: 'https://abcd.supabase.co' }));
    expect(csp.get('connect-src')?.slice(0, 3)).toEqual(["'self'", 'https://abcd.supabase.co', 'wss://abcd.supabase.co']);
    expect(directives(pageContentSecurityPolicy({ supabaseUrl: 'javascript:alert(1)' })).get('connect-src')).not.toContain('javascript:');
    const file = staticHostHeadersFile({ supabaseUrl: 'https://abcd.supabase.co' }).split('\n');
    expect(file[0]).toBe('/*');
    expect(file).toContain('  X-Frame-Options: DENY');
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect(file.find((l) => l.startsWith('  Content-Security-Policy: '))).toContain('https://abcd.supabase.co');
  });
});
