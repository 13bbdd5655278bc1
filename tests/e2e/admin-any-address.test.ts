/**
 * The site and the admin at every address the server answers on. Without SITE_URL (listening
 * on all interfaces, as `npm start` does) the admin signs in at 127.0.0.1 and at localhost
 * alike, and a public page's images and API calls stay on the address it was opened at. With
 * SITE_URL, the admin opened at another address says where it must be opened instead of
 * failing on the CSP with only a console error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, STAFF_EMAIL, STAFF_PASSWORD, type TestServer } from '../helpers/server.ts';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';

describe('the admin and the site at any address of the server', () => {
  let t: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true, env: { HOST: '0.0.0.0' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(url: string): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ locale: 'tr-TR' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto(url);
    return { page, problems };
  }

  for (const host of ['127.0.0.1', 'localhost']) {
    it(`signs in at http://${host}:<port>/admin without SITE_URL`, async () => {
      const { page, problems } = await open(`http://${host}:${t.server.port}/admin/login`);
      await page.locator('input[name="email"]').fill(STAFF_EMAIL);
      await page.locator('input[name="password"]').fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it(`serves the public site's images and API from http://${host}:<port> without SITE_URL`, async () => {
      const origin = `http://${host}:${t.server.port}`;
      const { page, problems } = await open(`${origin}/`);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).origin));
      await page.reload();
      await page.waitForLoadState('load');
      // Lazy images below the fold load later; every one points here, and those on screen loaded.
      const images = await page.locator('img[src*="/storage/v1/"]').evaluateAll((imgs) => imgs.map((i) => [(i as HTMLImageElement).src, (i as HTMLImageElement).naturalWidth > 0] as const));
      expect(images.map(([src]) => new URL(src).origin)).toEqual(images.map(() => origin));
      expect(images.filter(([, loaded]) => loaded).length).toBeGreaterThan(0);
      expect([...new Set(requests)]).toEqual([origin]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('with SITE_URL, the admin opened at another address says in Turkish where it must be opened', async () => {
    const saved = t.server.ctx.config.siteUrl;
    t.server.ctx.config.siteUrl = 'https://ajans.example';
    try {
      const { page } = await open(`http://127.0.0.1:${t.server.port}/admin/login`);
      const alert = page.getByText('Bu yönetim paneli https://ajans.example adresinden açılmalı.', { exact: false });
      await alert.waitFor();
      expect(await page.getByRole('link', { name: 'https://ajans.example' }).getAttribute('href')).toBe('https://ajans.example/admin/login');
      expect(await page.locator('input[name="password"]').count()).toBe(0);
      await page.context().close();
    } finally {
      t.server.ctx.config.siteUrl = saved;
    }
  });
});
