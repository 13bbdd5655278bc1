/**
 * The route table on the server: every public route renders to complete HTML with its data
 * (read as anon), unknown and draft slugs answer 404, the sitemap lists exactly the published
 * URLs and each renders, the data for hydration is embedded safely, and the page cache hits,
 * misses and follows edits (through the API and straight in the database).
 */
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { matchPublicRoute } from '../../src/public/routes/match.ts';
import { PUBLIC_ROUTES } from '../../src/public/routes/table.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { EARLY_HEAD_SCRIPT } from '../../src/lib/head-script.ts';
import { SPECULATION_RULES } from '../../src/lib/speculation-rules.ts';

interface Rendered {
  status: number;
  cache: string | null;
  doc: Document;
  html: string;
  /** The data block the islands hydrate with (the route's data only where the React app runs). */
  state: { route: { key: string; data?: unknown }; site: { settings: { site_name: string } | null }; html?: Record<string, string> };
}

describe('server rendering of the public routes', () => {
  let t: TestServer;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function render(p: string): Promise<Rendered> {
    const res = await fetch(t.url + p);
    const html = await res.text();
    const doc = new JSDOM(html).window.document;
    const state = JSON.parse(doc.getElementById('initial-state')?.textContent ?? 'null') as Rendered['state'];
    return { status: res.status, cache: res.headers.get('x-page-cache'), doc, html, state };
  }
  const h1 = (r: Rendered) => r.doc.querySelector('main h1')?.textContent;
  const texts = (r: Rendered, selector: string) => [...r.doc.querySelectorAll(selector)].map((n) => n.textContent);

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders every route of the table with its heading and its data, header and footer included', async () => {
    const services = await sql<{ title: string }>(`select title from services where published order by created_at desc`);
    const posts = await sql<{ title: string }>(`select title from blog_posts where published order by created_at desc`);
    const seo = await sql<{ title: string }>(`select title from blog_posts where published and category = 'SEO' order by created_at desc`);
    const team = await sql<{ name: string }>(`select name from team_members where published order by sort_order, created_at`);
    const instagramExcerpt = (await sql<{ excerpt: string }>(`select excerpt from blog_posts where slug = 'instagram-algoritmasi-2026'`))[0]!.excerpt;
    expect(instagramExcerpt.length).toBeGreaterThan(20);
    const checks: [string, (r: Rendered) => void][] = [
      ['/', (r) => {
        expect(h1(r)).toBe('Markanızı dijitalde büyütüyoruz');
        expect(texts(r, '#hizmetler article h3')).toEqual(services.slice(0, 6).map((s) => s.title));
      }],
      ['/about', (r) => {
        expect(h1(r)).toBe('Dijitalde fark yaratan bir ekibiz');
        expect(texts(r, '#ekip h3')).toEqual(team.map((m) => m.name));
      }],
      ['/services', (r) => {
        expect(h1(r)).toBe('Hizmetlerimiz');
        expect(texts(r, 'main article h3')).toEqual(services.map((s) => s.title));
      }],
      ['/services/grafik-tasarim', (r) => {
        expect(h1(r)).toBe('Grafik Tasarım');
        expect(r.doc.querySelector('main')!.textContent).toContain('Marka kullanım kılavuzu');
        expect(r.doc.querySelectorAll('#diger-hizmetler article')).toHaveLength(3);
      }],
      ['/projects', (r) => expect(h1(r)).toBe('Projelerimiz')],
      ['/projects/kahve-duragi-sosyal-medya', (r) => {
        expect(h1(r)).toBe('Kahve Durağı Sosyal Medya Dönüşümü');
        expect(r.doc.querySelector('main')!.textContent).toContain('Takipçi sayısında %240 artış');
      }],
      ['/blog', (r) => expect(texts(r, 'main ul[aria-busy] article h3')).toEqual(posts.slice(0, 6).map((p) => p.title))],
      ['/blog?sayfa=2', (r) => expect(texts(r, 'main ul[aria-busy] article h3')).toEqual(posts.slice(6).map((p) => p.title))],
      ['/blog?kategori=SEO', (r) => expect(texts(r, 'main ul[aria-busy] article h3')).toEqual(seo.map((p) => p.title))],
      ['/blog/instagram-algoritmasi-2026', (r) => {
        expect(h1(r)).toBe("2026'da Instagram Algoritması: Bilmeniz Gereken 7 Değişiklik");
        expect(r.doc.querySelector('article time')?.textContent).toMatch(/^\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4}$/);
        // The excerpt is the lead, right under the title.
        expect(r.doc.querySelector('article header h1 + p')?.textContent).toBe(instagramExcerpt);
      }],
      ['/contact', (r) => expect(h1(r)).toBe('İletişim')],
      ['/faq', (r) => expect(h1(r)).toBe('Sıkça Sorulan Sorular')],
      ['/gizlilik-politikasi', (r) => {
        expect(h1(r)).toBe('Gizlilik Politikası');
        expect(texts(r, 'main h2')).toContain('Kişisel verilerinizin korunması');
      }],
      // The site search's results (tests/integration/site-search.test.ts has the rest).
      ['/arama?q=instagram', (r) => {
        expect(h1(r)).toBe('“instagram” için arama sonuçları');
        expect(r.doc.querySelector('main [data-search-result="blog_posts"] a')?.getAttribute('href')).toBe('/blog/instagram-algoritmasi-2026');
      }],
      // The newsletter e-mails' links: the page only, the token is used on a button press.
      ['/bulten/onay', (r) => expect(h1(r)).toBe('Bülten aboneliği')],
      ['/bulten/ayril', (r) => expect(h1(r)).toBe('Bültenden ayrıl')],
      // The admin's live preview: the shell, filled by the editor's values in the browser.
      ['/canli-onizleme/pages', (r) => expect(r.doc.querySelector('main [data-live-preview-waiting]')?.textContent).toBe('Önizleme, düzenleyicideki değerlerle burada gösterilir.')],
      ['/olmayan-bir/adres/burada', (r) => expect(h1(r)).toBe('Sayfa bulunamadı')],
    ];
    // Every route of the table is among them.
    expect(new Set(checks.map(([p]) => matchPublicRoute(p.split('?')[0]!).route.id))).toEqual(new Set(PUBLIC_ROUTES.map((r) => r.id)));
    const site_name = (await sql<{ site_name: string }>(`select site_name from site_settings limit 1`))[0]!.site_name;
    for (const [p, check] of checks) {
      const r = await render(p);
      expect(r.status, p).toBe(p.startsWith('/olmayan') ? 404 : 200);
      check(r);
      expect(r.doc.querySelector('header [data-testid="site-name"]')?.textContent, p).toBe(site_name);
      expect(r.doc.querySelector('footer')?.textContent, p).toContain(`© ${new Date().getFullYear()} ${site_name}`);
      // Emotion's styles for this markup are in the head; React's metadata is not in the body.
      expect(r.doc.querySelectorAll('head style[data-emotion]').length, p).toBeGreaterThan(0);
      expect(r.doc.querySelectorAll('head title')).toHaveLength(1);
      expect(r.doc.querySelectorAll('body title, body meta, body link[rel="canonical"]')).toHaveLength(0);
      expect(r.state.route.key, p).toBe(p);
      expect(r.html, p).not.toContain(t.serviceRoleKey);
    }
  });

  it('answers 404 with its message for unknown and draft slugs, never showing a draft', async () => {
    const cases: [string, string][] = [
      ['/services/podcast-produksiyonu', 'Hizmet bulunamadı'],
      ['/projects/yeni-musteri-vaka-calismasi', 'Proje bulunamadı'],
      ['/projects/yok-boyle-proje', 'Proje bulunamadı'],
      ['/blog/yapay-zeka-icerik-uretimi', 'Blog yazısı bulunamadı'],
      ['/blog/Buyuk-Harf', 'Blog yazısı bulunamadı'],
      ['/kariyer', 'Sayfa bulunamadı'],
      ['/hakkimizdaa', 'Sayfa bulunamadı'],
      ['/a/b/c', 'Sayfa bulunamadı'],
    ];
    for (const [p, message] of cases) {
      const r = await render(p);
      expect(r.status, p).toBe(404);
      expect(h1(r), p).toBe(message);
      expect(r.doc.querySelector('meta[name="robots"]')?.getAttribute('content'), p).toBe('noindex, follow');
      // Unknown URLs of any depth get the designed 404 page (its links to the popular pages).
      if (!p.startsWith('/services/') && !p.startsWith('/projects/') && !p.startsWith('/blog/')) {
        expect(texts(r, 'main nav[aria-label="Popüler sayfalar"] a'), p).toEqual(['Hakkımızda', 'Hizmetlerimiz', 'Projelerimiz', 'İletişim']);
      }
    }
    const draft = await render('/blog/yapay-zeka-icerik-uretimi');
    expect(draft.html).not.toContain('Yapay Zekâ');
    expect(draft.state.route).toEqual({ key: '/blog/yapay-zeka-icerik-uretimi' });
  });

  it('moves /home to / for good: the home CMS page feeds the home page and has no URL of its own', async () => {
    for (const [p, location] of [['/home', '/'], ['/home/', '/'], ['/home?utm_source=x', '/?utm_source=x']] as const) {
      const res = await fetch(t.url + p, { redirect: 'manual' });
      expect(res.status, p).toBe(301);
      expect(res.headers.get('location'), p).toBe(location);
    }
    const home = (await sql<{ meta_title: string; meta_description: string }>(`select meta_title, meta_description from pages where slug = 'home'`))[0]!;
    const r = await render('/');
    expect(r.doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(home.meta_description);
    expect(r.doc.title).toContain(home.meta_title);
  });

  it("gives a featured image the media library's alt text, and the page's own when the library has none", async () => {
    const post = (await sql<{ title: string; featured_image: string }>(`select title, featured_image from blog_posts where slug = 'instagram-algoritmasi-2026'`))[0]!;
    await sql(`update media_library set alt_text = $2 where file_url = $1`, [post.featured_image, 'Telefonda Instagram akışı']);
    t.server.ctx.contentVersion.bump();
    const withAlt = await render('/blog/instagram-algoritmasi-2026');
    expect(withAlt.doc.querySelector('article img')?.getAttribute('alt')).toBe('Telefonda Instagram akışı');

    await sql(`update media_library set alt_text = null where file_url = $1`, [post.featured_image]);
    t.server.ctx.contentVersion.bump();
    const without = await render('/blog/instagram-algoritmasi-2026');
    expect(without.doc.querySelector('article img')?.getAttribute('alt')).toBe(post.title);
  });

  it('lists exactly the published URLs in the sitemap, and each of them renders with 200', async () => {
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(t.url.length));
    const rows = await sql<{ path: string }>(`
      select '/services/' || slug as path from services where published union all
      select '/projects/' || slug from projects where published union all
      select '/blog/' || slug from blog_posts where published union all
      select '/' || slug from pages where published and slug not in ('home', 'about', 'faq', 'contact') union all
      -- Each item's English URL where its translation is published; the fixed pages and lists in both.
      select '/en/services/' || t.slug from services b join services_translations t on t.item_id = b.id and t.locale = 'en' and t.published where b.published union all
      select '/en/projects/' || t.slug from projects b join projects_translations t on t.item_id = b.id and t.locale = 'en' and t.published where b.published union all
      select '/en/blog/' || t.slug from blog_posts b join blog_posts_translations t on t.item_id = b.id and t.locale = 'en' and t.published where b.published union all
      select '/en/' || t.slug from pages b join pages_translations t on t.item_id = b.id and t.locale = 'en' and t.published where b.published and b.slug not in ('home', 'about', 'faq', 'contact')`);
    const fixed = ['/', '/about', '/services', '/projects', '/blog', '/contact', '/faq'];
    expect([...locs].sort()).toEqual([...fixed, ...fixed.map((p) => (p === '/' ? '/en' : `/en${p}`)), ...rows.map((r) => r.path)].sort());
    for (const p of locs) expect((await fetch(t.url + p)).status, p).toBe(200);
  });

  it('embeds the data as JSON that content cannot break out of', async () => {
    const hostile = '</script><script>alert(1)</script> & <!-- "x" \u2028';
    const site_name = (await sql<{ site_name: string }>(`select site_name from site_settings limit 1`))[0]!.site_name;
    await sql(`update blog_posts set title = $1 where slug = 'kucuk-isletmeler-icin-yerel-seo'`, [hostile]);
    await sql(`update site_settings set site_name = $1`, [hostile]);
    // The change's notification drops cached pages a moment later; drop them now.
    t.server.ctx.contentVersion.bump();
    const r = await render('/blog/kucuk-isletmeler-icin-yerel-seo');
    expect(h1(r)).toBe(hostile);
    // The site's data travels with the page for the islands, intact...
    expect(r.state.site.settings?.site_name).toBe(hostile);
    // ...the post's does not: nothing on an islands page reads it (nor its sanitized HTML);
    // only its addresses per language, which the language switcher links.
    expect(r.state.route).toEqual({
      key: '/blog/kucuk-isletmeler-icin-yerel-seo',
      alternates: [
        { lang: 'tr', href: `${t.url}/blog/kucuk-isletmeler-icin-yerel-seo` },
        { lang: 'en', href: `${t.url}/en/blog/local-seo-for-small-businesses` },
      ],
    });
    expect(r.state.html).toBeUndefined();
    expect(r.html).not.toContain('<script>alert(1)</script>');
    await sql(`update site_settings set site_name = $1`, [site_name]);
    t.server.ctx.contentVersion.bump();
    // Only JSON blocks, the bundle, the head's script and the prefetch rules (fixed texts, allowed by their hashes).
    const scripts = [...r.doc.querySelectorAll('script')];
    expect(scripts.filter((s) => !['application/json', 'application/ld+json'].includes(s.type) && !s.src).map((s) => s.textContent)).toEqual([EARLY_HEAD_SCRIPT, SPECULATION_RULES]);
  });

  it('serves repeated requests from the cache, per URL and the query parameters that change the page', async () => {
    const first = await render('/faq');
    const again = await render('/faq');
    expect([first.cache, again.cache]).toContain('hit');
    expect(again.cache).toBe('hit');
    expect(again.html).toBe(first.html);
    await render('/blog?sayfa=2');
    expect((await render('/blog?sayfa=2')).cache).toBe('hit');
    // A tracking parameter does not change the page: same entry as /blog.
    await render('/blog');
    const tracked = await render('/blog?utm_source=bulten');
    expect(tracked.cache).toBe('hit');
    expect(tracked.state.route.key).toBe('/blog');
    const categoryPage = await render('/blog?kategori=SEO&sayfa=1');
    expect(categoryPage.state.route.key).toBe('/blog?kategori=SEO&sayfa=1');
  });

  it("sends a page's first answer fast-compressed, and its kept copy at brotli's quality 10 a moment later", async () => {
    // A new content version: the next answer is a render.
    t.server.ctx.contentVersion.bump();
    const brotliOf = () =>
      new Promise<{ cache: string; body: Buffer }>((resolve, reject) => {
        http.get(`${t.url}/faq`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ cache: String(res.headers['x-page-cache']), body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const first = await brotliOf();
    expect(first.cache).toBe('miss');
    const html = zlib.brotliDecompressSync(first.body);
    const best = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
    expect(best.length).toBeLessThan(first.body.length);
    // The cached copy is recompressed in the background; the same page, smaller.
    await expect.poll(async () => (await brotliOf()).body.length).toBe(best.length);
    expect(zlib.brotliDecompressSync((await brotliOf()).body).equals(html)).toBe(true);
  });

  it('keeps pages whose render calls a read-only function (a post, a project) in the cache, and the others with them', async () => {
    // Their renders call media_alt_texts (a stable function, by POST): a read, which must not
    // empty the cache as a write does.
    await render('/faq');
    expect((await render('/faq')).cache).toBe('hit');
    for (const path of ['/blog/instagram-algoritmasi-2026', '/projects/kahve-duragi-sosyal-medya']) {
      await render(path);
      expect((await render(path)).cache, path).toBe('hit');
    }
    expect((await render('/faq')).cache).toBe('hit');
    // A volatile function call may write, but this one changed no table a page reads (the
    // database notified nothing): they stay. One that does (publish_draft) drops them
    // (page-cache-precise.test.ts).
    const { error } = await t.anon().rpc('unsubscribe_newsletter', { token: 'olmayan-anahtar' });
    expect(error).toBeNull();
    expect((await render('/faq')).cache).toBe('hit');
  });

  it('shows a staff edit through the API on the next request', async () => {
    expect((await render('/services/grafik-tasarim')).cache).not.toBeNull();
    expect((await render('/services/grafik-tasarim')).cache).toBe('hit');
    const staff = await t.signIn();
    const { error } = await staff.from('services').update({ title: 'Kurumsal Kimlik ve Tasarım' }).eq('slug', 'grafik-tasarim');
    expect(error).toBeNull();
    const next = await render('/services/grafik-tasarim');
    expect(next.cache).toBe('miss');
    expect(h1(next)).toBe('Kurumsal Kimlik ve Tasarım');
    // The list pages follow too.
    expect(texts(await render('/services'), 'main article h3')).toContain('Kurumsal Kimlik ve Tasarım');
  });

  it('drops rendered pages when the database notifies a change made outside the API', async () => {
    expect(h1(await render('/gizlilik-politikasi'))).toBe('Gizlilik Politikası');
    await sql(`update pages set title = 'Gizlilik ve Kişisel Veriler' where slug = 'gizlilik-politikasi'`);
    await expect.poll(async () => h1(await render('/gizlilik-politikasi'))).toBe('Gizlilik ve Kişisel Veriler');
    // Unpublishing makes it a 404 at once.
    await sql(`update pages set published = false where slug = 'gizlilik-politikasi'`);
    await expect.poll(async () => (await render('/gizlilik-politikasi')).status).toBe(404);
  });

  it('serves the admin as the client-rendered shell, and never the server renderer itself', async () => {
    const admin = await render('/admin/blog');
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('<div id="root"></div>');
    expect(admin.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect((await fetch(`${t.url}/server/entry-server.js`)).status).toBe(404);
    const asset = admin.doc.querySelector<HTMLScriptElement>('script[type="module"]')!.getAttribute('src')!;
    expect((await fetch(t.url + asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
