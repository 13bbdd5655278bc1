/**
 * Server rendering in Chromium: with JavaScript off every public route already shows its main
 * heading and text; with JavaScript on the same markup hydrates its islands without a console
 * error or a data request, and the forms still submit. The whole React app (for pages the
 * islands cannot serve) still renders and navigates client-side across all routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

/** Every kind of public route, with its main heading and a text of its main content. */
const ROUTES: { path: string; heading: string; text: string; status?: number }[] = [
  { path: '/', heading: 'Markanızı dijitalde büyütüyoruz', text: 'Müşterilerimiz ne diyor?' },
  { path: '/about', heading: 'Dijitalde fark yaratan bir ekibiz', text: 'Zeynep Kaya' },
  { path: '/services', heading: 'Hizmetlerimiz', text: 'Grafik Tasarım' },
  { path: '/services/grafik-tasarim', heading: 'Grafik Tasarım', text: 'Marka kullanım kılavuzu' },
  { path: '/projects', heading: 'Projelerimiz', text: 'Fit Yaşam Uygulama Lansmanı' },
  // Six a page: the oldest project is on the second.
  { path: '/projects?sayfa=2', heading: 'Projelerimiz', text: 'Kahve Durağı Sosyal Medya Dönüşümü' },
  { path: '/projects/kahve-duragi-sosyal-medya', heading: 'Kahve Durağı Sosyal Medya Dönüşümü', text: 'Takipçi sayısında %240 artış' },
  { path: '/blog', heading: 'Blog', text: 'Popüler Yazılar' },
  { path: '/blog?kategori=SEO', heading: 'Blog', text: 'Yerel SEO' },
  { path: '/blog/instagram-algoritmasi-2026', heading: "2026'da Instagram Algoritması: Bilmeniz Gereken 7 Değişiklik", text: 'İlgili Yazılar' },
  { path: '/contact', heading: 'İletişim', text: 'Bize Yazın' },
  { path: '/faq', heading: 'Sıkça Sorulan Sorular', text: 'Fiyatlara KDV dahil mi?' },
  { path: '/gizlilik-politikasi', heading: 'Gizlilik Politikası', text: 'Kişisel verilerinizin korunması' },
  { path: '/blog/yapay-zeka-icerik-uretimi', heading: 'Blog yazısı bulunamadı', text: 'Bloga dön', status: 404 },
  { path: '/bir/olmayan/adres', heading: 'Sayfa bulunamadı', text: 'Popüler sayfalar', status: 404 },
  { path: '/hakkimizdaa', heading: 'Sayfa bulunamadı', text: 'Popüler sayfalar', status: 404 },
];

