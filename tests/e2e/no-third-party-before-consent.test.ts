/**
 * KVKK: a first visitor's browser contacts no one but the site until they allow it. Every
 * request of a fresh visit (nothing stored, the cookie banner unanswered) is recorded on every
 * public route of the seeded site, at a desktop (1366 px) and a phone (390 px) width, scrolled
 * to the bottom and left until the network is quiet: none leaves the site's origin. The contact
 * map waits behind "Haritayı göster" (a click loads it) or the banner's "Kabul et" (then it loads
 * as it comes near); its box keeps its size throughout (no layout shift).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';
import { until } from '../helpers/until.ts';

const ROUTES = [
  '/',
  '/about',
  '/services',
  '/services/urun-cekim-hizmeti',
  '/projects',
  '/projects/kahve-duragi-sosyal-medya',
  '/blog',
  '/blog/sosyal-medya-rapor-metrikleri',
  '/contact',
  '/faq',
  '/gizlilik-politikasi',
];
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];
const MAP_SRC = 'https://maps.google.com/maps?q=41.0812,29.011&z=15&output=embed';
/** What the map provider answers here (no internet in the tests): a page that loads. */
const MAP_PAGE = '<!doctype html><title>Harita</title><p>Harita</p>';

/** The page's layout shifts (not caused by input), summed as CLS counts them. */
declare global {
  interface Window {
    __shift?: number;
  }
}
const RECORD_SHIFTS = () => {
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) window.__shift! += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

