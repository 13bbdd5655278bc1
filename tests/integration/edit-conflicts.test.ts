/**
 * Edit conflicts in the database, through unmodified supabase-js as plain clients: `updated_at`
 * is every content row's version; an update that sends the version it read is refused with
 * 409 PT409 / hint `edit_conflict` once someone else changed the row, and changes nothing.
 * Updates that send no version (bulk status changes) and restore_revision without one go through;
 * restore_revision with the version the person saw, and reorder_rows (the team's drag and drop,
 * every row with its version) refuse a write based on a stale read the same way.
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
  it('restore_revision with the version the person saw: refused with PT409 once the row changed, nothing written', async () => {
    const post = await newPost();
    const changed = await ayse.from('blog_posts').update({ title: 'İkinci başlık', updated_at: post.updated_at }).eq('id', post.id).select('updated_at').single();
    expect(changed.error).toBeNull();
    const { data: revisions } = await ayse.from('content_revisions').select('id').eq('row_id', post.id);
    expect(revisions).toHaveLength(1);
    // Burak opens the history now (the row's version: changed.updated_at); Ayşe saves again meanwhile.
    const seenByBurak = changed.data!.updated_at;
    const again = await ayse.from('blog_posts').update({ excerpt: 'Ayşe özeti', updated_at: seenByBurak }).eq('id', post.id).select('updated_at').single();
    expect(again.error).toBeNull();

    const stale = await burak.rpc('restore_revision', { revision_id: revisions![0]!.id, expected_version: seenByBurak });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
    expect(JSON.parse(stale.error!.details)).toEqual({ table: 'blog_posts', id: post.id, updated_at: again.data!.updated_at });
    expect(await load(ayse, post.id)).toMatchObject({ title: 'İkinci başlık', excerpt: 'Ayşe özeti', updated_at: again.data!.updated_at });
    const { data: after } = await ayse.from('content_revisions').select('id').eq('row_id', post.id);
    expect(after).toHaveLength(2); // the refused restore kept no version of its own

    // With the version shown now, the restore goes through.
    const fresh = await burak.rpc('restore_revision', { revision_id: revisions![0]!.id, expected_version: again.data!.updated_at });
    expect(fresh.error).toBeNull();
    expect(fresh.data).toMatchObject({ id: post.id, title: 'İlk başlık', excerpt: 'İlk özet' });
    expect((await load(ayse, post.id)).title).toBe('İlk başlık');
  });

  it('restore_revision with a version, of a row deleted meanwhile: PT409 (details name no version), the row stays deleted', async () => {
    const post = await newPost();
    const changed = await ayse.from('blog_posts').update({ title: 'Silinecek', updated_at: post.updated_at }).eq('id', post.id).select('updated_at').single();
    const { data: revisions } = await ayse.from('content_revisions').select('id').eq('row_id', post.id).eq('action', 'update');
    const removed = await ayse.from('blog_posts').delete().eq('id', post.id);
    expect(removed.error).toBeNull();
    const stale = await burak.rpc('restore_revision', { revision_id: revisions![0]!.id, expected_version: changed.data!.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
    expect(JSON.parse(stale.error!.details)).toEqual({ table: 'blog_posts', id: post.id, updated_at: null });
    const { data: rows } = await ayse.from('blog_posts').select('id').eq('id', post.id);
    expect(rows).toEqual([]);
  });

  it('media_library rows have a version (the shared Timestamps): a stale save of a file\'s texts is refused', async () => {
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>(
      `insert into media_library (filename, original_name, file_path, file_url, file_type, mime_type, file_size)
       values ('surum.webp', 'surum.webp', 'uploads/surum.webp', '/storage/v1/object/public/media/uploads/surum.webp', 'image', 'image/webp', 10) returning id`,
    );
    const id = rows[0]!.id;
    const read = async (client: SupabaseClient) => (await client.from('media_library').select('alt_text, updated_at').eq('id', id).single()).data as { alt_text: string | null; updated_at: string };
    const seenByAyse = await read(ayse);
    const seenByBurak = await read(burak);
    const first = await ayse.from('media_library').update({ alt_text: 'Ayşe metni', updated_at: seenByAyse.updated_at }).eq('id', id).select('updated_at').single();
    expect(first.error).toBeNull();
    expect(first.data!.updated_at).not.toBe(seenByAyse.updated_at);
    const stale = await burak.from('media_library').update({ alt_text: 'Burak metni', updated_at: seenByBurak.updated_at }).eq('id', id);
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
    expect(await read(ayse)).toEqual({ alt_text: 'Ayşe metni', updated_at: first.data!.updated_at });
  });

  describe('reorder_rows (manual order of a list, every row with the version read)', () => {
    interface Member {
      id: string;
      name: string;
      sort_order: number;
      updated_at: string;
    }
    const listTeam = async (client: SupabaseClient, ids: string[]): Promise<Member[]> => {
      const { data, error } = await client.from('team_members').select('id, name, sort_order, updated_at').in('id', ids).order('sort_order');
      expect(error).toBeNull();
      return data as Member[];
    };
    /** `order`: the names in their new order; positions 1, 2, … with each row's version as read. */
    const reorder = (client: SupabaseClient, read: Member[], order: string[]) =>
      client.rpc('reorder_rows', {
        target_table: 'team_members',
        order_field: 'sort_order',
        positions: order.map((name, i) => {
          const m = read.find((r) => r.name === name)!;
          return { id: m.id, position: i + 1, version: m.updated_at };
        }),
      });
    async function newTeam(): Promise<string[]> {
      const { data, error } = await ayse
        .from('team_members')
        .insert(['A', 'B', 'C', 'D'].map((name, i) => ({ name, position: 'Tasarımcı', bio: 'Ekip üyesi', sort_order: i + 1 })))
        .select('id');
      expect(error).toBeNull();
      return data!.map((r) => r.id as string);
    }

    it('a reorder based on a stale read is refused with 409 PT409 and changes no row; the first order stays whole', async () => {
      const ids = await newTeam();
      const seenByAyse = await listTeam(ayse, ids);
      const seenByBurak = await listTeam(burak, ids);

      const first = await reorder(ayse, seenByAyse, ['D', 'A', 'B', 'C']);
      expect(first.error).toBeNull();
      expect(first.data).toBe(4);
      const afterFirst = await listTeam(ayse, ids);
      expect(afterFirst.map((m) => m.name)).toEqual(['D', 'A', 'B', 'C']);

      // Burak's list is the one before Ayşe's reorder: he swaps C and D.
      const stale = await reorder(burak, seenByBurak, ['A', 'B', 'D', 'C']);
      expect(stale.status).toBe(409);
      expect(stale.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
      // All or nothing: not a single row of Burak's order was written.
      expect(await listTeam(ayse, ids)).toEqual(afterFirst);

      // Read again, his reorder goes through.
      const retried = await reorder(burak, await listTeam(burak, ids), ['A', 'B', 'D', 'C']);
      expect(retried.error).toBeNull();
      expect((await listTeam(ayse, ids)).map((m) => m.name)).toEqual(['A', 'B', 'D', 'C']);
    });

    it('a row deleted since the read makes the reorder a conflict; nothing is written', async () => {
      const ids = await newTeam();
      const seen = await listTeam(burak, ids);
      expect((await ayse.from('team_members').delete().eq('id', seen[3]!.id)).error).toBeNull();
      const stale = await reorder(burak, seen, ['D', 'C', 'B', 'A']);
      expect(stale.status).toBe(409);
      expect(stale.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
      expect(JSON.parse(stale.error!.details)).toEqual({ table: 'team_members', id: seen[3]!.id, updated_at: null });
      expect((await listTeam(ayse, ids)).map((m) => [m.name, m.sort_order])).toEqual([['A', 1], ['B', 2], ['C', 3]]);
    });

    it('refuses tables without the version check, non-integer fields, malformed positions, and visitors', async () => {
      const ids = await newTeam();
      const seen = await listTeam(ayse, ids);
      const positions = seen.map((m, i) => ({ id: m.id, position: i + 1, version: m.updated_at }));
      const otherTable = await ayse.rpc('reorder_rows', { target_table: 'content_revisions', order_field: 'sort_order', positions });
      expect(otherTable.error).toMatchObject({ code: '22023', hint: 'not_orderable' });
      const textField = await ayse.rpc('reorder_rows', { target_table: 'team_members', order_field: 'name', positions });
      expect(textField.error).toMatchObject({ code: '22023', hint: 'not_orderable' });
      const noVersion = await ayse.rpc('reorder_rows', { target_table: 'team_members', order_field: 'sort_order', positions: [{ id: seen[0]!.id, position: 9 }] });
      expect(noVersion.error).toMatchObject({ code: '22023', hint: 'invalid_positions' });
      const visitor = await t.anon().rpc('reorder_rows', { target_table: 'team_members', order_field: 'sort_order', positions });
      expect(visitor.status).toBe(401);
      expect(visitor.error?.code).toBe('42501');
      expect(await listTeam(ayse, ids)).toEqual(seen);
    });
  });
});