describe('server-rendered public pages', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  /** A page that records console errors, uncaught errors, data requests and document loads. */
  async function watched(javaScriptEnabled = true) {
    const context = await e.browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    const data: string[] = [];
    const documents: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/rest/v1')) data.push(r.url());
      if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(r.url());
    });
    return { page, errors, data, documents, close: () => context.close() };
  }

  const mainHeading = (page: Page) => page.locator('main h1').first();

  it('shows every route’s heading and main text with JavaScript disabled, with its status', async () => {
    const w = await watched(false);
    try {
      for (const r of ROUTES) {
        const res = await w.page.goto(e.t.url + r.path);
        expect(res?.status(), r.path).toBe(r.status ?? 200);
        expect(await mainHeading(w.page).textContent(), r.path).toBe(r.heading);
        expect(await w.page.locator('main').textContent(), r.path).toContain(r.text);
        // Header and footer are in the HTML too, with their links.
        expect(await w.page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
        expect(await w.page.locator('footer').textContent()).toContain('Yeşil Dijital');
      }
      // Before React runs them the forms cannot be sent (a plain GET would put the address in the URL).
      expect(await w.page.getByRole('button', { name: 'Abone Ol' }).first().isDisabled()).toBe(true);
      // The styles are in the HTML: the header is already fixed at the top.
      expect(await w.page.locator('header').first().evaluate((h) => getComputedStyle(h).position)).toBe('fixed');
    } finally {
      await w.close();
    }
  });

  it('hydrates every route with no console error and no data request for the first view', async () => {
    for (const r of ROUTES) {
      const w = await watched();
      try {
        await w.page.goto(e.t.url + r.path, { waitUntil: 'networkidle' });
        expect(await mainHeading(w.page).textContent(), r.path).toBe(r.heading);
        // Hydrated (its islands): the server's metadata stays, without duplicates.
        await waitForHydration(w.page);
        expect(await w.page.locator('head title').count(), r.path).toBe(1);
        expect(await w.page.locator('head link[rel="canonical"]').count(), r.path).toBe(1);
        expect(w.data, r.path).toEqual([]);
        // A 404 page's own status is reported by the browser; nothing else may be.
        const own404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
        expect(w.errors, r.path).toEqual(r.status === 404 ? [own404] : []);
      } finally {
        await w.close();
      }
    }
  });

  it("keeps a post's excerpt and its featured image's library alt text through hydration", async () => {
    const [row] = (
      await e.t.server.ctx.db.admin.query<{ excerpt: string; alt_text: string }>(
        `select p.excerpt, m.alt_text from blog_posts p join media_library m on m.file_url = p.featured_image where p.slug = 'instagram-algoritmasi-2026'`,
      )
    ).rows;
    expect(row!.alt_text).toBe('Blog yazısı görseli 1');
    const w = await watched();
    try {
      await w.page.goto(`${e.t.url}/blog/instagram-algoritmasi-2026`, { waitUntil: 'networkidle' });
      await waitForHydration(w.page);
      expect(await w.page.locator('article header h1 + p').textContent()).toBe(row!.excerpt);
      expect(await w.page.locator('article img').first().getAttribute('alt')).toBe(row!.alt_text);
      expect(w.errors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('the whole React app (a static host serving a page for another URL) renders, then navigates client-side across all routes, loading their data', async () => {
    const w = await watched();
    try {
      // `/` answered with the 404 page's HTML, as a static host's 404.html: its islands are not
      // for this URL (src/boot.ts), so the React app renders `/` by itself.
      await w.page.route(`${e.t.url}/`, async (route) => route.fulfill({ response: await route.fetch({ url: `${e.t.url}/bir/olmayan/adres` }), status: 200 }));
      await w.page.goto(`${e.t.url}/`, { waitUntil: 'networkidle' });
      await expect.poll(() => mainHeading(w.page).textContent()).toBe('Markanızı dijitalde büyütüyoruz');
      await waitForHydration(w.page);
      // React's own metadata has replaced the server's tags.
      expect(await w.page.locator('head [data-head="server"]').count()).toBe(0);
      // A real link first: the header's Blog entry.
      await w.page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Blog' }).click();
      await w.page.waitForURL('**/blog');
      await w.page.getByRole('heading', { level: 2, name: 'Popüler Yazılar' }).waitFor();
      for (const r of [...ROUTES].reverse()) {
        // The router's own navigation, as a link click does it.
        await w.page.evaluate((p) => {
          window.history.pushState({}, '', p);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, r.path);
        await expect.poll(() => mainHeading(w.page).textContent(), { timeout: 10_000 }).toBe(r.heading);
        await w.page.locator('main').getByText(r.text).first().waitFor();
        // React sets the title in a commit of its own after the page's text (the 404 page's
        // came a moment later on a loaded machine): wait for it rather than read it once.
        await expect.poll(() => w.page.title(), { message: r.path, timeout: 10_000 }).not.toBe('');
      }
      expect(w.documents).toEqual([`${e.t.url}/`]);
      expect(w.data.length).toBeGreaterThan(0);
      expect(w.errors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('keeps the contact and newsletter forms working on a server-rendered page', async () => {
    const w = await watched();
    try {
      await w.page.goto(`${e.t.url}/contact`, { waitUntil: 'networkidle' });
      await waitForHydration(w.page);
      const form = w.page.getByRole('form', { name: 'İletişim formu' });
      await form.getByLabel('Ad Soyad').fill('Sunucu Testi');
      await form.getByLabel(/^E-posta/).fill('sunucu.testi@example.com');
      await form.getByLabel('Mesajınız').fill('Sunucuda işlenen sayfadan gönderildi.');
      await form.getByRole('button', { name: 'Mesaj Gönder' }).click();
      await w.page.getByText('Mesajınız başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz.').waitFor();
      const rows = await e.t.server.ctx.db.admin.query(`select name from contact_messages where email = 'sunucu.testi@example.com'`);
      expect(rows.rows).toEqual([{ name: 'Sunucu Testi' }]);

      const footer = w.page.locator('footer');
      await footer.getByLabel('E-posta adresi').fill('sunucu.abone@example.com');
      await footer.getByRole('button', { name: 'Abone Ol' }).click();
      await footer.getByText('Teşekkürler! Aboneliğinizi tamamlamak için e-posta adresinize gönderdiğimiz bağlantıya tıklayın.').waitFor();
      const subs = await e.t.server.ctx.db.admin.query(`select email from newsletter_subscribers where email = 'sunucu.abone@example.com'`);
      expect(subs.rows).toHaveLength(1);
      expect(w.errors).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
