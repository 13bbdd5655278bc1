/**
 * The admin's sign-in, shell, dashboard and TOTP security screen in Chromium against the
 * seeded embedded server. Each test uses its own browser context (its own localStorage, so
 * its own session); the TOTP test runs last because it changes the staff account.
 */
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, STAFF_EMAIL, STAFF_PASSWORD, type TestServer } from '../helpers/server.ts';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { ADMIN_NAV } from '../../src/admin/navigation.ts';

describe('admin sign-in, shell and dashboard in Chromium', () => {
  let t: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await t?.close();
  });

  async function open(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, locale: 'tr-TR' });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { page, errors };
  }

  async function fillCredentials(page: Page, email: string, password: string) {
    await page.goto(`${t.url}/admin/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
  }

  async function signIn(page: Page) {
    await fillCredentials(page, STAFF_EMAIL, STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
  }

  async function count(sql: string): Promise<number> {
    const { rows } = await t.server.ctx.db.admin.query<{ n: string }>(sql);
    return Number(rows[0]!.n);
  }

  const MISSING_META_SQL = ['blog_posts', 'projects', 'services', 'pages']
    .map((table) => `select count(*) as n from public.${table} where published and (meta_description is null or meta_description = '')`)
    .join(' union all ');

  async function missingMetaInDb(): Promise<number> {
    const { rows } = await t.server.ctx.db.admin.query<{ n: string }>(MISSING_META_SQL);
    return rows.reduce((sum, r) => sum + Number(r.n), 0);
  }

  it('sends a signed-out visitor from an admin screen to the sign-in screen', async () => {
    const { page, errors } = await open();
    await page.goto(`${t.url}/admin/blog`);
    await page.waitForURL(`${t.url}/admin/login`);
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    await expect.poll(() => page.title()).toBe('Giriş Yap | Yönetim Paneli');
    // The admin is dark: the body takes the admin theme's background.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 17, 32)');
    expect(errors).toEqual([]);
  });

  it('requires both fields and asks the server nothing when one is empty', async () => {
    const { page } = await open();
    const tokenCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/auth/v1/token') && tokenCalls.push(r.url()));
    await page.goto(`${t.url}/admin/login`);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('E-posta adresi gerekli').waitFor();
    await page.getByText('Şifre gerekli').waitFor();
    await page.locator('input[name="email"]').fill(STAFF_EMAIL);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Şifre gerekli').waitFor();
    expect(await page.getByText('E-posta adresi gerekli').count()).toBe(0);
    expect(tokenCalls).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const { page } = await open();
    await fillCredentials(page, STAFF_EMAIL, 'gizli-sifre');
    const password = page.locator('input[name="password"]');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Şifreyi göster' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('gizli-sifre');
    await page.getByRole('button', { name: 'Şifreyi gizle' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('refuses a wrong password with the server message and stays on the sign-in screen', async () => {
    const { page } = await open();
    await fillCredentials(page, STAFF_EMAIL, 'yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Giriş hatası: E-posta adresi veya şifre hatalı.').waitFor();
    expect(page.url()).toBe(`${t.url}/admin/login`);
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Kontrol Paneli' }).count()).toBe(0);
  });

  it('signs in once however often the form is submitted, and shows the live dashboard', async () => {
    const { page, errors } = await open();
    const passwordGrants: string[] = [];
    page.on('request', (r) => r.url().includes('grant_type=password') && passwordGrants.push(r.url()));
    await fillCredentials(page, STAFF_EMAIL, STAFF_PASSWORD);
    // Two submits in the same tick: the second must be ignored while the first runs.
    await page.evaluate(() => {
      const form = document.querySelector('form')!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.getByText('Başarıyla giriş yapıldı').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    expect(passwordGrants).toHaveLength(1);
    expect(page.url()).toBe(`${t.url}/admin`);
    await expect.poll(() => page.title()).toBe('Kontrol Paneli | Yönetim Paneli');

    for (const table of ['blog_posts', 'projects', 'team_members', 'testimonials']) {
      const expected = await count(`select count(*) as n from public.${table}`);
      expect(expected).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId(`count-${table}`).textContent()).toBe(String(expected));
    }
    const newMessages = await count(`select count(*) as n from public.contact_messages where status = 'new'`);
    await expect.poll(() => page.getByTestId('new-messages-count').textContent()).toBe(String(newMessages));
    for (const [name, href] of [
      ['Blog Yazıları: Yönet', '/admin/blog'],
      ['Projeler: Yönet', '/admin/projects'],
      ['Ekip Üyeleri: Yönet', '/admin/team'],
      ['Müşteri Yorumları: Yönet', '/admin/testimonials'],
    ]) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    // Shell: every screen of the navigation in order, the active one marked, the account and the site link.
    const items = page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link');
    expect(await items.allTextContents()).toEqual(ADMIN_NAV.map((n) => n.label));
    expect(await items.nth(0).getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('signed-in-email').textContent()).toBe(STAFF_EMAIL);
    expect(await page.getByRole('link', { name: 'Siteyi Görüntüle' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Güvenlik' }).getAttribute('href')).toBe('/admin/security');

    // Quick actions point at the create forms.
    for (const [name, href] of [
      ['Yeni Blog Yazısı', '/admin/blog/new'],
      ['Yeni Proje', '/admin/projects/new'],
      ['Yeni Ekip Üyesi', '/admin/team/new'],
    ]) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }

    // Signed in: the sign-in screen sends on to the admin, and the session survives a reload.
    await page.goto(`${t.url}/admin/login`);
    await page.waitForURL(`${t.url}/admin`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lists the latest change first in recent activity and counts new messages live', async () => {
    const { page } = await open();
    await signIn(page);
    await page.getByTestId('recent-activity').waitFor();
    await t.server.ctx.db.admin.query(
      `update public.blog_posts set title = 'Dashboard Testi: Güncellenen Yazı' where slug = 'kucuk-isletmeler-icin-yerel-seo'`,
    );
    await t.server.ctx.db.admin.query(
      `insert into public.contact_messages (name, email, message, status) values ('Zeynep Test', 'zeynep@example.com', 'Merhaba, teklif almak istiyorum.', 'new')`,
    );
    await page.getByRole('button', { name: 'Yenile' }).click();
    const first = page.getByTestId('recent-activity').locator('li').first();
    await expect.poll(() => first.textContent()).toContain('Zeynep Test');
    expect(await first.textContent()).toContain('İletişim mesajı alındı');
    const second = page.getByTestId('recent-activity').locator('li').nth(1);
    expect(await second.textContent()).toContain('Blog yazısı güncellendi');
    expect(await second.textContent()).toContain('Dashboard Testi: Güncellenen Yazı');
    // Each item links to its own page (full-page editing); a message opens in its dialog.
    const postId = (await t.server.ctx.db.admin.query<{ id: string }>(`select id from public.blog_posts where slug = 'kucuk-isletmeler-icin-yerel-seo'`)).rows[0]!.id;
    const messageId = (await t.server.ctx.db.admin.query<{ id: string }>(`select id from public.contact_messages where name = 'Zeynep Test'`)).rows[0]!.id;
    expect(await first.getByRole('link').getAttribute('href')).toBe(`/admin/contact-messages/${messageId}`);
    expect(await second.getByRole('link').getAttribute('href')).toBe(`/admin/blog/${postId}`);
    await second.getByRole('link').click();
    await page.waitForURL(`${t.url}/admin/blog/${postId}`);
    await page.locator('#root_title').waitFor();
    expect(await page.locator('#root_title').inputValue()).toBe('Dashboard Testi: Güncellenen Yazı');
    await page.goBack();
    const newMessages = await count(`select count(*) as n from public.contact_messages where status = 'new'`);
    await expect.poll(() => page.getByTestId('new-messages-count').textContent()).toBe(String(newMessages));
  });

  it('computes the SEO status from the settings and the published content', async () => {
    const { page } = await open();
    await signIn(page);
    const missing = page.getByTestId('seo-missing-meta-count');
    const before = await missingMetaInDb();
    await expect.poll(() => missing.textContent()).toBe(String(before));

    const { rows } = await t.server.ctx.db.admin.query<{ title: string }>(
      `update public.blog_posts set meta_description = null
        where id = (select id from public.blog_posts where published and meta_description is not null order by created_at desc limit 1)
        returning title`,
    );
    const cleared = rows[0]!.title;
    const description = 'Yeşil Dijital; sosyal medya yönetimi, web yazılım, e-ticaret ve kreatif prodüksiyon ile İstanbul’dan markaları büyüten dijital ajansınız. Bize ulaşın.';
    expect(description.length).toBeGreaterThanOrEqual(150);
    expect(description.length).toBeLessThanOrEqual(160);
    const metaCheck = page.getByTestId('seo-checks').locator('li').filter({ hasText: 'Varsayılan meta açıklama' });
    const okBefore = await metaCheck.getAttribute('data-ok');
    await t.server.ctx.db.admin.query(`update public.seo_settings set default_meta_description = $1, sitemap_enabled = false`, [description]);

    await page.getByRole('button', { name: 'Yenile' }).click();
    await expect.poll(() => missing.textContent()).toBe(String(before + 1));
    expect(await missingMetaInDb()).toBe(before + 1);
    await page.getByText(cleared, { exact: false }).first().waitFor();
    expect(okBefore).toBe('false');
    await expect.poll(() => metaCheck.getAttribute('data-ok')).toBe('true');
    const sitemap = page.getByTestId('seo-checks').locator('li').filter({ hasText: 'Site haritası' });
    expect(await sitemap.getAttribute('data-ok')).toBe('false');
    expect(await sitemap.textContent()).toContain('Kapalı');
  });

  it('routes every admin path inside the shell with its own document title', async () => {
    const { page, errors } = await open();
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });

    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${t.url}/admin/blog`);
    await expect.poll(() => page.title()).toBe('Blog Yönetimi | Yönetim Paneli');
    expect(await nav.getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Kontrol Paneli' }).getAttribute('aria-current')).toBeNull();

    await page.goto(`${t.url}/admin/projects/new`);
    await expect.poll(() => page.title()).toBe('Proje Yönetimi | Yönetim Paneli');
    await nav.waitFor();

    await page.goto(`${t.url}/admin/seo`);
    await page.getByRole('heading', { level: 1, name: 'SEO Ayarları' }).waitFor();
    await expect.poll(() => page.title()).toBe('SEO Ayarları | Yönetim Paneli');

    await page.goto(`${t.url}/admin/security`);
    await page.getByRole('heading', { level: 1, name: 'Güvenlik' }).waitFor();

    await page.goto(`${t.url}/admin/olmayan-ekran`);
    await page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' }).waitFor();
    await nav.waitFor();
    await page.getByRole('link', { name: 'Kontrol Paneline Dön' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the screen of every admin route the specification names', async () => {
    const { page, errors } = await open();
    await signIn(page);
    // The specification's route table (part 1, admin shell) and its creation shortcuts, each with the screen's heading.
    const SPEC_ROUTES: [string, string][] = [
      ['/admin/pages', 'Sayfa Yönetimi'],
      ['/admin/blog', 'Blog Yönetimi'],
      ['/admin/projects', 'Proje Yönetimi'],
      ['/admin/services', 'Hizmet Yönetimi'],
      ['/admin/team', 'Ekip Yönetimi'],
      ['/admin/testimonials', 'Müşteri Yorumları'],
      ['/admin/contact-messages', 'İletişim Mesajları'],
      ['/admin/newsletter', 'Bülten Aboneleri'],
      ['/admin/menus', 'Menü Yönetimi'],
      ['/admin/content-blocks', 'İçerik Blokları'],
      ['/admin/media', 'Medya Kütüphanesi'],
      ['/admin/seo', 'SEO Ayarları'],
      ['/admin/settings', 'Site Ayarları'],
      ['/admin/blog/new', 'Yeni Blog Yazısı'],
      ['/admin/projects/new', 'Yeni Proje'],
      ['/admin/team/new', 'Yeni Ekip Üyesi'],
    ];
    // Within the app (the router follows the address), so the run is not one full load per route.
    const visit = (path: string) => page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    for (const [path, heading] of SPEC_ROUTES) {
      await visit(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(page.url(), path).toBe(`${t.url}${path}`);
    }
    // Signed in, the sign-in screen sends to the dashboard.
    await page.goto(`${t.url}/admin/login`);
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    expect(errors).toEqual([]);
    // Sixteen screens, each a chunk of its own: 70-80 s on a loaded 2-core machine.
  }, 300_000);

  it("opens the About page's editor at the specification's /admin/about (About is the page 'about' in the pages screen)", async () => {
    const { page, errors } = await open();
    await signIn(page);
    const { rows } = await t.server.ctx.db.admin.query<{ id: string; title: string }>(`select id, title from pages where slug = 'about'`);
    await page.goto(`${t.url}/admin/about`);
    await page.waitForURL(`${t.url}/admin/pages/${rows[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: `Sayfa Düzenle: ${rows[0]!.title}` }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' }).count()).toBe(0);
    // The redirect replaced the address: back leaves the editor for the screen before, not /admin/about again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== '/admin/about' && url.pathname !== `/admin/pages/${rows[0]!.id}`);
    expect(errors).toEqual([]);
  });

  it('folds the sidebar behind a toggle on small screens', async () => {
    const { page } = await open({ width: 390, height: 800 });
    await signIn(page);
    const toggle = page.getByRole('button', { name: 'Menüyü aç' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const blogLink = page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Blog', exact: true });
    expect(await blogLink.isVisible()).toBe(false);
    await toggle.click();
    const close = page.getByRole('button', { name: 'Menüyü kapat' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await blogLink.waitFor({ state: 'visible' });
    await blogLink.click();
    await page.waitForURL(`${t.url}/admin/blog`);
    expect(await page.getByRole('button', { name: 'Menüyü aç' }).getAttribute('aria-expanded')).toBe('false');
    await blogLink.waitFor({ state: 'hidden' });
  });

  it('signs out with a toast and keeps the admin closed afterwards', async () => {
    const { page } = await open();
    await signIn(page);
    await page.goto(`${t.url}/admin/projects`);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.getByText('Başarıyla çıkış yapıldı').waitFor();
    await page.waitForURL(`${t.url}/admin/login`);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth-token')))).toEqual([]);
    await page.goto(`${t.url}/admin`);
    await page.waitForURL(`${t.url}/admin/login`);
    // Signing in again after a sign-out starts at the dashboard, not at the last screen.
    await signIn(page);
    expect(page.url()).toBe(`${t.url}/admin`);
  });

  it('tells a signed-in account without the admin role that it cannot change anything', async () => {
    const { error } = await t.service().auth.admin.createUser({ email: 'okur@example.com', password: 'okur-sifresi-123', email_confirm: true });
    expect(error).toBeNull();
    const { page } = await open();
    await fillCredentials(page, 'okur@example.com', 'okur-sifresi-123');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    await page.getByText('Bu hesabın yönetici yetkisi yok').waitFor();
    // Row-level security shows this account published rows only: the dashboard counts what it may see.
    const published = await count('select count(*) as n from public.blog_posts where published');
    expect(published).toBeLessThan(await count('select count(*) as n from public.blog_posts'));
    await expect.poll(() => page.getByTestId('count-blog_posts').textContent()).toBe(String(published));

    // The staff account gets no such notice.
    const staff = await open();
    await signIn(staff.page);
    expect(await staff.page.getByText('Bu hesabın yönetici yetkisi yok').count()).toBe(0);
  });

  it('enrols an authenticator app, then asks for its code at sign-in', async () => {
    const { page, errors } = await open();
    await signIn(page);
    await page.goto(`${t.url}/admin/security`);
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'İki Adımlı Doğrulama' }) });
    await card.getByText('Kapalı').waitFor();
    await page.getByRole('button', { name: 'Uygulama Ekle', exact: true }).click();

    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const qr = page.getByRole('img', { name: 'Kimlik doğrulama uygulaması için QR kodu' });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });

    await page.getByTestId('totp-enrolment').locator('input[name="code"]').fill(totp.generate());
    await page.getByRole('button', { name: 'Doğrula ve Etkinleştir' }).click();
    await page.getByText('İki adımlı doğrulama etkinleştirildi').waitFor();
    await card.getByText('Doğrulandı').waitFor();
    await card.getByText('Etkin', { exact: true }).waitFor();
    expect(await count(`select count(*) as n from auth.mfa_factors where status = 'verified'`)).toBe(1);
    await page.getByText('İki adımlı doğrulama ile açıldı').waitFor();

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL(`${t.url}/admin/login`);

    // Password alone no longer opens the admin.
    await fillCredentials(page, STAFF_EMAIL, STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    const codeInput = page.locator('input[name="code"]');
    await codeInput.waitFor();
    await page.getByText('İki adımlı doğrulama', { exact: true }).waitFor();
    // The guard sends the half-signed-in session back to the code step too.
    await page.goto(`${t.url}/admin/blog`);
    await page.waitForURL(`${t.url}/admin/login`);
    await codeInput.waitFor();
    expect(await page.getByRole('heading', { name: 'Kontrol Paneli' }).count()).toBe(0);

    const valid = new Set([-30_000, 0, 30_000, 60_000].map((d) => totp.generate({ timestamp: Date.now() + d })));
    const wrong = ['000000', '111111', '222222', '333333', '444444'].find((c) => !valid.has(c))!;
    await codeInput.fill(wrong);
    await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
    await page.getByText('Doğrulama kodu hatalı. Lütfen uygulamanızdaki güncel kodu girin.').waitFor();
    expect(page.url()).toBe(`${t.url}/admin/login`);
    await codeInput.waitFor();

    // The code of the next 30-second step: the current one may already have been used.
    await codeInput.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
    await page.getByText('Başarıyla giriş yapıldı').waitFor();
    // Back to where the guard stopped the user.
    await page.waitForURL(`${t.url}/admin/blog`);
    await expect.poll(() => page.title()).toBe('Blog Yönetimi | Yönetim Paneli');

    await page.reload();
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).waitFor();
    expect(page.url()).toBe(`${t.url}/admin/blog`);
    await page.goto(`${t.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();

    // Removing the app turns the code step off again.
    await page.goto(`${t.url}/admin/security`);
    await card.getByRole('button', { name: 'Kaldır' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kaldır' }).click();
    await page.getByText('Doğrulama uygulaması kaldırıldı').waitFor();
    await card.getByText('Kapalı').waitFor();
    expect(await count(`select count(*) as n from auth.mfa_factors`)).toBe(0);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL(`${t.url}/admin/login`);
    await signIn(page);
    expect(errors).toEqual([]);
  });
});
