/**
 * The live preview's address (src/lib/live-preview.ts): the public shell with a note the
 * editor's values replace, answered noindex and `no-store` (never in the page cache), framed
 * by the site's own origin only (every other page by nobody), and never in the sitemap; a
 * static host serving `dist/_headers` answers it the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { staticHostHeaders, type StaticHost } from '../helpers/static-host-headers.ts';

const directivesOf = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
const cspOf = (res: Response) => directivesOf(res.headers.get('content-security-policy') ?? '');

describe('live preview address', () => {
  let t: TestServer;

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the shell, noindex and no-store, every time rendered and never kept', async () => {
    for (const table of ['pages', 'blog_posts', 'projects', 'services']) {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${t.url}/canli-onizleme/${table}`);
        const html = await res.text();
        expect(res.status, table).toBe(200);
        expect(res.headers.get('cache-control'), table).toBe('no-store');
        expect(res.headers.get('x-robots-tag'), table).toBe('noindex');
        expect(res.headers.get('x-page-cache'), table).toBeNull();
        expect(res.headers.get('etag'), table).toBeNull();
        const doc = new JSDOM(html).window.document;
        expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), table).toBe('noindex, follow');
        expect(doc.querySelector('[data-live-preview-waiting]')?.textContent, table).toBe('Önizleme, düzenleyicideki değerlerle burada gösterilir.');
        // The public shell: the site's header and footer around it.
        expect(doc.querySelector('header'), table).not.toBeNull();
        expect(doc.querySelector('footer'), table).not.toBeNull();
      }
    }
  });

  it('may be framed by the site itself only; other pages by nobody, and the admin may frame the site', async () => {
    const live = await fetch(`${t.url}/canli-onizleme/pages`);
    expect(cspOf(live).get('frame-ancestors')).toEqual(["'self'"]);
    expect(live.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    for (const p of ['/', '/blog', '/admin/pages']) {
      const res = await fetch(t.url + p);
      expect(cspOf(res).get('frame-ancestors'), p).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options'), p).toBe('DENY');
    }
    const admin = await fetch(`${t.url}/admin/pages/new`);
    expect(cspOf(admin).get('frame-src')?.[0]).toBe("'self'");
  });

  it("dist/_headers gives static hosts the server's live-preview headers, and every other path no framing", async () => {
    const file = fs.readFileSync(path.join(PROJECT_ROOT, 'dist', '_headers'), 'utf8');
    const server = await fetch(`${t.url}/canli-onizleme/pages`);
    const site = await fetch(`${t.url}/blog`);
    for (const host of ['cloudflare', 'netlify'] satisfies StaticHost[]) {
      const live = staticHostHeaders(file, '/canli-onizleme/pages', host);
      for (const name of ['content-security-policy', 'x-frame-options', 'cache-control', 'x-robots-tag', 'permissions-policy', 'x-content-type-options']) {
        expect(live.get(name), `${host} ${name}`).toBe(server.headers.get(name));
      }
      expect(live.get('x-frame-options'), host).toBe('SAMEORIGIN');
      expect(directivesOf(live.get('content-security-policy') ?? '').get('frame-ancestors'), host).toEqual(["'self'"]);
      for (const p of ['/', '/blog', '/hizmetler/seo', '/admin/pages']) {
        const other = staticHostHeaders(file, p, host);
        expect(other.get('content-security-policy'), `${host} ${p}`).toBe(site.headers.get('content-security-policy'));
        expect(other.get('x-frame-options'), `${host} ${p}`).toBe('DENY');
        expect(other.has('x-robots-tag'), `${host} ${p}`).toBe(false);
      }
    }
  });

  it('is the 404 for a table without a page, still never stored', async () => {
    const res = await fetch(`${t.url}/canli-onizleme/team_members`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('is not in the sitemap', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('<loc>');
    expect(xml).not.toContain('canli-onizleme');
  });
});
