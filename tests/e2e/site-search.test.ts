/**
 * The header's search box in Chromium (issue 42): its code loads on the box's first focus,
 * never with the page; typing shows the first results under the box (an ARIA combobox: arrows,
 * Escape), Enter lands on the rendered results page, which a visitor without JavaScript gets
 * too; an English page's box searches the English pages and opens the one chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../helpers/e2e.ts';

const INSTANT_CHUNK = /\/assets\/islands\/instant-search-[\w-]+\.js$/;

function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

describe('site search box', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('loads on focus, shows instant results as the visitor types, Enter opens the results page (also without JavaScript)', async () => {
    const { page, errors } = await e.open('/blog/instagram-algoritmasi-2026');
    const scripts = scriptsOf(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(scripts.filter((s) => INSTANT_CHUNK.test(s))).toEqual([]);

    const box = page.locator('#header-search-q');
    await box.focus();
    await expect.poll(() => scripts.filter((s) => INSTANT_CHUNK.test(s)).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => box.getAttribute('role')).toBe('combobox');
    await box.pressSequentially('İnstagram algoritması', { delay: 30 });

    const list = page.getByRole('listbox', { name: 'Sitede ara' });
    await list.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    const first = list.getByRole('option').first();
    expect(await first.getAttribute('href')).toBe('/blog/instagram-algoritmasi-2026');
    expect(await first.locator('.site-search__type').textContent()).toBe('Blog yazısı');
    expect(await first.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['Instagram']));
    const options = await list.getByRole('option').count();
    expect(options).toBeGreaterThanOrEqual(2);
    expect(options).toBeLessThanOrEqual(6);

    // Arrows move the active option; Escape closes the list and keeps the words.
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await box.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('İnstagram algoritması');

    // Enter with no option chosen: the results page, rendered by the server.
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/arama');
    expect(new URL(page.url()).searchParams.get('q')).toBe('İnstagram algoritması');
    await page.getByRole('heading', { level: 1, name: '“İnstagram algoritması” için arama sonuçları' }).waitFor();
    expect(await page.locator('main [data-search-result] a').first().getAttribute('href')).toBe('/blog/instagram-algoritmasi-2026');
    expect(errors).toEqual([]);

    // The same address without JavaScript lists the result.
    const html = await (await fetch(page.url())).text();
    expect(html).toContain('href="/blog/instagram-algoritmasi-2026"');
    expect(html).toContain('<mark>');
    await page.close();
  });

  it("an English page's box searches the English pages and opens the chosen one", async () => {
    const { page, errors } = await e.open('/en/blog/local-seo-for-small-businesses');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const box = page.locator('#header-search-q');
    await box.click();
    await box.pressSequentially('core web vitals', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Search the site' });
    await list.waitFor();
    const first = list.getByRole('option').first();
    expect(await first.getAttribute('href')).toBe('/en/blog/core-web-vitals-why-speed-matters');
    expect(await first.locator('.site-search__type').textContent()).toBe('Blog post');
    expect(await list.getByRole('option').last().textContent()).toBe('Show all results');
    expect(await list.getByRole('option').last().getAttribute('href')).toBe('/en/arama?q=core%20web%20vitals');
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/blog/core-web-vitals-why-speed-matters');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
    await page.close();
  });
});
