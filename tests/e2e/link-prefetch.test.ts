/**
 * Prefetch of the next page (server/app/seo/speculation-rules.ts): a public page names its
 * speculation rules in a header, Chromium loads them under the site's Content-Security-Policy,
 * prefetches a page link the pointer rests on, and opens that page from the prefetch. Links to
 * the admin are never prefetched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

describe('prefetch of the next page', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('the header and the rules file are served as browsers take them', async () => {
    const page = await fetch(`${e.t.url}/about`);
    expect(page.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    const rules = await fetch(`${e.t.url}/speculation-rules.json`);
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toBe('application/speculationrules+json');
    const json = (await rules.json()) as { prefetch: { where: { and: unknown[] }; eagerness: string }[] };
    expect(json.prefetch[0]!.eagerness).toBe('moderate');
    expect(json.prefetch[0]!.where.and).toContainEqual({ not: { href_matches: '/admin{/*}?' } });
    // The admin's own HTML does not carry the header: its links are the admin's router's.
    expect((await fetch(`${e.t.url}/admin/`)).headers.get('speculation-rules')).toBeNull();
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
    expect(ruleSets[0]!.errorType).toBeUndefined();

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
});
