/**
 * What a visitor's first view downloads: a server-rendered page hydrates only its islands
 * (src/public/islands/), so neither the query client (postgrest-js) nor the HTML sanitizer
 * (DOMPurify) nor an icon set is in its JavaScript: stored HTML and icons are the server's
 * markup. A link to another page loads that page's document, sanitized by the server as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONSENT_KEY, CONSENT_VERSION } from '../../src/lib/consent.ts';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

const RUN = 'window.__pwned=(window.__pwned||0)+1';
const POST = 'instagram-algoritmasi-2026';
const CONTENT = [
  '<h2>İçerik İşareti</h2>',
  `<p>Metin <img src="x" onerror="${RUN}"> ve <a href="https://example.com/dis">dış bağlantı</a>.</p>`,
  `<script>${RUN}</script>`,
  `<p><a href="javascript:${RUN}">tıkla</a></p>`,
].join('\n');

/** Files of the two libraries the first view must not load (their chunks are named after them). */
const LAZY_LIBRARIES = /\/assets\/(?:islands\/)?(postgrest|sanitize-html)-[^/]*\.js$/;
const ICON_SET = /\/assets\/(?:islands\/)?icons-/;
const TOASTS = /\/assets\/(?:islands\/)?notistack[-.]/;

describe('first load of a public page', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
    await e.t.server.ctx.db.admin.query(`update blog_posts set content = $1 where slug = $2`, [CONTENT, POST]);
  });
  afterAll(async () => {
    await e?.close();
  });

  /** Marks the browser as having shown a page of the site (VISITED_KEY), so this one fetches Inter after its paint. */
  // Init scripts run in every frame, the map's third-party frame too, whose storage is not ours to touch.
  const laterPage = () => {
    if (window === window.top) localStorage.setItem('visited', '1');
  };

  async function watched(path: string) {
    const page = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    const fonts: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ''));
    });
    page.on('pageerror', (err) => errors.push(err.message));
    // A later page of a visit: a first page fetches no font (src/lib/font-loading.ts).
    await page.addInitScript(laterPage);
    await page.goto(e.t.url + path, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    return { page, scripts, fonts, errors };
  }

  /** The post's stored HTML as it is in the page. */
  const content = (page: Page) => page.locator('main article h2', { hasText: 'İçerik İşareti' }).locator('xpath=..');
  const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);

  it('hydrates every kind of page without the query client or the sanitizer', async () => {
    for (const path of ['/', '/services/grafik-tasarim', '/projects/kahve-duragi-sosyal-medya', `/blog/${POST}`, '/gizlilik-politikasi', '/contact']) {
      const { page, scripts, fonts, errors } = await watched(path);
      expect(scripts.length, path).toBeGreaterThan(0);
      // Turkish text needs our cut of Inter's Latin file and the small Turkish one, not Fontsource's
      // files (each asked for twice: fetched, then drawn from the cache for the headings).
      expect([...new Set(fonts)].sort(), path).toEqual(['/assets/inter-latin-core-wght-normal', '/assets/inter-turkish-wght-normal']);
      expect(scripts.filter((s) => LAZY_LIBRARIES.test(s)), path).toEqual([]);
      // The admin is a build of its own (tests/e2e/two-apps.test.ts): none of its files.
      expect(scripts.filter((s) => s.startsWith('/assets/admin/')), path).toEqual([]);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('no page loads the icon set, the contact page no toast library; sending the form loads toasts and shows one', async () => {
    // The home page names icons by string (its numbers and call-to-action blocks): the server draws them.
    for (const path of [`/blog/${POST}`, '/']) {
      const { page, scripts } = await watched(path);
      expect(scripts.filter((s) => ICON_SET.test(s)), path).toEqual([]);
      await page.close();
    }

    const { page, scripts, errors } = await watched('/contact');
    expect(scripts.filter((s) => TOASTS.test(s))).toEqual([]);
    expect(scripts.filter((s) => ICON_SET.test(s))).toEqual([]);
    await page.getByLabel('Ad Soyad').fill('İlk Yük');
    await page.getByRole('form', { name: 'İletişim formu' }).getByLabel(/^E-posta/).fill('ilk.yuk@example.com');
    await page.getByLabel('Mesajınız').fill('Bildirim kütüphanesi şimdi yüklenmeli.');
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await page.getByText('Mesajınız başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz.').waitFor();
    expect(scripts.filter((s) => TOASTS.test(s)).length).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("lists' first card image is the page's main image: eager, high priority and preloaded; the others lazy", async () => {
    for (const path of ['/blog', '/projects']) {
      const { page } = await watched(path);
      const images = await page.locator('main article img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('loading'), i.getAttribute('fetchpriority')]));
      expect(images.length, path).toBeGreaterThan(2);
      expect(images[0], path).toEqual(['eager', 'high']);
      expect(images.slice(1).every(([loading, priority]) => loading === 'lazy' && priority === null), path).toBe(true);
      expect(await page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').count(), path).toBe(1);
      await page.close();
    }
  });

  it("asks for the islands' JavaScript only once the main image is there, and the page script at low priority", async () => {
    for (const path of ['/', '/blog']) {
      const page = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
      const events: string[] = [];
      page.on('requestfinished', (r) => {
        if (/\/storage\/v1\/render\/image\//.test(r.url())) events.push(`image ${new URL(r.url()).pathname}`);
      });
      page.on('request', (r) => {
        if (/\/assets\/islands\/islands-[\w-]+\.js$/.test(r.url())) events.push('islands.js');
      });
      // Slow images (as on a phone): the first paint comes long before the main image.
      await page.route(/\/storage\/v1\/render\/image\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      await page.goto(e.t.url + path, { waitUntil: 'networkidle' });
      const main = await page.locator('main img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      // The main image finished before the islands' runtime was requested (boot.ts waits for it).
      const imageAt = events.indexOf(`image ${main}`);
      expect(imageAt, path).toBeGreaterThanOrEqual(0);
      expect(events.indexOf('islands.js'), path).toBeGreaterThan(imageAt);
      expect(await page.locator('script[type="module"][src^="/assets/index-"]').getAttribute('fetchpriority'), path).toBe('low');
      await page.close();
    }
  });

  it("loads the contact page's map (a third-party page) only when the visitor asks for it; without JavaScript it is a link", async () => {
    // This visitor chose necessary cookies only: coming near is not enough, the click is.
    const { page, errors } = await watched('/contact');
    const frames: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && frames.push(r.url()));
    const map = page.locator('iframe[title="Ofisimizin konumu"]');
    const show = page.getByRole('link', { name: 'Haritayı göster' });
    await show.scrollIntoViewIfNeeded();
    // The map's observer reports within the next frames; a map that ignored the choice would be there then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
    expect(await map.count()).toBe(0);
    expect(frames).toEqual([]);
    await show.click();
    await map.waitFor({ state: 'attached' });
    expect(await map.getAttribute('src')).toBe('https://maps.google.com/maps?q=41.0812,29.011&z=15&output=embed');
    expect(errors).toEqual([]);
    await page.close();

    // External content allowed in the banner: the map loads when the visitor comes near it, not before.
    const allowed = await e.firstVisit({ viewport: { width: 390, height: 844 } });
    const choice = JSON.stringify({ analytics: false, marketing: false, media: true, at: '2026-01-01T00:00:00.000Z', version: CONSENT_VERSION });
    await allowed.addInitScript(([key, value]) => localStorage.setItem(key, value), [CONSENT_KEY, choice] as const);
    const near = await allowed.newPage();
    await near.goto(e.t.url + '/contact');
    await waitForHydration(near);
    const nearMap = near.locator('iframe[title="Ofisimizin konumu"]');
    await near.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
    expect(await nearMap.count()).toBe(0);
    await near.getByTestId('contact-map').scrollIntoViewIfNeeded();
    await nearMap.waitFor({ state: 'attached' });
    expect(await near.getByRole('link', { name: 'Haritayı göster' }).count()).toBe(0);
    await allowed.close();

    const context = await e.browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(e.t.url + '/contact');
    expect(await plain.locator('iframe').count()).toBe(0);
    expect(await plain.getByRole('link', { name: 'Haritayı göster' }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=41.0812%2C29.011');
    await context.close();
  });

  it('shows stored HTML sanitized on the first view and after following a link to it, with the same markup', async () => {
    const first = await watched(`/blog/${POST}`);
    const serverMarkup = await content(first.page).innerHTML();
    expect(serverMarkup).toContain('dış bağlantı');
    expect(serverMarkup).not.toMatch(/onerror|<script|javascript:/i);
    expect(await content(first.page).locator('a[href="https://example.com/dis"]').getAttribute('rel')).toBe('noopener noreferrer');
    expect(await pwned(first.page)).toBe(0);
    await first.page.close();

    const { page, scripts, errors } = await watched('/blog');
    expect(scripts.filter((s) => LAZY_LIBRARIES.test(s))).toEqual([]);
    await page.getByRole('link', { name: `Devamını Oku: 2026'da Instagram Algoritması: Bilmeniz Gereken 7 Değişiklik` }).click();
    await page.waitForURL(`**/blog/${POST}`);
    await content(page).waitFor();
    await waitForHydration(page);
    // A document of its own, rendered and sanitized by the server: neither library came with it.
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name)).toBe(`${e.t.url}/blog/${POST}`);
    expect(scripts.filter((s) => LAZY_LIBRARIES.test(s))).toEqual([]);
    expect(await content(page).innerHTML()).toBe(serverMarkup);
    await page.waitForTimeout(300);
    expect(await pwned(page)).toBe(0);
    expect(await page.locator('main [onerror], main script:not([type="application/ld+json"]), main a[href^="javascript:" i]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("turns a first page's headings to Inter once its files are in, moving nothing to another line, on a phone and a desktop", async () => {
    const routes = ['/', '/about', '/services', '/services/sosyal-medya-yonetimi', '/projects', '/projects/kahve-duragi-sosyal-medya', '/blog', `/blog/${POST}`, '/contact', '/faq', '/gizlilik-politikasi'];
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      for (const path of routes) {
        const page = await e.browser.newPage({ viewport });
        // Each layout shift's sources, as [vertical move, change of height] (rounded to 1/10 px).
        await page.addInitScript(() => {
          const w = window as unknown as { moves: number[][] };
          w.moves = [];
          type Source = { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          const rounded = (n: number) => Math.round(n * 10) / 10;
          new PerformanceObserver((list) =>
            list.getEntries().forEach((entry) => {
              for (const s of (entry as unknown as { sources: Source[] }).sources) w.moves.push([rounded(s.currentRect.y - s.previousRect.y), rounded(s.currentRect.height - s.previousRect.height)]);
            }),
          ).observe({ type: 'layout-shift', buffered: true });
        });
        await page.addInitScript(laterPage);
        await page.goto(e.t.url + path);
        await page.locator('html.fonts-headings').waitFor({ state: 'attached' });
        // The headings' faces are drawn from the cache within a frame or two.
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        // Inter's glyphs are not exactly as wide as the twin's, so text after a heading's highlighted
        // words may move along its line; a heading that wrapped differently would move or resize lines.
        const moves = await page.evaluate(() => (window as unknown as { moves: number[][] }).moves);
        expect(moves.filter(([dy, dh]) => dy !== 0 || dh !== 0), `${path} at ${viewport.width}px`).toEqual([]);
        await page.close();
      }
    }
  });
});
