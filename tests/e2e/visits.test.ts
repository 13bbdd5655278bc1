/**
 * Visits counted without cookies, as a visitor and staff see them: three visits to a page from a
 * fresh browser leave no cookie and nothing in its storage (the keys there belong to other
 * features: the fonts' two in localStorage, the tab's first-touch lead source), and the dashboard's
 * "Ziyaretler" counts them for that page; a landing page with 10 visits and 2 messages shows a
 * conversion of %20, as does its campaign (5 visits, 1 message). The server's batch is sent with
 * `ctx.visits.flush()` instead of waiting for its timer. A page opened from a prefetch (which the
 * server does not count) counts once, by its beacon (src/lib/count-prefetched-view.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FIRST_TOUCH_KEY } from '../../src/public/lead-source/lead-source.ts';
import { FONTS_CACHED_KEY, VISITED_KEY } from '../../src/lib/font-loading.ts';
import { VISITS_TITLE } from '../../src/admin/dashboard/VisitsCard.tsx';
import { signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

const LANDING = '/ziyaret-kampanyasi';
/** A visitor's browser: headless Chromium says "HeadlessChrome", which the bot list rightly leaves out. */
const VISITOR = { viewport: { width: 1280, height: 900 }, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };

describe('visits on the dashboard', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
    const staff = await e.t.signIn();
    const created = await staff.from('pages').insert({ title: 'Ziyaret Kampanyası', slug: LANDING.slice(1), content: '<p>Kampanya</p>', blocks: [], published: true, landing_page: true });
    expect(created.error).toBeNull();
  });
  afterAll(async () => {
    await e?.close();
  });

  /** The dashboard's visits card, once the server has sent its counts. */
  async function dashboard(): Promise<Page> {
    await e.t.server.ctx.visits.flush();
    const { page } = await signedInPage(e, '/admin');
    await page.getByRole('heading', { level: 2, name: VISITS_TITLE }).waitFor();
    return page;
  }
  const cell = (page: Page, table: string, key: string, column: string) => page.getByTestId(table).locator(`tr[data-key="${key}"] td[data-column="${column}"]`);

  it('counts three visits from a fresh browser that stores nothing', async () => {
    const context = await e.firstVisit(VISITOR);
    const page = await context.newPage();
    for (let i = 0; i < 3; i++) {
      await page.goto(`${e.t.url}/about`);
      await waitForHydration(page);
    }
    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    // Only the keys other features keep (fonts already fetched, a page seen before: font-loading.ts; the tab's lead source).
    expect(stored.local.filter((k) => k !== FONTS_CACHED_KEY && k !== VISITED_KEY)).toEqual([]);
    expect(stored.session.filter((k) => k !== FIRST_TOUCH_KEY)).toEqual([]);
    await context.close();

    const admin = await dashboard();
    await expect.poll(() => cell(admin, 'visits-pages', '/about', 'Görüntülenme').textContent()).toBe('3');
    expect(await cell(admin, 'visits-pages', '/about', 'Ziyaretçi').textContent()).toBe('1');
    await admin.close();
  });

  it('shows a landing page with 10 visits and 2 messages at %20, and its campaign too', async () => {
    const context = await e.browser.newContext(VISITOR);
    const page = await context.newPage();
    for (let i = 0; i < 10; i++) {
      const res = await page.goto(`${e.t.url}${LANDING}${i < 5 ? '?utm_source=instagram&utm_campaign=bahar' : ''}`);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
    }
    await context.close();
    const lead = (email: string, utm_campaign: string | null) => ({ name: 'Ziyaretçi', email, message: 'Teklif almak istiyorum.', source_path: LANDING, utm_campaign });
    const inserted = await e.t.service().from('contact_messages').insert([lead('bir@example.com', 'bahar'), lead('iki@example.com', null)]);
    expect(inserted.error).toBeNull();

    const admin = await dashboard();
    await expect.poll(() => cell(admin, 'visits-landing-pages', LANDING, 'Görüntülenme').textContent()).toBe('10');
    expect(await cell(admin, 'visits-landing-pages', LANDING, 'Mesaj').textContent()).toBe('2');
    expect(await cell(admin, 'visits-landing-pages', LANDING, 'Dönüşüm').textContent()).toBe('%20');
    expect(await cell(admin, 'visits-campaigns', 'bahar', 'Görüntülenme').textContent()).toBe('5');
    expect(await cell(admin, 'visits-campaigns', 'bahar', 'Dönüşüm').textContent()).toBe('%20');
    // The same over 7 and 90 days (everything happened today).
    await admin.getByRole('button', { name: '90 gün' }).click();
    await expect.poll(() => admin.getByRole('button', { name: '90 gün' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cell(admin, 'visits-landing-pages', LANDING, 'Dönüşüm').textContent()).toBe('%20');
    await admin.close();
  });

  it('counts a page opened from a prefetch once, by its beacon, and not the prefetch itself', async () => {
    const context = await e.browser.newContext(VISITOR);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const prefetched = new Map<string, string>();
    cdp.on('Preload.prefetchStatusUpdated', (event) => prefetched.set(event.prefetchUrl, event.status));
    await cdp.send('Preload.enable');
    await page.goto(`${e.t.url}/`);
    await waitForHydration(page);
    const projects = page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Projeler', exact: true });
    await projects.hover();
    await expect.poll(() => prefetched.get(`${e.t.url}/projects`)).toBe('Ready');
    await projects.click();
    await page.waitForURL(`${e.t.url}/projects`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType)).toBe('navigational-prefetch');
    const views = async () => {
      await e.t.server.ctx.visits.flush();
      const { rows } = await e.t.server.ctx.db.admin.query<{ views: number }>(`select coalesce(sum(views), 0)::int as views from private.page_views_daily where path = '/projects'`);
      return rows[0]!.views;
    };
    await expect.poll(views).toBe(1);
    // The beacon names only a page the cache holds: a made-up one counts nothing.
    const made = await fetch(`${e.t.url}/visits/v1/view`, { method: 'POST', body: '/boyle-bir-sayfa-yok', headers: { 'User-Agent': VISITOR.userAgent } });
    expect(made.status).toBe(204);
    await e.t.server.ctx.visits.flush();
    const { rows } = await e.t.server.ctx.db.admin.query(`select path from private.page_views_daily where path = '/boyle-bir-sayfa-yok'`);
    expect(rows).toEqual([]);
    expect(await views()).toBe(1);
    await context.close();
  });
});
