/**
 * Moving through the site: a link loads the next page as a document of its own, which hydrates
 * only its islands (src/public/islands/) with the server's data, so no page asks the API for
 * its first view; a reload and the back button show the same markup, without an error. (The
 * React app's client-side navigation once rendered a spinner over the server's markup after
 * such a reload, React error #418; pages no longer navigate that way.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

/**
 * The page's <main> text as the browser shows it, and as the server's HTML for its URL has it;
 * without scripts (React renders the JSON-LD inside <main>, the server puts it in the head).
 */
async function shownAndServed(page: Page): Promise<[string, string]> {
  const html = await (await page.request.get(page.url())).text();
  return page.evaluate((h) => {
    const text = (doc: Document) => {
      const main = doc.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
      main?.querySelectorAll('script').forEach((s) => s.remove());
      return main?.textContent ?? '';
    };
    return [text(document), text(new DOMParser().parseFromString(h, 'text/html'))] as [string, string];
  }, html);
}

describe('reload after navigating inside the site', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('following links loads each page as a document with its islands, no data request; reload and back show the same', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The machine may be busy: each step waits for what it needs, for up to two minutes.
    page.setDefaultTimeout(120_000);
    const errors: string[] = [];
    const data: string[] = [];
    const documents: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/rest/v1')) data.push(pathname);
      if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(pathname);
    });
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    try {
      await page.goto(`${e.t.url}/`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await nav.getByRole('link', { name: 'Blog', exact: true }).click();
      await page.waitForURL(`${e.t.url}/blog`);
      await waitForHydration(page);
      // The blog is a document of its own, with the server's data: nothing was asked of the API.
      expect(documents).toEqual(['/', '/blog']);
      expect(data).toEqual([]);
      let [shown, served] = await shownAndServed(page);
      expect(served).toContain('Bilmeniz Gereken 7 Değişiklik');
      expect(shown).toBe(served);
      // The header's current page is marked after hydration as in the server's HTML.
      expect(await nav.getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current')).toBe('page');

      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      [shown, served] = await shownAndServed(page);
      expect(shown).toBe(served);
      expect(await page.locator('main article h3').count()).toBe(6);

      await nav.getByRole('link', { name: 'Projeler', exact: true }).click();
      await page.waitForURL(`${e.t.url}/projects`);
      await page.getByRole('heading', { level: 1, name: 'Projelerimiz' }).waitFor();
      await waitForHydration(page);
      // Back to the reloaded entry: its page shows again, without any error.
      await page.goBack();
      await page.waitForURL(`${e.t.url}/blog`);
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await waitForHydration(page);
      expect(await page.locator('main article h3').count()).toBe(6);
      expect(data).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
