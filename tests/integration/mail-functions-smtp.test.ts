/**
 * The mail functions as on a hosted project with an SMTP_URL secret, where nothing else sends
 * the outbox: supabase/functions/newsletter-confirm and lead-notify, run by Deno with the
 * variables a hosted project gives them (SMTP_URL among them; the embedded server never gives
 * it), send what they queued themselves, and the outbox records it as sent, or the error; later
 * calls send what is due again, and the fifth failure is final.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher.ts';
import { DenoWorker, type RunningWorker } from '../../server/platform/functions/deno-worker.ts';

const FUNCTIONS = path.resolve(import.meta.dirname, '../../supabase/functions');
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('mail functions sending by SMTP themselves (SMTP_URL secret)', () => {
  let t: TestServer;
  let smtp: SmtpCatcher;
  let emptyDir: string | undefined;
  const workers: DenoWorker[] = [];

  beforeAll(async () => {
    // The server itself serves no functions (an empty folder): its mail workers' calls find
    // none, so only the functions under test, in their own processes, take the rows below.
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-no-functions-'));
    t = await startTestServer({ env: { SITE_URL: 'https://ajans.test', FUNCTIONS_DIR: emptyDir } });
    expect(t.server.functions.names).toEqual([]);
    smtp = await startSmtpCatcher();
    await t.server.ctx.db.admin.query(`insert into public.site_settings (site_name, notification_email) values ('Kuzey Ajans', 'satis@ajans.test')`);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await t?.close();
    await smtp?.close();
    if (emptyDir) fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  /** The function in its own Deno process with a hosted project's variables, SMTP_URL included. */
  async function hostedFunction(name: string, smtpUrl: string): Promise<RunningWorker> {
    const worker = new DenoWorker({
      name,
      entry: path.join(FUNCTIONS, name, 'index.ts'),
      functionsDir: FUNCTIONS,
      projectDir: ROOT,
      env: () => ({
        SUPABASE_URL: t.url,
        SUPABASE_ANON_KEY: t.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: t.serviceRoleKey,
        SITE_URL: 'https://ajans.test',
        SMTP_URL: smtpUrl,
        SMTP_FROM: 'Kuzey Ajans <bildirim@ajans.test>',
      }),
      netHosts: () => [],
      bootTimeoutMs: 60_000,
      log: () => undefined,
    });
    workers.push(worker);
    return worker.get();
  }

  async function call(w: RunningWorker, name: string): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`http://127.0.0.1:${w.port}/${name}`, {
      method: 'POST',
      headers: { 'x-functions-gate': w.gate, Authorization: `Bearer ${t.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return { status: res.status, body: await res.json() };
  }

  /** A pending sign-up the embedded server's worker is not told about (triggers off). */
  async function quietSignUp(email: string): Promise<void> {
    const client = await t.server.ctx.db.admin.connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      await client.query(`insert into public.newsletter_subscribers (email, consent_text, consented_at, status) values ($1, 'Onay metni', now(), 'pending')`, [email]);
      await client.query('commit');
    } finally {
      client.release();
    }
  }

  async function outboxRow(to: string) {
    const { rows } = await t.server.ctx.db.admin.query(
      `select status, delivery, attempts, last_error, claimed_by, sent_at is not null as sent from private.mail_outbox where message->>'to' = $1`,
      [to],
    );
    return rows;
  }

  it('newsletter-confirm sends the confirmation over SMTP and the outbox has it as sent', async () => {
    await quietSignUp('okur@example.com');
    const w = await hostedFunction('newsletter-confirm', smtp.url);
    expect(await call(w, 'newsletter-confirm')).toEqual({ status: 200, body: { queued: 1, pending: 1 } });
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail!.subject).toBe('Kuzey Ajans bülten aboneliğinizi onaylayın');
    expect(mail!.from?.text).toBe('"Kuzey Ajans" <bildirim@ajans.test>');
    expect(mail!.text).toMatch(/https:\/\/ajans\.test\/bulten\/onay\?token=[A-Za-z0-9_-]{43}/);
    expect(await outboxRow('okur@example.com')).toEqual([{ status: 'sent', delivery: 'smtp', attempts: 1, last_error: null, claimed_by: null, sent: true }]);
    // The server's own mailer does not send it again.
    await t.server.ctx.mail.idle();
    expect(smtp.received).toHaveLength(1);
  });

  it('lead-notify with an unreachable SMTP server keeps the e-mail queued with the error, released for a mailer', async () => {
    // Nothing listens on port 1.
    const w = await hostedFunction('lead-notify', 'smtp://127.0.0.1:1');
    const client = await t.server.ctx.db.admin.connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      const { rows } = await client.query<{ id: string }>(`insert into public.contact_messages (name, email, message) values ('Ayşe', 'ayse@example.com', 'Merhaba') returning id`);
      await client.query('insert into private.lead_notification_queue (contact_message_id) values ($1)', [rows[0]!.id]);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await call(w, 'lead-notify')).toEqual({ status: 200, body: { result: 'queued', messages: 1 } });
    const [row] = await outboxRow('satis@ajans.test');
    expect(row).toMatchObject({ status: 'queued', delivery: 'smtp', attempts: 1, claimed_by: null, sent: false });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    // Due again in a minute, not at once.
    const [due] = (await t.server.ctx.db.admin.query(`select next_attempt_at > now() + interval '50 seconds' and next_attempt_at <= now() + interval '61 seconds' as in_a_minute from private.mail_outbox where message->>'to' = 'satis@ajans.test'`)).rows;
    expect(due).toEqual({ in_a_minute: true });
  });

  it('a later call sends what is due again (the schedule calls every minute); the fifth failed attempt marks it failed', async () => {
    // The minute has passed: the next call, with a working SMTP server and nothing new queued, sends it.
    await t.server.ctx.db.admin.query(`update private.mail_outbox set next_attempt_at = now() where message->>'to' = 'satis@ajans.test'`);
    const before = smtp.received.length;
    const working = await hostedFunction('lead-notify', smtp.url);
    expect(await call(working, 'lead-notify')).toEqual({ status: 200, body: { result: 'empty', messages: 0 } });
    const mail = (await smtp.waitFor(before + 1, 30_000))[before]!;
    expect(mail.subject).toBe('Yeni iletişim mesajı: Ayşe');
    expect(await outboxRow('satis@ajans.test')).toEqual([{ status: 'sent', delivery: 'smtp', attempts: 2, last_error: null, claimed_by: null, sent: true }]);

    // A message on its fifth attempt that fails again is given up: failed, with the error.
    const id = '0000000000zz-hosted-retry';
    await t.server.ctx.db.admin.query(
      `insert into private.mail_outbox (id, message, delivery, status, attempts, next_attempt_at, last_error) values ($1, $2, 'smtp', 'queued', 4, now(), 'önceki hata')`,
      [id, JSON.stringify({ to: 'son@example.com', subject: 'Son deneme', text: 'x', kind: 'test' })],
    );
    const dead = await hostedFunction('newsletter-confirm', 'smtp://127.0.0.1:1');
    expect(await call(dead, 'newsletter-confirm')).toEqual({ status: 200, body: { queued: 0, pending: 0 } });
    const [given] = await outboxRow('son@example.com');
    expect(given).toMatchObject({ status: 'failed', attempts: 5, claimed_by: null, sent: false });
    expect(given.last_error).toMatch(/ECONNREFUSED/);
    expect(smtp.received.filter((m) => m.subject === 'Son deneme')).toHaveLength(0);
  });
});
