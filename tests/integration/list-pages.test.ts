/**
 * The public lists are paged on the server, their HTML bounded whatever the number of rows:
 * with 1,100 more posts and 20 more projects, a blog page shows its six posts and a compact
 * pager (first, last, neighbours), the category counts are the database's, a projects
 * category is answered by the server (in the HTML, with no script), a page past the last is a
 * 404, each page is its own canonical URL, and an old post beyond the API's 1000 rows is still
 * a page (and in the sitemap).
 */
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { sitemapLocs } from '../helpers/sitemap.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const ADDED_POSTS = 1100;
const ADDED_PROJECTS = 20;

describe('paged public lists', () => {
  let t: TestServer;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function render(p: string) {
    const res = await fetch(t.url + p);
    const html = await res.text();
    return { status: res.status, html, doc: new JSDOM(html).window.document };
  }
  const titles = (doc: Document) => [...doc.querySelectorAll('main ul[aria-busy] article h3, main .pd-card-grid article h3')].map((n) => n.textContent);
  const pagerLinks = (doc: Document) => [...doc.querySelectorAll('nav[aria-label="Sayfalama"] a')].map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true });
    // Older than the seeded posts, in a category of their own; one draft among them.
    await sql(`insert into blog_posts (title, slug, excerpt, content, category, published, created_at)
      select 'Arşiv yazısı ' || i, 'arsiv-yazisi-' || i, 'Özet ' || i, '<p>Metin</p>', 'Arşiv', i <> 7, now() - interval '1 year' - i * interval '1 minute'
        from generate_series(1, ${ADDED_POSTS}) i`);
    await sql(`insert into projects (title, slug, description, content, client, category, published, created_at)
      select 'Web projesi ' || i, 'web-projesi-' || i, 'Açıklama', '<p>Metin</p>', 'Müşteri', 'Web Tasarım', true, now() - interval '1 year' - i * interval '1 minute'
        from generate_series(1, ${ADDED_PROJECTS}) i`);
    t.server.ctx.contentVersion.bump();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows page 5 of the blog with its six posts and a compact pager', async () => {
    const { n } = (await sql<{ n: number }>(`select count(*)::int as n from blog_posts where published`))[0]!;
    const last = Math.ceil(n / 6);
    expect(last).toBeGreaterThan(150);
    const expected = await sql<{ title: string }>(`select title from blog_posts where published order by created_at desc offset 24 limit 6`);
    const r = await render('/blog?sayfa=5');
    expect(r.status).toBe(200);
    expect(titles(r.doc)).toEqual(expected.map((p) => p.title));
    expect(pagerLinks(r.doc)).toEqual([
      ['Önceki sayfa', '/blog?sayfa=4'],
      ['Sayfa 1', '/blog'],
      ['Sayfa 4', '/blog?sayfa=4'],
      ['Sayfa 5', '/blog?sayfa=5'],
      ['Sayfa 6', '/blog?sayfa=6'],
      [`Sayfa ${last}`, `/blog?sayfa=${last}`],
      ['Sonraki sayfa', '/blog?sayfa=6'],
    ]);
    expect(r.doc.querySelector('nav[aria-label="Sayfalama"] a[aria-current="page"]')?.textContent).toBe('5');
    expect(r.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${t.url}/blog?sayfa=5`);
    // The last page: no next link, its own canonical.
    const end = await render(`/blog?sayfa=${last}`);
    expect(end.status).toBe(200);
    expect(pagerLinks(end.doc).map(([label]) => label)).toEqual(['Önceki sayfa', 'Sayfa 1', `Sayfa ${last - 1}`, `Sayfa ${last}`]);
  });

  it('keeps the pager of 180 pages to a few items (first, neighbours, last, previous, next)', async () => {
    const first = await render('/blog');
    expect(first.doc.querySelectorAll('nav[aria-label="Sayfalama"] li').length).toBeLessThanOrEqual(7);
    expect(first.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${t.url}/blog`);
  });

  it('counts the categories in the database, past the 1000 rows one read answers', async () => {
    const counts = await sql<{ category: string; n: number }>(`select category, count(*)::int as n from blog_posts where published group by category`);
    const r = await render('/blog');
    const shown = [...r.doc.querySelectorAll('nav[aria-labelledby="sidebar-categories"] li')].slice(1).map((li) => [li.querySelector('a')?.textContent, Number(li.querySelector('span')?.textContent)]);
    expect(shown).toEqual(counts.map((c) => [c.category, c.n]).sort(([a], [b]) => String(a).localeCompare(String(b), 'tr')));
    expect(shown).toContainEqual(['Arşiv', ADDED_POSTS - 1]);
  });

  it('answers a category of projects on the server, six a page, with the filter link marked', async () => {
    const expected = await sql<{ title: string }>(`select title from projects where published and category = 'Web Tasarım' order by created_at desc`);
    expect(expected.length).toBeGreaterThan(12);
    const r = await render('/projects?kategori=Web+Tasar%C4%B1m&sayfa=2');
    expect(r.status).toBe(200);
    // The HTML as sent, no script run: only that category's projects, the second six.
    expect(titles(r.doc)).toEqual(expected.slice(6, 12).map((p) => p.title));
    const filter = r.doc.querySelector('[role="group"][aria-label="Kategoriye göre filtrele"]')!;
    expect(filter.querySelector('a[aria-current="page"]')?.textContent).toBe('Web Tasarım');
    expect([...filter.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tüm Projeler', '/projects'],
      ['E-Ticaret', '/projects?kategori=E-Ticaret'],
      ['Sosyal Medya', '/projects?kategori=Sosyal+Medya'],
      ['Web Tasarım', '/projects?kategori=Web+Tasar%C4%B1m'],
    ]);
    expect(pagerLinks(r.doc)[0]).toEqual(['Önceki sayfa', '/projects?kategori=Web+Tasar%C4%B1m']);
    expect(r.html).not.toContain('projects-filter');
    const ecommerce = await render('/projects?kategori=E-Ticaret');
    const shop = await sql<{ title: string }>(`select title from projects where published and category = 'E-Ticaret' order by created_at desc`);
    expect(titles(ecommerce.doc)).toEqual(shop.map((p) => p.title));
    expect(ecommerce.doc.querySelector('nav[aria-label="Sayfalama"]')).toBeNull();
  });

  it('answers a page past the last with the 404, whatever the list', async () => {
    const { n } = (await sql<{ n: number }>(`select count(*)::int as n from blog_posts where published`))[0]!;
    for (const [p, status] of [
      [`/blog?sayfa=${Math.ceil(n / 6)}`, 200],
      [`/blog?sayfa=${Math.ceil(n / 6) + 1}`, 404],
      ['/blog?kategori=SEO&sayfa=2', 404],
      ['/projects?sayfa=99', 404],
      ['/services?sayfa=2', 404],
      ['/blog?sayfa=99999999999999999999', 404],
      // An empty first page is the list, not a 404.
      ['/blog?kategori=Yok', 200],
    ] as const) {
      const r = await render(p);
      expect(r.status, p).toBe(status);
      if (status === 404) expect(r.doc.querySelector('meta[name="robots"]')?.getAttribute('content'), p).toBe('noindex, follow');
    }
  });

  it('serves an old post beyond the first 1000 rows, and lists it in the sitemap', async () => {
    const post = await render(`/blog/arsiv-yazisi-${ADDED_POSTS}`);
    expect(post.status).toBe(200);
    expect(post.doc.querySelector('main h1')?.textContent).toBe(`Arşiv yazısı ${ADDED_POSTS}`);
    // The draft among them is still a 404.
    expect((await render('/blog/arsiv-yazisi-7')).status).toBe(404);
    // Past 1,000 items /sitemap.xml is an index (sitemap-index.test.ts): the URLs of all its parts.
    // The Turkish URLs (the English ones are the translated posts': public-languages.test.ts).
    const locs = (await sitemapLocs(t.url)).flatMap((loc) => new RegExp(`^${t.url}/blog/([^/]+)$`).exec(loc)?.[1] ?? []);
    const { n } = (await sql<{ n: number }>(`select count(*)::int as n from blog_posts where published`))[0]!;
    expect(new Set(locs).size).toBe(n);
    expect(locs).toContain(`arsiv-yazisi-${ADDED_POSTS}`);
  });
});
