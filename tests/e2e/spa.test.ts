import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import path from 'node:path';

describe('served SPA in Chromium', () => {
  let t: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('loads the home page and shows the site name (read as anon through /rest/v1 when the server renders it)', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${t.url}/`);
    const { rows } = await t.server.ctx.db.admin.query<{ site_name: string }>('select site_name from public.site_settings limit 1');
    const name = page.getByTestId('site-name');
    await name.waitFor();
    await expect.poll(() => name.textContent()).toBe(rows[0]!.site_name);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the SPA for deep links (history fallback); signed out, the admin shows its sign-in screen', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${t.url}/admin/blog`);
    expect(res?.status()).toBe(200);
    await page.waitForURL(`${t.url}/admin/login`);
    await page.getByRole('heading', { name: 'Yönetim Paneli' }).waitFor();
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    await page.close();
  });
});
