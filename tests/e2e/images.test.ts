/**
 * Images and fonts in Chromium against the seeded server: every image has width and height and
 * keeps that ratio whatever its file's own size, only the page's LCP image is eager with high
 * fetch priority, content images come as Storage-rendered WebP through srcset, and the font is
 * self-hosted (no third-party request), not fetched on the first page, and comes after the next page's largest paint.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../helpers/e2e.ts';

interface ImageFacts {
  src: string;
  srcset: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchpriority: string | null;
  /** Rendered width / height, and whether the image fills a positioned box (the hero). */
  ratio: number;
  absolute: boolean;
  loaded: boolean;
}

async function images(page: Page): Promise<ImageFacts[]> {
  // Lazy images load once scrolled to; the check is about their attributes and boxes.
  return page.locator('img').evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.map((img) => {
      const box = img.getBoundingClientRect();
      return {
        // A deferred image (below the fold, src/lib/deferred-images.ts) holds its files in data- attributes until it nears the viewport.
        src: img.hasAttribute('data-deferred') ? (img.dataset.src ?? '') : img.currentSrc || img.src,
        srcset: img.getAttribute('srcset') ?? img.dataset.srcset ?? null,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
        ratio: box.width / box.height,
        absolute: getComputedStyle(img).position === 'absolute',
        loaded: img.complete && img.naturalWidth > 0,
      };
    }),
  );
}

function expectStable(list: ImageFacts[]): void {
  for (const img of list) {
    expect(Number(img.width), img.src).toBeGreaterThan(0);
    expect(Number(img.height), img.src).toBeGreaterThan(0);
    // The box follows the attributes, not the file: nothing moves when the file arrives.
    if (!img.absolute) expect(img.ratio, img.src).toBeCloseTo(Number(img.width) / Number(img.height), 1);
    expect(img.srcset, img.src).toContain('/storage/v1/render/image/public/media/seed/');
    expect(img.src, img.src).toContain('/storage/v1/render/image/public/media/seed/');
  }
}

