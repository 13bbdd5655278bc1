/**
 * A client's approval through a preview link, and preview links per language, through
 * supabase-js as anon with only the token: an answer is recorded (with the link's name) only
 * for a valid, unexpired link that asks for one; wrong, expired and revoked tokens are refused
 * with PT403; the comment's length is the table's CHECK; the answers are staff-read only and
 * append-only, in the audit log, rate limited. An English link opens the English page.
 */
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { newPreviewToken, previewTokenHash, PREVIEW_PARAM } from '../../src/lib/preview-link.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('preview approvals and preview links per language', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  let anon: SupabaseClient;
  let postId: string;

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  interface LinkOptions {
    name?: string | null;
    asks?: boolean;
    locale?: string;
    expiresInMs?: number;
  }

  async function createLink({ name = 'Müşteri – Ayşe Hanım', asks = true, locale = 'tr', expiresInMs = 86_400_000 }: LinkOptions = {}) {
    const token = newPreviewToken();
    const { data, error } = await staff
      .from('preview_links')
      .insert({ table_name: 'blog_posts', row_id: postId, name, asks_approval: asks, locale, token_hash: await previewTokenHash(token), expires_at: new Date(Date.now() + expiresInMs).toISOString() })
      .select('id')
      .single();
    expect(error).toBeNull();
    return { token, id: (data as { id: string }).id };
  }

  const respond = (token: string, approved: boolean, comment?: string) => anon.rpc('respond_to_preview', { token, approved, comment });

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer();
    staff = await t.signIn();
    anon = t.anon();
    const post = await staff.from('blog_posts').insert({ slug: 'onay-bekleyen', title: 'Onay Bekleyen Yazı', excerpt: 'Özet', content: '<p>İçerik</p>', published: false }).select('id').single();
    expect(post.error).toBeNull();
    postId = (post.data as { id: string }).id;
    const en = await staff.from('blog_posts_translations').insert({ item_id: postId, locale: 'en', title: 'Post Awaiting Approval', slug: 'awaiting-approval', excerpt: 'Summary', content: '<p>Body</p>' });
    expect(en.error).toBeNull();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records an approval with its comment and the link name; staff read it, anon cannot', async () => {
    const { token, id } = await createLink();
    expect(await anon.rpc('preview_asks_approval', { token })).toMatchObject({ data: true, error: null });
    const r = await respond(token, true, '  Harika olmuş, yayınlayalım.  ');
    expect(r.error).toBeNull();
    const answerId = (r.data as { id: string }).id;
    const { data, error } = await staff.from('preview_approvals').select('link_id, table_name, row_id, link_name, locale, approved, comment').eq('id', answerId).single();
    expect(error).toBeNull();
    expect(data).toEqual({ link_id: id, table_name: 'blog_posts', row_id: postId, link_name: 'Müşteri – Ayşe Hanım', locale: 'tr', approved: true, comment: 'Harika olmuş, yayınlayalım.' });
    expect((await anon.from('preview_approvals').select('id')).error).toMatchObject({ code: '42501' });
    // In the audit log, as the visitor's (anon) action on the answer.
    const [entry] = await sql<{ action: string; actor_role: string; changed_fields: string[] }>(
      `select action, actor_role, changed_fields from public.audit_log where table_name = 'preview_approvals' and row_id = $1`,
      [answerId],
    );
    expect(entry).toEqual({ action: 'preview_approve', actor_role: 'anon', changed_fields: ['approved', 'link_name', 'comment'] });
  });

  it('refuses wrong, expired and revoked tokens and links that ask nothing with PT403', async () => {
    const wrong = await respond(newPreviewToken(), true);
    expect(wrong.error).toMatchObject({ code: 'PT403', hint: 'preview_link_invalid' });
    expect(wrong.status).toBe(403);
    expect((await respond('kısa', true)).error).toMatchObject({ code: 'PT403' });
    const expired = await createLink();
    await sql(`update public.preview_links set expires_at = now() - interval '1 second' where id = $1`, [expired.id]);
    expect((await respond(expired.token, true)).error).toMatchObject({ code: 'PT403', hint: 'preview_link_invalid' });
    expect(await anon.rpc('preview_asks_approval', { token: expired.token })).toMatchObject({ data: false, error: null });
    const revoked = await createLink();
    expect((await staff.from('preview_links').update({ revoked_at: new Date().toISOString() }).eq('id', revoked.id)).error).toBeNull();
    expect((await respond(revoked.token, true)).error).toMatchObject({ code: 'PT403' });
    const silent = await createLink({ asks: false });
    expect((await respond(silent.token, true)).error).toMatchObject({ code: 'PT403' });
    expect(await sql(`select count(*)::int as n from public.preview_approvals where link_id = any($1)`, [[expired.id, revoked.id, silent.id]])).toEqual([{ n: 0 }]);
  });

  it('refuses an over-long comment and an empty non-approval by the CHECKs', async () => {
    const { token, id } = await createLink();
    expect((await respond(token, false, 'x'.repeat(2001))).error).toMatchObject({ code: '23514' });
    expect((await respond(token, false, '   ')).error).toMatchObject({ code: '23514' });
    expect(await sql(`select count(*)::int as n from public.preview_approvals where link_id = $1`, [id])).toEqual([{ n: 0 }]);
  });

  it('is append-only for every API role; deleting the link takes its answers with it', async () => {
    const { token, id } = await createLink({ name: null });
    const r = await respond(token, false, 'Başlık biraz uzun.');
    expect(r.error).toBeNull();
    const answerId = (r.data as { id: string }).id;
    for (const client of [staff, t.service()]) {
      expect((await client.from('preview_approvals').update({ approved: true }).eq('id', answerId)).error).toMatchObject({ code: '42501' });
      expect((await client.from('preview_approvals').delete().eq('id', answerId)).error).toMatchObject({ code: '42501' });
      expect((await client.from('preview_approvals').insert({ link_id: id, table_name: 'blog_posts', row_id: postId, locale: 'tr', approved: true })).error).toMatchObject({ code: '42501' });
    }
    expect(await sql(`select approved, link_name from public.preview_approvals where id = $1`, [answerId])).toEqual([{ approved: false, link_name: null }]);
    expect((await staff.from('preview_links').delete().eq('id', id)).error).toBeNull();
    expect(await sql(`select count(*)::int as n from public.preview_approvals where id = $1`, [answerId])).toEqual([{ n: 0 }]);
  });

  it('opens an English link at the English address with the translation, and nowhere else', async () => {
    const en = await createLink({ locale: 'en', asks: false });
    const res = await fetch(`${t.url}/en/blog/awaiting-approval?${PREVIEW_PARAM}=${en.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const doc = new JSDOM(await res.text()).window.document;
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('main h1')?.textContent?.trim()).toBe('Post Awaiting Approval');
    // The Turkish address does not open an English link, nor the English one a Turkish link.
    expect((await fetch(`${t.url}/blog/onay-bekleyen?${PREVIEW_PARAM}=${en.token}`)).status).toBe(404);
    const tr = await createLink({ asks: false });
    expect((await fetch(`${t.url}/en/blog/awaiting-approval?${PREVIEW_PARAM}=${tr.token}`)).status).toBe(404);
    expect(await anon.rpc('preview_page', { token: tr.token, target: 'blog_posts', language: 'tr' })).toMatchObject({ data: { id: postId, title: 'Onay Bekleyen Yazı' } });
  });

  it('rate limits answers like the public forms (5 in 10 minutes from one sender)', async () => {
    const { token } = await createLink();
    // Two answers above were counted (the refused ones rolled back with their transaction).
    for (let i = 0; i < 3; i++) expect((await respond(token, true, `Onay ${i}`)).error).toBeNull();
    expect((await respond(token, true)).error).toMatchObject({ code: 'P0001', hint: 'rate_limited' });
  });
});
