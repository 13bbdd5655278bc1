/**
 * A language's own life cycle after publication (issue 41): a live English translation is
 * edited through its own draft (content_drafts, table `<table>_translations`), scheduled on its
 * own and put live by the same scheduler (apply_due_drafts) while the Turkish post and its
 * page stay exactly as they were; the translation's previous version is kept and restores; its
 * old English address answers 301 to the new one from the server (the redirect lookup before
 * the page cache). An English page shows the library's English alt text. Types without a
 * page per slug have no drafts (the CHECK, 23514); a page
 * slug that is a language prefix is refused, in Turkish at the slug field.
 */
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resource as pagesResource } from '../../generated/admin/pages.ts';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { saveErrorField, saveErrorText } from '../../src/admin/form/save-error-text.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';

interface Translation {
  id: string;
  title: string;
  slug: string;
  updated_at: string;
}

describe('drafts, schedule, revisions and redirects of a translation', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  let anon: SupabaseClient;

  const get = (p: string) => fetch(t.url + p, { redirect: 'manual' });

  async function pageTitle(p: string): Promise<string | undefined> {
    const res = await get(p);
    expect(res.status).toBe(200);
    return new JSDOM(await res.text()).window.document.querySelector('main h1')?.textContent?.trim();
  }

  async function english(id: string): Promise<Translation> {
    const { data, error } = await staff.from('blog_posts_translations').select('id, title, slug, updated_at').eq('id', id).single();
    expect(error).toBeNull();
    return data as Translation;
  }

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: false, env: { DRAFT_SCHEDULE_SECONDS: '1' } });
    staff = await t.signIn();
    anon = t.anon();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a scheduled draft of the English translation goes live by the scheduler; Turkish stays; the old version restores; the old English address redirects', async () => {
    const post = await staff
      .from('blog_posts')
      .insert({ title: 'Türkçe Yazı', slug: 'turkce-yazi', excerpt: 'Özet', content: '<p>Türkçe</p>', published: true })
      .select('id, title, slug, content, updated_at')
      .single();
    expect(post.error).toBeNull();
    const created = await staff
      .from('blog_posts_translations')
      .insert({ item_id: post.data!.id, locale: 'en', title: 'First English Title', slug: 'first-english', excerpt: 'Summary', content: '<p>English</p>', published: true })
      .select('id, title, slug, updated_at')
      .single();
    expect(created.error).toBeNull();
    const live = created.data as Translation;
    expect(await pageTitle('/en/blog/first-english')).toBe('First English Title');

    // The editor's autosave: a draft of the translation row, based on its version.
    const draft = await staff
      .from('content_drafts')
      .insert({ table_name: 'blog_posts_translations', row_id: live.id, data: { title: 'Scheduled English Title', slug: 'scheduled-english' }, base_updated_at: live.updated_at })
      .select('id, updated_at')
      .single();
    expect(draft.error).toBeNull();
    expect(await english(live.id)).toEqual(live);
    expect(await pageTitle('/en/blog/first-english')).toBe('First English Title');

    // "İngilizce sürümünü … tarihinde yayınla": due now, so the server's next pass (every second here) applies it.
    const due = await staff.from('content_drafts').update({ publish_at: new Date(Date.now() - 1000).toISOString(), updated_at: draft.data!.updated_at }).eq('id', draft.data!.id);
    expect(due.error).toBeNull();
    await until('the scheduler to publish the English draft', async () => ((await english(live.id)).title === 'Scheduled English Title' ? true : undefined), { timeoutMs: 60_000, intervalMs: 200 });
    expect((await staff.from('content_drafts').select('id').eq('row_id', live.id)).data).toEqual([]);
    const turkish = await staff.from('blog_posts').select('id, title, slug, content, updated_at').eq('id', post.data!.id).single();
    expect(turkish.data).toEqual(post.data);
    expect((await anon.from('blog_posts_translations').select('title, slug').eq('id', live.id)).data).toEqual([{ title: 'Scheduled English Title', slug: 'scheduled-english' }]);

    // The old English address: 301 to the new one, the Turkish one untouched.
    // (The page cache and the redirects follow the database's content_changed notice: waited for.)
    await expect.poll(async () => (await get('/en/blog/first-english')).headers.get('location'), { timeout: 30_000 }).toBe('/en/blog/scheduled-english');
    expect((await get('/en/blog/first-english')).status).toBe(301);
    await expect.poll(() => pageTitle('/en/blog/scheduled-english'), { timeout: 30_000 }).toBe('Scheduled English Title');
    expect(await pageTitle('/blog/turkce-yazi')).toBe('Türkçe Yazı');

    // The version before the scheduled one is kept in the translation's own history and restores.
    const history = await staff.from('content_revisions').select('id, action, data').eq('table_name', 'blog_posts_translations').eq('row_id', live.id).order('changed_at');
    expect(history.error).toBeNull();
    expect(history.data!.map((r) => [r.action, (r.data as Translation).title])).toEqual([['update', 'First English Title']]);
    const restored = await staff.rpc('restore_revision', { revision_id: history.data![0]!.id });
    expect(restored.error).toBeNull();
    expect(restored.data).toMatchObject({ id: live.id, locale: 'en', title: 'First English Title', slug: 'first-english' });
    await expect.poll(() => pageTitle('/en/blog/first-english'), { timeout: 30_000 }).toBe('First English Title');
    await expect.poll(async () => (await get('/en/blog/scheduled-english')).headers.get('location'), { timeout: 30_000 }).toBe('/en/blog/first-english');
    expect((await staff.from('blog_posts').select('title').eq('id', post.data!.id).single()).data).toEqual({ title: 'Türkçe Yazı' });
  });

  it('an English item page is an indexable page kept in the page cache, as the Turkish one (not a noindex render for each request)', async () => {
    const post = await staff.from('blog_posts').insert({ title: 'Önbellekli', slug: 'onbellekli', excerpt: 'Özet', content: '<p>Metin</p>', published: true }).select('id').single();
    expect(post.error).toBeNull();
    expect((await staff.from('blog_posts_translations').insert({ item_id: post.data!.id, locale: 'en', title: 'Cached', slug: 'cached', excerpt: 'Summary', content: '<p>Text</p>', published: true })).error).toBeNull();
    for (const p of ['/blog/onbellekli', '/en/blog/cached']) {
      await expect.poll(async () => (await get(p)).headers.get('x-page-cache'), { timeout: 30_000 }).toBe('hit');
      const res = await get(p);
      expect([res.status, res.headers.get('x-robots-tag')]).toEqual([200, null]);
    }
    // An English slug with no published translation is still the 404.
    expect((await get('/en/blog/onbellekli')).status).toBe(404);
  });

  it("an English page shows the library's English alt text of its image, the Turkish page the Turkish one", async () => {
    const fileUrl = 'http://127.0.0.1/storage/v1/object/public/media/uploads/kapak-dil.jpg';
    const file = await t
      .service()
      .from('media_library')
      .insert({ filename: 'kapak-dil.jpg', original_name: 'kapak-dil.jpg', file_path: 'uploads/kapak-dil.jpg', file_url: fileUrl, file_type: 'image', mime_type: 'image/jpeg', file_size: 10, alt_text: 'Masada kahve fincanı' })
      .select('id')
      .single();
    expect(file.error).toBeNull();
    // What the media detail's "İngilizce" fields save (src/admin/data/media-translations-data.ts).
    expect((await staff.from('media_library_translations').insert({ item_id: file.data!.id, locale: 'en', alt_text: 'A coffee cup on a desk' })).error).toBeNull();
    const post = await staff
      .from('blog_posts')
      .insert({ title: 'Kapaklı Yazı', slug: 'kapakli-yazi', excerpt: 'Özet', content: '<p>Metin</p>', featured_image: fileUrl, published: true })
      .select('id')
      .single();
    expect(post.error).toBeNull();
    expect((await staff.from('blog_posts_translations').insert({ item_id: post.data!.id, locale: 'en', title: 'Covered Post', slug: 'covered-post', excerpt: 'Summary', content: '<p>Text</p>', published: true })).error).toBeNull();
    const alts = async (p: string) => {
      const res = await get(p);
      expect(res.status).toBe(200);
      return [...new JSDOM(await res.text()).window.document.querySelectorAll('main img')].map((img) => img.getAttribute('alt'));
    };
    await expect.poll(() => alts('/en/blog/covered-post'), { timeout: 30_000 }).toContain('A coffee cup on a desk');
    expect(await alts('/blog/kapakli-yazi')).toContain('Masada kahve fincanı');
    expect(await alts('/blog/kapakli-yazi')).not.toContain('A coffee cup on a desk');
  });

  it('translations without a page of their own have no drafts (23514)', async () => {
    const refused = await staff
      .from('content_drafts')
      .insert({ table_name: 'menus_translations', row_id: '00000000-0000-4000-8000-000000000001', data: {}, base_updated_at: new Date().toISOString() });
    expect(refused.error).toMatchObject({ code: '23514' });
    expect(refused.error!.message).toContain('content_drafts_table_name_check');
  });

  it("a page slug that is a language prefix ('en') is refused at the slug field in Turkish, in Turkish and in English", async () => {
    const page = await staff.from('pages').insert({ title: 'İngilizce', slug: 'en', content: '<p>Metin</p>' }).select('id');
    expect(page.error).toMatchObject({ code: '23514' });
    expect(page.error!.message).toContain('pages_slug_not_language');
    expect(saveErrorField(pagesResource.messages, page.error)).toBe('slug');
    expect(saveErrorText(pagesResource.messages, page.error)).toBe('Bu kısa ad kullanılamaz: /en bir dilin adresi. Başka bir kısa ad yazın.');

    const base = await staff.from('pages').insert({ title: 'Dil', slug: 'dil-sayfasi', content: '<p>Metin</p>' }).select('id').single();
    expect(base.error).toBeNull();
    const translated = await staff.from('pages_translations').insert({ item_id: base.data!.id, locale: 'en', slug: 'en', content: '<p>Text</p>' }).select('id');
    expect(translated.error).toMatchObject({ code: '23514' });
    expect(translated.error!.message).toContain('pages_translations_slug_not_language');
    expect(saveErrorField(pagesResource.messages, translated.error)).toBe('slug');
    // 'en-sayfa' and a Turkish word that starts like a code are fine.
    expect((await staff.from('pages').update({ slug: 'en-sayfa' }).eq('id', base.data!.id)).error).toBeNull();
  });
});
