/**
 * Revisions and the trash, through unmodified supabase-js against the real server and
 * PostgreSQL: the database's trigger keeps the previous version of every change and the
 * deleted row of every delete, with who and when; only staff read them; restore_revision
 * writes a version back (and is itself recorded); a deleted row comes back with its id;
 * retention prunes on write; a change made straight in the database is recorded too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { clientAs, createAuthUser } from '../helpers/tokens.ts';

interface Revision {
  id: string;
  table_name: string;
  row_id: string;
  data: Record<string, unknown>;
  action: string;
  changed_by: string | null;
  changed_by_email: string | null;
  changed_at: string;
  restored_at: string | null;
}

describe('content revisions and trash', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  let staffId: string;
  let plainUser: SupabaseClient;
  let counter = 0;

  async function sql<R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
    return (await t.server.ctx.db.admin.query<R>(text, params)).rows;
  }

  async function newPost(title = 'İlk başlık'): Promise<{ id: string; slug: string }> {
    counter += 1;
    const slug = `surum-yazisi-${counter}`;
    const { data, error } = await staff
      .from('blog_posts')
      .insert({ title, slug, excerpt: 'Özet', content: '<p>Birinci içerik</p>' })
      .select('id, slug')
      .single();
    expect(error).toBeNull();
    return data as { id: string; slug: string };
  }

  async function revisionsOf(rowId: string): Promise<Revision[]> {
    const { data, error } = await staff.from('content_revisions').select('*').eq('row_id', rowId).order('changed_at', { ascending: true });
    expect(error).toBeNull();
    return data as Revision[];
  }

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    staffId = await createAuthUser(t, 'editor@example.com', { role: 'admin' });
    staff = await clientAs(t, { sub: staffId, app_metadata: { role: 'admin' } });
    plainUser = await clientAs(t, { sub: await createAuthUser(t, 'ziyaretci@example.com') });
  });
  beforeEach(async () => {
    await sql('delete from public.site_settings');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an update writes exactly one revision with the previous values, who and when', async () => {
    const post = await newPost('İlk başlık');
    expect(await revisionsOf(post.id)).toEqual([]);
    const before = Date.now();
    const { error } = await staff.from('blog_posts').update({ title: 'İkinci başlık' }).eq('id', post.id);
    expect(error).toBeNull();
    const revisions = await revisionsOf(post.id);
    expect(revisions).toHaveLength(1);
    const [r] = revisions;
    expect(r).toMatchObject({ table_name: 'blog_posts', row_id: post.id, action: 'update', changed_by: staffId, changed_by_email: 'editor@example.com', restored_at: null });
    expect(r!.data).toMatchObject({ id: post.id, title: 'İlk başlık', slug: post.slug, content: '<p>Birinci içerik</p>' });
    expect(Math.abs(new Date(r!.changed_at).getTime() - before)).toBeLessThan(10_000);
  });

  it('a save that changes nothing writes no revision', async () => {
    const post = await newPost();
    expect((await staff.from('blog_posts').update({ title: 'İlk başlık' }).eq('id', post.id)).error).toBeNull();
    expect(await revisionsOf(post.id)).toEqual([]);
  });

  it('anon and signed-in non-staff read nothing and cannot restore (42501)', async () => {
    const post = await newPost();
    await staff.from('blog_posts').update({ title: 'Değişti' }).eq('id', post.id);
    const [revision] = await revisionsOf(post.id);

    const anonRead = await t.anon().from('content_revisions').select('*');
    expect(anonRead.status).toBe(401);
    expect(anonRead.error?.code).toBe('42501');
    const userRead = await plainUser.from('content_revisions').select('*');
    expect(userRead).toMatchObject({ error: null, status: 200, data: [] });

    const anonRestore = await t.anon().rpc('restore_revision', { revision_id: revision!.id });
    expect(anonRestore.error?.code).toBe('42501');
    const userRestore = await plainUser.rpc('restore_revision', { revision_id: revision!.id });
    expect(userRestore.error?.code).toBe('42501');
    expect(userRestore.error?.message).toBe('Sürümleri yalnızca yetkili personel geri yükleyebilir');
    const [row] = await sql<{ title: string }>('select title from public.blog_posts where id = $1', [post.id]);
    expect(row!.title).toBe('Değişti');

    // Nor can they write history.
    const forged = await plainUser.from('content_revisions').insert({ table_name: 'blog_posts', row_id: post.id, data: {}, action: 'update' });
    expect(forged.error?.code).toBe('42501');
  });

  it('restore brings the old values back and is itself a revision', async () => {
    const post = await newPost('Birinci sürüm');
    await staff.from('blog_posts').update({ title: 'İkinci sürüm', content: '<p>İkinci içerik</p>' }).eq('id', post.id);
    await staff.from('blog_posts').update({ title: 'Üçüncü sürüm' }).eq('id', post.id);
    const history = await revisionsOf(post.id);
    expect(history.map((r) => r.data.title)).toEqual(['Birinci sürüm', 'İkinci sürüm']);

    const { data, error } = await staff.rpc('restore_revision', { revision_id: history[0]!.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: post.id, title: 'Birinci sürüm', content: '<p>Birinci içerik</p>' });
    const [row] = await sql<{ title: string; content: string }>('select title, content from public.blog_posts where id = $1', [post.id]);
    expect(row).toEqual({ title: 'Birinci sürüm', content: '<p>Birinci içerik</p>' });

    const after = await revisionsOf(post.id);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({ action: 'restore', changed_by: staffId });
    expect(after[2]!.data.title).toBe('Üçüncü sürüm');
    // A later ordinary save is an update again.
    await staff.from('blog_posts').update({ title: 'Dördüncü sürüm' }).eq('id', post.id);
    expect((await revisionsOf(post.id)).at(-1)!.action).toBe('update');
  });

  it('an unknown revision is 404 PT404', async () => {
    const { error, status } = await staff.rpc('restore_revision', { revision_id: '00000000-0000-0000-0000-000000000000' });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PT404', message: 'Sürüm bulunamadı', hint: 'revision_not_found' });
  });

  it('delete puts the row in the trash; restore inserts it again with the same id', async () => {
    const post = await newPost('Silinecek yazı');
    const del = await staff.from('blog_posts').delete().eq('id', post.id);
    expect(del.error).toBeNull();
    expect(await sql('select id from public.blog_posts where id = $1', [post.id])).toEqual([]);

    const { data: trash, error } = await staff.from('content_revisions').select('*').eq('action', 'delete').is('restored_at', null).eq('row_id', post.id);
    expect(error).toBeNull();
    expect(trash).toHaveLength(1);
    expect(trash![0]).toMatchObject({ table_name: 'blog_posts', changed_by_email: 'editor@example.com' });
    expect((trash![0] as Revision).data.title).toBe('Silinecek yazı');

    const restored = await staff.rpc('restore_revision', { revision_id: (trash![0] as Revision).id });
    expect(restored.error).toBeNull();
    expect(restored.data).toMatchObject({ id: post.id, title: 'Silinecek yazı', slug: post.slug });
    const [row] = await sql<{ id: string; title: string }>('select id, title from public.blog_posts where id = $1', [post.id]);
    expect(row).toEqual({ id: post.id, title: 'Silinecek yazı' });
    const left = await staff.from('content_revisions').select('id').eq('action', 'delete').is('restored_at', null).eq('row_id', post.id);
    expect(left.data).toEqual([]);
  });

  it('restoring a deleted row whose slug is taken fails with a Turkish 23505 and loses nothing', async () => {
    const post = await newPost('Eski yazı');
    await staff.from('blog_posts').delete().eq('id', post.id);
    const taker = await staff.from('blog_posts').insert({ title: 'Yeni yazı', slug: post.slug, excerpt: 'Özet', content: '<p>x</p>' }).select('id').single();
    expect(taker.error).toBeNull();
    const [entry] = await sql<{ id: string }>(`select id from public.content_revisions where row_id = $1 and action = 'delete'`, [post.id]);

    const { error, status } = await staff.rpc('restore_revision', { revision_id: entry!.id });
    expect(status).toBe(409);
    expect(error).toMatchObject({
      code: '23505',
      hint: 'restore_conflict',
      message: 'Geri yüklenemedi: "slug" alanındaki değer artık başka bir kayıtta kullanılıyor. O kaydı değiştirip tekrar deneyin.',
    });
    expect(await sql('select id from public.blog_posts where id = $1', [post.id])).toEqual([]);
    expect(await sql(`select restored_at from public.content_revisions where id = $1`, [entry!.id])).toEqual([{ restored_at: null }]);
  });

  it('keeps only the newest revision_keep_count versions of a row', async () => {
    await sql('insert into public.site_settings (site_name, revision_keep_count) values ($1, 2)', ['Ajans']);
    const post = await newPost('v0');
    for (const title of ['v1', 'v2', 'v3', 'v4']) {
      expect((await staff.from('blog_posts').update({ title }).eq('id', post.id)).error).toBeNull();
    }
    expect((await revisionsOf(post.id)).map((r) => r.data.title)).toEqual(['v2', 'v3']);
  });

  it('prunes trash older than trash_retention_days, with that row’s history, on the next write', async () => {
    await sql('insert into public.site_settings (site_name, trash_retention_days) values ($1, 30)', ['Ajans']);
    const old = await newPost('Eski silinen');
    await staff.from('blog_posts').update({ title: 'Eski silinen 2' }).eq('id', old.id);
    await staff.from('blog_posts').delete().eq('id', old.id);
    const recent = await newPost('Yeni silinen');
    await staff.from('blog_posts').delete().eq('id', recent.id);
    await sql(`update public.content_revisions set changed_at = now() - interval '31 days' where row_id = $1`, [old.id]);
    expect(await sql('select count(*)::int as n from public.content_revisions where row_id = $1', [old.id])).toEqual([{ n: 2 }]);

    const other = await newPost();
    await staff.from('blog_posts').update({ title: 'tetikleyen kayıt' }).eq('id', other.id);
    expect(await sql('select count(*)::int as n from public.content_revisions where row_id = $1', [old.id])).toEqual([{ n: 0 }]);
    expect(await sql(`select action from public.content_revisions where row_id = $1`, [recent.id])).toEqual([{ action: 'delete' }]);
  });

  it('records a change made straight in the database, with no author', async () => {
    const post = await newPost('API ile');
    await sql(`update public.blog_posts set title = 'SQL ile' where id = $1`, [post.id]);
    const revisions = await revisionsOf(post.id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ action: 'update', changed_by: null, changed_by_email: null });
    expect(revisions[0]!.data.title).toBe('API ile');

    // And the service role may restore.
    const { data, error } = await t.service().rpc('restore_revision', { revision_id: revisions[0]!.id });
    expect(error).toBeNull();
    expect((data as { title: string }).title).toBe('API ile');
  });

  it('every resource with db.revisions has the trigger, and its translations table, and no other table', async () => {
    const rows = await sql<{ table: string }>(
      `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'record_revision' order by 1`,
    );
    const bases = ['blog_posts', 'content_blocks', 'menus', 'pages', 'projects', 'services', 'team_members', 'testimonials'];
    // Forms keep revisions but have no translations (nothing in them is shown on their own page).
    expect(rows.map((r) => r.table)).toEqual([...bases, 'forms', ...bases.map((b) => `${b}_translations`)].sort());
  });
});
