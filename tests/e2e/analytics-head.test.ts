/**
 * In the browser: the server's crawler metadata gives way to React's (no duplicate tags), and
 * analytics scripts appear only when their IDs are set, without blocking the page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../helpers/e2e.ts';

describe('head and analytics in Chromium', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  async function open(p: string): Promise<{ page: Page; requested: string[] }> {
    const page = await e.browser.newPage();
    const requested: string[] = [];
    // No internet here: answer the analytics hosts with empty scripts, and record the calls.
    await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(e.t.url + p);
    await page.getByTestId('site-name').waitFor();
    return { page, requested };
  }

  it('removes the server-written head tags once the SPA runs', async () => {
    const { page } = await open('/blog/instagram-algoritmasi-2026');
    // Hydration runs after the first paint, so the hand-over is waited for.
    await expect.poll(() => page.locator('head [data-head="server"]').count()).toBe(0);
    expect(await page.locator('head title').count()).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('loads no analytics while no ID is set', async () => {
    const { page, requested } = await open('/');
    await page.waitForTimeout(2500);
    expect(requested).toEqual([]);
    expect(await page.locator('script[data-analytics]').count()).toBe(0);
    await page.close();
  });

  it('adds Google Analytics and the Facebook Pixel after rendering when their IDs are set', async () => {
    await e.t.server.ctx.db.admin.query(`update public.seo_settings set google_analytics_id = 'G-TEST12345', facebook_pixel_id = '123456789012'`);
    const { page, requested } = await open('/');
    await expect.poll(() => page.locator('script[data-analytics]').count(), { timeout: 10_000 }).toBe(2);
    expect(await page.locator('script[data-analytics="ga"]').getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    expect(await page.locator('script[data-analytics="ga"]').evaluate((s) => (s as HTMLScriptElement).async)).toBe(true);
    await expect.poll(() => requested.length).toBe(2);
    // A page view reaches the data layer.
    await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? [])), { timeout: 10_000 }).toContain('page_view');
    await page.close();
  });
});
