/**
 * supabase/hosted/schedule.sql, the way a hosted project calls the mail functions, run against
 * the real database with stand-ins for what only hosted projects have (pg_net's
 * net.http_post, pg_cron's cron.schedule, Vault's decrypted_secrets; its two `create extension`
 * lines left out): an insert posts the row's id to the function with the service key, the
 * schedule calls both functions, and the recorded request is one the real function accepts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../src/lib/form-consent.ts';

const SCHEDULE = path.resolve(import.meta.dirname, '../../supabase/hosted/schedule.sql');
const PROJECT = 'https://abcd.supabase.co';

interface Call {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

describe('supabase/hosted/schedule.sql', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ env: { SITE_URL: 'https://ajans.test' } });
    const db = t.server.ctx.db.admin;
    await db.query(`insert into public.site_settings (site_name, notification_email) values ('Kuzey Ajans', 'satis@ajans.test')`);
    await db.query(`
      create schema vault;
      create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
      create schema net;
      create table net.calls (id bigserial primary key, url text, body jsonb, headers jsonb, timeout_milliseconds integer);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$
          insert into net.calls (url, body, headers, timeout_milliseconds) values (url, body, headers, timeout_milliseconds) returning id $$;
      create schema cron;
      create table cron.jobs (name text primary key, schedule text, command text);
      create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
        insert into cron.jobs values (job_name, schedule, command)
          on conflict (name) do update set schedule = excluded.schedule, command = excluded.command returning 1::bigint $$;
    `);
    await db.query(`insert into vault.decrypted_secrets values ('project_url', $1), ('service_role_key', $2)`, [PROJECT, t.serviceRoleKey]);
    const sql = fs.readFileSync(SCHEDULE, 'utf8');
    const extensions = /^create extension if not exists (pg_cron|pg_net);$/gm;
    expect(sql.match(extensions)).toEqual(['create extension if not exists pg_cron;', 'create extension if not exists pg_net;']);
    await db.query(sql.replace(extensions, ''));
  }, 120_000);
  afterAll(async () => t?.close());

  async function calls(fn: string): Promise<Call[]> {
    const { rows } = await t.server.ctx.db.admin.query<Call>('select url, body, headers from net.calls where url = $1 order by id', [`${PROJECT}/functions/v1/${fn}`]);
    return rows;
  }

  it('schedules both functions every minute, scheduled drafts each minute and retention each hour', async () => {
    const { rows } = await t.server.ctx.db.admin.query('select name, schedule, command from cron.jobs order by name');
    expect(rows).toEqual([
      { name: 'apply-due-drafts', schedule: '* * * * *', command: 'select public.apply_due_drafts()' },
      { name: 'lead-notify', schedule: '* * * * *', command: `select private.call_mail_function('lead-notify')` },
      { name: 'newsletter-confirm', schedule: '* * * * *', command: `select private.call_mail_function('newsletter-confirm')` },
      { name: 'prune-contact-messages', schedule: '17 * * * *', command: 'select public.prune_contact_messages()' },
    ]);
    // The database jobs run as pg_cron runs them (as the owner): nothing due, nothing to prune.
    expect((await t.server.ctx.db.admin.query(rows[0].command)).rows).toEqual([{ apply_due_drafts: 0 }]);
    expect((await t.server.ctx.db.admin.query(rows[3].command)).rows).toEqual([{ prune_contact_messages: 0 }]);
    await t.server.ctx.db.admin.query(rows[1].command);
    expect(await calls('lead-notify')).toEqual([
      { url: `${PROJECT}/functions/v1/lead-notify`, body: {}, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t.serviceRoleKey}` } },
    ]);
  });

  it('a contact message posts its id to lead-notify with the service key, a request the function accepts', async () => {
    const before = (await calls('lead-notify')).length;
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>(
      `insert into public.contact_messages (name, email, message) values ('Ayşe', 'ayse@example.com', 'Merhaba') returning id`,
    );
    const list = await calls('lead-notify');
    expect(list).toHaveLength(before + 1);
    const call = list[before]!;
    expect(call.body).toEqual({ type: 'INSERT', table: 'contact_messages', record: { id: rows[0]!.id } });
    expect(call.headers.Authorization).toBe(`Bearer ${t.serviceRoleKey}`);
    // The same request, to this server's copy of the function.
    const res = await fetch(`${t.url}/functions/v1/lead-notify`, { method: 'POST', headers: call.headers, body: JSON.stringify(call.body) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ result: expect.stringMatching(/^(queued|empty|not_due|busy)$/) });
  });

  it('a newsletter sign-up posts its id to newsletter-confirm once; the function accepts it', async () => {
    await t.server.ctx.db.admin.query('delete from private.form_submissions');
    const res = await t.anon().from('newsletter_subscribers').insert({ email: 'okur@example.com', source: 'footer', consent_text: NEWSLETTER_CONSENT_TEXT });
    expect(res.error).toBeNull();
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>(`select id from public.newsletter_subscribers where email = 'okur@example.com'`);
    const list = await calls('newsletter-confirm');
    expect(list.map((c) => c.body)).toEqual([{ type: 'INSERT', table: 'newsletter_subscribers', record: { id: rows[0]!.id } }]);
    const answer = await fetch(`${t.url}/functions/v1/newsletter-confirm`, { method: 'POST', headers: list[0]!.headers, body: JSON.stringify(list[0]!.body) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ queued: expect.any(Number), pending: expect.any(Number) });
  });
});
