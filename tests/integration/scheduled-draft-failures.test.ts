/**
 * Scheduled drafts go live one by one, and only for active staff (issue 39): a due draft that
 * cannot be applied (its slug taken meanwhile, a stale row, any error) is unscheduled with its
 * reason while the drafts beside it go live in the same run, and the server logs it once; a
 * draft whose author can no longer publish (disabled, removed, demoted, through the users
 * functions or the Auth admin API) is unscheduled the moment that happens, and the scheduler
 * checks the author itself too. The scheduler's run is called as the server calls it
 * (scheduleDrafts on the server's pool); the server's own timer waits an hour here.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleDrafts } from '../../server/app/publishing/draft-schedule.ts';
import { contentDraftsData } from '../../src/admin/data/content-drafts-data.ts';
import { loadScheduleFailures } from '../../src/admin/dashboard/load-schedule-failures.ts';
import type { AdminClient } from '../../src/lib/admin-client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

interface Post {
  id: string;
  slug: string;
  title: string;
  updated_at: string;
}

interface StoredDraft {
  publish_at: string | null;
  schedule_failure: string | null;
  schedule_failed_at: string | null;
  saved_by: string | null;
}

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('scheduled drafts: per draft, and only for active staff', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  let adminId: string;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestServer({ env: { DRAFT_SCHEDULE_SECONDS: '3600' } });
    admin = await t.signIn();
    adminId = (await admin.auth.getUser()).data.user!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** One run of the scheduler as the server makes it; what it logged. */
  async function runScheduler(): Promise<string[]> {
    const logs: string[] = [];
    const job = scheduleDrafts(t.server.ctx.db.admin, (m) => logs.push(m), 3600);
    await job.close();
    return logs;
  }

  async function editor(): Promise<{ id: string; client: SupabaseClient }> {
    counter += 1;
    const email = `zamanlayan-${counter}@example.com`;
    const { data, error } = await t.service().auth.admin.createUser({ email, password: 'editor-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
    return { id: data.user!.id, client: await t.signIn(email, 'editor-password-1') };
  }

  async function publishedPost(slug = `zamanli-taslak-${++counter}`): Promise<Post> {
    const { data, error } = await admin
      .from('blog_posts')
      .insert({ slug, title: `Yayındaki ${slug}`, excerpt: 'Özet', content: '<p>İçerik</p>', published: true })
      .select('id, slug, title, updated_at')
      .single();
    expect(error).toBeNull();
    return data as Post;
  }

  async function scheduleDraft(client: SupabaseClient, post: Post, values: Record<string, unknown>, at: number): Promise<string> {
    const { data, error } = await client
      .from('content_drafts')
      .insert({ table_name: 'blog_posts', row_id: post.id, data: { ...post, ...values }, base_updated_at: post.updated_at, publish_at: iso(at) })
      .select('id')
      .single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  async function stored(id: string): Promise<StoredDraft | undefined> {
    const { rows } = await t.server.ctx.db.admin.query<StoredDraft>('select publish_at, schedule_failure, schedule_failed_at, saved_by from public.content_drafts where id = $1', [id]);
    return rows[0];
  }

  async function live(id: string): Promise<Pick<Post, 'slug' | 'title'>> {
    const { rows } = await t.server.ctx.db.admin.query<Post>('select slug, title from public.blog_posts where id = $1', [id]);
    return rows[0]!;
  }

  it('a draft whose slug another post took meanwhile is unscheduled with its reason; the one beside it goes live in the same run; logged once', async () => {
    const bad = await publishedPost();
    const good = await publishedPost();
    const stale = await publishedPost();
    const badDraft = await scheduleDraft(admin, bad, { slug: 'alinmis-adres' }, Date.now() - 2000);
    const goodDraft = await scheduleDraft(admin, good, { title: 'Zamanında yayında' }, Date.now() - 1000);
    const staleDraft = await scheduleDraft(admin, stale, { title: 'Eski sürümden' }, Date.now() - 1000);
    await publishedPost('alinmis-adres');
    expect((await admin.from('blog_posts').update({ excerpt: 'Başkası değiştirdi' }).eq('id', stale.id)).error).toBeNull();

    const logs = await runScheduler();

    expect(await live(good.id)).toEqual({ slug: good.slug, title: 'Zamanında yayında' });
    expect(await stored(goodDraft)).toBeUndefined();
    expect(await live(bad.id)).toEqual({ slug: bad.slug, title: bad.title });
    expect(await stored(badDraft)).toEqual({ publish_at: null, schedule_failure: 'slug_taken', schedule_failed_at: expect.any(String), saved_by: adminId });
    expect(await stored(staleDraft)).toMatchObject({ publish_at: null, schedule_failure: 'edit_conflict', saved_by: adminId });
    expect(logs).toEqual([
      `Zamanlanmış taslak yayınlanamadı ve zamanlamadan çıkarıldı: blog_posts ${bad.id} (taslak ${badDraft}): bağlantı adresi başka bir sayfada kullanılıyor (duplicate key value violates unique constraint "blog_posts_slug_key")`,
      expect.stringMatching(new RegExp(`^Zamanlanmış taslak yayınlanamadı ve zamanlamadan çıkarıldı: blog_posts ${stale.id} \\(taslak ${staleDraft}\\): kayıt, taslak hazırlandıktan sonra başka biri tarafından değiştirildi \\(edit conflict: `)),
      'Zamanı gelen 1 taslak yayınlandı',
    ]);
    // Not due any more: the next run has nothing to say.
    expect(await runScheduler()).toEqual([]);
  });

  it('any other error keeps its SQLSTATE as the reason', async () => {
    const post = await publishedPost();
    const draft = await scheduleDraft(admin, post, { slug: 'Geçersiz Adres' }, Date.now() - 1000);
    const logs = await runScheduler();
    expect(await stored(draft)).toMatchObject({ publish_at: null, schedule_failure: '23514' });
    expect(logs).toEqual([expect.stringContaining(`blog_posts ${post.id} (taslak ${draft}): beklenmeyen bir hata oluştu (kod 23514) (new row for relation "blog_posts" violates check constraint`)]);
  });

  it('staff read the reason; a save keeps it, a client cannot write it, scheduling again clears it; the dashboard lists it with a link', async () => {
    const post = await publishedPost();
    const draftId = await scheduleDraft(admin, post, { slug: 'ikinci-alinmis-adres', title: 'Dashboard taslağı' }, Date.now() - 1000);
    await publishedPost('ikinci-alinmis-adres');
    await runScheduler();
    const drafts = contentDraftsData(admin as AdminClient, 'blog_posts');
    const read = await drafts.get(post.id);
    expect(read.error).toBeNull();
    expect(read.data).toMatchObject({ id: draftId, publish_at: null, schedule_failure: 'slug_taken', schedule_failed_at: expect.any(String) });

    const failures = await loadScheduleFailures(admin as AdminClient);
    expect(failures.find((f) => f.id === draftId)).toEqual({
      id: draftId,
      source: expect.objectContaining({ singular: 'Blog yazısı', route: 'blog' }),
      title: 'Dashboard taslağı',
      path: `/admin/blog/${post.id}`,
      failure: 'slug_taken',
      at: read.data!.schedule_failed_at,
    });

    const claimed = await admin.from('content_drafts').update({ schedule_failure: null, schedule_failed_at: null }).eq('id', draftId).select('schedule_failure, updated_at').single();
    expect(claimed.data).toEqual({ schedule_failure: 'slug_taken', updated_at: expect.any(String) });
    const saved = await drafts.save(post.id, { ...post, slug: 'ucuncu-adres' }, post.updated_at, null, { id: draftId, version: claimed.data!.updated_at as string });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ schedule_failure: 'slug_taken', publish_at: null });
    const again = await drafts.save(post.id, { ...post, slug: 'ucuncu-adres' }, post.updated_at, iso(Date.now() + HOUR), { id: draftId, version: saved.data!.updated_at });
    expect(again.data).toMatchObject({ schedule_failure: null, schedule_failed_at: null, publish_at: expect.any(String) });
    expect((await loadScheduleFailures(admin as AdminClient)).some((f) => f.id === draftId)).toBe(false);

    const forged = await admin.from('content_drafts').insert({ table_name: 'blog_posts', row_id: (await publishedPost()).id, data: {}, base_updated_at: post.updated_at, schedule_failure: 'slug_taken' }).select('schedule_failure').single();
    expect(forged.data).toEqual({ schedule_failure: null });
  });

  it('disabling an editor unschedules their scheduled drafts at once, says how many, and they never go live', async () => {
    const { id, client } = await editor();
    const first = await publishedPost();
    const second = await publishedPost();
    const a = await scheduleDraft(client, first, { title: 'Devre dışı editörün taslağı' }, Date.now() + HOUR);
    // Due already (the screen schedules only ahead; the database takes any time).
    const b = await scheduleDraft(client, second, { title: 'Devre dışı editörün ikinci taslağı' }, Date.now() - 1000);

    const disabled = await admin.rpc('staff_set_disabled', { target: id, disabled: true });
    expect(disabled).toMatchObject({ error: null, data: 2 });
    for (const d of [a, b]) expect(await stored(d)).toMatchObject({ publish_at: null, schedule_failure: 'author_not_staff', schedule_failed_at: expect.any(String), saved_by: id });

    expect(await runScheduler()).toEqual([]);
    expect(await live(first.id)).toMatchObject({ title: first.title });
    expect(await live(second.id)).toMatchObject({ title: second.title });
    const failures = await loadScheduleFailures(admin as AdminClient);
    expect(failures.filter((f) => f.id === a || f.id === b).map((f) => f.failure)).toEqual(['author_not_staff', 'author_not_staff']);

    const enabled = await admin.rpc('staff_set_disabled', { target: id, disabled: false });
    expect(enabled).toMatchObject({ error: null, data: 0 });
  });

  const revocations: [string, (id: string) => Promise<unknown>, number | null][] = [
    ['removed on the users screen (staff_remove)', async (id) => (await admin.rpc('staff_remove', { target: id })).data, 1],
    ['banned through the Auth admin API', async (id) => t.service().auth.admin.updateUserById(id, { ban_duration: '24h' }), null],
    ['demoted through the Auth admin API (role taken away)', async (id) => t.service().auth.admin.updateUserById(id, { app_metadata: { role: null } }), null],
    ['deleted through the Auth admin API', async (id) => t.service().auth.admin.deleteUser(id), null],
    ['soft-deleted through the Auth admin API', async (id) => t.service().auth.admin.deleteUser(id, true), null],
  ];

  it.each(revocations)('an editor %s: their scheduled draft is unscheduled at once', async (_how, revoke, answer) => {
    const { id, client } = await editor();
    const post = await publishedPost();
    const draft = await scheduleDraft(client, post, { title: 'Yetkisi alınanın taslağı' }, Date.now() + HOUR);
    const result = await revoke(id);
    if (answer !== null) expect(result).toBe(answer);
    expect(await stored(draft)).toMatchObject({ publish_at: null, schedule_failure: 'author_not_staff', saved_by: id });
  });

  it('a role change that keeps the right to publish (editor to admin) keeps the drafts scheduled', async () => {
    const { id, client } = await editor();
    const post = await publishedPost();
    const draft = await scheduleDraft(client, post, { title: 'Yönetici olanın taslağı' }, Date.now() + HOUR);
    const promoted = await admin.rpc('staff_set_role', { target: id, new_role: 'admin' });
    expect(promoted).toMatchObject({ error: null, data: 0 });
    expect(await stored(draft)).toMatchObject({ publish_at: expect.any(String), schedule_failure: null });
  });

  it('a revocation the trigger did not see: the scheduler checks the author itself', async () => {
    const { id, client } = await editor();
    const post = await publishedPost();
    const draft = await scheduleDraft(client, post, { title: 'Görülmeyen yasak' }, Date.now() - 1000);
    const db = await t.server.ctx.db.admin.connect();
    try {
      await db.query('begin');
      await db.query('alter table auth.users disable trigger unschedule_revoked_author');
      await db.query(`update auth.users set banned_until = now() + interval '1 hour' where id = $1`, [id]);
      await db.query('alter table auth.users enable trigger unschedule_revoked_author');
      await db.query('commit');
    } finally {
      db.release();
    }
    expect(await stored(draft)).toMatchObject({ schedule_failure: null });

    const logs = await runScheduler();
    expect(await live(post.id)).toMatchObject({ title: post.title });
    expect(await stored(draft)).toMatchObject({ publish_at: null, schedule_failure: 'author_not_staff', saved_by: id });
    expect(logs).toEqual([
      `Zamanlanmış taslak yayınlanamadı ve zamanlamadan çıkarıldı: blog_posts ${post.id} (taslak ${draft}): taslağı kaydeden kişinin artık yayınlama yetkisi yok (hesabı devre dışı, kaldırılmış ya da rolü değişmiş) (its author ${id} can no longer publish)`,
    ]);
  });
});
