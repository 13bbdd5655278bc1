/**
 * Contact-message retention against the real database: `prune_contact_messages()` deletes the
 * messages older than site_settings.contact_retention_months and nothing else, does nothing
 * while the setting is empty, answers only the service role (42501 for anon and staff), and
 * the server runs it on start.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { pruneWithPool } from '../../server/app/privacy/contact-retention.ts';

describe('contact-message retention', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const messages = async () => (await sql<{ message: string }>('select message from contact_messages order by created_at')).map((r) => r.message);

  beforeAll(async () => {
    t = await startTestServer({ keepData: true });
    admin = await t.signIn();
    await sql(`insert into site_settings (site_name) values ('Ajans')`);
    await sql(
      `insert into contact_messages (name, email, message, created_at) values
         ('A', 'a@example.com', 'yedi ay önce', now() - interval '7 months'),
         ('B', 'b@example.com', 'beş ay önce', now() - interval '5 months'),
         ('C', 'c@example.com', 'bugün', now())`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every message while the setting is empty', async () => {
    expect(await sql('select public.prune_contact_messages() as n')).toEqual([{ n: 0 }]);
    expect(await messages()).toEqual(['yedi ay önce', 'beş ay önce', 'bugün']);
  });

  it('only the service role may run it: anon and staff get 42501', async () => {
    for (const client of [t.anon(), admin]) {
      const { error } = await client.rpc('prune_contact_messages');
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe('permission denied for function prune_contact_messages');
    }
    const { data, error } = await t.service().rpc('prune_contact_messages');
    expect(error).toBeNull();
    expect(data).toBe(0);
  });

  it('deletes the messages older than the retention period, and only those', async () => {
    const { error } = await admin.from('site_settings').update({ contact_retention_months: 6 }).neq('site_name', '');
    expect(error).toBeNull();
    expect(await sql('select public.prune_contact_messages() as n')).toEqual([{ n: 1 }]);
    expect(await messages()).toEqual(['beş ay önce', 'bugün']);
    expect(await sql('select public.prune_contact_messages() as n')).toEqual([{ n: 0 }]);
  });

  it('the setting takes whole months from 1 to 120', async () => {
    for (const months of [0, 121]) {
      const { error } = await admin.from('site_settings').update({ contact_retention_months: months }).neq('site_name', '');
      expect(error?.code).toBe('23514');
    }
  });

  it('runs on one server at a time: while another holds the job, a run deletes nothing', async () => {
    await sql(`insert into contact_messages (name, email, message, created_at) values ('D', 'd@example.com', 'sekiz ay önce', now() - interval '8 months')`);
    const other = await t.server.ctx.db.admin.connect();
    try {
      await other.query('begin');
      await other.query(`select pg_advisory_xact_lock(hashtext('ajans_contact_retention'))`);
      expect(await pruneWithPool(t.server.ctx.db.admin)()).toBe(0);
      await other.query('commit');
    } finally {
      other.release();
    }
    expect(await pruneWithPool(t.server.ctx.db.admin)()).toBe(1);
    expect(await messages()).toEqual(['beş ay önce', 'bugün']);
  });

  it('the server prunes when it starts', async () => {
    await sql(`update site_settings set contact_retention_months = 4`);
    await t.server.close();
    t = await startTestServer({ dataDir: t.dataDir });
    // The first run starts with the server and does not hold up its start.
    await expect.poll(messages, { timeout: 60_000, interval: 100 }).toHaveLength(1);
    expect(await messages()).toEqual(['bugün']);
  });
});
