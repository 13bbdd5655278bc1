/**
 * A reload of a page reached by client-side navigation hydrates cleanly: the history entry then
 * carries React Router's key instead of 'default', and the page must still take the server's data
 * (it once rendered a spinner over the server's markup: React hydration error #418).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

describe('reload after navigating inside the site', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('logs no hydration error and fetches no data on the reload', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    const data: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await page.goto(`${e.t.url}/`);
      await waitForHydration(page);
      for (const [name, path, heading] of [
        ['Blog', '/blog', 'Blog'],
        ['İletişim', '/contact', 'İletişim'],
      ] as const) {
        await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name, exact: true }).click();
        await page.waitForURL(`${e.t.url}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }
      expect(await page.evaluate(() => (history.state as { key?: string } | null)?.key)).not.toBe('default');
      expect(errors).toEqual([]);

      page.on('request', (r) => new URL(r.url()).pathname.startsWith('/rest/v1') && data.push(r.url()));
      await page.reload();
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'İletişim' }).waitFor();
      expect(errors.filter((t) => t.includes('Minified React error #418'))).toEqual([]);
      expect(errors).toEqual([]);
      // The reloaded page uses the server's data, as a first visit does.
      expect(data).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
