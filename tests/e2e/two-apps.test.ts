/**
 * The public site and the admin are two browser builds (vite.config.ts, vite.admin.config.ts):
 * a visitor's first load asks for no file of the admin's build and gets no data-router code
 * (the admin's editor needs one for useBlocker, the site does not); a deep admin URL on a
 * fresh load is the admin's own HTML and opens the admin; a link or a router navigation from
 * one app to the other is a full page load into the other app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../helpers/server.ts';

/**
 * What only react-router's data router has: createBrowserRouter reads the server's hydration
 * data from this global, and useBlocker names itself in its invariant. (Checked to be in the
 * admin's files below, so a renamed marker fails the test instead of passing it.)
 */
const DATA_ROUTER = ['__staticRouterHydrationData', 'useBlocker'];

describe('the public site and the admin are separate builds', () => {
  let e: E2E;
  /** The scripts the admin's HTML loads first. */
  let adminScripts: string[];
  beforeAll(async () => {
    e = await startE2E();
    const doc = new JSDOM(await (await fetch(`${e.t.url}/admin/`)).text()).window.document;
    adminScripts = [...doc.querySelectorAll('script[src], link[rel="modulepreload"]')].map((n) => n.getAttribute('src') ?? n.getAttribute('href')!);
  });
  afterAll(async () => {
    await e?.close();
  });

  it("a visitor's first load asks for no file of the admin's build and for no data-router code", async () => {
    expect(adminScripts.length).toBeGreaterThan(1);
    expect(adminScripts.every((s) => s.startsWith('/assets/admin/')), adminScripts.join(', ')).toBe(true);
    // The marker is real: the admin's own files (its entry and what it preloads) carry the data router.
    const adminCode = (await Promise.all(adminScripts.map(async (s) => (await fetch(e.t.url + s)).text()))).join('\n');
    for (const marker of DATA_ROUTER) expect(adminCode, marker).toContain(marker);

    for (const p of ['/', '/about', '/blog', '/contact']) {
      const page = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
      const scripts = new Map<string, Promise<string>>();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.set(new URL(r.url()).pathname, r.text());
      });
      await page.goto(e.t.url + p);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const files = [...scripts.keys()];
      // The page's islands (src/public/islands/) run; the React app is not loaded at all.
      expect(files.some((f) => /^\/assets\/islands\/islands-[\w-]+\.js$/.test(f)), `${p}: ${files.join(', ')}`).toBe(true);
      expect(files.filter((f) => f.startsWith('/assets/admin/') || adminScripts.includes(f)), p).toEqual([]);
      for (const [file, body] of scripts) {
        const code = await body;
        for (const marker of DATA_ROUTER) expect(code.includes(marker), `${p}: ${file} has ${marker}`).toBe(false);
      }
      expect(errors, p).toEqual([]);
      await page.close();
    }
  });

  it("the public site's React app (the live preview, a page served for another URL) has no data-router code either", () => {
    const assets = path.join(PROJECT_ROOT, 'dist', 'assets');
    const app = fs.readdirSync(assets).filter((f) => /^(main|site)-[\w-]+\.js$/.test(f));
    expect(app.length).toBeGreaterThan(0);
    for (const file of app) {
      const code = fs.readFileSync(path.join(assets, file), 'utf8');
      for (const marker of DATA_ROUTER) expect(code.includes(marker), `${file} has ${marker}`).toBe(false);
    }
  });

  it("serves the admin's own HTML for /admin and every URL below it, revalidated, with the site's security headers", async () => {
    const built = fs.readFileSync(path.join(PROJECT_ROOT, 'dist', 'admin', 'index.html'), 'utf8');
    const site = await fetch(`${e.t.url}/`);
    for (const p of ['/admin', '/admin/', '/admin/login', '/admin/blog/new', '/admin/blog/9f1c2d3e-0000-4000-8000-000000000000?sekme=1']) {
      const res = await fetch(e.t.url + p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), p).toBe(site.headers.get('content-security-policy'));
      expect(res.headers.get('x-page-cache'), p).toBeNull();
      expect(await res.text(), p).toBe(built);
    }
    // Its files are hashed and kept for a year, like the site's.
    expect((await fetch(e.t.url + adminScripts[0]!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${e.t.url}/assets/admin/missing-123.js`)).status).toBe(404);
  });

  it('a deep admin link on a fresh load opens that screen, and the editor still guards unsaved changes', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    // Signed out: the deep link answers with the admin, which asks to sign in and then goes there.
    const res = await page.goto(`${e.t.url}/admin/blog/new`);
    expect(res?.status()).toBe(200);
    await page.waitForURL(`${e.t.url}/admin/login`);
    await page.locator('input[name="email"]').fill(STAFF_EMAIL);
    await page.locator('input[name="password"]').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Yeni Blog Yazısı' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/blog/new');
    // And on a fresh load, signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Yeni Blog Yazısı' }).waitFor();
    expect(await page.title()).toBe('Blog Yönetimi | Yönetim Paneli');
    expect(scripts.filter((s) => !s.startsWith('/assets/admin/'))).toEqual([]);
    // useBlocker works in this build: leaving with a change asks first.
    await page.locator('#root_title').fill('Kaydedilmemiş Başlık');
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Projeler' }).click();
    const ask = page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Düzenlemeye devam et' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/blog/new');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the sign-in page's link home is a full page load into the public site", async () => {
    const { page, errors } = await e.open('/admin/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
    await page.getByRole('link', { name: 'Siteye dön' }).click();
    await page.waitForURL(`${e.t.url}/`);
    await waitForHydration(page);
    expect(documents).toEqual(['/']);
    expect(await page.locator('main h1').first().textContent()).toBe('Markanızı dijitalde büyütüyoruz');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a router navigation out of /admin (history's back to the site, say) loads the public page in full", async () => {
    const { page, errors } = await e.open('/admin/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
    // What the router sees on a back/forward to a site URL within the same document.
    await page.evaluate(() => {
      history.pushState(null, '', '/about');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Dijitalde fark yaratan bir ekibiz' }).waitFor();
    await waitForHydration(page);
    expect(documents).toEqual(['/about']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
