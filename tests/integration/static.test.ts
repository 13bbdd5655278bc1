/** The SPA server: history fallback, cache headers for hashed assets, compression, safety. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/** A raw GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static SPA serving', () => {
  let t: TestServer;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Test</title><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'admin'));
    fs.writeFileSync(path.join(dist, 'admin', 'index.html'), '<!doctype html><title>Yönetim</title><div id="root" data-app="admin"></div>');
    fs.mkdirSync(path.join(dist, 'assets', 'admin'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'assets', 'admin', 'admin-def456.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestServer({ env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves each app's HTML for its deep links, revalidated: index.html for the site, admin/index.html for /admin and below", async () => {
    for (const [p, app] of [['/', 'site'], ['/blog', 'site'], ['/administrator', 'site'], ['/admin', 'admin'], ['/admin/', 'admin'], ['/admin/blog/new', 'admin']] as const) {
      const res = await get(t.url + p);
      expect(res.status, p).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body.toString().includes('data-app="admin"'), p).toBe(app === 'admin');
    }
    // The admin's files are hashed assets like the site's; a missing one is a 404, not the HTML.
    expect((await get(`${t.url}/assets/admin/admin-def456.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`${t.url}/admin/missing-123.js`)).status).toBe(404);
  });

  it('without a server renderer in dist/ (a browser-only build), every route still gets the SPA', async () => {
    // With the renderer, a missing item is a rendered 404 page (tests/integration/ssr.test.ts).
    const res = await get(`${t.url}/blog/bir-yazi`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await get(`${t.url}/assets/app-abc123.js`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toBe(script);
    const br = await get(`${t.url}/assets/app-abc123.js`, { 'Accept-Encoding': 'gzip, br' });
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    const again = await get(`${t.url}/assets/app-abc123.js`, { 'If-None-Match': res.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing file, refuses traversal and other methods', async () => {
    expect((await get(`${t.url}/assets/missing-123.js`)).status).toBe(404);
    const traversal = await get(`${t.url}/..%2f..%2fetc%2fpasswd`);
    expect(traversal.body.toString()).not.toContain('root:');
    expect((await get(`${t.url}/`, {}, 'POST')).status).toBe(405);
  });

  it('gives the browser its runtime config without the service key', async () => {
    const res = await fetch(`${t.url}/runtime-config.json`);
    const body = await res.text();
    const config = JSON.parse(body) as { supabaseUrl: string };
    // Without SITE_URL the API is wherever the page was opened (''); the site's address (this
    // server's) is for the admin's settings screen.
    expect(config).toEqual({ supabaseUrl: '', supabaseAnonKey: t.anonKey, siteUrl: t.url });
    expect(body).not.toContain(t.serviceRoleKey);
  });
});
