/**
 * Taking staff rights away takes effect at once, on the access token already issued
 * (private.is_staff checks the token's session and the stored user on every query): after a
 * demotion, a ban, a deletion, a sign-out (global, local, others) or an ended session, the
 * old token reads no contact messages and changes no page, while other staff tokens keep
 * working. Through unmodified supabase-js against the real server and PostgreSQL.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('revoking staff rights is immediate', () => {
  let t: TestServer;
  let messageCount: number;
  let pageId: string;
  let pageTitle: string;
  let n = 0;

  beforeAll(async () => {
    t = await startTestServer({ seed: true });
    const { rows } = await t.server.ctx.db.admin.query<{ n: number }>('select count(*)::int as n from public.contact_messages');
    messageCount = rows[0]!.n;
    const { rows: pages } = await t.server.ctx.db.admin.query<{ id: string; title: string }>(`select id, title from public.pages where slug = 'home'`);
    pageId = pages[0]!.id;
    pageTitle = pages[0]!.title;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A client that only ever sends this access token (no refresh, no sign-out of its own). */
  function withToken(token: string): SupabaseClient {
    return createClient(t.url, t.anonKey, {
      global: { headers: { Authorization: `Bearer ${token}` } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as never },
    });
  }

  async function newStaff(): Promise<{ id: string; email: string; password: string }> {
    const email = `revoke-${++n}@example.com`;
    const password = `staff-password-${n}`;
    const { data, error } = await t.service().auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
    expect(error).toBeNull();
    return { id: data.user!.id, email, password };
  }

  async function signIn(email: string, password: string): Promise<{ client: SupabaseClient; token: string }> {
    const client = t.anon();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return { client, token: data.session!.access_token };
  }

  async function expectStaff(token: string): Promise<void> {
    const c = withToken(token);
    const read = await c.from('contact_messages').select('id');
    expect(read.error).toBeNull();
    expect(read.data!.length).toBe(messageCount);
    const write = await c.from('pages').update({ title: pageTitle }).eq('id', pageId).select('id');
    expect(write).toMatchObject({ error: null, data: [{ id: pageId }] });
  }

  async function expectNoStaffRights(token: string): Promise<void> {
    const c = withToken(token);
    const read = await c.from('contact_messages').select('id');
    expect(read).toMatchObject({ error: null, data: [], status: 200 });
    const write = await c.from('pages').update({ title: 'Ele geçirildi' }).eq('id', pageId).select('id');
    expect(write).toMatchObject({ error: null, data: [], status: 200 });
    const insert = await c.from('pages').insert({ title: 'Sahte', slug: `sahte-${n}`, content: '', published: true });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
    const { rows } = await t.server.ctx.db.admin.query<{ title: string }>('select title from public.pages where id = $1', [pageId]);
    expect(rows[0]!.title).toBe(pageTitle);
  }

  it('a demotion (role removed from app_metadata) ends staff rights of the token already issued', async () => {
    const staff = await newStaff();
    const { token } = await signIn(staff.email, staff.password);
    await expectStaff(token);
    const { error } = await t.service().auth.admin.updateUserById(staff.id, { app_metadata: { role: null } });
    expect(error).toBeNull();
    await expectNoStaffRights(token);
    // Promoted again: the same token works again, since the stored role is what counts.
    await t.service().auth.admin.updateUserById(staff.id, { app_metadata: { role: 'admin' } });
    await expectStaff(token);
  });

  it('a ban ends staff rights at once and the session cannot be refreshed', async () => {
    const staff = await newStaff();
    const { client, token } = await signIn(staff.email, staff.password);
    const { error } = await t.service().auth.admin.updateUserById(staff.id, { ban_duration: '24h' });
    expect(error).toBeNull();
    await expectNoStaffRights(token);
    const { rows } = await t.server.ctx.db.admin.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [staff.id]);
    expect(rows[0]!.n).toBe(0);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
  });

  it('a ban counts even while a session row is still there (as hosted Supabase may keep it)', async () => {
    const staff = await newStaff();
    const { token } = await signIn(staff.email, staff.password);
    await t.server.ctx.db.admin.query(`update auth.users set banned_until = now() + interval '1 hour' where id = $1`, [staff.id]);
    await expectNoStaffRights(token);
    await t.server.ctx.db.admin.query(`update auth.users set banned_until = now() - interval '1 second' where id = $1`, [staff.id]);
    await expectStaff(token);
  });

  it('deleting the user (hard and soft) ends staff rights at once', async () => {
    const hard = await newStaff();
    const hardToken = (await signIn(hard.email, hard.password)).token;
    const soft = await newStaff();
    const softToken = (await signIn(soft.email, soft.password)).token;
    expect((await t.service().auth.admin.deleteUser(hard.id)).error).toBeNull();
    expect((await t.service().auth.admin.deleteUser(soft.id, true)).error).toBeNull();
    await expectNoStaffRights(hardToken);
    await expectNoStaffRights(softToken);
  });

  it('global sign-out ends every session of the user', async () => {
    const staff = await newStaff();
    const first = await signIn(staff.email, staff.password);
    const second = await signIn(staff.email, staff.password);
    expect((await first.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    await expectNoStaffRights(first.token);
    await expectNoStaffRights(second.token);
  });

  it('local sign-out ends only that session; "others" ends only the others', async () => {
    const staff = await newStaff();
    const a = await signIn(staff.email, staff.password);
    const b = await signIn(staff.email, staff.password);
    const c = await signIn(staff.email, staff.password);
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    await expectNoStaffRights(a.token);
    await expectStaff(b.token);
    await expectStaff(c.token);
    expect((await b.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    await expectStaff(b.token);
    await expectNoStaffRights(c.token);
  });

  it('an ended session (not_after in the past) has no staff rights', async () => {
    const staff = await newStaff();
    const { token } = await signIn(staff.email, staff.password);
    await t.server.ctx.db.admin.query(`update auth.sessions set not_after = now() - interval '1 second' where user_id = $1`, [staff.id]);
    await expectNoStaffRights(token);
  });

  it('a token naming a session of another user has no staff rights', async () => {
    const staff = await newStaff();
    const other = await newStaff();
    await signIn(other.email, other.password);
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>('select id from auth.sessions where user_id = $1', [other.id]);
    const forged = await t.server.ctx.jwt.sign(
      { role: 'authenticated', aud: 'authenticated', sub: staff.id, session_id: rows[0]!.id, aal: 'aal1', app_metadata: { role: 'admin' } },
      3600,
    );
    await expectNoStaffRights(forged);
  });

  it('the first staff account, never revoked, keeps its rights throughout', async () => {
    const client = await t.signIn();
    const { data } = await client.auth.getSession();
    await expectStaff(data.session!.access_token);
  });
});
