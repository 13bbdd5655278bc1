/**
 * Edit conflicts in the database, through unmodified supabase-js as plain clients: `updated_at`
 * is every content row's version; an update that sends the version it read is refused with
 * 409 PT409 / hint `edit_conflict` once someone else changed the row, and changes nothing.
 * Updates that send no version (bulk status changes, reorders) and restore_revision go through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { clientAs, createAuthUser } from '../helpers/tokens.ts';

interface Post {
  id: string;
  title: string;
  excerpt: string | null;
  updated_at: string;
}

describe('edit conflicts', () => {
  let t: TestServer;
  let ayse: SupabaseClient;
  let burak: SupabaseClient;
  let counter = 0;

  async function newPost(): Promise<Post> {
    counter += 1;
    const { data, error } = await ayse
      .from('blog_posts')
      .insert({ title: 'İlk başlık', slug: `cakisma-${counter}`, excerpt: 'İlk özet', content: '<p>İçerik</p>' })
      .select('id, title, excerpt, updated_at')
      .single();
    expect(error).toBeNull();
    return data as Post;
  }

  async function load(client: SupabaseClient, id: string): Promise<Post> {
    const { data, error } = await client.from('blog_posts').select('id, title, excerpt, updated_at').eq('id', id).single();
    expect(error).toBeNull();
    return data as Post;
  }

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    ayse = await clientAs(t, { sub: await createAuthUser(t, 'ayse@example.com', { role: 'admin' }), app_metadata: { role: 'admin' } });
    burak = await clientAs(t, { sub: await createAuthUser(t, 'burak@example.com', { role: 'editor' }), app_metadata: { role: 'editor' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an update based on a stale read with 409 PT409 edit_conflict; the row keeps the first change', async () => {
    const post = await newPost();
    const seenByAyse = await load(ayse, post.id);
    const seenByBurak = await load(burak, post.id);

    const first = await ayse.from('blog_posts').update({ title: 'Ayşe başlığı', updated_at: seenByAyse.updated_at }).eq('id', post.id).select('updated_at').single();
    expect(first.error).toBeNull();
    expect(first.data!.updated_at).not.toBe(seenByAyse.updated_at);

    const second = await burak.from('blog_posts').update({ excerpt: 'Burak özeti', updated_at: seenByBurak.updated_at }).eq('id', post.id).select('id');
    expect(second.status).toBe(409);
    expect(second.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
    // The details name the stored version, so a client can load it and compare.
    expect(JSON.parse(second.error!.details)).toEqual({ table: 'blog_posts', id: post.id, updated_at: first.data!.updated_at });

    expect(await load(ayse, post.id)).toMatchObject({ title: 'Ayşe başlığı', excerpt: 'İlk özet', updated_at: first.data!.updated_at });
  });

  it('an update with the version just written goes through, and a second stale one is refused again', async () => {
    const post = await newPost();
    const a = await ayse.from('blog_posts').update({ title: 'Bir', updated_at: post.updated_at }).eq('id', post.id).select('updated_at').single();
    expect(a.error).toBeNull();
    const b = await ayse.from('blog_posts').update({ title: 'İki', updated_at: a.data!.updated_at }).eq('id', post.id).select('updated_at').single();
    expect(b.error).toBeNull();
    const stale = await burak.from('blog_posts').update({ title: 'Üç', updated_at: a.data!.updated_at }).eq('id', post.id);
    expect(stale.error?.code).toBe('PT409');
    expect((await load(ayse, post.id)).title).toBe('İki');
  });

  it('an upsert that states a stale version is refused too (settings singletons)', async () => {
    const { data: row, error } = await ayse.from('seo_settings').insert({ site_name: 'Bir' }).select('id, updated_at').single();
    expect(error).toBeNull();
    const ok = await ayse.from('seo_settings').update({ site_name: 'İki', updated_at: row!.updated_at }).eq('id', row!.id);
    expect(ok.error).toBeNull();
    const stale = await ayse.from('seo_settings').upsert({ id: row!.id, site_name: 'Üç', updated_at: row!.updated_at });
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
    const { data: now } = await ayse.from('seo_settings').select('site_name').eq('id', row!.id).single();
    expect(now!.site_name).toBe('İki');
  });

  it('updates that send no version (bulk status changes) go through', async () => {
    const one = await newPost();
    const two = await newPost();
    await ayse.from('blog_posts').update({ title: 'Değişti', updated_at: one.updated_at }).eq('id', one.id);
    const bulk = await burak.from('blog_posts').update({ published: true }).in('id', [one.id, two.id]).select('id, title, published');
    expect(bulk.error).toBeNull();
    expect(bulk.data).toHaveLength(2);
    expect(bulk.data!.find((r) => r.id === one.id)).toMatchObject({ title: 'Değişti', published: true });
  });

  it('presence: staff upsert one row per person and item (the database stamps when); visitors see none of it', async () => {
    const post = await newPost();
    const { data: me } = await ayse.auth.getUser();
    const upsert = () =>
      ayse.from('edit_presence').upsert({ table_name: 'blog_posts', row_id: post.id, user_id: me.user!.id, name: 'Ayşe' }, { onConflict: 'table_name,row_id,user_id' }).select('updated_at').single();
    const first = await upsert();
    expect(first.error).toBeNull();
    const second = await upsert();
    expect(second.error).toBeNull();
    expect(Date.parse(second.data!.updated_at)).toBeGreaterThan(Date.parse(first.data!.updated_at));
    const { data: rows } = await burak.from('edit_presence').select('name').eq('row_id', post.id);
    expect(rows).toEqual([{ name: 'Ayşe' }]);
    const anon = await t.anon().from('edit_presence').select('name');
    expect(anon.error?.code).toBe('42501');
  });

  it('restore_revision writes an old version back (its old updated_at is not a stale read)', async () => {
    const post = await newPost();
    const changed = await ayse.from('blog_posts').update({ title: 'Yeni başlık', updated_at: post.updated_at }).eq('id', post.id).select('updated_at').single();
    expect(changed.error).toBeNull();
    const { data: revisions } = await ayse.from('content_revisions').select('id').eq('row_id', post.id);
    expect(revisions).toHaveLength(1);
    const restored = await burak.rpc('restore_revision', { revision_id: revisions![0]!.id });
    expect(restored.error).toBeNull();
    const now = await load(ayse, post.id);
    expect(now.title).toBe('İlk başlık');
    // The restore is a new version: a tab that read before it is stale.
    expect(now.updated_at).not.toBe(changed.data!.updated_at);
    const stale = await ayse.from('blog_posts').update({ title: 'Eski sekme', updated_at: changed.data!.updated_at }).eq('id', post.id);
    expect(stale.error?.code).toBe('PT409');
  });
});
