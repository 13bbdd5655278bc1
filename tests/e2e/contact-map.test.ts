/**
 * The contact page's map is never a blank box: a strip with the address and a link that opens
 * the map stays visible when the provider is blocked (its request aborted: Chromium then shows
 * its error page in the frame), and a map that never arrives gives way to a placeholder; the box
 * keeps its size throughout (no layout shift). The visitor here chose necessary cookies only, so
 * the map loads on "Haritayı göster" (tests/e2e/no-third-party-before-consent.test.ts: before).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

const ADDRESS = 'Büyükdere Cad. No: 185, Levent, 34394 Şişli/İstanbul';
const MAP_LINK = 'https://www.google.com/maps/search/?api=1&query=41.0812%2C29.011';
const PROVIDER = /^https:\/\/maps\.google\.com\//;

describe('contact map placeholder', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  /** /contact with the map provider's requests handled by `handle`; the map box and its height. */
  async function contact(handle: (route: Route) => unknown) {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const requested: string[] = [];
    await page.route(PROVIDER, (route) => {
      requested.push(route.request().url());
      return handle(route);
    });
    await page.goto(`${e.t.url}/contact`);
    await waitForHydration(page);
    const box = page.getByTestId('contact-map');
    const height = async () => (await box.boundingBox())!.height;
    return { context, page, errors, requested, box, height, firstHeight: await height() };
  }

  /** The address and the link are in the box, visible and not covered by the frame. */
  async function expectStrip(page: Page) {
    const box = page.getByTestId('contact-map');
    await box.getByText(ADDRESS, { exact: true }).waitFor();
    const link = box.getByRole('link', { name: 'Haritada aç (yeni sekmede)' });
    expect(await link.getAttribute('href')).toBe(MAP_LINK);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const topmost = await link.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(topmost).toBe(true);
  }

  it('a blocked map (request aborted) still shows the address and a link to open the map, same size', async () => {
    const w = await contact((route) => route.abort('blockedbyclient'));
    try {
      expect(w.firstHeight).toBe(320);
      await w.box.scrollIntoViewIfNeeded();
      expect(w.requested).toEqual([]);
      await w.box.getByRole('link', { name: 'Haritayı göster' }).click();
      const frame = w.box.locator('iframe[title="Ofisimizin konumu"]');
      await frame.waitFor({ state: 'attached' });
      // Chromium fires load on its error page: the loading text goes, the frame shows the error.
      await w.box.getByText('Harita yükleniyor...').waitFor({ state: 'detached' });
      expect(w.requested).toEqual(['https://maps.google.com/maps?q=41.0812,29.011&z=15&output=embed']);
      await expectStrip(w.page);
      expect(await w.height()).toBe(w.firstHeight);
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('a map that never arrives gives way to the placeholder, same size', async () => {
    // The provider never answers (a request that hangs).
    const w = await contact(() => undefined);
    try {
      await w.box.scrollIntoViewIfNeeded();
      await w.box.getByRole('link', { name: 'Haritayı göster' }).click();
      await w.box.locator('iframe[title="Ofisimizin konumu"]').waitFor({ state: 'attached' });
      await expectStrip(w.page);
      await w.box.getByText('Harita şu anda gösterilemiyor.').waitFor({ timeout: 90_000 });
      expect(await w.box.locator('iframe').count()).toBe(0);
      await expectStrip(w.page);
      expect(await w.height()).toBe(w.firstHeight);
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });
});
