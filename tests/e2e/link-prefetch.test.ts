/**
 * Moving between public pages, which are documents of their own: prefetch of the next page
 * (src/lib/speculation-rules.ts: a public page carries its speculation rules inline, Chromium
 * takes them under the site's Content-Security-Policy, prefetches a page link the pointer rests
 * on, and opens that page from the prefetch; never the admin), and the
 * cross-fade between the two pages (src/page-transitions.css), not for reduced motion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';
import { SPECULATION_RULES } from '../../src/lib/speculation-rules.ts';

describe('moving between public pages', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('every public page carries the rules inline, with no request of their own; the admin does not', async () => {
    const rulesOf = async (p: string) => {
      const res = await fetch(e.t.url + p);
      // No file to fetch before the largest paint: the rules are not named by a header.
      expect(res.headers.get('speculation-rules'), p).toBeNull();
      const doc = new JSDOM(await res.text()).window.document;
      return [...doc.querySelectorAll('script[type="speculationrules"]')].map((s) => s.textContent);
    };
    for (const p of ['/', '/about', '/blog', '/boyle-bir-sayfa-yok']) expect(await rulesOf(p), p).toEqual([SPECULATION_RULES]);
    const rules = JSON.parse(SPECULATION_RULES) as { prefetch: { where: { and: unknown[] }; eagerness: string }[] };
    expect(rules.prefetch[0]!.eagerness).toBe('moderate');
    expect(rules.prefetch[0]!.where.and).toContainEqual({ not: { href_matches: '/admin{/*}?' } });
    // The admin's own HTML has none: its links are the admin's router's.
    expect(await rulesOf('/admin/')).toEqual([]);
  });

  it('a link the pointer rests on is prefetched, and the click opens the page from it', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const cdp = await context.newCDPSession(page);
    const ruleSets: { errorType?: string; sourceText?: string }[] = [];
    const prefetched = new Map<string, string>();
    cdp.on('Preload.ruleSetUpdated', (event) => ruleSets.push(event.ruleSet));
    cdp.on('Preload.prefetchStatusUpdated', (event) => prefetched.set(event.prefetchUrl, event.status));
    await cdp.send('Preload.enable');
    await page.goto(`${e.t.url}/`);
    await waitForHydration(page);
    await expect.poll(() => ruleSets.length).toBe(1);
    // Taken under the page's CSP (its hash allows the inline rules), without error.
    expect(ruleSets[0]!.errorType).toBeUndefined();
    expect(ruleSets[0]!.sourceText).toBe(SPECULATION_RULES);

    const blog = page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Blog', exact: true });
    await blog.hover();
    await expect.poll(() => prefetched.get(`${e.t.url}/blog`)).toBe('Ready');
    await blog.click();
    await page.waitForURL(`${e.t.url}/blog`);
    await waitForHydration(page);
    // Served from the prefetch: the navigation's own timing says so.
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType)).toBe('navigational-prefetch');
    expect([...prefetched.keys()].filter((u) => new URL(u).pathname.startsWith('/admin'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the next page comes in with a view transition, except for visitors who ask for less motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion });
      // Each page notes whether it was revealed through a view transition (the pagereveal event).
      await context.addInitScript(() => {
        window.addEventListener('pagereveal', (event) => {
          (window as unknown as { revealedWith?: boolean }).revealedWith = !!(event as Event & { viewTransition: unknown }).viewTransition;
        });
      });
      const page = await context.newPage();
      await page.goto(`${e.t.url}/`);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { revealedWith?: boolean }).revealedWith), reducedMotion).toBe(false);
      await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hizmetler', exact: true }).click();
      await page.waitForURL(`${e.t.url}/services`);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { revealedWith?: boolean }).revealedWith), reducedMotion).toBe(reducedMotion === 'no-preference');
      await context.close();
    }
  });
});
