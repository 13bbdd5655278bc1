/**
 * The author role and the review step through unmodified supabase-js, as the database
 * enforces them: an author inserts and edits a draft, but publishing it, inserting it
 * published or scheduled, scheduling a draft, changing settings or menus, deleting or
 * unpublishing a live item, and deciding a review are refused with 42501. A review sent by the
 * author is approved by an editor (the item is live) or sent back with a note (which the
 * author reads and gets by e-mail); with "Kendi yazısını onaylayamaz" the sender cannot decide
 * their own review.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const AUTHOR_EMAIL = 'yazar@example.com';
const EDITOR_EMAIL = 'editor.inceleme@example.com';
const PASSWORD = 'review-password-1';

interface Review {
  id: string;
  status: string;
  note: string | null;
  submitted_by_email: string | null;
  reviewed_by_email: string | null;
}

describe('author role and review', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  let editor: SupabaseClient;
  let author: SupabaseClient;
  let counter = 0;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function createUser(email: string, role: string): Promise<void> {
    const { error } = await t.service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } });
    expect(error).toBeNull();
  }

  async function authorDraft(): Promise<{ id: string; updated_at: string }> {
    counter += 1;
    const { data, error } = await author
      .from('blog_posts')
      .insert({ slug: `yazar-taslagi-${counter}`, title: `Yazarın taslağı ${counter}`, excerpt: 'Özet', content: '<p>İçerik</p>', published: false })
      .select('id, updated_at')
      .single();
    expect(error).toBeNull();
    return data!;
  }

  async function livePost(): Promise<{ id: string; updated_at: string }> {
    counter += 1;
    const { data, error } = await admin
      .from('blog_posts')
      .insert({ slug: `yayindaki-yazi-${counter}`, title: `Yayındaki yazı ${counter}`, excerpt: 'Özet', content: '<p>İçerik</p>', published: true })
      .select('id, updated_at')
      .single();
    expect(error).toBeNull();
    return data!;
  }

  async function submit(id: string): Promise<Review> {
    const { data, error } = await author.rpc('submit_for_review', { target_table: 'blog_posts', target_row: id });
    expect(error).toBeNull();
    return data as Review;
  }

  beforeAll(async () => {
    t = await startTestServer();
    await createUser(AUTHOR_EMAIL, 'author');
    await createUser(EDITOR_EMAIL, 'editor');
    admin = await t.signIn();
    editor = await t.signIn(EDITOR_EMAIL, PASSWORD);
    author = await t.signIn(AUTHOR_EMAIL, PASSWORD);
    const settings = await admin.from('site_settings').insert({ site_name: 'Ajans' });
    expect(settings.error).toBeNull();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lets an author insert and edit a draft, and refuses publishing it or inserting it published or scheduled (42501)', async () => {
    const draft = await authorDraft();
    const edited = await author.from('blog_posts').update({ title: 'Düzeltilmiş başlık' }).eq('id', draft.id).select('title').single();
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual({ title: 'Düzeltilmiş başlık' });
    // An author's writes are staff actions: the audit log names them.
    const logged = await sql<{ action: string; actor_email: string }>(
      `select action, actor_email from public.audit_log where table_name = 'blog_posts' and row_id = $1 order by created_at, id`,
      [draft.id],
    );
    expect(logged).toEqual([
      { action: 'insert', actor_email: AUTHOR_EMAIL },
      { action: 'update', actor_email: AUTHOR_EMAIL },
    ]);

    const publish = await author.from('blog_posts').update({ published: true }).eq('id', draft.id).select('id');
    expect(publish.error?.code).toBe('42501');
    const schedule = await author.from('blog_posts').update({ publish_at: '2030-01-01T09:00:00Z' }).eq('id', draft.id).select('id');
    expect(schedule.error?.code).toBe('42501');
    const insertPublished = await author.from('blog_posts').insert({ slug: 'dogrudan-yayin', title: 'Doğrudan yayın', excerpt: 'Özet', content: '<p>x</p>', published: true });
    expect(insertPublished.error?.code).toBe('42501');
    const [row] = await sql<{ published: boolean; publish_at: string | null }>('select published, publish_at from public.blog_posts where id = $1', [draft.id]);
    expect(row).toEqual({ published: false, publish_at: null });
    expect(await sql('select 1 from public.blog_posts where slug = $1', ['dogrudan-yayin'])).toHaveLength(0);
  });

  it('refuses an author changing settings or menus, and deleting, unpublishing or directly publishing a live item (42501)', async () => {
    const settings = await author.from('site_settings').update({ site_name: 'Yazarın ajansı' }).neq('id', '00000000-0000-0000-0000-000000000000').select('id');
    // RLS: the author is no writer of site_settings, so the update reaches no row.
    expect(settings.data ?? []).toHaveLength(0);
    const settingsInsert = await author.from('site_settings').insert({ site_name: 'İkinci' });
    expect(settingsInsert.error?.code).toBe('42501');
    expect((await sql<{ site_name: string }>('select site_name from public.site_settings'))[0]!.site_name).toBe('Ajans');
    const menu = await author.from('menus').insert({ name: 'Yazar menüsü', location: 'header', items: [] });
    expect(menu.error?.code).toBe('42501');

    const live = await livePost();
    const del = await author.from('blog_posts').delete().eq('id', live.id);
    expect(del.error?.code).toBe('42501');
    const unpublish = await author.from('blog_posts').update({ published: false }).eq('id', live.id);
    expect(unpublish.error?.code).toBe('42501');
    const change = await author.from('blog_posts').update({ title: 'Canlıya doğrudan' }).eq('id', live.id);
    expect(change.error?.code).toBe('42501');
    const [row] = await sql<{ published: boolean; title: string }>('select published, title from public.blog_posts where id = $1', [live.id]);
    expect(row!.published).toBe(true);
    expect(row!.title).not.toBe('Canlıya doğrudan');
  });

  it('lets an author save a draft of a live item but not schedule it, nor publish it (42501)', async () => {
    const live = await livePost();
    const draft = await author
      .from('content_drafts')
      .insert({ table_name: 'blog_posts', row_id: live.id, data: { title: 'Yazarın değişikliği' }, base_updated_at: live.updated_at })
      .select('id, updated_at')
      .single();
    expect(draft.error).toBeNull();
    const scheduled = await author.from('content_drafts').update({ publish_at: '2030-01-01T09:00:00Z' }).eq('id', draft.data!.id);
    expect(scheduled.error?.code).toBe('42501');
    const published = await author.rpc('publish_draft', { draft_id: draft.data!.id, draft_version: draft.data!.updated_at });
    expect(published.error?.code).toBe('42501');
    const [row] = await sql<{ title: string }>('select title from public.blog_posts where id = $1', [live.id]);
    expect(row!.title).not.toBe('Yazarın değişikliği');
  });

  it('sends a draft for review; an author cannot decide it, an editor asks for changes (noted, e-mailed) and then approves it live', async () => {
    const draft = await authorDraft();
    const sent = await submit(draft.id);
    expect(sent).toMatchObject({ status: 'pending', submitted_by_email: AUTHOR_EMAIL });

    const byAuthor = await author.rpc('approve_review', { review_id: sent.id });
    expect(byAuthor.error?.code).toBe('42501');
    const forged = await author.from('content_reviews').update({ status: 'approved' }).eq('id', sent.id);
    expect(forged.error?.code).toBe('42501');

    const asked = await editor.rpc('request_review_changes', { review_id: sent.id, note: 'Girişi kısaltın lütfen.' });
    expect(asked.error).toBeNull();
    const seen = await author.from('content_reviews').select('status, note, reviewed_by_email').eq('id', sent.id).single();
    expect(seen.data).toEqual({ status: 'changes_requested', note: 'Girişi kısaltın lütfen.', reviewed_by_email: EDITOR_EMAIL });
    const mails = await sql<{ message: { to: string; subject: string; text: string; kind: string } }>(
      "select message from private.mail_outbox where message ->> 'kind' = 'review-changes' and message ->> 'to' = $1",
      [AUTHOR_EMAIL],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.subject).toBe(`Değişiklik istendi: Yazarın taslağı ${counter}`);
    expect(mails[0]!.message.text).toContain('Girişi kısaltın lütfen.');

    // Deciding a review that is no longer waiting is a conflict.
    expect((await editor.rpc('approve_review', { review_id: sent.id })).error?.code).toBe('PT409');
    await submit(draft.id);
    const approved = await editor.rpc('approve_review', { review_id: sent.id });
    expect(approved.error).toBeNull();
    expect((approved.data as { published: boolean }).published).toBe(true);
    const final = await author.from('content_reviews').select('status, reviewed_by_email').eq('id', sent.id).single();
    expect(final.data).toEqual({ status: 'approved', reviewed_by_email: EDITOR_EMAIL });
    const visible = await t.anon().from('blog_posts').select('id').eq('id', draft.id);
    expect(visible.data).toEqual([{ id: draft.id }]);
  });

  it('approves the draft of a live item by applying it', async () => {
    const live = await livePost();
    const draft = await author
      .from('content_drafts')
      .insert({ table_name: 'blog_posts', row_id: live.id, data: { title: 'İncelenmiş başlık' }, base_updated_at: live.updated_at })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    const sent = await submit(live.id);
    const approved = await editor.rpc('approve_review', { review_id: sent.id });
    expect(approved.error).toBeNull();
    expect(await sql('select title from public.blog_posts where id = $1', [live.id])).toEqual([{ title: 'İncelenmiş başlık' }]);
    expect(await sql('select 1 from public.content_drafts where id = $1', [draft.data!.id])).toHaveLength(0);
  });

  it('approves only what was sent: an edit after sending is refused (PT409) until the author sends again', async () => {
    const draft = await authorDraft();
    const sent = await submit(draft.id);
    const edited = await author.from('blog_posts').update({ title: 'Gönderdikten sonra değişti' }).eq('id', draft.id);
    expect(edited.error).toBeNull();
    const stale = await editor.rpc('approve_review', { review_id: sent.id });
    expect(stale.error?.code).toBe('PT409');
    expect(await sql('select published from public.blog_posts where id = $1', [draft.id])).toEqual([{ published: false }]);
    const again = await submit(draft.id);
    const approved = await editor.rpc('approve_review', { review_id: again.id });
    expect(approved.error).toBeNull();
    expect(await sql('select published, title from public.blog_posts where id = $1', [draft.id])).toEqual([{ published: true, title: 'Gönderdikten sonra değişti' }]);
  });

  it('refuses a live item with no draft (22023) and lets nobody approve their own work when the site says so (42501)', async () => {
    const live = await livePost();
    const nothing = await author.rpc('submit_for_review', { target_table: 'blog_posts', target_row: live.id });
    expect(nothing.error?.code).toBe('22023');

    // An editor's own item sent for review: approvable by themselves until the setting is on.
    counter += 1;
    const own = await editor.from('blog_posts').insert({ slug: `editor-taslagi-${counter}`, title: 'Editörün taslağı', excerpt: 'Özet', content: '<p>x</p>', published: false }).select('id').single();
    expect(own.error).toBeNull();
    const sent = await editor.rpc('submit_for_review', { target_table: 'blog_posts', target_row: own.data!.id });
    expect(sent.error).toBeNull();
    const on = await admin.from('site_settings').update({ review_no_self_approval: true }).neq('id', '00000000-0000-0000-0000-000000000000');
    expect(on.error).toBeNull();

    const self = await editor.rpc('approve_review', { review_id: (sent.data as Review).id });
    expect(self.error?.code).toBe('42501');
    expect(self.error?.hint).toBe('self_approval');
    const selfChanges = await editor.rpc('request_review_changes', { review_id: (sent.data as Review).id, note: 'Kendime not' });
    expect(selfChanges.error?.code).toBe('42501');
    expect(await sql('select published from public.blog_posts where id = $1', [own.data!.id])).toEqual([{ published: false }]);

    const other = await admin.rpc('approve_review', { review_id: (sent.data as Review).id });
    expect(other.error).toBeNull();
    expect(await sql('select published from public.blog_posts where id = $1', [own.data!.id])).toEqual([{ published: true }]);
  });

  it('offers the author role in the users screen functions', async () => {
    const list = await admin.rpc('staff_list');
    expect(list.error).toBeNull();
    expect((list.data as { email: string; role: string }[]).find((m) => m.email === AUTHOR_EMAIL)?.role).toBe('author');
    const bad = await admin.rpc('staff_set_role', { target: '00000000-0000-0000-0000-000000000000', new_role: 'yazar' });
    expect(bad.error?.code).toBe('22023');
  });
});
