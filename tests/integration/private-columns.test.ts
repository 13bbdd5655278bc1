/**
 * Private columns (`db.privateColumns` in schema/) through unmodified supabase-js against the
 * real server and PostgreSQL: site_settings.notification_email, where lead e-mails go, is not
 * readable by visitors nor by signed-in users who are not administrators (column privileges:
 * PostgreSQL's own 42501, as PostgREST answers it, for the column, for `*` and for a filter on
 * it); the generated public column list reads the rest and the server-rendered site shows it; administrators read the address
 * through `site_settings_private_columns()` and write it, and the lead notifier sends to it.
 */
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_COLUMNS } from '../../generated/public-columns.ts';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const ADDRESS = 'satis@ajans.test';
/** PostgreSQL's message for a column without the select privilege, as PostgREST passes it on. */
const DENIED = { code: '42501', details: null, hint: null, message: 'permission denied for table site_settings' };

describe('private columns', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  let editor: SupabaseClient;
  let member: SupabaseClient;
  let rowId: string;

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ env: { LEAD_NOTIFY_INTERVAL: '1' } });
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>(
      `insert into public.site_settings (site_name, notification_email) values ('Kuzey Ajans', $1) returning id`,
      [ADDRESS],
    );
    rowId = rows[0]!.id;
    const users = [
      { email: 'editor@example.com', password: 'editor-password-1', app_metadata: { role: 'editor' } },
      { email: 'uye@example.com', password: 'member-password-1', app_metadata: {} },
    ];
    for (const u of users) {
      const { error } = await t.service().auth.admin.createUser({ ...u, email_confirm: true });
      expect(error).toBeNull();
    }
    admin = await t.signIn();
    editor = await t.signIn(users[0]!.email, users[0]!.password);
    member = await t.signIn(users[1]!.email, users[1]!.password);
  }, 120_000);
  afterAll(async () => t?.close());

  it('a visitor asking for the address, for every column or filtering on it gets 401 42501', async () => {
    for (const query of [
      t.anon().from('site_settings').select('notification_email'),
      t.anon().from('site_settings').select('*'),
      t.anon().from('site_settings').select('site_name').eq('notification_email', ADDRESS),
    ]) {
      const { status, error, data } = await query;
      expect(status).toBe(401);
      expect(data).toBeNull();
      expect(error).toEqual(DENIED);
    }
  });

  it('a visitor reads the generated public columns, without the address', async () => {
    const { status, error, data } = await t.anon().from('site_settings').select(PUBLIC_COLUMNS.site_settings).single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    const row = data as unknown as Record<string, unknown>;
    expect(row.site_name).toBe('Kuzey Ajans');
    expect(Object.keys(row)).toEqual(PUBLIC_COLUMNS.site_settings.split(','));
    expect(Object.keys(row)).not.toContain('notification_email');
  });

  it('the server-rendered site shows the settings it may read, without the address', async () => {
    const res = await fetch(`${t.url}/contact`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const doc = new JSDOM(html).window.document;
    const state = JSON.parse(doc.getElementById('initial-state')!.textContent!) as { site: { settings: Record<string, unknown> | null } };
    expect(state.site.settings?.site_name).toBe('Kuzey Ajans');
    expect(Object.keys(state.site.settings!).sort()).toEqual(PUBLIC_COLUMNS.site_settings.split(',').sort());
    expect(html).not.toContain(ADDRESS);
  });

  it('signed-in users get 403 42501 for the column; only administrators read it through the function', async () => {
    for (const client of [member, editor, admin]) {
      const { status, error } = await client.from('site_settings').select('notification_email');
      expect(status).toBe(403);
      expect(error).toEqual(DENIED);
    }
    for (const client of [member, editor]) {
      const { status, error, data } = await client.rpc('site_settings_private_columns');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([]);
    }
    const { error, data } = await admin.rpc('site_settings_private_columns');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: rowId, notification_email: ADDRESS }]);
  });

  it('a visitor may not call the function at all', async () => {
    const { status, error } = await t.anon().rpc('site_settings_private_columns');
    expect(status).toBe(401);
    expect(error).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for function site_settings_private_columns' });
  });

  it('an administrator changes the address, an editor cannot, and the lead notifier sends to the new one', async () => {
    const refused = await editor.from('site_settings').update({ notification_email: 'editor@ajans.test' }).eq('id', rowId).select('id');
    expect(refused.error).toBeNull();
    expect(refused.data).toEqual([]);

    const saved = await admin
      .from('site_settings')
      .update({ notification_email: 'yeni@ajans.test' })
      .eq('id', rowId)
      .select(PUBLIC_COLUMNS.site_settings)
      .single();
    expect(saved.error).toBeNull();
    expect((saved.data as unknown as { site_name: string }).site_name).toBe('Kuzey Ajans');
    const { rows } = await t.server.ctx.db.admin.query('select notification_email from public.site_settings');
    expect(rows).toEqual([{ notification_email: 'yeni@ajans.test' }]);

    const sent = await t.anon().from('contact_messages').insert({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Merhaba' });
    expect(sent.error).toBeNull();
    const end = Date.now() + 10_000;
    let to: string[] = [];
    while (Date.now() < end) {
      await t.server.ctx.mail.idle();
      to = (await t.server.ctx.mail.list()).filter((e) => e.message.kind === 'lead-notification').map((e) => e.message.to);
      if (to.length) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(to).toEqual(['yeni@ajans.test']);
  });
});
