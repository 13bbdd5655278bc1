/**
 * Accessibility of the public pages and the admin sign-in, checked with axe in Chromium:
 * no serious or critical violations of WCAG 2 A/AA.
 */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../helpers/e2e.ts';

const ROUTES = ['/', '/about', '/services', '/services/sosyal-medya-yonetimi', '/projects', '/projects/kahve-duragi-sosyal-medya', '/blog', '/blog/instagram-algoritmasi-2026', '/contact', '/faq', '/gizlilik-politikasi', '/olmayan-sayfa', '/admin/login'];

describe('accessibility (axe)', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  for (const route of ROUTES) {
    it(`${route} has no serious or critical violations`, async () => {
      // axe needs a page of its own browser context.
      const context = await e.browser.newContext();
      const page = await context.newPage();
      await page.goto(e.t.url + route);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      await context.close();
    });
  }
});
