/**
 * The public site in every language (issue 41), rendered by the server: `<html lang>`, the
 * hreflang alternates with x-default (an untranslated item names no other language), canonical,
 * og:locale and JSON-LD inLanguage per language, the switcher's links, and a translation
 * published by SQL showing at once (the page cache follows writes to *_translations).
 */
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';

describe('public pages per language', () => {
  let t: TestServer;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function render(p: string) {
    const res = await fetch(t.url + p);
    const doc = new JSDOM(await res.text()).window.document;
    const alternates = Object.fromEntries([...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!]));
    const meta = (property: string) => [...doc.querySelectorAll(`meta[property="${property}"]`)].map((m) => m.getAttribute('content'));
    const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>);
    const switcher = [...doc.querySelectorAll('[data-testid="language-switcher"] a')].map((a) => a.getAttribute('href'));
    return { status: res.status, doc, lang: doc.documentElement.lang, alternates, meta, jsonLd, switcher, canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), h1: doc.querySelector('main h1')?.textContent };
  }

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fixed pages and lists exist in every language: lang, alternates with x-default, canonical, og:locale', async () => {
    for (const [tr, en] of [['/', '/en'], ['/services', '/en/services'], ['/blog', '/en/blog'], ['/projects', '/en/projects'], ['/about', '/en/about'], ['/faq', '/en/faq'], ['/contact', '/en/contact']] as const) {
      const a = await render(tr);
      const b = await render(en);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.lang, b.lang]).toEqual(['tr', 'en']);
      const both = { tr: t.url + tr, en: t.url + en, 'x-default': t.url + tr };
      expect(a.alternates).toEqual(both);
      expect(b.alternates).toEqual(both);
      expect([a.canonical, b.canonical]).toEqual([t.url + tr, t.url + en]);
      expect([a.meta('og:locale'), b.meta('og:locale')]).toEqual([['tr_TR'], ['en_US']]);
      expect([a.meta('og:locale:alternate'), b.meta('og:locale:alternate')]).toEqual([['en_US'], ['tr_TR']]);
      expect(a.switcher).toEqual([en]);
      expect(b.switcher).toEqual([tr]);
    }
    const home = await render('/en');
    expect(home.doc.body.textContent).toContain('Start a Project');
    expect(home.jsonLd.find((d) => d['@type'] === 'WebSite')).toMatchObject({ url: `${t.url}/en`, inLanguage: 'en-US' });
  });

  it('a Turkish-only post names no English alternate; once its translation is published, both pages link each other', async () => {
    await sql(`insert into blog_posts (title, slug, excerpt, content, category, author, published)
               select 'Yalnız Türkçe Yazı', 'yalniz-turkce-yazi', excerpt, content, category, author, true from blog_posts where published limit 1`);
    const before = await render('/blog/yalniz-turkce-yazi');
    expect(before.status).toBe(200);
    expect(before.lang).toBe('tr');
    expect(before.alternates).toEqual({ tr: `${t.url}/blog/yalniz-turkce-yazi`, 'x-default': `${t.url}/blog/yalniz-turkce-yazi` });
    expect(before.meta('og:locale:alternate')).toEqual([]);
    // No translation: no English page, and the switcher goes to the English home.
    expect(before.switcher).toEqual(['/en']);
    expect((await render('/en/blog/yalniz-turkce-yazi')).status).toBe(404);

    await sql(`insert into blog_posts_translations (item_id, locale, title, slug, excerpt, content, category, published)
               select id, 'en', 'Turkish Only No More', 'turkish-only-no-more', 'An English excerpt.', '<p>English text.</p>', category, true from blog_posts where slug = 'yalniz-turkce-yazi'`);
    // A write by SQL reaches the page cache by the database's notification (content_changed).
    const tr = await until('the Turkish page to name its English version', async () => {
      const page = await render('/blog/yalniz-turkce-yazi');
      return page.alternates.en ? page : undefined;
    });
    const en = await render('/en/blog/turkish-only-no-more');
    const both = { tr: `${t.url}/blog/yalniz-turkce-yazi`, en: `${t.url}/en/blog/turkish-only-no-more`, 'x-default': `${t.url}/blog/yalniz-turkce-yazi` };
    expect(tr.alternates).toEqual(both);
    expect(en.status).toBe(200);
    expect(en.lang).toBe('en');
    expect(en.h1).toBe('Turkish Only No More');
    expect(en.alternates).toEqual(both);
    expect(en.canonical).toBe(`${t.url}/en/blog/turkish-only-no-more`);
    expect(en.switcher).toEqual(['/blog/yalniz-turkce-yazi']);
    expect(tr.switcher).toEqual(['/en/blog/turkish-only-no-more']);
    expect(en.jsonLd.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({ inLanguage: 'en-US', mainEntityOfPage: `${t.url}/en/blog/turkish-only-no-more` });
  });

  it('English lists show English titles and only the translated items (blog, services, projects, the home page)', async () => {
    await sql(`insert into blog_posts (title, slug, excerpt, content, category, author, published)
               select 'Listede Yalnız Türkçe', 'listede-yalniz-turkce', excerpt, content, category, author, true from blog_posts where published limit 1`);
    for (const [table, list] of [['blog_posts', '/blog'], ['services', '/services'], ['projects', '/projects']] as const) {
      const titles = await sql<{ tr: string; en: string }>(
        `select b.title as tr, t.title as en from ${table} b join ${table}_translations t on t.item_id = b.id and t.locale = 'en' and t.published where b.published order by b.created_at desc limit 6`,
      );
      expect(titles.length).toBeGreaterThan(0);
      const text = (await render(`/en${list}`)).doc.querySelector('main')!.textContent!;
      for (const { tr, en } of titles) {
        expect(text).toContain(en);
        if (tr !== en) expect(text).not.toContain(tr);
      }
    }
    await until('the Turkish blog to list the new post', async () => ((await render('/blog')).doc.body.textContent!.includes('Listede Yalnız Türkçe') ? true : undefined));
    expect((await render('/en/blog')).doc.body.textContent).not.toContain('Listede Yalnız Türkçe');
    const [service] = await sql<{ en: string }>(`select t.title as en from services b join services_translations t on t.item_id = b.id and t.locale = 'en' where b.published order by b.created_at desc limit 1`);
    expect((await render('/en')).doc.querySelector('main')!.textContent).toContain(service!.en);
  });

  it('the database counts each language\'s categories, as visitors may read them: the translations\' own, of published posts and projects', async () => {
    for (const [fn, table] of [['blog_post_categories', 'blog_posts'], ['project_categories', 'projects']] as const) {
      const expected = await sql<{ name: string; count: number }>(
        `select t.category as name, count(*)::integer as count from ${table}_translations t join ${table} b on b.id = t.item_id
          where t.locale = 'en' and t.published and b.published and (t.publish_at is null or t.publish_at <= now()) group by 1 order by 1`,
      );
      expect(expected.length).toBeGreaterThan(0);
      const { data, error } = await t.anon().rpc(fn, { language: 'en' });
      expect(error).toBeNull();
      expect([...(data as { name: string; count: number }[])].sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual(expected);
      // An unpublished translation is not counted: it is not on the English list either.
      await sql(`update ${table}_translations set published = false where locale = 'en' and category = $1`, [expected[0]!.name]);
      const after = await t.anon().rpc(fn, { language: 'en' });
      expect((after.data as { name: string }[]).map((c) => c.name)).not.toContain(expected[0]!.name);
      await sql(`update ${table}_translations set published = true where locale = 'en' and category = $1`, [expected[0]!.name]);
    }
  });

  it("English pages show the site's texts and menus in English, their links under /en once", async () => {
    const r = await render('/en');
    const [settings] = await sql<{ description: string }>(`select site_description as description from site_settings_translations where locale = 'en'`);
    const nav = [...r.doc.querySelectorAll('header a')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
    expect(nav).toEqual(expect.arrayContaining([['About', '/en/about'], ['Services', '/en/services'], ['Work', '/en/projects'], ['Contact', '/en/contact']]));
    const footer = [...r.doc.querySelectorAll('footer a')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
    expect(footer).toEqual(expect.arrayContaining([['About us', '/en/about'], ['FAQ', '/en/faq']]));
    expect(r.doc.querySelector('footer')!.textContent).toContain(settings!.description);
    expect(r.doc.querySelector('footer')!.textContent).toContain('Istanbul, Türkiye');
    // The Turkish pages keep the Turkish ones.
    const tr = await render('/');
    expect([...tr.doc.querySelectorAll('header a')].map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/about', '/services']));
    expect(tr.doc.querySelector('footer')!.textContent).not.toContain(settings!.description);
  });

  it('the sitemap lists each page in every language it has, with xhtml:link alternates (an untranslated item in Turkish only)', async () => {
    await sql(`insert into services (title, slug, description, content, published)
               select 'Haritada Yalnız Türkçe', 'haritada-yalniz-turkce', description, content, true from services where published limit 1`);
    const xml = await until('the sitemap to list the new service', async () => {
      const text = await (await fetch(`${t.url}/sitemap.xml`)).text();
      return text.includes('haritada-yalniz-turkce') ? text : undefined;
    });
    const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
    const urls = new Map([...doc.getElementsByTagName('url')].map((u) => [
      u.getElementsByTagName('loc')[0]!.textContent!,
      Object.fromEntries([...u.getElementsByTagName('xhtml:link')].map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!])),
    ]));
    const post = { tr: `${t.url}/blog/kucuk-isletmeler-icin-yerel-seo`, en: `${t.url}/en/blog/local-seo-for-small-businesses`, 'x-default': `${t.url}/blog/kucuk-isletmeler-icin-yerel-seo` };
    expect(urls.get(post.tr)).toEqual(post);
    expect(urls.get(post.en)).toEqual(post);
    const list = { tr: `${t.url}/services`, en: `${t.url}/en/services`, 'x-default': `${t.url}/services` };
    expect([urls.get(list.tr), urls.get(list.en)]).toEqual([list, list]);
    expect(urls.get(`${t.url}/en`)).toEqual({ tr: `${t.url}/`, en: `${t.url}/en`, 'x-default': `${t.url}/` });
    // Turkish only: one URL, no alternates, no English address.
    expect(urls.get(`${t.url}/services/haritada-yalniz-turkce`)).toEqual({});
    expect([...urls.keys()].filter((u) => u.includes('haritada-yalniz-turkce'))).toEqual([`${t.url}/services/haritada-yalniz-turkce`]);
  });

  it('an unknown English address is the 404 in English, with no alternates', async () => {
    const r = await render('/en/no-such-page');
    expect(r.status).toBe(404);
    expect(r.lang).toBe('en');
    expect(r.h1).toBe('Page not found');
    expect(r.alternates).toEqual({});
  });
});
