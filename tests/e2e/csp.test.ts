/**
 * The site and the admin work under the server's Content-Security-Policy (enforced, not
 * report-only): the public home, a blog post and the contact page (with analytics on), and the admin form (open,
 * type, validate, save) raise no CSP violation, and the form's validation errors still appear
 * in Turkish, so the precompiled validators do the work without `new Function`.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every securitypolicyviolation event of the page (and the console's CSP refusals). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations!.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [...(await page.evaluate(() => window.cspViolations ?? [])), ...console];
}

describe('Content-Security-Policy in the browser', () => {
  let e: E2E;
  let postSlug: string;

  beforeAll(async () => {
    e = await startE2E();
    const { rows } = await e.t.server.ctx.db.admin.query<{ slug: string }>('select slug from public.blog_posts where published order by created_at limit 1');
    postSlug = rows[0]!.slug;
  });
  afterAll(async () => {
    await e?.close();
  });

  it('is enforced: an inline script is refused and reported (the watch sees violations)', async () => {
    const page = await e.browser.newPage();
    const violations = await watchViolations(page);
    const res = await page.goto(`${e.t.url}/`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('main h1').first().waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.head.appendChild(script);
      return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).some((v) => v.startsWith('script-src-elem inline'))).toBe(true);
    await page.close();
  });

  it('the public home, a blog post and the contact page raise no violation', async () => {
    const page = await e.browser.newPage();
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    for (const path of ['/', `/blog/${postSlug}`, '/contact']) {
      await page.goto(e.t.url + path);
      await page.locator('main h1').first().waitFor();
      // Analytics load after the page is idle; the map on "Haritayı göster" (this visitor refused external content).
      if (path === '/contact') {
        await waitForHydration(page);
        await page.getByRole('link', { name: 'Haritayı göster' }).click();
      }
      await page.waitForTimeout(2000);
      expect(await violations(), path).toEqual([]);
    }
    expect(await page.locator('iframe[title="Ofisimizin konumu"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Google Analytics and the Facebook Pixel load from their allowed hosts with no violation', async () => {
    await e.t.server.ctx.db.admin.query(`update public.seo_settings set google_analytics_id = 'G-TEST12345', facebook_pixel_id = '123456789012'`);
    // A first visit that accepts both in the cookie banner (the tags wait for that).
    const page = await (await e.firstVisit()).newPage();
    const violations = await watchViolations(page);
    const requested: string[] = [];
    // No network to the vendors in tests: their scripts answer empty from here.
    await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
      requested.push(new URL(route.request().url()).host);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${e.t.url}/`);
    await waitForHydration(page);
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Kabul et', exact: true }).click();
    await page.locator('script[data-analytics="ga"]').waitFor({ state: 'attached' });
    await page.locator('script[data-analytics="pixel"]').waitFor({ state: 'attached' });
    await expect.poll(() => [...new Set(requested)].sort()).toEqual(['connect.facebook.net', 'www.googletagmanager.com']);
    expect(await violations()).toEqual([]);
    await e.t.server.ctx.db.admin.query(`update public.seo_settings set google_analytics_id = null, facebook_pixel_id = null`);
    await page.context().close();
  });

  it('the admin signs in, validates a form in Turkish and saves it with no violation', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signInAdmin(page, e.t.url);
    await page.goto(`${e.t.url}/admin/pages`);
    await page.getByRole('heading', { level: 1, name: 'Sayfa Yönetimi' }).waitFor();
    await page.getByRole('button', { name: /^Yeni/ }).click();
    // The editor's page: its form and the action bar.
    const dialog = page.getByRole('main');
    await page.getByRole('heading', { level: 1, name: 'Yeni Sayfa' }).waitFor();
    await page.locator('#root_slug').fill('Geçersiz Slug!');
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
    // The precompiled validators ran: the required title and the slug pattern, in Turkish.
    await dialog.getByText('Yalnızca küçük harf, rakam ve tire (-) kullanın').waitFor();
    await dialog.getByText('Bu alan zorunludur').first().waitFor();
    expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(2);

    await page.locator('#root_title').fill('CSP Deneme Sayfası');
    await page.locator('#root_slug').fill('csp-deneme-sayfasi');
    await page.locator('#root_content').fill('<p>İçerik</p>');
    await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Sayfa oluşturuldu', { exact: true }).first().waitFor();
    await expect
      .poll(async () => (await e.t.server.ctx.db.admin.query('select 1 from public.pages where slug = $1', ['csp-deneme-sayfasi'])).rowCount)
      .toBe(1);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
