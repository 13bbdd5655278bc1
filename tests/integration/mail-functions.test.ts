/**
 * The mail Edge Functions on the real server: a contact message is e-mailed by
 * supabase/functions/lead-notify running in Deno (called by the server's mail worker), two calls
 * at once queue one e-mail, and a newsletter sign-up's confirmation comes from
 * supabase/functions/newsletter-confirm. Only the service role may call the functions (403
 * otherwise) or their RPCs (42501 for anon and signed-in users).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../src/lib/form-consent.ts';
import type { OutboxEntry } from '../../server/app/mail/message.ts';

const TO = 'satis@ajans.test';
const FUNCTIONS = path.resolve(import.meta.dirname, '../../supabase/functions');

function commandLine(pid: number): string[] {
  return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
}

/** Deno's first start on a loaded machine can take tens of seconds. */
const FUNCTION_WAIT = { timeoutMs: 60_000 };

describe('mail Edge Functions', () => {
  let t: TestServer;
  let staff: SupabaseClient;

  beforeAll(async () => {
    // A long interval: after the first e-mail the worker waits, and the tests call the function themselves.
    t = await startTestServer({ env: { SITE_URL: 'https://ajans.test', LEAD_NOTIFY_INTERVAL: '3600' } });
    await t.server.ctx.db.admin.query(`insert into public.site_settings (site_name, notification_email) values ('Kuzey Ajans', $1)`, [TO]);
    staff = await t.signIn();
  }, 120_000);
  afterAll(async () => t?.close());

  async function leadMails(): Promise<OutboxEntry[]> {
    await t.server.ctx.mail.idle();
    return (await t.server.ctx.mail.list()).filter((e) => e.message.kind === 'lead-notification').reverse();
  }

  async function insertLead(name: string): Promise<string> {
    const { rows } = await t.server.ctx.db.admin.query<{ id: string }>(
      `insert into public.contact_messages (name, email, message) values ($1, 'lead@example.com', 'Merhaba') returning id`,
      [name],
    );
    return rows[0]!.id;
  }

  it('a contact message is e-mailed once, composed by supabase/functions/lead-notify in Deno', async () => {
    const id = await insertLead('Ayşe Yılmaz');
    const [mail] = await until('the lead e-mail', async () => {
      const list = await leadMails();
      return list.length ? list : undefined;
    }, FUNCTION_WAIT);
    expect(mail!.message).toMatchObject({ to: TO, subject: 'Yeni iletişim mesajı: Ayşe Yılmaz', replyTo: 'lead@example.com' });
    expect(mail!.message.text).toContain(`https://ajans.test/admin/contact-messages/${id}`);
    const pid = t.server.functions.pid('lead-notify')!;
    expect(pid).toBeGreaterThan(0);
    const cmd = commandLine(pid);
    expect(path.basename(cmd[0]!)).toBe('deno');
    expect(cmd).toContain(`file://${FUNCTIONS}/lead-notify/index.ts`);
    const { rows } = await t.server.ctx.db.admin.query('select count(*)::int as n from private.lead_notification_queue');
    expect(rows[0].n).toBe(0);
    expect(await leadMails()).toHaveLength(1);
  });

  /** A queued contact message the server's worker is not told about (triggers off), so only the test calls the function. */
  async function insertLeadQuietly(name: string): Promise<string> {
    const client = await t.server.ctx.db.admin.connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      const { rows } = await client.query<{ id: string }>(
        `insert into public.contact_messages (name, email, message) values ($1, 'lead@example.com', 'Merhaba') returning id`,
        [name],
      );
      await client.query('insert into private.lead_notification_queue (contact_message_id) values ($1)', [rows[0]!.id]);
      await client.query('commit');
      return rows[0]!.id;
    } finally {
      client.release();
    }
  }

  it('within the interval the messages wait; two calls at once then queue one "2 yeni mesaj" e-mail', async () => {
    const a = await insertLeadQuietly('Mehmet Kaya');
    const b = await insertLeadQuietly('Zeynep Ak');
    // The interval since the first e-mail has not passed.
    const waiting = await t.service().functions.invoke('lead-notify', { body: {} });
    expect(waiting.error).toBeNull();
    expect(waiting.data).toMatchObject({ result: 'not_due', messages: 2 });
    expect(waiting.data.retry_in_ms).toBeGreaterThan(3_500_000);
    expect(await leadMails()).toHaveLength(1);

    // The interval has passed (as if an hour went by).
    await t.server.ctx.db.admin.query(`update private.background_jobs set last_run_at = now() - interval '2 hours' where name = 'lead-notification'`);
    const [one, two] = await Promise.all([t.service().functions.invoke('lead-notify', { body: {} }), t.service().functions.invoke('lead-notify', { body: {} })]);
    expect(one.error).toBeNull();
    expect(two.error).toBeNull();
    const results = [one.data.result, two.data.result].sort();
    expect(results.filter((r) => r === 'queued')).toHaveLength(1);
    expect(['busy', 'empty', 'not_due']).toContain(results.find((r) => r !== 'queued'));

    const list = await leadMails();
    expect(list).toHaveLength(2);
    expect(list[1]!.message.subject).toBe('2 yeni mesaj');
    for (const id of [a, b]) expect(list[1]!.message.text).toContain(`https://ajans.test/admin/contact-messages/${id}`);
    // Nothing is left to send.
    const after = await t.service().functions.invoke('lead-notify', { body: {} });
    expect(after.data).toEqual({ result: 'empty', messages: 0 });
  });

  it('a newsletter sign-up gets its confirmation from supabase/functions/newsletter-confirm, and its link confirms', async () => {
    await t.server.ctx.db.admin.query('delete from private.form_submissions');
    const res = await t.anon().from('newsletter_subscribers').insert({ email: 'okur@example.com', source: 'footer', consent_text: NEWSLETTER_CONSENT_TEXT });
    expect(res.error).toBeNull();
    const mail = await until('the confirmation e-mail', async () => {
      await t.server.ctx.mail.idle();
      return (await t.server.ctx.mail.list()).find((e) => e.message.to === 'okur@example.com');
    }, FUNCTION_WAIT);
    expect(mail.message.kind).toBe('newsletter-confirm');
    expect(mail.message.subject).toBe('Kuzey Ajans bülten aboneliğinizi onaylayın');
    expect(commandLine(t.server.functions.pid('newsletter-confirm')!)).toContain(`file://${FUNCTIONS}/newsletter-confirm/index.ts`);
    const token = /https:\/\/ajans\.test\/bulten\/onay\?token=([A-Za-z0-9_-]{43})/.exec(mail.message.text)![1]!;
    const confirmed = await t.anon().rpc('confirm_newsletter_subscription', { token });
    expect(confirmed).toMatchObject({ error: null, data: 'confirmed' });
    const { rows } = await t.server.ctx.db.admin.query(`select status from public.newsletter_subscribers where email = 'okur@example.com'`);
    expect(rows[0].status).toBe('active');
    // Nothing more to send: a call finds no pending sign-up.
    const again = await t.service().functions.invoke('newsletter-confirm', { body: {} });
    expect(again.data).toEqual({ queued: 0, pending: 0 });
    const bad = await t.service().functions.invoke('newsletter-confirm', { body: { id: 'x' } });
    expect(bad.error).toBeInstanceOf(FunctionsHttpError);
    expect((bad.error as FunctionsHttpError).context.status).toBe(400);
  });

  it('the functions refuse any caller but the service role with 403', async () => {
    for (const client of [t.anon(), staff]) {
      for (const name of ['lead-notify', 'newsletter-confirm']) {
        const { data, error } = await client.functions.invoke(name, { body: {} });
        expect(data).toBeNull();
        expect(error).toBeInstanceOf(FunctionsHttpError);
        const response = (error as FunctionsHttpError).context as Response;
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it('their RPCs refuse anon and signed-in users with 42501', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['lead_notifications_pending', { interval_ms: 0 }],
      ['lead_notification_queue_mail', { ids: [], message: null, interval_ms: 0, outbox_id: null }],
      ['newsletter_confirmations_pending', { only_id: null }],
      ['newsletter_confirmation_queue_mail', { subscriber_id: '00000000-0000-0000-0000-000000000000', confirm_hash: 'a'.repeat(64), unsubscribe_hash: 'a'.repeat(64), message: {}, outbox_id: 'x' }],
    ];
    for (const client of [t.anon(), staff]) {
      for (const [name, args] of calls) {
        const { data, error } = await client.rpc(name, args);
        expect(data, name).toBeNull();
        expect(error?.code, name).toBe('42501');
      }
    }
    // The service role may.
    const ok = await t.service().rpc('lead_notifications_pending', { interval_ms: 0 });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ ids: [], messages: [], notification_email: TO });
  });
});

