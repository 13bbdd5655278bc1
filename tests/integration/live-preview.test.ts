/**
 * The live preview's address (src/lib/live-preview.ts): the public shell with a note the
 * editor's values replace, answered noindex and `no-store` (never in the page cache), framed
 * by the site's own origin only (every other page by nobody), and never in the sitemap.
 */
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const cspOf = (res: Response) => new Map((res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

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
