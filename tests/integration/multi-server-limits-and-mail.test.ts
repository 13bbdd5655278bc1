/**
 * Two server processes over one PostgreSQL (server-pair.ts), as an operator runs more than one:
 * the sign-in limit is one limit, not one per server; one contact message is one lead e-mail
 * and one newsletter sign-up one confirmation whatever the number of servers; the outbox reads
 * the same on both; a message claimed by a server that died is sent by another once the claim's
 * lease ran out; and an outbox left on disk by an older version is imported once on start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerPair, type ServerPair } from '../helpers/server-pair.ts';
import { startTestServer, STAFF_EMAIL, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../src/lib/form-consent.ts';

const NOTIFY_TO = 'satis@ajans.test';

describe('several servers over one database', () => {
  let pair: ServerPair;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => pair.first.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  beforeAll(async () => {
    // Lead e-mails at most every 2 s; each server looks at the shared outbox every second.
    pair = await startServerPair({ env: { LEAD_NOTIFY_INTERVAL: '2', MAIL_POLL_SECONDS: '1', SITE_URL: 'https://ajans.test' } });
    await sql(`insert into public.site_settings (site_name, notification_email) values ('Kuzey Ajans', $1)`, [NOTIFY_TO]);
  }, 240_000);
  afterAll(async () => pair?.close());

  const servers = () => [pair.first, pair.second];

  async function signIn(t: TestServer, password: string) {
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: STAFF_EMAIL, password }),
    });
    return { status: res.status, code: ((await res.json()) as { code?: string }).code };
  }

  /** Outbox rows of one kind whose text names `needle`. */
  async function mailsAbout(kind: string, needle: string): Promise<{ id: string; to: string }[]> {
    return sql<{ id: string; to: string }>(
      `select id, message ->> 'to' as to from private.mail_outbox where message ->> 'kind' = $1 and strpos(message ->> 'text', $2) > 0 order by id`,
      [kind, needle],
    );
  }

  it('failed sign-ins spread over both servers meet the one limit (10), not one per server', async () => {
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await signIn(servers()[i % 2]!, `yanlis-${i}`));
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ status: 400, code: 'invalid_credentials' })));
    // The eleventh is refused on either server, as Supabase Auth refuses it.
    for (const t of servers()) expect(await signIn(t, 'yanlis-son')).toEqual({ status: 429, code: 'over_request_rate_limit' });
  });

  it('one contact message is one lead e-mail, whichever server took it', async () => {
    const first = await pair.first.anon().from('contact_messages').insert({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Birinci mesaj' });
    expect(first.error).toBeNull();
    const firstId = (await sql<{ id: string }>(`select id::text from public.contact_messages where name = 'Ayşe Yılmaz'`))[0]!.id;
    await until('the first lead e-mail', async () => ((await mailsAbout('lead-notification', firstId)).length ? true : undefined));
    // A second message through the other server: its e-mail comes after the interval, by when
    // both servers have long handled the first message's notification.
    await sql('delete from private.form_submissions');
    const second = await pair.second.anon().from('contact_messages').insert({ name: 'Mehmet Kaya', email: 'mehmet@example.com', message: 'İkinci mesaj' });
    expect(second.error).toBeNull();
    const secondId = (await sql<{ id: string }>(`select id::text from public.contact_messages where name = 'Mehmet Kaya'`))[0]!.id;
    await until('the second lead e-mail', async () => ((await mailsAbout('lead-notification', secondId)).length ? true : undefined));
    expect((await mailsAbout('lead-notification', firstId)).map((m) => m.to)).toEqual([NOTIFY_TO]);
    expect((await mailsAbout('lead-notification', secondId)).map((m) => m.to)).toEqual([NOTIFY_TO]);
    const all = await sql<{ n: number }>(`select count(*)::int as n from private.mail_outbox where message ->> 'kind' = 'lead-notification'`);
    expect(all).toEqual([{ n: 2 }]);
  });

  it('one newsletter sign-up is one confirmation e-mail', async () => {
    const signUp = async (t: TestServer, email: string) => {
      await sql('delete from private.form_submissions');
      const res = await t.anon().from('newsletter_subscribers').insert({ email, source: 'footer', consent_text: NEWSLETTER_CONSENT_TEXT });
      expect(res.error).toBeNull();
    };
    const confirmations = (email: string) => sql<{ id: string }>(`select id from private.mail_outbox where message ->> 'kind' = 'newsletter-confirm' and message ->> 'to' = $1`, [email]);
    await signUp(pair.first, 'bulten.bir@example.com');
    await until('the first confirmation', async () => ((await confirmations('bulten.bir@example.com')).length ? true : undefined));
    // A later sign-up's e-mail is a marker: both servers handled the first notification by then.
    await signUp(pair.second, 'bulten.iki@example.com');
    await until('the second confirmation', async () => ((await confirmations('bulten.iki@example.com')).length ? true : undefined));
    expect(await confirmations('bulten.bir@example.com')).toHaveLength(1);
    expect(await confirmations('bulten.iki@example.com')).toHaveLength(1);
  });

  it('the outbox lists the same messages on both servers', async () => {
    const ids = async (t: TestServer) => {
      const res = await fetch(`${t.url}/mail/v1/outbox`, { headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { messages: { id: string }[] }).messages.map((m) => m.id);
    };
    pair.first.server.ctx.mail.queue({ to: 'bir@example.com', subject: 'Birinci sunucudan', text: 'a', kind: 'test' });
    pair.second.server.ctx.mail.queue({ to: 'iki@example.com', subject: 'İkinci sunucudan', text: 'b', kind: 'test' });
    await Promise.all(servers().map((t) => t.server.ctx.mail.idle()));
    const [a, b] = await Promise.all(servers().map(ids));
    expect(a!.length).toBeGreaterThanOrEqual(6);
    expect(b).toEqual(a);
    const stored = await sql<{ id: string }>('select id from private.mail_outbox order by id desc');
    expect(a).toEqual(stored.map((r) => r.id));
  });

  it('a message claimed by a server that died is sent by another once the lease ran out', async () => {
    const id = '0000000000zz-deadbeef';
    // Long enough that both servers look at the outbox well before it ends, even when loaded.
    const [lease] = await sql<{ lease_end: number }>(
      `insert into private.mail_outbox (id, message, delivery, status, attempts, next_attempt_at, claimed_by, claimed_until)
       values ($1, $2, 'outbox', 'queued', 1, now(), 'olen-sunucu:1:x', now() + interval '10 seconds')
       returning (extract(epoch from claimed_until) * 1000)::float8 as lease_end`,
      [id, JSON.stringify({ to: 'kiralik@example.com', subject: 'Kira süresi', text: 'c', kind: 'test' })],
    );
    const leaseEnd = lease!.lease_end;
    // While the lease lasts, nobody sends it: each server has looked at the outbox since (the
    // message is due and first in line) and left it alone.
    for (const t of servers()) {
      t.server.ctx.mail.sendSoon();
      await t.server.ctx.mail.idle();
    }
    const early = await sql<{ status: string; attempts: number; claimed_by: string; lease_running: boolean }>(
      'select status, attempts, claimed_by, claimed_until > now() as lease_running from private.mail_outbox where id = $1',
      [id],
    );
    expect(early).toEqual([{ status: 'queued', attempts: 1, claimed_by: 'olen-sunucu:1:x', lease_running: true }]);
    const sent = await until('the message to be sent', async () => {
      const [row] = await sql<{ status: string; attempts: number; sent_at: number; claimed_by: string | null }>(
        'select status, attempts, (extract(epoch from sent_at) * 1000)::float8 as sent_at, claimed_by from private.mail_outbox where id = $1',
        [id],
      );
      return row?.status === 'sent' ? row : undefined;
    });
    expect({ attempts: sent.attempts, claimed_by: sent.claimed_by }).toEqual({ attempts: 2, claimed_by: null });
    expect(sent.sent_at).toBeGreaterThanOrEqual(leaseEnd);
  });

  it('an outbox left on disk by an older version is imported once on start, and its files removed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-test-third-'));
    fs.copyFileSync(path.join(pair.first.dataDir, 'secrets.json'), path.join(dataDir, 'secrets.json'));
    const outbox = path.join(dataDir, 'outbox');
    fs.mkdirSync(outbox, { mode: 0o700 });
    const old = {
      sent: { id: '00000000001-0a0b0c0d', createdAt: '2026-11-20T10:00:00.000Z', message: { to: 'eski@example.com', subject: 'Eski ileti', text: 'eski', kind: 'recovery' }, delivery: 'outbox', status: 'sent', attempts: 1, sentAt: '2026-11-20T10:00:01.000Z' },
      queued: { id: '00000000002-0e0f0a0b', createdAt: '2026-11-20T11:00:00.000Z', message: { to: 'bekleyen@example.com', subject: 'Bekleyen ileti', text: 'bekliyor', kind: 'invite' }, delivery: 'outbox', status: 'queued', attempts: 2, lastError: 'ECONNREFUSED', nextAttemptAt: '2026-11-20T11:10:00.000Z' },
    };
    for (const e of Object.values(old)) fs.writeFileSync(path.join(outbox, `${e.id}.json`), JSON.stringify(e), { mode: 0o600 });
    const third = await startTestServer({ dataDir, env: { DATABASE_URL: pair.first.server.ctx.databaseUrl } });
    try {
      expect(fs.existsSync(outbox)).toBe(false);
      expect(await third.server.ctx.mail.get(old.sent.id)).toEqual(old.sent);
      // The queued one's retry time has passed: it is sent after the start, its attempts carried on.
      const resent = await until('the queued message to be sent', async () => {
        const e = await third.server.ctx.mail.get(old.queued.id);
        return e?.status === 'sent' ? e : undefined;
      });
      expect({ attempts: resent.attempts, to: resent.message.to }).toEqual({ attempts: 3, to: 'bekleyen@example.com' });
      // Every server reads them.
      expect((await pair.second.server.ctx.mail.get(old.sent.id))?.message.subject).toBe('Eski ileti');
    } finally {
      await third.close();
    }
  });
});
