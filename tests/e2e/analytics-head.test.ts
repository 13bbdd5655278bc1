/**
 * In the browser: the server's crawler metadata gives way to React's (no duplicate tags), and
 * analytics scripts appear only when their IDs are set and the visitor consented (KVKK), without
 * blocking the page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

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

  it("keeps the server-written head tags once the page's islands run (they render no metadata), one of each", async () => {
    const { page } = await open('/blog/instagram-algoritmasi-2026');
    // Hydration runs after the first paint, so it is waited for.
    await waitForHydration(page);
    expect(await page.locator('head title[data-head="server"]').count()).toBe(1);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    await page.close();
  });

  it('loads no analytics while no ID is set', async () => {
    const { page, requested } = await open('/');
    await page.waitForTimeout(2500);
    expect(requested).toEqual([]);
    expect(await page.locator('script[data-analytics]').count()).toBe(0);
    await page.close();
  });

  /** A first visit (nothing stored), hydrated, with the analytics hosts recorded. */
  async function firstVisit(p: string): Promise<{ page: Page; requested: string[] }> {
    const context = await e.firstVisit({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requested: string[] = [];
    await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(e.t.url + p);
    await waitForHydration(page);
    return { page, requested };
  }

  /** Resolves once the browser ran the idle work queued before it (the tag loader's). */
  const afterIdle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 5000 })));

  it('with both IDs set, a first visit loads nothing from Google or Facebook until "Kabul et"', async () => {
    await e.t.server.ctx.db.admin.query(`update public.seo_settings set google_analytics_id = 'G-TEST12345', facebook_pixel_id = '123456789012'`);
    const { page, requested } = await firstVisit('/');
    const banner = page.getByTestId('consent-banner');
    await expect.poll(() => banner.isVisible()).toBe(true);
    // "Kabul et" and "Reddet" weigh the same.
    const size = (name: string) => banner.getByRole('button', { name, exact: true }).evaluate((b) => getComputedStyle(b).fontWeight + getComputedStyle(b).backgroundColor);
    expect(await size('Reddet')).toBe(await size('Kabul et'));
    await afterIdle(page);
    expect(requested).toEqual([]);
    expect(await page.locator('script[data-analytics]').count()).toBe(0);

    await banner.getByRole('button', { name: 'Kabul et', exact: true }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    await expect.poll(() => page.locator('script[data-analytics]').count(), { timeout: 10_000 }).toBe(2);
    expect(await page.locator('script[data-analytics="ga"]').getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    expect(await page.locator('script[data-analytics="ga"]').evaluate((s) => (s as HTMLScriptElement).async)).toBe(true);
    await expect.poll(() => requested.length).toBe(2);
    // Consent Mode v2: denied by default, then granted for analytics only; a page view follows.
    const layer = () => page.evaluate(() => JSON.stringify((window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>))));
    await expect.poll(layer, { timeout: 10_000 }).toContain('page_view');
    expect(await layer()).toContain('["consent","default",{"analytics_storage":"denied","ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied"}]');
    expect(await layer()).toContain('["consent","update",{"analytics_storage":"granted","ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied"}]');

    // The next load remembers it: no banner from the first paint, the tags load again.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('consent-set'))).toBe(true);
    expect(await banner.isVisible()).toBe(false);
    await expect.poll(() => page.locator('script[data-analytics]').count(), { timeout: 10_000 }).toBe(2);
    await page.context().close();
  });

  it('"Reddet" keeps the tags away across pages, and "Çerez tercihleri" in the footer changes the choice', async () => {
    const { page, requested } = await firstVisit('/');
    const banner = page.getByTestId('consent-banner');
    await banner.getByRole('button', { name: 'Reddet', exact: true }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    await page.goto(e.t.url + '/about');
    await waitForHydration(page);
    expect(await banner.isVisible()).toBe(false);
    await afterIdle(page);
    await page.getByRole('link', { name: 'Hizmetler' }).first().click();
    await page.waitForURL(/\/services$/);
    // A page of its own: its footer's button works once the page's islands are hydrated.
    await waitForHydration(page);
    await afterIdle(page);
    expect(requested).toEqual([]);

    // Changed later: analytics only, from unticked boxes.
    await page.getByRole('button', { name: 'Çerez tercihleri' }).click();
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole('checkbox', { name: 'Analiz' }).isChecked()).toBe(false);
    expect(await banner.getByRole('checkbox', { name: 'Pazarlama' }).isChecked()).toBe(false);
    await banner.getByRole('checkbox', { name: 'Analiz' }).check();
    await banner.getByRole('button', { name: 'Seçimi kaydet' }).click();
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(1);
    expect(requested[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cerez-tercihi')))!);
    expect([stored.analytics, stored.marketing, stored.version]).toEqual([true, false, 1]);
    await page.context().close();
  });
});
