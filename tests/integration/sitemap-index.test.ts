/**
 * A site past one sitemap part (1,000 items): /sitemap.xml is an index of bounded parts, every
 * published item is in exactly one of them, drafts in none (the seeded site's single sitemap
 * is seo.test.ts's).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const locs = (xml: string, origin: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(origin.length));

describe('sitemap index of a large site', () => {
  let t: TestServer;

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true });
    // 1,100 published copies of a seeded post and one draft.
    await t.server.ctx.db.admin.query(`
      insert into public.blog_posts (title, slug, excerpt, content, category, published, created_at)
        select b.title || ' #' || i, 'kopya-' || i, b.excerpt, b.content, b.category, i <= 1100, now() - interval '10 days' - i * interval '1 minute'
          from generate_series(1, 1101) i, (select * from public.blog_posts where published limit 1) b`);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers /sitemap.xml with an index whose parts hold every published URL once, and no draft', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = await res.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index, t.url);
    expect(new Set(parts)).toEqual(new Set(['/sitemap-pages.xml', '/sitemap-services-1.xml', '/sitemap-projects-1.xml', '/sitemap-blog_posts-1.xml', '/sitemap-blog_posts-2.xml']));

    const listed: string[] = [];
    for (const part of parts) {
      const answer = await fetch(t.url + part);
      expect({ part, status: answer.status, type: answer.headers.get('content-type') }).toEqual({ part, status: 200, type: 'application/xml; charset=utf-8' });
      const xml = await answer.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      const urls = locs(xml, t.url);
      // A part holds up to 1000 items, each in every language it is published in.
      expect(urls.length).toBeLessThanOrEqual(1000 * 2);
      listed.push(...urls);
    }
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
    expect(rows.length).toBeGreaterThan(1100);
    expect(listed.length).toBe(new Set(listed).size);
    expect(new Set(listed)).toEqual(new Set(['/', '/about', '/services', '/projects', '/blog', '/contact', '/faq', '/en', '/en/about', '/en/services', '/en/projects', '/en/blog', '/en/contact', '/en/faq', ...rows.map((r) => r.path)]));
    expect(listed).not.toContain('/blog/kopya-1101');
    expect(listed).not.toContain('/blog/yapay-zeka-icerik-uretimi');
  });

  it('answers 404 for a part it has no such table or number for, and robots.txt names the index', async () => {
    for (const part of ['/sitemap-media_library-1.xml', '/sitemap-blog_posts-0.xml', '/sitemap-x.xml']) {
      expect({ part, status: (await fetch(t.url + part)).status }).toEqual({ part, status: 404 });
    }
    expect(await (await fetch(`${t.url}/robots.txt`)).text()).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  });
});
