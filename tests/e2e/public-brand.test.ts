/**
 * The site settings' brand colours and fonts restyle the public site from its first HTML
 * (src/lib/brand-theme.ts): saved in the admin, they are in the server's head after the page
 * cache is dropped, so even a page whose scripts never run has them; the text on a button
 * too light for white is dark. The settings screen shows the site address read-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { publicOrigin } from '../../server/platform/http/public-origin.ts';
import { signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

describe('brand colours and fonts on the public site', () => {
  let e: E2E;

  beforeAll(async () => {
    e = await startE2E();
  }, 240_000);
  afterAll(async () => {
    await e?.close();
  });

  const homeHtml = async () => (await fetch(`${e.t.url}/`)).text();

  /** What the page shows before any script: the server's HTML alone. */
  async function withoutScripts(path: string): Promise<Page> {
    const context = await e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(e.t.url + path);
    return page;
  }

  const look = (page: Page) =>
    page.evaluate(() => {
      const cta = [...document.querySelectorAll('header a')].find((a) => a.textContent?.trim() === 'Proje Başlat')!;
      const style = getComputedStyle(cta);
      return {
        background: style.backgroundColor,
        color: style.color,
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
      };
    });

  it('paints the seeded colours from the server’s HTML: the deep shade of the primary under white text', async () => {
    expect(await homeHtml()).toContain('--brand-primary:#10b981;');
    const page = await withoutScripts('/');
    expect(await look(page)).toMatchObject({ background: 'rgb(10, 120, 84)', color: 'rgb(255, 255, 255)' });
    expect((await look(page)).body).toMatch(/^"Inter Fallback"/);
    await page.context().close();
  });

  it('shows the site address read-only, the server’s own', async () => {
    const { page, errors } = await signedInPage(e, '/admin/settings');
    await page.getByText('Kayıt mevcut').waitFor();
    const address = page.getByLabel('Site adresi');
    await expect.poll(() => address.inputValue()).toBe(publicOrigin(e.t.server.ctx.config));
    expect(await address.getAttribute('readonly')).not.toBeNull();
    await page.getByText('Sitenin adresi sunucuda, onu yöneten kişi tarafından ayarlanır; burada değiştirilemez.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('restyles the site with colours and fonts saved in the settings, with dark text on a light button', async () => {
    const { page, errors } = await signedInPage(e, '/admin/settings');
    await page.getByText('Kayıt mevcut').waitFor();
    await page.getByLabel('Ana renk', { exact: true }).fill('#facc15');
    await page.getByLabel('Başlık yazı tipi').selectOption({ label: 'Serif (Georgia)' });
    await page.getByLabel('Metin yazı tipi').selectOption({ label: 'Sistem yazı tipi' });
    await page.getByRole('button', { name: 'Kaydet' }).first().click();
    await page.getByText('Ayarlar güncellendi!').waitFor();
    expect(await e.t.server.ctx.db.admin.query(`select brand_colors->>'primary' as primary, typography from public.site_settings`).then((r) => r.rows)).toEqual([
      { primary: '#facc15', typography: { heading: 'serif', body: 'system' } },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();

    // The page cache is dropped on the change (content_changed): the next HTML has the new look.
    await expect.poll(homeHtml).toContain('--brand-primary:#facc15;');
    const html = await homeHtml();
    expect(html).toContain('--brand-on-strong:#0f172a;');
    const bare = await withoutScripts('/');
    const before = await look(bare);
    expect(before).toMatchObject({ background: 'rgb(163, 133, 14)', color: 'rgb(15, 23, 42)' });
    expect(before.heading).toMatch(/^Georgia/);
    expect(before.body).toMatch(/^system-ui/);
    await bare.context().close();

    // Hydration keeps it; Inter, which no text uses now, is not downloaded.
    const page2 = await e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const fonts: string[] = [];
    page2.on('request', (r) => r.url().endsWith('.woff2') && fonts.push(r.url()));
    const site = { page: page2, errors: [] as string[] };
    page2.on('pageerror', (err) => site.errors.push(err.message));
    await page2.goto(`${e.t.url}/`);
    await waitForHydration(site.page);
    expect(await look(site.page)).toEqual(before);
    expect(fonts).toEqual([]);
    expect(site.errors).toEqual([]);
    await site.page.close();
  });
});