describe('no third-party request before consent', () => {
  let e: E2E;
  let origin: string;
  beforeAll(async () => {
    e = await startE2E();
    origin = new URL(e.t.url).origin;
  });
  afterAll(async () => {
    await e?.close();
  });

  /**
   * A fresh visitor at `viewport`: every request it makes is recorded; requests to other hosts
   * are answered here (the map with a small page, anything else refused) so nothing waits on
   * a network this machine does not have.
   */
  async function visitor(viewport: { width: number; height: number }, options: { javaScriptEnabled?: boolean } = {}) {
    const context = await e.firstVisit({ viewport, ...options });
    await context.addInitScript(RECORD_SHIFTS);
    const requested: string[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    const settle = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    context.on('request', (r) => {
      requested.push(r.url());
      inFlight++;
      lastActivity = Date.now();
    });
    context.on('requestfinished', settle);
    context.on('requestfailed', settle);
    await context.route(
      (url) => url.origin !== origin && !['data:', 'blob:'].includes(url.protocol),
      (route) => (route.request().url().startsWith('https://maps.google.com/') ? route.fulfill({ status: 200, contentType: 'text/html', body: MAP_PAGE }) : route.abort('blockedbyclient')),
    );
    /** Resolves once no request has been in flight for half a second, and the browser is idle. */
    const quiet = async (page: Page) => {
      await until('a quiet network', async () => (inFlight <= 0 && Date.now() - lastActivity > 500 ? true : undefined), { timeoutMs: 60_000 });
      if (options.javaScriptEnabled !== false) await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
    };
    const outside = () => requested.filter((u) => !u.startsWith(`${origin}/`) && !/^(data|blob):/.test(u));
    return { context, requested, outside, quiet };
  }

  /** Scrolls to the bottom in half-screen steps, a frame apart, so every observer near the way fires. */
  async function scrollThrough(page: Page) {
    await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await frame();
      }
      scrollTo(0, document.documentElement.scrollHeight);
      await frame();
    });
  }

  /** `path` in a new page, hydrated and scrolled through (with JavaScript), until quiet. */
  async function visit(context: BrowserContext, path: string, quiet: (page: Page) => Promise<void>, hydrated = true) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(e.t.url + path);
    if (hydrated) {
      await waitForHydration(page);
      await scrollThrough(page);
    }
    await quiet(page);
    return { page, errors };
  }

  for (const viewport of WIDTHS) {
    it(`at ${viewport.width} px, a fresh visit of every public route, scrolled to the bottom, requests nothing from another host`, async () => {
      const v = await visitor(viewport);
      try {
        for (const path of ROUTES) {
          const { page, errors } = await visit(v.context, path, v.quiet);
          expect({ path, outside: v.outside(), errors }).toEqual({ path, outside: [], errors: [] });
          if (path === '/contact') {
            // The banner was not answered: the map is a placeholder naming its provider.
            expect(await page.getByTestId('consent-banner').isVisible()).toBe(true);
            const box = page.getByTestId('contact-map');
            await box.getByText("Harita Google Haritalar üzerinden yüklenir; Google Haritalar çerez kullanabilir.").waitFor();
            expect(await box.getByRole('link', { name: 'Gizlilik politikası' }).getAttribute('href')).toBe('/gizlilik-politikasi');
            expect(await box.locator('iframe').count()).toBe(0);
          }
          await page.close();
        }
        expect(v.requested.filter((u) => u.startsWith(`${origin}/contact`)).length).toBe(1);
      } finally {
        await v.context.close();
      }
    });
  }

  it('"Haritayı göster" loads the map in its box at once, and nothing shifts', async () => {
    const v = await visitor(WIDTHS[0]!);
    try {
      const { page, errors } = await visit(v.context, '/contact', v.quiet);
      expect(v.outside()).toEqual([]);
      const box = page.getByTestId('contact-map');
      await box.scrollIntoViewIfNeeded();
      const before = await box.boundingBox();
      expect(before!.height).toBe(320);
      await box.getByRole('link', { name: 'Haritayı göster' }).click();
      const frame = box.locator('iframe[title="Ofisimizin konumu"]');
      expect(await frame.getAttribute('src')).toBe(MAP_SRC);
      // The provider's page loaded in the frame: the loading text is gone.
      await box.getByText('Harita yükleniyor...').waitFor({ state: 'detached' });
      expect(v.outside()).toEqual([MAP_SRC]);
      expect(await box.boundingBox()).toEqual(before);
      expect(await page.evaluate(() => window.__shift)).toBe(0);
      // A click was for this page only: nothing was stored, the banner still asks.
      expect(await page.getByTestId('consent-banner').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });

  it('after "Kabul et" on a fresh visit, the map loads as it comes near, without a click, at 390 px too', async () => {
    const v = await visitor(WIDTHS[1]!);
    try {
      const { page, errors } = await visit(v.context, '/contact', v.quiet);
      await page.evaluate(() => scrollTo(0, 0));
      await page.getByTestId('consent-banner').getByRole('button', { name: 'Kabul et', exact: true }).click();
      const box = page.getByTestId('contact-map');
      await box.scrollIntoViewIfNeeded();
      await box.locator(`iframe[src="${MAP_SRC}"]`).waitFor({ state: 'attached' });
      await box.getByText('Harita yükleniyor...').waitFor({ state: 'detached' });
      expect(v.outside()).toEqual([MAP_SRC]);
      expect((await box.boundingBox())!.height).toBe(320);
      // The next page of the visit (and the next visit) remembers the choice: no placeholder.
      await page.reload();
      await waitForHydration(page);
      await page.getByTestId('contact-map').scrollIntoViewIfNeeded();
      await page.getByTestId('contact-map').locator(`iframe[src="${MAP_SRC}"]`).waitFor({ state: 'attached' });
      expect(await page.getByTestId('contact-map').getByRole('link', { name: 'Haritayı göster' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await v.context.close();
    }
  });

  it('"Reddet" keeps the placeholder; without JavaScript it is a plain link to the map, and nothing is requested elsewhere', async () => {
    const v = await visitor(WIDTHS[0]!);
    try {
      const { page } = await visit(v.context, '/contact', v.quiet);
      await page.getByTestId('consent-banner').getByRole('button', { name: 'Reddet', exact: true }).click();
      await scrollThrough(page);
      await v.quiet(page);
      expect(v.outside()).toEqual([]);
      expect(await page.getByTestId('contact-map').getByRole('link', { name: 'Haritayı göster' }).isVisible()).toBe(true);
    } finally {
      await v.context.close();
    }
    const off = await visitor(WIDTHS[0]!, { javaScriptEnabled: false });
    try {
      const { page } = await visit(off.context, '/contact', off.quiet, false);
      const show = page.getByTestId('contact-map').getByRole('link', { name: 'Haritayı göster' });
      expect(await show.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=41.0812%2C29.011');
      expect(await show.getAttribute('target')).toBe('_blank');
      expect(await page.locator('iframe').count()).toBe(0);
      expect(off.outside()).toEqual([]);
    } finally {
      await off.context.close();
    }
  });
});
