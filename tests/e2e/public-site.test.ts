/**
 * The public site in Chromium against the seeded server: every route's content and states,
 * the header and footer, both forms with their messages, and the page metadata.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../src/lib/form-consent.ts';
import { CONTACT_DISCLOSURE_TEXT } from '../../src/lib/form-consent.ts';

describe('public site', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  it('home: hero from its block (HTML rendered), stats, six services, real rating badge, CTA, metadata', async () => {
    const { page, errors } = await e.open('/');
    await page.getByRole('heading', { level: 1, name: 'Markanızı dijitalde büyütüyoruz' }).waitFor();
    expect(await page.locator('h1 span').textContent()).toBe('dijitalde');
    await page.getByText('Mutlu Müşteri', { exact: true }).first().waitFor();
    await page.locator('#hizmetler article').first().waitFor();
    expect(await page.locator('#hizmetler article').count()).toBe(6);
    const { avg, n } = (await sql<{ avg: string; n: number }>(`select round(avg(rating)::numeric, 1)::text as avg, count(*)::int as n from testimonials where published`))[0]!;
    await expect.poll(() => page.getByTestId('rating-badge').textContent()).toContain(`${avg.replace('.', ',')}/5`);
    expect(await page.getByTestId('rating-badge').textContent()).toContain(`${n} + Mutlu Müşteri`);
    await page.getByRole('link', { name: 'Ücretsiz Danışmanlık' }).waitFor();
    expect(await page.title()).toBe('Yeşil Dijital | Dijital Pazarlama Ajansı');
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${e.t.url}/`);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('visitors never download the admin code or the full supabase-js client', async () => {
    const page = await e.browser.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    for (const p of ['/', '/blog', '/blog/instagram-algoritmasi-2026', '/contact']) {
      await page.goto(e.t.url + p);
      await page.locator('main h1').first().waitFor();
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /AdminApp|ResourceScreen|ResourceFormModal|admin-client|quill/i.test(s))).toEqual([]);
    // The admin's client (auth, storage, realtime) is not in any script a visitor loaded.
    const bodies = await Promise.all(scripts.map((s) => fetch(e.t.url + s).then((r) => r.text())));
    expect(bodies.filter((b) => b.includes('GoTrueClient') || b.includes('RealtimeClient'))).toEqual([]);
    await page.close();
  });

  it('header: seeded menu, active item, Proje Başlat; mobile toggle opens and closes on selection', async () => {
    const { page } = await e.open('/projects');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('link', { name: 'Projeler' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Ana Sayfa', 'Hakkımızda', 'Hizmetler', 'Projeler', 'Blog', 'İletişim', 'English', 'Proje Başlat']);
    expect(await nav.getByRole('link', { name: 'Projeler' }).getAttribute('aria-current')).toBe('page');
    await page.close();

    const mobile = await e.open('/', { viewport: { width: 390, height: 800 } });
    const toggle = mobile.page.getByRole('button', { name: 'Menüyü aç' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The toggle is a button React drives: before hydration (the app starts after the first
    // paint, src/boot.ts) a tap does nothing, so tap once the page is live.
    await waitForHydration(mobile.page);
    expect(await mobile.page.getByRole('navigation', { name: 'Ana menü' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await mobile.page.getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe('true');
    await mobile.page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Blog' }).click();
    await mobile.page.waitForURL('**/blog');
    expect(await mobile.page.getByRole('button', { name: 'Menüyü aç' }).getAttribute('aria-expanded')).toBe('false');
    await mobile.page.close();
  });

  it('footer: columns from the menus, contact, social links, current year; the newsletter form follows its switch', async () => {
    const { page } = await e.open('/');
    const footer = page.locator('footer');
    await footer.getByRole('heading', { name: 'Hizmetlerimiz' }).waitFor();
    await footer.getByRole('link', { name: 'Ürün Çekim Hizmeti' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Ürün Çekim Hizmeti' }).getAttribute('href')).toBe('/services/urun-cekim-hizmeti');
    expect(await footer.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://www.instagram.com/yesildijital');
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Yeşil Dijital`);
    expect(await footer.getByRole('form', { name: 'Bülten aboneliği' }).count()).toBe(1);
    await page.close();

    await sql(`update site_settings set footer_settings = '{"show_social": false, "show_newsletter": false}'`);
    try {
      const again = await e.open('/');
      await again.page.locator('footer').getByRole('heading', { name: 'Hizmetlerimiz' }).waitFor();
      await again.page.locator('footer').getByText('Yeşil Dijital', { exact: true }).first().waitFor();
      await expect.poll(() => again.page.locator('footer').getByRole('form', { name: 'Bülten aboneliği' }).count()).toBe(0);
      expect(await again.page.locator('footer').getByRole('link', { name: 'Instagram' }).count()).toBe(0);
      await again.page.close();
    } finally {
      await sql(`update site_settings set footer_settings = '{"show_social": true, "show_newsletter": true}'`);
    }
  });

  it('refuses javascript: links in menus', async () => {
    await sql(`update menus set items = items || '[{"label": "Zararlı", "url": "javascript:alert(1)", "type": "external"}]'::jsonb where location = 'footer-quick-links'`);
    try {
      const { page } = await e.open('/');
      await page.locator('footer').getByRole('link', { name: 'Hakkımızda' }).waitFor();
      expect(await page.locator('footer').getByText('Zararlı').count()).toBe(0);
      expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
      await page.close();
    } finally {
      await sql(`update menus set items = items - (jsonb_array_length(items) - 1) where location = 'footer-quick-links'`);
    }
  });

  it('about: story paragraphs, values and the published team in order', async () => {
    const { page } = await e.open('/about');
    await page.getByRole('heading', { name: 'Hikayemiz' }).waitFor();
    expect(await page.locator('[data-block="image-text"] p').count()).toBe(3);
    await page.getByRole('heading', { name: 'Zeynep Kaya' }).waitFor();
    const names = await page.locator('#ekip h3').allTextContents();
    const team = await sql<{ name: string }>(`select name from team_members where published order by sort_order, created_at`);
    expect(names).toEqual(team.map((r) => r.name));
    expect(await page.title()).toBe('Hakkımızda | Yeşil Dijital');
    await page.close();
  });

  it('services: the six published (no draft); detail with content, pricing and three others; unknown slug', async () => {
    const { page } = await e.open('/services');
    await page.locator('main article').first().waitFor();
    const titles = await page.locator('main article h3').allTextContents();
    expect(titles).toHaveLength(6);
    expect(titles).not.toContain('Podcast Prodüksiyonu (taslak)');
    await page.getByRole('link', { name: /Detayları Gör: Grafik Tasarım/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Grafik Tasarım' }).waitFor();
    await page.getByText('Marka kullanım kılavuzu').waitFor();
    await page.getByRole('link', { name: 'Teklif Al' }).waitFor();
    await expect.poll(() => page.locator('#diger-hizmetler article').count()).toBe(3);
    expect(await page.title()).toBe('Grafik Tasarım | Yeşil Dijital');
    await page.goto(`${e.t.url}/services/podcast-produksiyonu`);
    await page.getByRole('heading', { name: 'Hizmet bulunamadı' }).waitFor();
    expect(await page.getByRole('link', { name: 'Tüm hizmetlere dön' }).getAttribute('href')).toBe('/services');
    await page.close();
  });

  it('projects: category filter links the server answers; six a page; detail with facts, results and similar projects; unknown slug', async () => {
    const { page } = await e.open('/projects');
    const filter = page.getByRole('group', { name: 'Kategoriye göre filtrele' });
    await filter.getByRole('link', { name: 'Tüm Projeler' }).waitFor();
    expect(await filter.getByRole('link', { name: 'Tüm Projeler' }).getAttribute('aria-current')).toBe('page');
    const newest = await sql<{ title: string }>(`select title from projects where published order by created_at desc limit 6`);
    expect(await page.locator('main article h3').allTextContents()).toEqual(newest.map((p) => p.title));
    // A plain link: the server renders the category's page (no script needed).
    await filter.getByRole('link', { name: 'E-Ticaret' }).click();
    await page.waitForURL('**/projects?kategori=E-Ticaret');
    expect(await page.getByRole('group', { name: 'Kategoriye göre filtrele' }).getByRole('link', { name: 'E-Ticaret' }).getAttribute('aria-current')).toBe('page');
    const shop = await sql<{ title: string }>(`select title from projects where published and category = 'E-Ticaret' order by created_at desc`);
    expect(await page.locator('main article h3').allTextContents()).toEqual(shop.map((p) => p.title));
    expect(shop.length).toBeLessThan(newest.length);
    await page.goto(`${e.t.url}/projects/kahve-duragi-sosyal-medya`);
    await page.getByRole('heading', { level: 1, name: 'Kahve Durağı Sosyal Medya Dönüşümü' }).waitFor();
    await page.getByText('Takipçi sayısında %240 artış').waitFor();
    await page.getByRole('heading', { name: 'Benzer Projeler' }).waitFor();
    await page.goto(`${e.t.url}/projects/yok-boyle-proje`);
    await page.getByRole('heading', { name: 'Proje bulunamadı' }).waitFor();
    await page.close();
  });

  it('blog: six a page, page 2 has the rest, drafts never appear; category buttons', async () => {
    const { page } = await e.open('/blog');
    await page.locator('main article').first().waitFor();
    // The category buttons need the app: a click before hydration does nothing.
    await waitForHydration(page);
    const first = await page.locator('main article h3').allTextContents();
    expect(first).toHaveLength(6);
    await page.getByRole('link', { name: 'Sayfa 2' }).click();
    await page.waitForURL('**/blog?sayfa=2');
    await expect.poll(async () => (await page.locator('main ul[aria-busy] article h3').allTextContents()).join('|')).not.toBe(first.join('|'));
    const second = await page.locator('main ul[aria-busy] article h3').allTextContents();
    const published = await sql<{ title: string }>(`select title from blog_posts where published order by created_at desc`);
    expect([...first, ...second]).toEqual(published.map((r) => r.title));
    await page.getByRole('group', { name: 'Kategoriye göre filtrele' }).getByRole('link', { name: 'SEO' }).click();
    await page.waitForURL('**/blog?kategori=SEO');
    await expect.poll(async () => (await page.locator('main ul[aria-busy] article').count())).toBe(3);
    await page.close();
  });

  it('lists without JavaScript: the projects filter and the blog pager are links the server answers', async () => {
    const context = await e.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${e.t.url}/projects`);
      await page.getByRole('group', { name: 'Kategoriye göre filtrele' }).getByRole('link', { name: 'Sosyal Medya' }).click();
      await page.waitForURL('**/projects?kategori=Sosyal+Medya');
      const social = await sql<{ title: string }>(`select title from projects where published and category = 'Sosyal Medya' order by created_at desc`);
      expect(await page.locator('main article h3').allTextContents()).toEqual(social.map((p) => p.title));
      await page.goto(`${e.t.url}/blog`);
      await page.getByRole('navigation', { name: 'Sayfalama' }).getByRole('link', { name: 'Sonraki sayfa' }).click();
      await page.waitForURL('**/blog?sayfa=2');
      const rest = await sql<{ title: string }>(`select title from blog_posts where published order by created_at desc offset 6`);
      expect(await page.locator('main ul[aria-busy] article h3').allTextContents()).toEqual(rest.map((p) => p.title));
      expect(await page.getByRole('navigation', { name: 'Sayfalama' }).getByRole('link', { name: 'Sayfa 2' }).getAttribute('aria-current')).toBe('page');
    } finally {
      await context.close();
    }
  });

  it('blog post: author default, share links, related posts; unknown slug', async () => {
    const { page } = await e.open('/blog/sosyal-medya-rapor-metrikleri');
    await page.getByRole('heading', { level: 1, name: 'Sosyal Medya Raporlarında Hangi Metrikler Önemli?' }).waitFor();
    // The post has no author: the agency is named.
    expect(await page.locator('article header').textContent()).toContain('Yeşil Dijital');
    const share = page.getByRole('link', { name: "LinkedIn'de paylaş" });
    expect(await share.getAttribute('href')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${e.t.url}/blog/sosyal-medya-rapor-metrikleri`)}`);
    await page.getByRole('heading', { name: 'İlgili Yazılar' }).waitFor();
    expect(await page.locator('#ilgili-yazilar article').count()).toBe(3);
    expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('article');
    await page.goto(`${e.t.url}/blog/yapay-zeka-icerik-uretimi`);
    await page.getByRole('heading', { name: 'Blog yazısı bulunamadı' }).waitFor();
    await page.close();
  });

  it('contact: required fields, success toast, stored row with nulls, reset; a failure keeps the typed values', async () => {
    const { page } = await e.open('/contact');
    // Only zero-width characters and spaces are no name or message.
    await page.getByLabel('Ad Soyad').fill('\u200b \u200b');
    await page.getByLabel('Mesajınız').fill('\u2060\ufeff');
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await page.getByText('Lütfen mesajınızı yazın.').waitFor();
    expect(await page.locator('#contact-name-error').textContent()).toBe('Lütfen adınızı yazın.');
    await page.getByLabel('Ad Soyad').fill('');
    await page.getByLabel('Mesajınız').fill('');
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await page.getByText('Lütfen adınızı yazın.').waitFor();
    await page.getByLabel('Ad Soyad').fill('Deneme Kişi');
    await page.getByRole('form', { name: 'İletişim formu' }).getByLabel(/^E-posta/).fill('deneme.kisi@example.com');
    await page.getByLabel('İlgilendiğiniz Hizmet').selectOption('seo');
    await page.getByLabel('Mesajınız').fill('Merhaba, SEO için teklif almak istiyorum.');
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await page.getByText('Mesajınız başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz.').waitFor();
    expect(await page.getByLabel('Ad Soyad').inputValue()).toBe('');
    const rows = await sql(`select name, phone, company, service, status, consent_text from contact_messages where email = 'deneme.kisi@example.com'`);
    // The disclosure the visitor was shown is stored with the message (KVKK consent record).
    expect(rows).toEqual([{ name: 'Deneme Kişi', phone: null, company: null, service: 'seo', status: 'new', consent_text: CONTACT_DISCLOSURE_TEXT }]);
    expect(await page.getByRole('form', { name: 'İletişim formu' }).getByText(CONTACT_DISCLOSURE_TEXT).isVisible()).toBe(true);

    await sql(`alter table contact_messages add constraint test_block check (name <> 'Hata Testi') not valid`);
    try {
      await page.getByLabel('Ad Soyad').fill('Hata Testi');
      await page.getByRole('form', { name: 'İletişim formu' }).getByLabel(/^E-posta/).fill('hata@example.com');
      await page.getByLabel('Mesajınız').fill('Bu mesaj kaydedilemeyecek.');
      await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
      await page.getByText('Mesaj gönderilirken hata oluştu. Lütfen tekrar deneyin.').waitFor();
      expect(await page.getByLabel('Ad Soyad').inputValue()).toBe('Hata Testi');
      expect(await page.getByLabel('Mesajınız').inputValue()).toBe('Bu mesaj kaydedilemeyecek.');
    } finally {
      await sql(`alter table contact_messages drop constraint test_block`);
    }
    // The map loads on "Haritayı göster" (this visitor refused external content; tests/e2e/no-third-party-before-consent.test.ts).
    const map = page.locator('iframe[title="Ofisimizin konumu"]');
    await page.getByRole('link', { name: 'Haritayı göster' }).click();
    await map.waitFor({ state: 'attached' });
    expect(await map.getAttribute('src')).toContain('https://maps.google.com/maps?q=41.0812,29.011');
    await page.close();
  });

  it('newsletter (blog sidebar): subscribes once; a repeat gets the same success text and adds nothing', async () => {
    const { page } = await e.open('/blog');
    const box = page.locator('aside section').filter({ hasText: 'Bültene Abone Olun' });
    await box.getByLabel('E-posta adresi').fill('Yeni.Abone@example.com');
    await box.getByRole('button', { name: 'Abone Ol' }).click();
    await box.getByText('Teşekkürler! Aboneliğinizi tamamlamak için e-posta adresinize gönderdiğimiz bağlantıya tıklayın.').waitFor();
    expect(await box.getByLabel('E-posta adresi').inputValue()).toBe('');
    await box.getByLabel('E-posta adresi').fill('yeni.abone@EXAMPLE.com');
    await box.getByRole('button', { name: 'Abone Ol' }).click();
    // Cleared again only on success; the text reveals nothing about the address being there.
    await page.waitForFunction(() => (document.querySelector('aside input[name="email"]') as HTMLInputElement | null)?.value === '');
    expect(await box.getByRole('alert').textContent()).toBe('Teşekkürler! Aboneliğinizi tamamlamak için e-posta adresinize gönderdiğimiz bağlantıya tıklayın.');
    // One row, recording the form it came from and the consent text shown under it; pending
    // until the e-mailed link is opened (double opt-in).
    expect(await sql(`select email, source, status, consent_text from newsletter_subscribers where lower(email) = 'yeni.abone@example.com'`)).toEqual([
      { email: 'Yeni.Abone@example.com', source: 'blog', status: 'pending', consent_text: NEWSLETTER_CONSENT_TEXT },
    ]);
    expect(await box.getByText(NEWSLETTER_CONSENT_TEXT).count()).toBe(1);
    await page.close();
  });

  it('FAQ: five categories, items open independently, phone link', async () => {
    const { page } = await e.open('/faq');
    await page.getByRole('heading', { name: 'Fiyatlandırma' }).waitFor();
    expect(await page.locator('main section h2').allTextContents()).toEqual(expect.arrayContaining(['Genel', 'Fiyatlandırma', 'Web Tasarım ve Geliştirme', 'Dijital Pazarlama', 'SEO']));
    await page.getByText('Fiyatlara KDV dahil mi?').click();
    await page.getByText('Bir web sitesi ne kadar sürede hazır olur?').click();
    expect(await page.locator('details[open]').count()).toBe(2);
    // VAT in Turkey is 20% since 2023 (the seeded answer was corrected).
    await page.getByText('Belirtilen fiyatlara %20 KDV dahil değildir.', { exact: true }).waitFor();
    expect(await page.getByText('%18').count()).toBe(0);
    await page.getByText('Fiyatlara KDV dahil mi?').click();
    expect(await page.locator('details[open]').count()).toBe(1);
    expect(await page.locator('a[href^="tel:"]').last().getAttribute('href')).toBe('tel:+902125550123');
    await page.close();
  });

  it('CMS pages by slug; unknown paths of any depth get the designed 404 page', async () => {
    const { page } = await e.open('/gizlilik-politikasi');
    await page.getByRole('heading', { level: 1, name: 'Gizlilik Politikası' }).waitFor();
    await page.getByRole('heading', { name: 'Kişisel verilerinizin korunması' }).waitFor();
    expect((await page.goto(`${e.t.url}/kariyer`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' }).waitFor();
    await page.getByRole('navigation', { name: 'Popüler sayfalar' }).waitFor();
    await page.goto(`${e.t.url}/bir/olmayan/adres`);
    await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    await page.close();
  });
});
