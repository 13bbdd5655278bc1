/**
 * What a crawler that runs no JavaScript sees: per-page metadata in the served (server
 * rendered) HTML, 404 for unknown or unpublished items, robots.txt and sitemap.xml from the
 * settings and the content, and all of it following an edit at once.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

interface Head {
  status: number;
  title: string;
  meta: (key: string) => string | null;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
  html: string;
}

describe('metadata for crawlers, robots.txt and sitemap.xml', () => {
  let t: TestServer;
  let dist: string;

  async function head(p: string): Promise<Head> {
    const res = await fetch(t.url + p);
    const html = await res.text();
    const doc = new JSDOM(html).window.document;
    return {
      status: res.status,
      title: doc.title,
      meta: (key) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>),
      html,
    };
  }

  beforeAll(async () => {
    dist = path.join(PROJECT_ROOT, 'dist');
    await ensureSpaBuilt(dist, () => {});
    t = await startTestServer({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the home page the CMS page metadata, an absolute image and Organization JSON-LD', async () => {
    const h = await head('/');
    expect(h.status).toBe(200);
    expect(h.title).toBe('Yeşil Dijital | Dijital Pazarlama Ajansı');
    expect(h.meta('description')).toContain('Sosyal medya yönetimi');
    expect(h.canonical).toBe(`${t.url}/`);
    expect(h.meta('og:image')).toBe(`${t.url}/storage/v1/render/image/public/media/seed/hero.webp?width=1200&height=630&resize=cover`);
    expect(h.meta('robots')).toBe('index, follow');
    expect(h.jsonLd.map((d) => d['@type'])).toContain('Organization');
    expect(h.html.match(/<title/g)).toHaveLength(1);
    // The page itself is in the HTML, not only its head.
    expect(h.html).toContain('Markanızı <span>dijitalde</span> büyütüyoruz');
  });

  it('describes a blog post as an article with its own title, description and image', async () => {
    const h = await head('/blog/instagram-algoritmasi-2026');
    expect(h.status).toBe(200);
    expect(h.title).toBe('Instagram Algoritması 2026 | Yeşil Dijital Blog');
    expect(h.meta('og:type')).toBe('article');
    expect(h.meta('description')).toBe('Instagram algoritmasındaki yedi önemli değişiklik ve erişiminizi artırmak için pratik öneriler.');
    expect(h.meta('og:image')).toBe(`${t.url}/storage/v1/render/image/public/media/seed/blog-1.webp?width=1200&height=630&resize=cover`);
    expect(h.meta('twitter:card')).toBe('summary_large_image');
    expect(h.canonical).toBe(`${t.url}/blog/instagram-algoritmasi-2026`);
    expect(h.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: "2026'da Instagram Algoritması: Bilmeniz Gereken 7 Değişiklik", author: { name: 'Elif Yıldız' } });
  });

  it('describes services, projects, CMS pages and the list pages', async () => {
    expect((await head('/services/sosyal-medya-yonetimi')).title).toBe('Sosyal Medya Yönetimi | Yeşil Dijital');
    const project = await head('/projects/kahve-duragi-sosyal-medya');
    expect(project.title).toBe('Kahve Durağı Sosyal Medya Projesi | Yeşil Dijital');
    expect(project.meta('og:image')).toContain('/seed/project-3.webp');
    expect((await head('/gizlilik-politikasi')).title).toBe('Gizlilik Politikası | Yeşil Dijital');
    expect((await head('/blog')).title).toBe('Blog | Yeşil Dijital');
    expect((await head('/faq')).title).toBe('Sıkça Sorulan Sorular | Yeşil Dijital');
  });

  it('answers 404 (noindex) for unknown and unpublished items, with the rendered not-found page', async () => {
    for (const p of ['/blog/yapay-zeka-icerik-uretimi', '/blog/olmayan-yazi', '/services/podcast-produksiyonu', '/kariyer', '/olmayan-sayfa', '/a/b/c']) {
      const h = await head(p);
      expect(h.status, p).toBe(404);
      expect(h.meta('robots'), p).toBe('noindex, follow');
      expect(h.html).toMatch(/<div id="root"><[^/]/);
      expect(h.html).toContain('bulunamadı</h1>');
    }
    expect((await head('/blog/yapay-zeka-icerik-uretimi')).html).not.toContain('Yapay Zekâ');
  });

  it('escapes hostile titles instead of breaking out of the head', async () => {
    await t.server.ctx.db.admin.query(`update public.services set meta_title = '</title><script>alert(1)</script>' where slug = 'grafik-tasarim'`);
    const h = await head('/services/grafik-tasarim');
    expect(h.title).toBe('</title><script>alert(1)</script>');
    expect(h.html).not.toContain('<script>alert(1)</script>');
  });

  it('serves robots.txt from the settings, naming the sitemap', async () => {
    const res = await fetch(`${t.url}/robots.txt`);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('max-age=');
    const text = await res.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  });

  it('lists every published page, service, project and post in sitemap.xml, and no draft', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(t.url.length));
    const { rows } = await t.server.ctx.db.admin.query<{ path: string }>(`
      select '/services/' || slug as path from services where published union all
      select '/projects/' || slug from projects where published union all
      select '/blog/' || slug from blog_posts where published union all
      select '/' || slug from pages where published and slug <> 'home' union all
      -- Every language an item is published in has its own URL (the fixed pages and lists: all).
      select '/en/services/' || t.slug from services b join services_translations t on t.item_id = b.id and t.locale = 'en' and t.published where b.published union all
      select '/en/projects/' || t.slug from projects b join projects_translations t on t.item_id = b.id and t.locale = 'en' and t.published where b.published union all
      select '/en/blog/' || t.slug from blog_posts b join blog_posts_translations t on t.item_id = b.id and t.locale = 'en' and t.published where b.published union all
      select '/en/' || t.slug from pages b join pages_translations t on t.item_id = b.id and t.locale = 'en' and t.published where b.published and b.slug <> 'home'`);
    expect(new Set(locs)).toEqual(new Set(['/', '/about', '/services', '/projects', '/blog', '/contact', '/faq', '/en', '/en/about', '/en/services', '/en/projects', '/en/blog', '/en/contact', '/en/faq', ...rows.map((r) => r.path)]));
    expect(locs).not.toContain('/blog/yapay-zeka-icerik-uretimi');
    expect(xml).toMatch(/<url><loc>[^<]+\/blog\/instagram-algoritmasi-2026<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('follows admin edits at once: titles, new posts, robots.txt, sitemap switch, verification tag', async () => {
    const staff = await t.signIn();
    expect((await staff.from('blog_posts').update({ meta_title: 'Yeni Başlık' }).eq('slug', 'instagram-algoritmasi-2026')).error).toBeNull();
    expect((await head('/blog/instagram-algoritmasi-2026')).title).toBe('Yeni Başlık');
    expect((await staff.from('blog_posts').update({ published: true }).eq('slug', 'yapay-zeka-icerik-uretimi')).error).toBeNull();
    expect((await head('/blog/yapay-zeka-icerik-uretimi')).status).toBe(200);
    expect(await (await fetch(`${t.url}/sitemap.xml`)).text()).toContain('/blog/yapay-zeka-icerik-uretimi');

    const { data: seo } = await staff.from('seo_settings').select('id').single();
    const update = await staff
      .from('seo_settings')
      .update({ robots_txt: 'User-agent: *\nDisallow: /gizli', sitemap_enabled: false, google_search_console_id: 'abcDEF1234567890_xyz' })
      .eq('id', seo!.id);
    expect(update.error).toBeNull();
    const robots = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(robots).toBe('User-agent: *\nDisallow: /gizli\n');
    expect((await fetch(`${t.url}/sitemap.xml`)).status).toBe(404);
    expect((await head('/')).meta('google-site-verification')).toBe('abcDEF1234567890_xyz');
  });

  it('prerenders the same heads into static files for hosted deployments (npm run prerender)', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-prerender-'));
    try {
      fs.cpSync(dist, out, { recursive: true });
      await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../scripts/prerender.ts')], {
        env: { ...process.env, SITE_URL: 'https://ajans.example', VITE_SUPABASE_URL: t.url, VITE_SUPABASE_ANON_KEY: t.anonKey, DIST_DIR: out },
      });
      const post = new JSDOM(fs.readFileSync(path.join(out, 'blog/kucuk-isletmeler-icin-yerel-seo/index.html'), 'utf8')).window.document;
      expect(post.title).toBe('Yerel SEO Rehberi | Yeşil Dijital Blog');
      // The full page, hydrated from its data block like the server's pages.
      expect(post.querySelector('main h1')?.textContent).toBe('Küçük İşletmeler İçin Yerel SEO Rehberi');
      expect(JSON.parse(post.getElementById('initial-state')!.textContent!)).toMatchObject({ apiUrl: t.url, origin: 'https://ajans.example', route: { key: '/blog/kucuk-isletmeler-icin-yerel-seo' } });
      expect(post.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://ajans.example/blog/kucuk-isletmeler-icin-yerel-seo');
      expect(post.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${t.url}/storage/v1/render/image/public/media/seed/blog-2.webp?width=1200&height=630&resize=cover`);
      expect(fs.existsSync(path.join(out, 'blog/yilbasi-kampanya-kontrol-listesi'))).toBe(false);
      expect(fs.readFileSync(path.join(out, 'robots.txt'), 'utf8')).toBe(await (await fetch(`${t.url}/robots.txt`)).text());
      const notFound = new JSDOM(fs.readFileSync(path.join(out, '404.html'), 'utf8')).window.document;
      expect(notFound.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
      expect(notFound.querySelector('main h1')?.textContent).toBe('Sayfa bulunamadı');
      expect(notFound.querySelector('main nav[aria-label="Popüler sayfalar"]')).not.toBeNull();
      // The sitemap was switched off in the SEO settings above.
      expect(fs.existsSync(path.join(out, 'sitemap.xml'))).toBe(false);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('drops cached pages when content changes outside the API too (database notification)', async () => {
    expect((await head('/services/web-yazilim-cozumleri')).title).toBe('Web Yazılım Çözümleri | Yeşil Dijital');
    await t.server.ctx.db.admin.query(`update public.services set meta_title = 'Web Siteleri ve Uygulamalar' where slug = 'web-yazilim-cozumleri'`);
    await expect.poll(async () => (await head('/services/web-yazilim-cozumleri')).title).toBe('Web Siteleri ve Uygulamalar');
  });

  it('answers an unchanged page with 304 to its ETag', async () => {
    const first = await fetch(`${t.url}/about`);
    await first.text();
    const again = await fetch(`${t.url}/about`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
