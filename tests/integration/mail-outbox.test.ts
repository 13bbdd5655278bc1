/**
 * The mailer on the real server: without SMTP_URL every message lands in DATA_DIR/outbox and
 * administrators read it through /mail/v1; with SMTP_URL the same message reaches an SMTP
 * server; a dead SMTP server means retries, then `failed` with the last error, and the
 * queue survives a restart (a start does not make waiting messages due early).
 */
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher.ts';
import { until } from '../helpers/until.ts';
import { actionLinkMail } from '../../supabase/functions/_shared/mail/action-link.ts';
import type { MailMessage } from '../../server/app/mail/message.ts';

function sample(to = 'ayse@example.com'): MailMessage {
  return actionLinkMail({
    to,
    kind: 'test',
    subject: 'Hesabınızı etkinleştirin <şimdi>',
    intro: ['Merhaba, aşağıdaki bağlantıya tıklayın.'],
    actionLabel: 'Etkinleştir',
    url: 'http://localhost:3000/admin/sifre?token=abc&x=<y>',
  });
}

async function outbox(t: TestServer, token: string, sub = '') {
  const res = await fetch(`${t.url}/mail/v1/outbox${sub}`, { headers: { apikey: t.anonKey, Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { messages: Record<string, unknown>[] } };
}

async function staffToken(t: TestServer): Promise<string> {
  const client = await t.signIn();
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

describe('built-in outbox (no SMTP_URL)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  }, 120_000);
  afterAll(async () => t?.close());

  it('stores the message in the database and administrators read it through /mail/v1', async () => {
    t.server.ctx.mail.queue(sample());
    await t.server.ctx.mail.idle();
    const stored = await t.server.ctx.db.admin.query<{ id: string }>('select id from private.mail_outbox');
    expect(stored.rows).toHaveLength(1);
    const token = await staffToken(t);
    const list = await outbox(t, token);
    expect(list.status).toBe(200);
    expect(list.body.delivery).toBe('outbox');
    expect(list.body.messages).toHaveLength(1);
    const row = list.body.messages[0]!;
    expect(row).toMatchObject({ to: 'ayse@example.com', subject: 'Hesabınızı etkinleştirin <şimdi>', kind: 'test', status: 'sent', attempts: 1, last_error: null });
    expect(row.id).toBe(stored.rows[0]!.id);
    const one = await outbox(t, token, `/${row.id as string}`);
    expect(one.status).toBe(200);
    expect(one.body.text).toContain('http://localhost:3000/admin/sifre?token=abc&x=<y>');
    // Values are escaped in the HTML: the link's & and < and the subject's angle brackets.
    expect(one.body.html).toContain('href="http://localhost:3000/admin/sifre?token=abc&amp;x=&lt;y&gt;"');
    expect(one.body.html).toContain('Hesabınızı etkinleştirin &lt;şimdi&gt;');
    expect(one.body.html).not.toContain('<şimdi>');
  });

  it('refuses the anon key, a bad token and unknown ids in Supabase Auth error shape', async () => {
    const anon = await outbox(t, t.anonKey);
    expect(anon.status).toBe(403);
    expect(anon.body).toEqual({ code: 403, error_code: 'not_admin', msg: 'User not allowed' });
    const noKey = await fetch(`${t.url}/mail/v1/outbox`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a Bearer token' });
    const bad = await outbox(t, 'not-a-jwt');
    expect(bad.status).toBe(403);
    expect(bad.body.error_code).toBe('bad_jwt');
    const missing = await outbox(t, await staffToken(t), '/0000000000-00000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, error_code: 'message_not_found', msg: 'Message not found' });
    const service = await outbox(t, t.serviceRoleKey);
    expect(service.status).toBe(200);
  });

  it('/mail/v1/delivery tells anyone that e-mail does not leave the machine', async () => {
    const res = await fetch(`${t.url}/mail/v1/delivery`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ delivery: 'outbox' });
  });

  it('a signed-out administrator is refused at once (the database decides)', async () => {
    const client = await t.signIn();
    const token = (await client.auth.getSession()).data.session!.access_token;
    expect((await outbox(t, token)).status).toBe(200);
    await client.auth.signOut();
    const after = await outbox(t, token);
    expect(after.status).toBe(403);
    expect(after.body.error_code).toBe('not_admin');
  });
});

describe('SMTP delivery (SMTP_URL set)', () => {
  let smtp: SmtpCatcher;
  let t: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestServer({ env: { SMTP_URL: smtp.url, SMTP_FROM: 'Ajans <bildirim@ajans.test>' } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the same message to the SMTP server and marks it sent', async () => {
    t.server.ctx.mail.queue(sample('mehmet@example.com'));
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Hesabınızı etkinleştirin <şimdi>');
    expect(mail!.from?.text).toBe('"Ajans" <bildirim@ajans.test>');
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : '').toBe('mehmet@example.com');
    expect(mail!.text).toContain('http://localhost:3000/admin/sifre?token=abc&x=<y>');
    expect(mail!.html).toContain('href="http://localhost:3000/admin/sifre?token=abc&amp;x=&lt;y&gt;"');
    const list = await until('the message to be sent', async () => {
      const l = await outbox(t, t.serviceRoleKey);
      return l.body.messages[0]?.status === 'sent' ? l : undefined;
    });
    expect(list.body.delivery).toBe('smtp');
    expect(await (await fetch(`${t.url}/mail/v1/delivery`)).json()).toEqual({ delivery: 'smtp' });
    expect(list.body.messages[0]).toMatchObject({ to: 'mehmet@example.com', delivery: 'smtp', status: 'sent', attempts: 1 });
  });
});

describe('SMTP server down', () => {
  let t: TestServer;
  let deadPort: number;
  beforeAll(async () => {
    // A port that was free a moment ago: connections are refused.
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    deadPort = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    t = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}`, SMTP_FROM: 'bildirim@ajans.test', MAIL_RETRY_DELAYS_MS: '100,200' }, keepData: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('retries with backoff, then marks the message failed with the last error', async () => {
    const started = Date.now();
    t.server.ctx.mail.queue(sample());
    const queued = await outbox(t, t.serviceRoleKey);
    expect(queued.body.messages).toHaveLength(1);
    const failed = await until('the message to fail', async () => {
      const l = await outbox(t, t.serviceRoleKey);
      return l.body.messages[0]?.status === 'failed' ? l.body.messages[0] : undefined;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(failed.next_attempt_at).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('a queued message survives a restart: the start does not make it due early; it is delivered once due', async () => {
    await t.close();
    const smtp = await startSmtpCatcher();
    try {
      let second = await startTestServer({ dataDir: t.dataDir, keepData: true, env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}`, SMTP_FROM: 'bildirim@ajans.test', MAIL_RETRY_DELAYS_MS: '60000' } });
      second.server.ctx.mail.queue(sample('restart@example.com'));
      const waiting = await until('the first attempt at the message', async () => {
        const l = await outbox(second, second.serviceRoleKey);
        const m = l.body.messages.find((x) => x.to === 'restart@example.com');
        return m?.attempts === 1 ? m : undefined;
      });
      expect(waiting.status).toBe('queued');
      await second.close();
      second = await startTestServer({ dataDir: t.dataDir, keepData: true, env: { SMTP_URL: smtp.url, SMTP_FROM: 'bildirim@ajans.test', MAIL_RETRY_DELAYS_MS: '60000' } });
      t = second;
      // The start's look at the outbox is over: the message waits for its retry (60 s away),
      // though the SMTP server now works. Several servers restarting one after another must
      // not spend its attempts.
      await second.server.ctx.mail.idle();
      const [held] = await second.server.ctx.db.admin.query<{ status: string; attempts: number; due_later: boolean }>(
        `select status, attempts, next_attempt_at > now() + interval '30 seconds' as due_later from private.mail_outbox where message ->> 'to' = 'restart@example.com'`,
      ).then((r) => r.rows);
      expect(held).toEqual({ status: 'queued', attempts: 1, due_later: true });
      expect(smtp.received).toHaveLength(0);
      // Its retry time comes: tried again, with its attempt count carried on.
      await second.server.ctx.db.admin.query(`update private.mail_outbox set next_attempt_at = now() where message ->> 'to' = 'restart@example.com'`);
      second.server.ctx.mail.sendSoon();
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : '').toBe('restart@example.com');
      const sent = await until('the message to be sent after the restart', async () => {
        const l = await outbox(second, second.serviceRoleKey);
        const m = l.body.messages.find((x) => x.to === 'restart@example.com');
        return m?.status === 'sent' ? m : undefined;
      });
      expect(sent.attempts).toBe(2);
      // The failed one stays failed: no new attempt after a restart.
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
