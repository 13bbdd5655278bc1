/**
 * The audit log through unmodified supabase-js: a settings change, a role change and a failed
 * sign-in are recorded by the database with the actor's e-mail and address; the SMTP
 * password's value never reaches the log; no role can update or delete an entry (anon,
 * staff and the service role lack the privilege: 42501; the table's owner is stopped by the
 * append-only trigger: 42501 too); pruning removes only entries older than the retention.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, startTestServer, type TestServer } from '../helpers/server.ts';

const EDITOR_EMAIL = 'editor@example.com';
const EDITOR_PASSWORD = 'editor-password-1';
const SMTP_PASSWORD = 'gizli-smtp-parolasi-42';

interface Entry {
  id: string;
  actor_email: string | null;
  actor_id: string | null;
  action: string;
  table_name: string | null;
  row_id: string | null;
  changed_fields: string[];
  changes: Record<string, { old?: unknown; new?: unknown }> | null;
  ip_address: string | null;
}

describe('audit log', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  let editor: SupabaseClient;
  let editorId: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  async function entries(filter: { table?: string; action?: string }): Promise<Entry[]> {
    let q = admin.from('audit_log').select('*').order('created_at', { ascending: false });
    if (filter.table) q = q.eq('table_name', filter.table);
    if (filter.action) q = q.eq('action', filter.action);
    const { data, error } = await q;
    expect(error).toBeNull();
    return data as Entry[];
  }

  beforeAll(async () => {
    t = await startTestServer({ env: { SMTP_ALLOW_PRIVATE_HOSTS: 'true' } });
    const { data, error } = await t.service().auth.admin.createUser({ email: EDITOR_EMAIL, password: EDITOR_PASSWORD, email_confirm: true, app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
    editorId = data.user!.id;
    admin = await t.signIn();
    editor = await t.signIn(EDITOR_EMAIL, EDITOR_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('records a settings change with who, the changed field, its old and new value, and the address', async () => {
    const created = await admin.from('site_settings').insert({ site_name: 'Ajans' }).select('id, site_name').single();
    expect(created.error).toBeNull();
    const before = created.data;
    const { error } = await admin.from('site_settings').update({ site_name: 'Denetim Ajansı' }).eq('id', before!.id);
    expect(error).toBeNull();
    const [entry] = await entries({ table: 'site_settings', action: 'update' });
    expect(entry).toMatchObject({
      actor_email: STAFF_EMAIL,
      row_id: before!.id,
      changed_fields: ['site_name'],
      changes: { site_name: { old: 'Ajans', new: 'Denetim Ajansı' } },
      ip_address: '127.0.0.1',
    });
  });

  it('records a role change with the administrator who made it', async () => {
    const { error } = await admin.rpc('staff_set_role', { target: editorId, new_role: 'admin' });
    expect(error).toBeNull();
    const [entry] = await entries({ table: 'auth.users', action: 'update' });
    expect(entry).toMatchObject({
      actor_email: STAFF_EMAIL,
      row_id: editorId,
      changed_fields: ['role'],
      changes: { role: { old: 'editor', new: 'admin' } },
    });
    expect((await admin.rpc('staff_set_role', { target: editorId, new_role: 'editor' })).error).toBeNull();
  });

  it('records a failed sign-in with the e-mail that was tried, and a sign-in', async () => {
    const { error } = await t.anon().auth.signInWithPassword({ email: EDITOR_EMAIL, password: 'wrong-password-1' });
    expect(error?.code).toBe('invalid_credentials');
    const [failed] = await entries({ action: 'auth.login_failed' });
    expect(failed).toMatchObject({ actor_email: EDITOR_EMAIL, actor_id: editorId, table_name: 'auth', ip_address: '127.0.0.1' });
    const signIns = await entries({ action: 'auth.login' });
    expect(signIns.map((e) => e.actor_email)).toContain(EDITOR_EMAIL);
    // GoTrue's own trail has it too.
    const raw = await sql<{ n: number }>(`select count(*)::int as n from auth.audit_log_entries where payload ->> 'action' = 'login_failed' and payload ->> 'actor_username' = $1`, [EDITOR_EMAIL]);
    expect(raw[0]!.n).toBe(1);
  });

  it('never records the SMTP password, only that it changed', async () => {
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${t.url}/functions/v1/smtp-settings`, {
      method: 'POST',
      headers: { apikey: t.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ settings: { host: '127.0.0.1', port: 2525, security: 'none', username: 'mailer', password: SMTP_PASSWORD, from_address: 'bildirim@ajans.test', from_name: 'Ajans' } }),
    });
    expect(res.status).toBe(200);
    const [entry] = await entries({ table: 'private.smtp_settings', action: 'insert' });
    expect(entry!.actor_email).toBe(STAFF_EMAIL);
    expect(entry!.changed_fields).toContain('password_sealed');
    expect(entry!.changes!.password_sealed).toEqual({ new: { omitted: 'secret' } });
    expect(entry!.changes!.host).toEqual({ new: '127.0.0.1' });
    const leaked = await sql<{ n: number }>(`select count(*)::int as n from audit_log where changes::text like '%' || $1 || '%'`, [SMTP_PASSWORD]);
    expect(leaked[0]!.n).toBe(0);
  });

  it('refuses update and delete to anon, staff and the service role (42501), and to the owner', async () => {
    const [entry] = await entries({});
    const clients: [string, SupabaseClient, number][] = [
      ['anon', t.anon(), 401],
      ['administrator', admin, 403],
      ['editor', editor, 403],
      ['service_role', t.service(), 403],
    ];
    for (const [, client, status] of clients) {
      const update = await client.from('audit_log').update({ action: 'forged' }).eq('id', entry!.id);
      expect({ status: update.status, code: update.error?.code, message: update.error?.message }).toEqual({ status, code: '42501', message: 'permission denied for table audit_log' });
      const remove = await client.from('audit_log').delete().eq('id', entry!.id);
      expect({ status: remove.status, code: remove.error?.code, message: remove.error?.message }).toEqual({ status, code: '42501', message: 'permission denied for table audit_log' });
    }
    for (const statement of [`update audit_log set action = 'forged' where id = $1`, `delete from audit_log where id = $1`]) {
      await expect(sql(statement, [entry!.id])).rejects.toMatchObject({ code: '42501' });
    }
    await expect(sql('truncate audit_log')).rejects.toMatchObject({ code: '42501', message: 'audit_log is append-only: truncate refused' });
    expect(await sql(`select action from audit_log where id = $1`, [entry!.id])).toEqual([{ action: entry!.action }]);
  });

  it('prunes only entries older than the retention setting', async () => {
    const { data: settings } = await admin.from('site_settings').select('id').single();
    expect((await admin.from('site_settings').update({ audit_retention_days: 30 }).eq('id', settings!.id)).error).toBeNull();
    const [old, recent] = await sql<{ id: string }>(
      `insert into audit_log (created_at, action, table_name) values (now() - interval '31 days', 'update', 'old_entry'), (now() - interval '29 days', 'update', 'recent_entry') returning id`,
    );
    const { data, error } = await t.service().rpc('prune_audit_log');
    expect(error).toBeNull();
    expect(data).toBeGreaterThanOrEqual(1);
    expect(await sql(`select table_name from audit_log where id = any($1::uuid[]) order by table_name`, [[old!.id, recent!.id]])).toEqual([{ table_name: 'recent_entry' }]);
    // Staff cannot run it: nobody but the server decides when entries go.
    expect((await admin.rpc('prune_audit_log')).error?.code).toBe('42501');
  });
});