describe('images and fonts', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('home: the hero image alone is eager and prioritised, as a rendered WebP; every image is sized', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const rendered: { url: string; status: number; type: string | undefined }[] = [];
    page.on('response', (r) => r.url().includes('/storage/v1/render/image/') && rendered.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] }));
    await page.goto(e.t.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Markanızı dijitalde büyütüyoruz' }).waitFor();
    await page.locator('#hizmetler article').first().waitFor();
    const hero = page.locator('section[aria-label="Tanıtım"] img');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Testimonial avatars come last; wait for them so every image of the page is counted.
    await page.locator('figcaption img').first().waitFor({ state: 'attached' });

    const list = await images(page);
    expect(list.length).toBeGreaterThan(3);
    expectStable(list);
    const eager = list.filter((i) => i.loading !== 'lazy');
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatchObject({ loading: 'eager', fetchpriority: 'high', absolute: true, loaded: true });
    expect(eager[0]!.src).toContain('/seed/hero.webp?width=');
    expect(list.filter((i) => i.fetchpriority === 'high')).toHaveLength(1);
    // A 1280px-wide window at DPR 1 takes the 1280 rendition, not the 1600px original.
    expect(eager[0]!.src).toMatch(/hero\.webp\?width=1280$/);
    expect(await page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBe(1);
    const heroResponse = rendered.find((r) => r.url === eager[0]!.src);
    expect(heroResponse).toMatchObject({ status: 200, type: 'image/webp' });
    // The site asks only for variants the server renders (src/lib/image-variants.ts): none refused.
    expect(rendered.filter((r) => r.status !== 200)).toEqual([]);
    await page.close();
  });

  it('blog post: the featured image is the priority one; header logo lazy, related cards deferred', async () => {
    const { page, errors } = await e.open('/blog/instagram-algoritmasi-2026');
    await page.locator('main h1').first().waitFor();
    const featured = page.locator('article img').first();
    await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.locator('#ilgili-yazilar img').first().waitFor({ state: 'attached' });
    expect(await page.locator('#ilgili-yazilar img[data-deferred]').count()).toBe(3);
    const list = await images(page);
    expectStable(list);
    const eager = list.filter((i) => i.loading !== 'lazy');
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatchObject({ loading: 'eager', fetchpriority: 'high', loaded: true });
    expect(eager[0]!.src).toBe(await featured.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('phones get a phone-sized rendition', async () => {
    const page = await e.browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await page.goto(e.t.url + '/blog/instagram-algoritmasi-2026');
    const featured = page.locator('article img').first();
    await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // 390 CSS px at 2x (780 pixels): the 800w file, where the desktop takes 1280w or more.
    expect(await featured.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?width=800$/);
    await page.close();
  });

  it("the font is self-hosted, not fetched on the first page, and fetched after the next one is shown; that page's headings turn to Inter without a new largest paint or a shift; Inter from the next page on; no request leaves the site", async () => {
    const context = await e.browser.newContext();
    const page = await context.newPage();
    const origins = new Set<string>();
    const fonts = new Set<string>();
    page.on('request', (r) => {
      origins.add(new URL(r.url()).origin);
      const font = /\/assets\/(inter-[a-z-]+?-normal)-[\w-]+\.woff2$/.exec(r.url());
      if (font) fonts.add(font[1]!);
    });
    // Whether the text was set in Inter when the document was parsed (before boot.ts ran), when
    // the headings turned to Inter, and every largest-paint candidate and layout shift.
    await page.addInitScript(() => {
      const w = window as unknown as { early?: boolean; headingsAt?: number; lcp: number[]; shifts: number[] };
      w.lcp = [];
      w.shifts = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.lcp.push(entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      // On the document: <html> may not exist yet when this runs.
      new MutationObserver(() => {
        if (w.headingsAt === undefined && document.documentElement.classList.contains('fonts-headings')) w.headingsAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
      document.addEventListener('DOMContentLoaded', () => (w.early = document.documentElement.classList.contains('fonts')));
    });
    const seen = () =>
      page.evaluate(() => {
        const w = window as unknown as { early?: boolean; headingsAt?: number; lcp: number[]; shifts: number[] };
        return { early: w.early, headingsAt: w.headingsAt, lcp: w.lcp, shifts: w.shifts };
      });
    const h1Font = () => page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily);
    const cdp = await context.newCDPSession(page);
    /** The fonts Chromium draws an element's own text with (not the stack it declares). */
    const drawnWith = async (selector: string) => {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return used.map((f) => f.familyName);
    };
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');

    // A first visit's first page fetches no font (tests/e2e/first-view-fetches.test.ts).
    await page.goto(e.t.url + '/faq', { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect([...fonts]).toEqual([]);
    // Its next page: nothing preloaded, the page painted in the fallback; Inter's files are
    // fetched after it (only ours: not Fontsource's Latin or Latin Extended files).
    await page.goto(e.t.url + '/faq');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('head link[rel="preload"][as="font"]').count()).toBe(0);
    expect((await seen()).early).toBe(false);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-cached'))).toBe('1');
    expect([...fonts].sort()).toEqual(['inter-latin-core-wght-normal', 'inter-turkish-wght-normal']);
    // Then its headings are in Inter, its running text stays in the metric twin.
    await expect.poll(h1Font).toMatch(/^"?'?Inter Variable/);
    await expect.poll(async () => (await drawnWith('main h1')).join()).toMatch(/^Inter/);
    expect(await page.locator('main p').first().evaluate((p) => getComputedStyle(p).fontFamily)).toMatch(/^"?'?Inter Fallback/);
    expect((await drawnWith('main p')).join()).not.toMatch(/Inter/);
    // The largest paint came before the headings turned, and nothing moved.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const first = await seen();
    expect(first.lcp.length).toBeGreaterThan(0);
    expect(first.lcp.every((at) => at < first.headingsAt!)).toBe(true);
    expect(first.shifts).toEqual([]);

    // A page loaded later: the files are cached, so the head's script sets Inter before the first paint.
    await page.goto(e.t.url + '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await seen()).early).toBe(true);
    expect(await h1Font()).toMatch(/^"?'?Inter Variable/);
    await page.evaluate(() => document.fonts.ready);
    expect((await drawnWith('main p')).join()).toMatch(/^Inter/);
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Inter Variable' && f.status === 'loaded').length);
    expect(loaded).toBeGreaterThan(0);
    expect([...fonts].sort()).toEqual(['inter-latin-core-wght-normal', 'inter-turkish-wght-normal']);
    expect([...origins].filter((o) => o !== e.t.url && o !== 'null')).toEqual([]);
    await context.close();
  });

});
