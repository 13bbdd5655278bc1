/**
 * A reload of a page reached by client-side navigation hydrates cleanly: the history entry then
 * carries React Router's key of that navigation instead of 'default', and the page must still
 * take the server's data (it once rendered a spinner over the server's markup: React hydration
 * error #418). Navigation after the reload still loads each page's data.
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

  it('hydrates the server markup with no error #418 and no data request; navigation afterwards loads data', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The machine may be busy: each step waits for what it needs, for up to two minutes.
    page.setDefaultTimeout(120_000);
    const errors: string[] = [];
    const data: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/rest/v1') && data.push(new URL(r.url()).pathname));
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    try {
      await page.goto(`${e.t.url}/`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await nav.getByRole('link', { name: 'Blog', exact: true }).click();
      await page.waitForURL(`${e.t.url}/blog`);
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await page.locator('main article').first().waitFor();
      // The client-side navigation loaded the blog's data itself.
      expect(data).toContain('/rest/v1/blog_posts');
      const key = await page.evaluate(() => (history.state as { key?: string } | null)?.key);
      expect(key).toMatch(/^\w+$/);
      expect(key).not.toBe('default');
      expect(errors).toEqual([]);

      data.length = 0;
      await page.reload({ waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      // The reload kept the entry's key: the case that broke.
      expect(await page.evaluate(() => (history.state as { key?: string } | null)?.key)).toBe(key);
      expect(errors.filter((t) => t.includes('#418'))).toEqual([]);
      expect(errors).toEqual([]);
      // The page hydrated with the server's data: nothing asked again, the same content shown.
      expect(data).toEqual([]);
      const [shown, served] = await shownAndServed(page);
      expect(served).toContain('Bilmeniz Gereken 7 Değişiklik');
      expect(shown).toBe(served);
      expect(await page.locator('main article h3').count()).toBe(6);

      // Client-side navigation after the reload still loads the next page's data.
      await nav.getByRole('link', { name: 'Projeler', exact: true }).click();
      await page.waitForURL(`${e.t.url}/projects`);
      await page.getByRole('heading', { level: 1, name: 'Projelerimiz' }).waitFor();
      await page.locator('main article').first().waitFor();
      expect(data).toContain('/rest/v1/projects');
      // Back to the reloaded entry: its page shows again, without any error.
      await page.goBack();
      await page.waitForURL(`${e.t.url}/blog`);
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      expect(await page.locator('main article h3').count()).toBe(6);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
