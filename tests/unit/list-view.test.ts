/** A paged list's view from its query, its links and where its pages end. */
import { describe, expect, it } from 'vitest';
import { listHead, listHref, listView, pageCount, pastLastPage } from '../../src/public/routes/list-view.ts';
import { siteMeta } from '../../src/public/seo/page-meta.ts';

describe('list view', () => {
  it('reads ?sayfa= from 1 and ?kategori=, anything unreadable being the first page', () => {
    expect(listView(new URLSearchParams(''))).toEqual({ page: 1 });
    expect(listView(new URLSearchParams('sayfa=3&kategori=E-Ticaret'))).toEqual({ page: 3, category: 'E-Ticaret' });
    expect(listView(new URLSearchParams('sayfa=abc&kategori='))).toEqual({ page: 1 });
    expect(listView(new URLSearchParams('sayfa=-2'))).toEqual({ page: 1 });
    expect(listView(new URLSearchParams('sayfa=99999999999999999999'))).toEqual({ page: 1_000_000 });
  });

  it('links a view with no parameter for the first page of all rows', () => {
    expect(listHref('/blog', { page: 1 })).toBe('/blog');
    expect(listHref('/blog', { page: 2 })).toBe('/blog?sayfa=2');
    expect(listHref('/projects', { page: 1, category: 'Web Tasarım' })).toBe('/projects?kategori=Web+Tasar%C4%B1m');
    expect(listHref('/projects', { page: 3, category: 'SEO' })).toBe('/projects?kategori=SEO&sayfa=3');
  });

  it('ends a list at its last page; an empty list has its first', () => {
    expect(pageCount({ total: 0 }, 6)).toBe(1);
    expect(pageCount({ total: 13 }, 6)).toBe(3);
    expect(pastLastPage({ page: 3 }, { total: 13 }, 6)).toBe(false);
    expect(pastLastPage({ page: 4 }, { total: 13 }, 6)).toBe(true);
    expect(pastLastPage({ page: 1 }, { total: 0 }, 6)).toBe(false);
    expect(pastLastPage({ page: 2 }, { total: 0 }, 6)).toBe(true);
  });

  it("gives a list page its own language's canonical and breadcrumb, and its 404 in that language", () => {
    for (const [lang, prefix, home] of [['tr', '', '/'], ['en', '/en', '/en']] as const) {
      const site = siteMeta(null, null, 'https://ajans.test', '', lang);
      const head = listHead(site, 'services', { page: 2 }, { total: 13 }, 6);
      expect(head.status).toBe(200);
      expect(head.meta.canonical).toBe(`https://ajans.test${prefix}/services?sayfa=2`);
      const crumbs = head.meta.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.map((i) => i.item)).toEqual([`https://ajans.test${home}`, `https://ajans.test${prefix}/services`]);
    }
    const en = siteMeta(null, null, 'https://ajans.test', '', 'en');
    expect(listHead(en, 'blog', { page: 9 }, { total: 13 }, 6)).toMatchObject({ status: 404, meta: { title: expect.stringContaining('Page not found') } });
  });
});
