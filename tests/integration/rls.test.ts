/**
 * The access rules of the data model, proven through the real API with unmodified
 * supabase-js: anon reads only published content and may only send the two public forms;
 * writes need staff (admin role in app_metadata, and aal2 once a TOTP factor is verified).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { clientAs, createAuthUser } from '../helpers/tokens.ts';

describe('row-level security through the API', () => {
  let t: TestServer;
  let anon: SupabaseClient;
  let staff: SupabaseClient;
  let staffAal1WithFactor: SupabaseClient;
  let staffAal2WithFactor: SupabaseClient;
  let plainUser: SupabaseClient;

  beforeAll(async () => {
    t = await startTestServer({ seed: true });
    anon = t.anon();
    const staffId = await createAuthUser(t, 'editor@example.com', { role: 'admin' });
    staff = await clientAs(t, { sub: staffId, app_metadata: { role: 'admin' } });
    const mfaId = await createAuthUser(t, 'mfa@example.com', { role: 'admin' });
    await t.server.ctx.db.admin.query(`insert into auth.mfa_factors (user_id, factor_type, status, friendly_name) values ($1, 'totp', 'verified', 'telefon')`, [mfaId]);
    staffAal1WithFactor = await clientAs(t, { sub: mfaId, app_metadata: { role: 'admin' }, aal: 'aal1' });
    staffAal2WithFactor = await clientAs(t, { sub: mfaId, app_metadata: { role: 'admin' }, aal: 'aal2' });
    const userId = await createAuthUser(t, 'visitor@example.com');
    plainUser = await clientAs(t, { sub: userId });
  });
  afterAll(async () => {
    await t?.close();
  });

  const publicTables = ['pages', 'blog_posts', 'projects', 'services', 'team_members', 'testimonials', 'menus', 'content_blocks'] as const;

  it.each(publicTables)('anon sees only the published rows of %s', async (table) => {
    const { rows } = await t.server.ctx.db.admin.query<{ published: number; drafts: number }>(
      `select count(*) filter (where published)::int as published, count(*) filter (where not published)::int as drafts from public.${table}`,
    );
    const { data, error } = await anon.from(table).select('id, published');
    expect(error).toBeNull();
    expect(data!.length).toBe(rows[0]!.published);
    expect(data!.every((r) => r.published === true)).toBe(true);
  });

  it('the seed has drafts, so the difference is visible', async () => {
    const { rows } = await t.server.ctx.db.admin.query<{ n: number }>(
      `select (select count(*) from public.blog_posts where not published) + (select count(*) from public.projects where not published) as n`,
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });

  it('anon reads the settings rows but no private table', async () => {
    expect((await anon.from('site_settings').select('site_name')).data?.length).toBe(1);
    expect((await anon.from('seo_settings').select('site_name')).data?.length).toBe(1);
    for (const table of ['contact_messages', 'newsletter_subscribers']) {
      const { data, error } = await anon.from(table).select('*');
      // Either no privilege at all (42501) or an empty result: never the rows.
      expect(error?.code === '42501' || (data ?? []).length === 0).toBe(true);
    }
  });

  it('anon cannot change content', async () => {
    const { error } = await anon.from('blog_posts').insert({ title: 'x', slug: 'anon-yazi', excerpt: 'x', content: '<p>x</p>' });
    expect(error?.code).toBe('42501');
    const { data: updated } = await anon.from('services').update({ title: 'Ele geçirildi' }).neq('id', '00000000-0000-0000-0000-000000000000').select();
    expect(updated ?? []).toEqual([]);
  });

  it('anon sends a contact message with status new, and nothing else', async () => {
    const ok = await anon.from('contact_messages').insert({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Merhaba, teklif almak istiyorum.', status: 'new' });
    expect(ok.error).toBeNull();
    const bad = await anon.from('contact_messages').insert({ name: 'Ayşe', email: 'ayse@example.com', message: 'x', status: 'replied' });
    expect(bad.error).not.toBeNull();
  });

  it('newsletter: anon subscribes once; a repeated e-mail in any case adds no row and answers the same', async () => {
    const first = await anon.from('newsletter_subscribers').insert({ email: 'Okur@Example.com' });
    expect(first.error).toBeNull();
    const again = await anon.from('newsletter_subscribers').insert({ email: 'okur@example.com' });
    expect([again.status, again.error]).toEqual([first.status, null]);
    const { rows } = await t.server.ctx.db.admin.query(`select 1 from public.newsletter_subscribers where lower(email) = 'okur@example.com'`);
    expect(rows.length).toBe(1);
    const extra = await anon.from('newsletter_subscribers').insert({ email: 'ikinci@example.com', status: 'unsubscribed' });
    expect(extra.error).not.toBeNull();
  });

  it('staff reads drafts and writes content', async () => {
    const { data: all } = await staff.from('blog_posts').select('id, published');
    expect(all!.some((r) => r.published === false)).toBe(true);
    const ins = await staff.from('blog_posts').insert({ title: 'Yeni yazı', slug: 'yeni-yazi-rls', excerpt: 'Özet', content: '<p>İçerik</p>' }).select().single();
    expect(ins.error).toBeNull();
    const del = await staff.from('blog_posts').delete().eq('id', ins.data!.id).select();
    expect(del.data?.length).toBe(1);
  });

  it('a signed-in user without the admin role can change nothing', async () => {
    const ins = await plainUser.from('blog_posts').insert({ title: 'x', slug: 'kullanici-yazi', excerpt: 'x', content: 'x' });
    expect(ins.error).not.toBeNull();
    const { data } = await plainUser.from('contact_messages').select('*');
    expect(data ?? []).toEqual([]);
  });

  it('staff with a verified factor need aal2 to write', async () => {
    const denied = await staffAal1WithFactor.from('services').insert({ title: 'x', slug: 'aal1-hizmet', description: 'x', content: 'x' });
    expect(denied.error).not.toBeNull();
    const allowed = await staffAal2WithFactor.from('services').insert({ title: 'x', slug: 'aal2-hizmet', description: 'x', content: 'x' }).select('id').single();
    expect(allowed.error).toBeNull();
  });
});
