/**
 * Islands (src/public/islands/): a server-rendered public page hydrates only its interactive
 * parts, with Preact, so a page ships the JavaScript of those parts only. Checked here: the
 * JavaScript budget per route (issue 28: ≤ 40 KiB on a content page, ≤ 60 KiB on the home and
 * contact pages, compressed), that a page of blocks without interaction loads no script of its
 * own, and that hydration adopts the server's markup (same elements, same ids) and works.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

const KIB = 1024;
/** The compressed size (gzip -9, as the server sends it at most) of each script a page loaded. */
async function scriptsOf(e: E2E, route: string): Promise<{ files: string[]; gzip: number; page: Page; errors: string[] }> {
  const page = await e.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const files: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) files.push(url.pathname);
  });
  await page.goto(e.t.url + route);
  await waitForHydration(page);
  // Below-the-fold islands hydrate too (while idle): scroll so that every one has come into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const gzip = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(PROJECT_ROOT, 'dist', file)), { level: 9 }).length, 0);
  return { files, gzip, page, errors };
}

describe('public pages hydrate their islands only', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  it.each([
    ['/blog/instagram-algoritmasi-2026', 40],
    ['/services/sosyal-medya-yonetimi', 40],
    ['/projects/kahve-duragi-sosyal-medya', 40],
    ['/gizlilik-politikasi', 40],
    ['/', 60],
    ['/contact', 60],
  ])('%s loads at most %i KiB of JavaScript (compressed), none of it React', async (route, budget) => {
    const { files, gzip, page, errors } = await scriptsOf(e, route);
    expect(errors).toEqual([]);
    expect(gzip).toBeLessThanOrEqual(budget * KIB);
    // The React app's files (src/main.tsx and what it loads) are not among them.
    expect(files.filter((f) => !/^\/assets\/(index-[\w-]+\.js|islands\/)/.test(f))).toEqual([]);
    expect(files.some((f) => /^\/assets\/islands\/islands-[\w-]+\.js$/.test(f))).toBe(true);
    await page.close();
  });

  it('a page of blocks without interaction loads no script of its own; a video block loads its player only', async () => {
    const quiet = [
      { type: 'hero', data: { title: 'Kampanyanızı *bugün* başlatın', subtitle: 'İlk ay ücretsiz strateji görüşmesi.' } },
      { type: 'numbers', data: { items: [{ value: '150+', label: 'Mutlu Müşteri', icon: 'Users', color: 'green' }, { value: '12', label: 'Yıl', icon: 'Award', color: 'blue' }] } },
      { type: 'rich-text', data: { html: '<h2>Neden biz?</h2><p>Ölçülebilir hedefler.</p>' } },
      { type: 'testimonials', data: { limit: 3, title: 'Müşterilerimiz ne diyor?' } },
      { type: 'faq', data: { title: 'Sorular', items: [{ question: 'Ne zaman?', answer: 'Bir hafta içinde.' }] } },
      { type: 'cta', data: { title: 'Hemen *başlayalım*', button_text: 'Bize yazın', button_url: '/contact' } },
    ].map((b, i) => ({ id: `q${i}`, ...b }));
    const withVideo = [...quiet, { id: 'v', type: 'video', data: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Tanıtım filmi' } }];
    const insert = `insert into pages (title, slug, landing_page, published, blocks) values ($1, $2, true, true, $3::jsonb)`;
    await e.t.server.ctx.db.admin.query(insert, ['Sessiz Kampanya', 'sessiz-kampanya', JSON.stringify(quiet)]);
    await e.t.server.ctx.db.admin.query(insert, ['Videolu Kampanya', 'videolu-kampanya', JSON.stringify(withVideo)]);

    const plain = await scriptsOf(e, '/sessiz-kampanya');
    expect(plain.errors).toEqual([]);
    expect(plain.files.map((f) => f.replace(/-[\w-]+\.js$/, ''))).toEqual(['/assets/index', '/assets/islands/islands']);
    await plain.page.close();

    const video = await scriptsOf(e, '/videolu-kampanya');
    // The same two, and the player's own chunks (it shares one with other islands).
    const extra = video.files.filter((f) => !plain.files.includes(f));
    expect(video.files.filter((f) => plain.files.includes(f)).sort()).toEqual([...plain.files].sort());
    expect(extra.some((f) => /^\/assets\/islands\/VideoPlayer-[\w-]+\.js$/.test(f)), extra.join(', ')).toBe(true);
    expect(extra.every((f) => f.startsWith('/assets/islands/')), extra.join(', ')).toBe(true);
    // The player works: a click puts the privacy-enhanced embed in place of the poster link.
    await video.page.getByRole('link', { name: 'Videoyu oynat: Tanıtım filmi' }).click();
    expect(await video.page.locator('iframe[title="Tanıtım filmi"]').getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
    expect(video.errors).toEqual([]);
    await video.page.close();
  });

  it('hydration adopts the server markup: the header and the consent banner keep their elements, ids and classes, insert no styles, and work', async () => {
    const context = await e.firstVisit({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    // Before any script runs: every element of the islands is marked, to find them again after hydration.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelectorAll('[data-island] *').forEach((el, i) => el.setAttribute('data-before', String(i)));
        (window as unknown as { ids: string[] }).ids = [...document.querySelectorAll('[data-island] [id]')].map((el) => el.id);
        const w = window as unknown as { classes: string[]; styles: number[] };
        w.classes = [...document.querySelectorAll('[data-island] *')].map((el) => el.getAttribute('class') ?? '');
        w.styles = [document.querySelectorAll('style, link[rel=stylesheet]').length, [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0)];
      });
    });
    await page.goto(`${e.t.url}/`);
    await waitForHydration(page);
    const { unmarked, ids, idsBefore, classes, classesBefore, styles, stylesBefore } = await page.evaluate(() => ({
      unmarked: [...document.querySelectorAll('[data-island="header"] *, [data-island="consent-banner"] *')].filter((el) => !el.hasAttribute('data-before')).length,
      ids: [...document.querySelectorAll('[data-island] [id]')].map((el) => el.id),
      idsBefore: (window as unknown as { ids: string[] }).ids,
      // Less the state classes effects set once hydrated (the banner asking, the sub-menus' own focus handling).
      classes: [...document.querySelectorAll('[data-island] [data-before]')].map((el) => (el.getAttribute('class') ?? '').replace(/ (consent-open|hd-hydrated)\b/g, '')),
      classesBefore: (window as unknown as { classes: string[] }).classes,
      styles: [document.querySelectorAll('style, link[rel=stylesheet]').length, [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0)],
      stylesBefore: (window as unknown as { styles: number[] }).styles,
    }));
    expect(unmarked).toBe(0);
    expect(ids).toEqual(idsBefore);
    // No styling runtime: the islands name the server's classes and add no style element or rule.
    expect(classes).toEqual(classesBefore);
    expect(styles).toEqual(stylesBefore);
    // The header's menu toggle and the banner's buttons are live.
    const toggle = page.getByRole('button', { name: 'Menüyü aç' });
    await toggle.click();
    await expect.poll(() => page.getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe('true');
    // The open menu is shown by its class (hd-open), styled by the server's stylesheet.
    await page.locator('#site-nav').waitFor({ state: 'visible' });
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Reddet' }).click();
    await page.getByTestId('consent-banner').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
