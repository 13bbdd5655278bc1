/**
 * Drafts of published items in the database, through unmodified supabase-js: a draft in
 * `content_drafts` leaves the live row (and so the page, the API for visitors) as it is;
 * `publish_draft` writes the row and deletes the draft in one transaction, with the row's
 * version and the draft's version checked (PT409, nothing written on a stale one); the
 * revision and the slug redirect come with the publication, not with the draft; the
 * scheduler applies a due draft; visitors can do nothing with the table.
 */
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { newPreviewToken, previewTokenHash } from '../../src/lib/preview-link.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';

interface Post {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  published: boolean;
  updated_at: string;
}

interface Draft {
  id: string;
  updated_at: string;
}

describe('drafts of published items', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  let anon: SupabaseClient;
  let counter = 0;

  async function publishedPost(): Promise<Post> {
    counter += 1;
    const { data, error } = await staff
      .from('blog_posts')
      .insert({ slug: `taslakli-yazi-${counter}`, title: `Yayındaki Başlık ${counter}`, excerpt: 'Yayındaki özet', content: '<p>Yayındaki içerik</p>', published: true })
      .select('id, slug, title, excerpt, published, updated_at')
      .single();
    expect(error).toBeNull();
    return data as Post;
  }

  async function saveDraft(post: Post, values: Record<string, unknown>, publishAt: string | null = null): Promise<Draft> {
    const { data, error } = await staff
      .from('content_drafts')
      .insert({ table_name: 'blog_posts', row_id: post.id, data: { ...post, ...values }, base_updated_at: post.updated_at, publish_at: publishAt })
      .select('id, updated_at')
      .single();
    expect(error).toBeNull();
    return data as Draft;
  }

  async function row(id: string): Promise<Post> {
    const { data, error } = await staff.from('blog_posts').select('id, slug, title, excerpt, published, updated_at').eq('id', id).single();
    expect(error).toBeNull();
    return data as Post;
  }

  async function draftCount(id: string): Promise<number> {
    const { count, error } = await staff.from('content_drafts').select('id', { count: 'exact', head: true }).eq('row_id', id);
    expect(error).toBeNull();
    return count!;
  }

  async function pageTitle(p: string): Promise<string | undefined> {
    const res = await fetch(t.url + p);
    expect(res.status).toBe(200);
    return new JSDOM(await res.text()).window.document.querySelector('main h1')?.textContent?.trim();
  }

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ env: { DRAFT_SCHEDULE_SECONDS: '1' } });
    staff = await t.signIn();
    anon = t.anon();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a draft leaves the live row, the API for visitors and the page as they were', async () => {
    const post = await publishedPost();
    expect(await pageTitle(`/blog/${post.slug}`)).toBe(post.title);
    const draft = await saveDraft(post, { title: 'Taslaktaki Başlık' });
    // Its author is the database's to say (the conflict panel names them), whatever a client sends.
    const me = (await staff.auth.getUser()).data.user!;
    const claimed = await staff.from('content_drafts').update({ saved_by_email: 'baskasi@example.com', updated_at: draft.updated_at }).eq('id', draft.id).select('saved_by, saved_by_email').single();
    expect(claimed.error).toBeNull();
    expect(claimed.data).toEqual({ saved_by: me.id, saved_by_email: me.email });

    expect(await row(post.id)).toEqual(post);
    const visitor = await anon.from('blog_posts').select('title').eq('id', post.id).single();
    expect(visitor.data).toEqual({ title: post.title });
    expect(await pageTitle(`/blog/${post.slug}`)).toBe(post.title);
  });

  it('publish_draft writes the row and deletes the draft together; the page and the history follow', async () => {
    const post = await publishedPost();
    await pageTitle(`/blog/${post.slug}`);
    const draft = await saveDraft(post, { title: 'Yayınlanan Yeni Başlık', excerpt: 'Yeni özet' });

    const published = await staff.rpc('publish_draft', { draft_id: draft.id, draft_version: draft.updated_at });
    expect(published.error).toBeNull();
    expect(published.data).toMatchObject({ id: post.id, title: 'Yayınlanan Yeni Başlık', excerpt: 'Yeni özet', published: true });

    const after = await row(post.id);
    expect(after).toMatchObject({ title: 'Yayınlanan Yeni Başlık', excerpt: 'Yeni özet', slug: post.slug });
    expect(after.updated_at).not.toBe(post.updated_at);
    expect(await draftCount(post.id)).toBe(0);
    // The previous version is in the history, as for any save.
    const history = await staff.from('content_revisions').select('action, data').eq('table_name', 'blog_posts').eq('row_id', post.id);
    expect(history.error).toBeNull();
    expect(history.data).toHaveLength(1);
    expect(history.data![0]).toMatchObject({ action: 'update', data: { title: post.title, excerpt: 'Yayındaki özet' } });
    // The page shows it (the write notified the page cache).
    await until('the page to show the published draft', async () => ((await pageTitle(`/blog/${post.slug}`)) === 'Yayınlanan Yeni Başlık' ? true : undefined));
  });

  it('a draft made from a version someone has since changed is refused with PT409; row and draft stay', async () => {
    const post = await publishedPost();
    const draft = await saveDraft(post, { title: 'Eski sürümden taslak' });
    const other = await staff.from('blog_posts').update({ excerpt: 'Başkasının değişikliği', updated_at: post.updated_at }).eq('id', post.id).select('updated_at').single();
    expect(other.error).toBeNull();

    const refused = await staff.rpc('publish_draft', { draft_id: draft.id, draft_version: draft.updated_at });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
    expect(await row(post.id)).toMatchObject({ title: post.title, excerpt: 'Başkasının değişikliği', updated_at: other.data!.updated_at });
    expect(await draftCount(post.id)).toBe(1);
  });

  it('two staff saving one draft: the save based on a stale draft version is refused with PT409, and so is publishing it', async () => {
    const post = await publishedPost();
    const draft = await saveDraft(post, { title: 'Ayşe taslağı' });
    const first = await staff.from('content_drafts').update({ data: { ...post, title: 'Ayşe ikinci' }, updated_at: draft.updated_at }).eq('id', draft.id).select('updated_at').single();
    expect(first.error).toBeNull();
    const second = await staff.from('content_drafts').update({ data: { ...post, title: 'Burak' }, updated_at: draft.updated_at }).eq('id', draft.id);
    expect(second.status).toBe(409);
    expect(second.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
    // A second draft of the same row cannot be started beside it.
    const twin = await staff.from('content_drafts').insert({ table_name: 'blog_posts', row_id: post.id, data: post, base_updated_at: post.updated_at });
    expect(twin.error?.code).toBe('23505');

    const stale = await staff.rpc('publish_draft', { draft_id: draft.id, draft_version: draft.updated_at });
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'edit_conflict' });
    expect((await row(post.id)).title).toBe(post.title);
    const stored = await staff.from('content_drafts').select('data').eq('id', draft.id).single();
    expect((stored.data!.data as Post).title).toBe('Ayşe ikinci');
  });

  it('a slug changed in a draft makes its redirect only when the draft is published', async () => {
    const post = await publishedPost();
    const oldPath = `/blog/${post.slug}`;
    const draft = await saveDraft(post, { slug: `${post.slug}-yeni` });
    const before = await staff.from('redirects').select('to_path').eq('from_path', oldPath);
    expect(before.data).toEqual([]);

    const published = await staff.rpc('publish_draft', { draft_id: draft.id, draft_version: draft.updated_at });
    expect(published.error).toBeNull();
    const after = await staff.from('redirects').select('to_path').eq('from_path', oldPath);
    expect(after.data).toEqual([{ to_path: `/blog/${post.slug}-yeni` }]);
  });

  it('the scheduler publishes a draft when its time has come', async () => {
    const post = await publishedPost();
    const future = await saveDraft(post, { title: 'Zamanı gelince' }, new Date(Date.now() + 3600_000).toISOString());
    // Due now: the next pass of the scheduler (every second here) publishes it.
    const due = await staff.from('content_drafts').update({ publish_at: new Date(Date.now() - 1000).toISOString(), updated_at: future.updated_at }).eq('id', future.id);
    expect(due.error).toBeNull();
    await until('the scheduler to publish the draft', async () => ((await row(post.id)).title === 'Zamanı gelince' ? true : undefined), { timeoutMs: 60_000, intervalMs: 200 });
    expect(await draftCount(post.id)).toBe(0);
    const visitor = await anon.from('blog_posts').select('title').eq('id', post.id).single();
    expect(visitor.data).toEqual({ title: 'Zamanı gelince' });
    // The history names the staff member who saved the draft, not "Veritabanı".
    const me = (await staff.auth.getUser()).data.user!;
    const history = await staff.from('content_revisions').select('changed_by, changed_by_email').eq('table_name', 'blog_posts').eq('row_id', post.id);
    expect(history.data).toEqual([{ changed_by: me.id, changed_by_email: me.email }]);
  });

  it('a due draft that cannot be applied (its slug taken meanwhile) does not stop the others: the good one goes live, the bad one is unscheduled with its reason', async () => {
    const bad = await publishedPost();
    const good = await publishedPost();
    const badDraft = await saveDraft(bad, { slug: `${bad.slug}-alindi` }, new Date(Date.now() + 3600_000).toISOString());
    const goodDraft = await saveDraft(good, { title: 'Yanındaki yayında' }, new Date(Date.now() + 3600_000).toISOString());
    const taken = await staff.from('blog_posts').insert({ slug: `${bad.slug}-alindi`, title: 'Adresi alan', excerpt: 'Özet', content: '<p>İçerik</p>' });
    expect(taken.error).toBeNull();
    // Both due now, the bad one first: the server's scheduler (every second here) takes them.
    const past = (ms: number) => new Date(Date.now() - ms).toISOString();
    expect((await staff.from('content_drafts').update({ publish_at: past(2000), updated_at: badDraft.updated_at }).eq('id', badDraft.id)).error).toBeNull();
    expect((await staff.from('content_drafts').update({ publish_at: past(1000), updated_at: goodDraft.updated_at }).eq('id', goodDraft.id)).error).toBeNull();
    await until('the scheduler to publish the good draft', async () => ((await row(good.id)).title === 'Yanındaki yayında' ? true : undefined), { timeoutMs: 60_000, intervalMs: 200 });
    expect(await row(bad.id)).toEqual(bad);
    const left = await staff.from('content_drafts').select('publish_at, schedule_failure').eq('id', badDraft.id).single();
    expect(left.data).toEqual({ publish_at: null, schedule_failure: 'slug_taken' });
  });

  it('a draft not yet due is left alone by the scheduler', async () => {
    const post = await publishedPost();
    await saveDraft(post, { title: 'Yarın' }, new Date(Date.now() + 86_400_000).toISOString());
    const { data, error } = await t.service().rpc('apply_due_drafts');
    expect(error).toBeNull();
    expect(data).toBe(0);
    expect((await row(post.id)).title).toBe(post.title);
    expect(await draftCount(post.id)).toBe(1);
  });

  it('a preview link of a published item with a draft shows the draft', async () => {
    const post = await publishedPost();
    await saveDraft(post, { title: 'Önizlemedeki taslak' });
    const token = newPreviewToken();
    const link = await staff
      .from('preview_links')
      .insert({ table_name: 'blog_posts', row_id: post.id, token_hash: await previewTokenHash(token), expires_at: new Date(Date.now() + 3600_000).toISOString() });
    expect(link.error).toBeNull();
    const previewed = await anon.rpc('preview_row', { token, target: 'blog_posts' });
    expect(previewed.error).toBeNull();
    expect(previewed.data).toMatchObject({ id: post.id, title: 'Önizlemedeki taslak', slug: post.slug });
  });

  it('deleting the row deletes its draft', async () => {
    const post = await publishedPost();
    await saveDraft(post, { title: 'Silinecek' });
    expect((await staff.from('blog_posts').delete().eq('id', post.id)).error).toBeNull();
    expect(await draftCount(post.id)).toBe(0);
  });

  it('visitors can neither read nor write drafts (42501)', async () => {
    const post = await publishedPost();
    await saveDraft(post, { title: 'Gizli taslak' });
    const read = await anon.from('content_drafts').select('id');
    expect(read.error?.code).toBe('42501');
    const write = await anon.from('content_drafts').insert({ table_name: 'blog_posts', row_id: post.id, data: {}, base_updated_at: post.updated_at });
    expect(write.error?.code).toBe('42501');
    const publish = await anon.rpc('publish_draft', { draft_id: post.id, draft_version: post.updated_at });
    expect(publish.error?.code).toBe('42501');
    const apply = await anon.rpc('apply_due_drafts');
    expect(apply.error?.code).toBe('42501');
  });
});