describe('lead-notify failures', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ env: { SITE_URL: 'https://ajans.test', LEAD_NOTIFY_INTERVAL: '1' } });
    await t.server.ctx.db.admin.query(`insert into public.site_settings (site_name, notification_email) values ('Kuzey Ajans', $1)`, [TO]);
  }, 120_000);
  afterAll(async () => t?.close());

  it('a failed call is made again later by the worker, and the message is e-mailed once the function works', async () => {
    const db = t.server.ctx.db.admin;
    const { rows: defs } = await db.query<{ def: string }>(`select pg_get_functiondef('public.lead_notifications_pending(integer)'::regprocedure) as def`);
    // The function's first RPC fails (500); a sequence counts the calls (a failed transaction keeps nextval).
    await db.query('create sequence public.failing_calls');
    await db.query(`create or replace function public.lead_notifications_pending(interval_ms integer default 60000) returns jsonb
      language plpgsql security definer set search_path = '' as $$ begin perform nextval('public.failing_calls'); raise exception 'test failure'; end $$`);
    await db.query(`insert into public.contact_messages (name, email, message) values ('Deniz Su', 'deniz@example.com', 'Merhaba')`);
    // No new notification comes: the second call is the worker's retry.
    await until('two failed calls', async () => {
      const { rows } = await db.query<{ n: string }>('select last_value::text as n, is_called from public.failing_calls');
      return Number(rows[0]!.n) >= 2 ? true : undefined;
    }, FUNCTION_WAIT);
    expect((await t.server.ctx.mail.list()).filter((e) => e.message.kind === 'lead-notification')).toHaveLength(0);
    await db.query(defs[0]!.def);
    const mail = await until('the lead e-mail after the retry', async () => {
      await t.server.ctx.mail.idle();
      return (await t.server.ctx.mail.list()).find((e) => e.message.kind === 'lead-notification');
    }, FUNCTION_WAIT);
    expect(mail.message.subject).toBe('Yeni iletişim mesajı: Deniz Su');
    const { rows } = await db.query('select count(*)::int as n from private.lead_notification_queue');
    expect(rows[0].n).toBe(0);
  });
});
