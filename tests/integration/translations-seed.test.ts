/**
 * The English demo content (supabase/seed/12_translations_en.sql): loaded with the Turkish
 * seed, valid for every CHECK (page blocks included), and what a visitor reads in English
 * through the read helpers as anon: the home page, six services, four projects, two posts,
 * the header menu and the settings' texts. Turkish reads are unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { readTranslatedBySlug, readTranslatedList, translateRows, type ReadClient } from '../../src/lib/i18n/translated-rows.ts';

describe('English demo content', () => {
  let t: TestServer;
  let anon: SupabaseClient;
  let db: ReadClient;

  beforeAll(async () => {
    t = await startTestServer({ seed: true });
    anon = t.anon();
    db = anon as unknown as ReadClient;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the English home, About, FAQ and contact pages with their blocks', async () => {
    const home = await readTranslatedBySlug<{ title: string; blocks: { id: string; data?: { title?: string } }[] }>(db, 'pages', 'en', 'home', { columns: 'id,title,blocks', query: (q) => q.eq('published', true) });
    expect(home.error).toBeNull();
    expect(home.data!.title).toBe('Home');
    expect(home.data!.blocks[0]).toMatchObject({ id: 'home-hero', data: { title: 'We grow your brand *online*' } });
    for (const slug of ['about', 'faq', 'contact']) {
      expect((await readTranslatedBySlug(db, 'pages', 'en', slug, { columns: 'id' })).data).not.toBeNull();
    }
    // The legal pages have no English version: no English page.
    expect((await readTranslatedBySlug(db, 'pages', 'en', 'gizlilik-politikasi', { columns: 'id' })).data).toBeNull();
  });

  it('lists six services, four projects and two posts in English; the Turkish lists are as before', async () => {
    const list = (table: 'services' | 'projects' | 'blog_posts', language: 'tr' | 'en') =>
      readTranslatedList<{ title: string; slug: string }>(db, table, language, { columns: 'id,title,slug,created_at', query: (q) => q.eq('published', true).order('created_at', { ascending: false }), count: 'exact' });
    const services = await list('services', 'en');
    expect(services.count).toBe(6);
    expect(services.data.map((s) => s.slug)).toContain('social-media-management');
    expect((await list('projects', 'en')).count).toBe(4);
    const posts = await list('blog_posts', 'en');
    expect(posts.data.map((p) => p.slug).sort()).toEqual(['core-web-vitals-why-speed-matters', 'local-seo-for-small-businesses']);
    const turkish = await list('services', 'tr');
    expect(turkish.data.map((s) => s.slug)).toContain('sosyal-medya-yonetimi');
    expect(turkish.data.find((s) => s.slug === 'sosyal-medya-yonetimi')!.title).toBe('Sosyal Medya Yönetimi');
  });

  it('translates the header menu, the numbers block and the settings texts', async () => {
    const menus = (await anon.from('menus').select('id, location, items').eq('location', 'header')).data as { id: string; items: { label: string; url: string }[] }[];
    const [header] = await translateRows(db, 'menus', 'en', menus);
    expect(header!.items[0]).toEqual({ label: 'Home', url: '/en', type: 'internal' });
    const settings = (await anon.from('seo_settings').select('id, site_tagline')).data as { id: string; site_tagline: string }[];
    expect((await translateRows(db, 'seo_settings', 'en', settings))[0]!.site_tagline).toBe('We grow brands online');
    const numbers = (await anon.from('content_blocks').select('id, content').eq('slug', 'rakamlar')).data as { id: string; content: { data: { items: { label: string }[] } } }[];
    expect((await translateRows(db, 'content_blocks', 'en', numbers))[0]!.content.data.items[0]!.label).toBe('Happy clients');
  });
});
