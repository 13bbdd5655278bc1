/**
 * Only what is seen is fetched on a first view (issue 46), in Chromium against the seeded server
 * on a 2x phone: the related posts under an article are not fetched until the reader scrolls
 * to them (their sized placeholders keep the layout still), a card takes the width variant of
 * its real slot (srcset: 320, 480, 640, 720, 800, 960 and 1280 px; a 350 px card at 2x takes 720),
 * without JavaScript the cards still show their images, and a first visit downloads no font.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

const POST = '/blog/instagram-algoritmasi-2026';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const CARD_IMAGES = '#ilgili-yazilar article img:not(noscript img)';

/** The width= of a render URL. */
const widthOf = (url: string) => Number(new URL(url).searchParams.get('width'));

describe('the first view fetches only what it shows', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  async function watchedPage(javaScriptEnabled = true): Promise<{ page: Page; requested: string[]; close: () => Promise<void> }> {
    const context = await e.firstVisit({ ...PHONE, javaScriptEnabled });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    return { page, requested, close: () => context.close() };
  }

  it("does not fetch the related posts' images before the reader scrolls to them, then fetches the variant of their slot", async () => {
    const { page, requested, close } = await watchedPage();
    await page.goto(e.t.url + POST, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const cards = page.locator(CARD_IMAGES);
    expect(await cards.count()).toBe(3);
    const files = await cards.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.dataset.srcset ?? ''));
    const urls = files.flatMap((srcset) => srcset.split(', ').map((c) => c.split(' ')[0]!));
    expect(urls.length).toBe(21);
    expect(requested.filter((r) => urls.includes(r))).toEqual([]);
    // The placeholders already hold the cards' 16:9 boxes (CLS 0 when the files arrive).
    const boxes = await cards.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => Math.round((img.getBoundingClientRect().width / img.getBoundingClientRect().height) * 100)));
    expect(boxes).toEqual([178, 178, 178]);

    await page.locator('#ilgili-yazilar').scrollIntoViewIfNeeded();
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    await expect.poll(() => cards.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/render/image/')))).toBe(true);
    const chosen = await cards.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => ({ src: img.currentSrc, slot: img.getBoundingClientRect().width })));
    for (const { src, slot } of chosen) {
      // 390 less the container's 1.25rem paddings (sizes says 350), less the card's 1 px borders.
      expect(slot).toBe(348);
      expect(requested).toContain(src);
      // 350 CSS px at 2x is 700 pixels: the 720 file, not the 800 one (Chrome takes the first at or above 2x).
      expect(widthOf(src)).toBe(720);
    }
    await close();
  });

  it('shows the related posts with their images without JavaScript', async () => {
    const { page, close } = await watchedPage(false);
    await page.goto(e.t.url + POST);
    const fallback = page.locator('#ilgili-yazilar noscript img');
    expect(await fallback.count()).toBe(3);
    await fallback.first().scrollIntoViewIfNeeded();
    await expect.poll(() => fallback.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await close();
  });

  it('downloads no font on a first visit, and Inter once the visitor reaches for a link', async () => {
    const { page, requested, close } = await watchedPage();
    const fonts = () => requested.filter((r) => r.endsWith('.woff2'));
    await page.goto(e.t.url + POST, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(fonts()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('fonts-cached'))).toBeNull();
    await page.locator('main a[href^="/"]').first().dispatchEvent('pointerover');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-cached'))).toBe('1');
    expect([...new Set(fonts().map((f) => /\/assets\/(inter-[a-z-]+?-normal)-/.exec(f)?.[1]))].sort()).toEqual(['inter-latin-core-wght-normal', 'inter-turkish-wght-normal']);
    await close();
  });
});
