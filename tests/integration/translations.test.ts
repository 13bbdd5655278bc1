/**
 * Translations (issue 41) through unmodified supabase-js: `<table>_translations` as anon and
 * as staff. A published translation of a published item is readable by anon; an unpublished
 * one, or one not yet due, or the translation of a draft item, is not (an empty answer, as
 * RLS hides rows); a write without a language still writes Turkish (the base row, as before);
 * a slug is unique per language; the version check refuses a stale translation write with
 * PT409 edit_conflict; a published translation's old slug redirects under /en; the read helpers
 * of src/lib/i18n/translated-rows.ts merge the English text over the row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { clientAs, createAuthUser } from '../helpers/tokens.ts';
import { readTranslatedBySlug, readTranslatedList, translateRows, type ReadClient } from '../../src/lib/i18n/translated-rows.ts';

describe('translations', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  let anon: SupabaseClient;
  let counter = 0;

  async function newPost(published = true): Promise<{ id: string; slug: string }> {
    counter += 1;
    const slug = `ceviri-${counter}`;
    const { data, error } = await staff
      .from('blog_posts')
      .insert({ title: `Türkçe başlık ${counter}`, slug, excerpt: 'Türkçe özet', content: '<p>Türkçe içerik</p>', published })
      .select('id, slug')
      .single();
    expect(error).toBeNull();
    return data as { id: string; slug: string };
  }

  async function translate(itemId: string, values: Record<string, unknown>) {
    return staff.from('blog_posts_translations').insert({ item_id: itemId, locale: 'en', ...values }).select('id, updated_at').single();
  }

  const english = (n: number | string) => ({ title: `English title ${n}`, slug: `english-${n}`, excerpt: 'English excerpt', content: '<p>English body</p>' });

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    staff = await clientAs(t, { sub: await createAuthUser(t, 'ayse@example.com', { role: 'admin' }), app_metadata: { role: 'admin' } });
    anon = t.anon();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a Turkish-only insert through plain supabase-js works as before and has no translation', async () => {
    const post = await newPost();
    const { data } = await anon.from('blog_posts').select('title, slug').eq('id', post.id).single();
    expect(data).toEqual({ title: `Türkçe başlık ${counter}`, slug: post.slug });
    const none = await anon.from('blog_posts_translations').select('id').eq('item_id', post.id);
    expect(none).toMatchObject({ error: null, data: [] });
  });

  it('anon reads a published translation of a published item, not an unpublished one, not one still scheduled', async () => {
    const post = await newPost();
    const draft = await translate(post.id, { ...english(`a${counter}`), published: false });
    expect(draft.error).toBeNull();
    const hidden = await anon.from('blog_posts_translations').select('title').eq('item_id', post.id);
    expect(hidden).toMatchObject({ error: null, data: [], status: 200 });
    // Staff see it all the same.
    const seen = await staff.from('blog_posts_translations').select('title, published').eq('item_id', post.id).single();
    expect(seen.data).toEqual({ title: `English title a${counter}`, published: false });

    const later = new Date(Date.now() + 3_600_000).toISOString();
    await staff.from('blog_posts_translations').update({ published: true, publish_at: later }).eq('item_id', post.id);
    expect((await anon.from('blog_posts_translations').select('title').eq('item_id', post.id)).data).toEqual([]);

    await staff.from('blog_posts_translations').update({ publish_at: null }).eq('item_id', post.id);
    const live = await anon.from('blog_posts_translations').select('title, locale').eq('item_id', post.id);
    expect(live).toMatchObject({ error: null, data: [{ title: `English title a${counter}`, locale: 'en' }] });
  });

  it('the published translation of a draft item is not readable by anon, and shows once the item is published', async () => {
    const post = await newPost(false);
    expect((await translate(post.id, { ...english(`b${counter}`), published: true })).error).toBeNull();
    expect((await anon.from('blog_posts_translations').select('title').eq('item_id', post.id)).data).toEqual([]);
    await staff.from('blog_posts').update({ published: true }).eq('id', post.id);
    expect((await anon.from('blog_posts_translations').select('title').eq('item_id', post.id)).data).toEqual([{ title: `English title b${counter}` }]);
  });

  it('a translation may be written bit by bit, but is published only complete (23514)', async () => {
    const post = await newPost();
    const partial = await translate(post.id, { title: 'Only a title' });
    expect(partial.error).toBeNull();
    const publish = await staff.from('blog_posts_translations').update({ published: true }).eq('item_id', post.id);
    expect(publish.error).toMatchObject({ code: '23514' });
    expect(publish.error!.message).toContain('blog_posts_translations_published_complete');
  });

  it('refuses the default language as a translation and keeps one translation per item and language', async () => {
    const post = await newPost();
    const tr = await staff.from('blog_posts_translations').insert({ item_id: post.id, locale: 'tr', title: 'Türkçe' });
    expect(tr.error).toMatchObject({ code: '23514' });
    expect((await translate(post.id, english(`c${counter}`))).error).toBeNull();
    const twice = await translate(post.id, english(`d${counter}`));
    expect(twice.error).toMatchObject({ code: '23505' });
    expect(twice.error!.message).toContain('blog_posts_translations_item_id_locale_key');
  });

  it('a slug is unique per language: two English translations cannot share one, a Turkish slug may be the same', async () => {
    const a = await newPost();
    const b = await newPost();
    expect((await translate(a.id, { ...english('shared'), slug: 'same-slug' })).error).toBeNull();
    const clash = await translate(b.id, { ...english('other'), slug: 'same-slug' });
    expect(clash.error).toMatchObject({ code: '23505' });
    expect(clash.error!.message).toContain('blog_posts_translations_locale_slug_key');
    // The English slug may equal a Turkish one: different languages, different addresses.
    expect((await translate(b.id, { ...english('turkish-slug'), slug: a.slug })).error).toBeNull();
  });

  it('refuses a stale translation write with 409 PT409 edit_conflict and keeps the first change', async () => {
    const post = await newPost();
    const created = await translate(post.id, english(`e${counter}`));
    const version = created.data!.updated_at;
    const first = await staff.from('blog_posts_translations').update({ title: 'First', updated_at: version }).eq('id', created.data!.id).select('updated_at').single();
    expect(first.error).toBeNull();
    const stale = await staff.from('blog_posts_translations').update({ title: 'Stale', updated_at: version }).eq('id', created.data!.id).select('id');
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
    expect(JSON.parse(stale.error!.details)).toEqual({ table: 'blog_posts_translations', id: created.data!.id, updated_at: first.data!.updated_at });
    expect((await staff.from('blog_posts_translations').select('title').eq('id', created.data!.id).single()).data).toEqual({ title: 'First' });
  });

  it('keeps revisions of a translation and redirects its old English address when the slug changes', async () => {
    const post = await newPost();
    const created = await translate(post.id, { ...english(`f${counter}`), slug: `old-${counter}`, published: true });
    await staff.from('blog_posts_translations').update({ slug: `new-${counter}` }).eq('id', created.data!.id);
    const revisions = await staff.from('content_revisions').select('action, data').eq('table_name', 'blog_posts_translations').eq('row_id', created.data!.id);
    expect(revisions.data).toHaveLength(1);
    expect(revisions.data![0]).toMatchObject({ action: 'update', data: { slug: `old-${counter}` } });
    const redirect = await anon.from('redirects').select('to_path, source').eq('from_path', `/en/blog/old-${counter}`).single();
    expect(redirect.data).toEqual({ to_path: `/en/blog/new-${counter}`, source: 'auto' });
  });

  it('the read helpers merge the English text over the row; untranslated items have no English page', async () => {
    const translated = await newPost();
    const n = counter;
    await translate(translated.id, { ...english(`g${n}`), slug: `helper-${n}`, published: true });
    const untranslated = await newPost();
    const db = anon as unknown as ReadClient;
    const list = await readTranslatedList<{ id: string; title: string; slug: string }>(db, 'blog_posts', 'en', {
      columns: 'id,title,slug,created_at',
      query: (q) => q.eq('published', true).in('id', [translated.id, untranslated.id]).order('created_at', { ascending: false }),
      count: 'exact',
    });
    expect(list.error).toBeNull();
    expect(list.count).toBe(1);
    expect(list.data).toEqual([{ id: translated.id, title: `English title g${n}`, slug: `helper-${n}`, created_at: expect.any(String) }]);
    const turkish = await readTranslatedList(db, 'blog_posts', 'tr', { columns: 'id,title', query: (q) => q.in('id', [translated.id, untranslated.id]) });
    expect(turkish.data).toHaveLength(2);

    const one = await readTranslatedBySlug<{ title: string; content: string }>(db, 'blog_posts', 'en', `helper-${n}`, { columns: '*', query: (q) => q.eq('published', true) });
    expect(one.data).toMatchObject({ id: translated.id, title: `English title g${n}`, content: '<p>English body</p>' });
    expect((await readTranslatedBySlug(db, 'blog_posts', 'en', untranslated.slug, { columns: '*' })).data).toBeNull();
    expect((await readTranslatedBySlug(db, 'blog_posts', 'tr', untranslated.slug, { columns: 'id' })).data).toEqual({ id: untranslated.id });
  });

  it('menus and settings translations are live when saved; translateRows lays them over the rows', async () => {
    const menu = await staff
      .from('menus')
      .insert({ name: 'Çeviri menüsü', location: 'footer', items: [{ label: 'Hakkımızda', url: '/hakkimizda', type: 'internal' }] })
      .select('id, items')
      .single();
    expect(menu.error).toBeNull();
    const tr = await staff.from('menus_translations').insert({ item_id: menu.data!.id, locale: 'en', items: [{ label: 'About us', url: '/en/hakkimizda', type: 'internal' }] });
    expect(tr.error).toBeNull();
    const rows = (await anon.from('menus').select('id, items').eq('id', menu.data!.id)).data as { id: string; items: unknown }[];
    const merged = await translateRows(anon as unknown as ReadClient, 'menus', 'en', rows);
    expect(merged).toEqual([{ id: menu.data!.id, items: [{ label: 'About us', url: '/en/hakkimizda', type: 'internal' }] }]);
    expect(await translateRows(anon as unknown as ReadClient, 'menus', 'tr', rows)).toEqual(rows);
  });

  it('media_alt_texts gives the English alt text for language en, the Turkish one without a language or when untranslated', async () => {
    const url = (name: string) => `http://127.0.0.1/storage/v1/object/public/media/uploads/${name}`;
    const files = ['kapak.jpg', 'cevrilmemis.jpg'].map((name) => ({
      filename: name, original_name: name, file_path: `uploads/${name}`, file_url: url(name),
      file_type: 'image', mime_type: 'image/jpeg', file_size: 10, alt_text: `Türkçe: ${name}`,
    }));
    const media = await t.service().from('media_library').insert(files).select('id, file_url');
    expect(media.error).toBeNull();
    const cover = media.data!.find((m) => m.file_url === url('kapak.jpg'))!;
    expect((await staff.from('media_library_translations').insert({ item_id: cover.id, locale: 'en', alt_text: 'English: cover' })).error).toBeNull();
    counter += 1;
    const post = await staff
      .from('blog_posts')
      .insert({ title: 'Görselli', slug: `gorselli-${counter}`, excerpt: 'Özet', content: `<p><img src="${url('cevrilmemis.jpg')}"></p>`, featured_image: url('kapak.jpg'), published: true })
      .select('id')
      .single();
    const alts = async (language?: string) => {
      const { data, error } = await anon.rpc('media_alt_texts', { urls: files.map((f) => f.file_url), source_table: 'blog_posts', source_id: post.data!.id, ...(language ? { language } : {}) });
      expect(error).toBeNull();
      return (data as { alt_text: string }[]).map((r) => r.alt_text).sort();
    };
    expect(await alts()).toEqual(['Türkçe: cevrilmemis.jpg', 'Türkçe: kapak.jpg']);
    expect(await alts('tr')).toEqual(['Türkçe: cevrilmemis.jpg', 'Türkçe: kapak.jpg']);
    expect(await alts('en')).toEqual(['English: cover', 'Türkçe: cevrilmemis.jpg']);
    // The library's translations are staff-only, like the library: anon is refused.
    const direct = await anon.from('media_library_translations').select('alt_text');
    expect({ status: direct.status, code: direct.error?.code }).toEqual({ status: 401, code: '42501' });
  });
});
