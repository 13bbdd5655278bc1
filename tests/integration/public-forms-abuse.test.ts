/**
 * The public forms (contact, newsletter) against abuse, through the real server and
 * PostgreSQL with unmodified supabase-js, as anon and as a signed-in account without staff
 * rights: limits per sender address and per e-mail (exact under 500 parallel requests),
 * no back-dating or forged ids/statuses, a subscription that answers the same whether or not
 * the address was there, and no names or messages made only of invisible characters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TrustedProxies } from '../../server/platform/http/trusted-proxies.ts';

const RATE_LIMITED_CONTACT = { code: 'P0001', details: null, hint: 'rate_limited', message: 'Çok fazla mesaj gönderildi. Lütfen daha sonra tekrar deneyin.' };
const RATE_LIMITED_NEWSLETTER = { code: 'P0001', details: null, hint: 'rate_limited', message: 'Çok fazla abonelik isteği. Lütfen daha sonra tekrar deneyin.' };
const VISITOR_EMAIL = 'okur@example.com';
const VISITOR_PASSWORD = 'okur-sifresi-123';

describe('public forms against abuse', () => {
  let t: TestServer;
  let staff: SupabaseClient;

  /** A client whose requests come from `address` (the server trusts X-Forwarded-For here). */
  function from(address: string, headers: Record<string, string> = {}): SupabaseClient {
    return createClient(t.url, t.anonKey, {
      global: { headers: { 'X-Forwarded-For': address, ...headers } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as never },
    });
  }

  /** The signed-in account without staff rights, sending from `address`. */
  async function visitorFrom(address: string): Promise<SupabaseClient> {
    const client = from(address);
    const { error } = await client.auth.signInWithPassword({ email: VISITOR_EMAIL, password: VISITOR_PASSWORD });
    if (error) throw error;
    return client;
  }

  const message = (email: string, text = 'Merhaba, teklif almak istiyorum.') => ({ name: 'Ayşe Yılmaz', email, message: text });

  async function countWhere(sql: string, params: unknown[]): Promise<number> {
    const { rows } = await t.server.ctx.db.admin.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params);
    return rows[0]!.n;
  }

  beforeAll(async () => {
    // The forms key on the client address; behind a trusted proxy the tests choose it.
    t = await startTestServer({ seed: false, env: { TRUST_PROXY: 'true', SITE_URL: 'https://ajans.example' } });
    // These tests send more than a flood's worth a minute from many addresses; the proof of
    // work a flood asks for is tested in public-forms-flood.test.ts.
    await t.server.ctx.db.admin.query(`update private.form_challenge_settings set flood_per_minute = 1000000`);
    const created = await t.service().auth.admin.createUser({ email: VISITOR_EMAIL, password: VISITOR_PASSWORD, email_confirm: true });
    if (created.error) throw created.error;
    staff = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('limits per sender', () => {
    it('stops a flood from one address after 5 messages in 10 minutes while another address still gets through', async () => {
      const bot = from('203.0.113.10');
      for (let i = 0; i < 5; i++) {
        const { error, status } = await bot.from('contact_messages').insert(message(`bot${i}@example.com`));
        expect(error).toBeNull();
        expect(status).toBe(201);
      }
      const blocked = await bot.from('contact_messages').insert(message('bot5@example.com'));
      expect(blocked.status).toBe(400);
      expect(blocked.error).toEqual(RATE_LIMITED_CONTACT);

      const visitor = await from('198.51.100.7').from('contact_messages').insert(message('gercek@example.com'));
      expect(visitor.error).toBeNull();
      expect(visitor.status).toBe(201);
      expect(await countWhere(`public.contact_messages where email like 'bot%'`, [])).toBe(5);
    });

    it('limits one e-mail to 5 messages in 10 minutes, whatever its case and address', async () => {
      for (let i = 0; i < 5; i++) {
        const { error } = await from(`203.0.113.${20 + i}`).from('contact_messages').insert(message('tekrar@example.com'));
        expect(error).toBeNull();
      }
      const blocked = await from('203.0.113.30').from('contact_messages').insert(message('Tekrar@Example.com'));
      expect(blocked.error).toEqual(RATE_LIMITED_CONTACT);
    });

    it('limits one address to 20 messages a day; older submissions no longer count and are forgotten', async () => {
      const record = (sender: string, hoursAgo: number[]) =>
        t.server.ctx.db.admin.query(
          `insert into private.form_submissions (form, sender, email, submitted_at)
           select 'contact', $1, 'eski' || h || '@example.com', now() - make_interval(hours => h) from unnest($2::int[]) as h`,
          [sender, hoursAgo],
        );
      // 20 in the last day (none in the last 10 minutes): the 21st is refused.
      await record('203.0.113.40', Array.from({ length: 20 }, (_, i) => i + 1));
      const dayFull = await from('203.0.113.40').from('contact_messages').insert(message('gunluk@example.com'));
      expect(dayFull.error).toEqual(RATE_LIMITED_CONTACT);
      // 19 in the last day and 20 older than a day: accepted, and the old ones are deleted.
      await record('203.0.113.41', [...Array.from({ length: 19 }, (_, i) => i + 1), ...Array.from({ length: 20 }, (_, i) => i + 25)]);
      const accepted = await from('203.0.113.41').from('contact_messages').insert(message('gunluk2@example.com'));
      expect(accepted.error).toBeNull();
      // Stored hashed under the salt of the row's day (20261201150000).
      expect(await countWhere(`private.form_submissions where sender = private.form_submission_key($1, submitted_at)`, ['203.0.113.41'])).toBe(20);
    });

    it('lets exactly 5 of 500 parallel messages from one sender through', async () => {
      const bot = from('203.0.113.50');
      const results = await Promise.all(Array.from({ length: 500 }, (_, i) => bot.from('contact_messages').insert(message(`paralel${i}@example.com`))));
      expect(results.filter((r) => r.error === null && r.status === 201).length).toBe(5);
      expect(results.filter((r) => r.error?.code === 'P0001' && r.error.hint === 'rate_limited').length).toBe(495);
      expect(await countWhere(`public.contact_messages where email like 'paralel%'`, [])).toBe(5);
    });

    it('lets exactly 5 of 500 parallel subscriptions from one sender through', async () => {
      const bot = from('203.0.113.51');
      const results = await Promise.all(Array.from({ length: 500 }, (_, i) => bot.from('newsletter_subscribers').insert({ email: `abone${i}@example.com` })));
      expect(results.filter((r) => r.error === null && r.status === 201).length).toBe(5);
      expect(results.filter((r) => r.error?.code === 'P0001').map((r) => r.error)).toEqual(Array(495).fill(RATE_LIMITED_NEWSLETTER));
      expect(await countWhere(`public.newsletter_subscribers where email like 'abone%'`, [])).toBe(5);
    });

    it('without TRUST_PROXY, a client cannot choose its address with X-Forwarded-For or cf-connecting-ip', async () => {
      const trusted = t.server.ctx.config.trustProxy;
      t.server.ctx.config.trustProxy = TrustedProxies.none;
      try {
        const outcomes: (string | null)[] = [];
        for (let i = 0; i < 6; i++) {
          const spoofing = from(`192.0.2.${i}`, { 'cf-connecting-ip': `192.0.2.${100 + i}` });
          const { error } = await spoofing.from('newsletter_subscribers').insert({ email: `sahte${i}@example.com` });
          outcomes.push(error?.code ?? null);
        }
        expect(outcomes).toEqual([null, null, null, null, null, 'P0001']);
        // Each accepted one is counted for the connection's own address (stored hashed).
        const { rows } = await t.server.ctx.db.admin.query<{ local: boolean }>(
          `select s.sender = private.form_submission_key('127.0.0.1', s.submitted_at) as local
             from private.form_submissions s cross join generate_series(0, 5) as i
            where s.email = private.form_submission_key('sahte' || i || '@example.com', s.submitted_at)`,
        );
        expect(rows).toEqual(Array(5).fill({ local: true }));
      } finally {
        t.server.ctx.config.trustProxy = trusted;
      }
    });
  });

  describe('server-set fields', () => {
    const forged = { id: '00000000-0000-4000-8000-000000000001', created_at: '2020-01-01T00:00:00Z', updated_at: '2020-01-01T00:00:00Z' };

    it('anon may not send an id, timestamps or a status other than new (42501)', async () => {
      const anon = from('203.0.113.60');
      for (const extra of [{ id: forged.id }, { created_at: forged.created_at }, { updated_at: forged.updated_at }, { status: 'read' }]) {
        const { error, status } = await anon.from('contact_messages').insert({ ...message('geri@example.com'), ...extra });
        expect(status).toBe(401);
        expect(error?.code).toBe('42501');
      }
      for (const extra of [{ id: forged.id }, { subscribed_at: forged.created_at }, { status: 'unsubscribed' }, { name: 'Ad' }]) {
        const { error } = await anon.from('newsletter_subscribers').insert({ email: 'geri@example.com', ...extra });
        expect(error?.code).toBe('42501');
      }
      expect(await countWhere(`public.contact_messages where email = 'geri@example.com'`, [])).toBe(0);
      expect(await countWhere(`public.newsletter_subscribers where email = 'geri@example.com'`, [])).toBe(0);
    });

    it('a signed-in non-staff account gets its forged id and timestamps overwritten, and a forged status refused', async () => {
      const visitor = await visitorFrom('203.0.113.61');
      const refused = await visitor.from('contact_messages').insert({ ...message('uye@example.com'), status: 'read' });
      expect(refused.error?.code).toBe('42501');
      const sent = await visitor.from('contact_messages').insert({ ...message('uye@example.com'), ...forged });
      expect(sent.error).toBeNull();
      const { rows } = await t.server.ctx.db.admin.query<{ id: string; status: string; fresh: boolean }>(
        `select id, status, created_at > now() - interval '1 minute' and updated_at > now() - interval '1 minute' as fresh
         from public.contact_messages where email = 'uye@example.com'`,
      );
      expect(rows.length).toBe(1);
      expect(rows[0]!.id).not.toBe(forged.id);
      expect(rows[0]!.status).toBe('new');
      expect(rows[0]!.fresh).toBe(true);

      const refusedSub = await visitor.from('newsletter_subscribers').insert({ email: 'uye@example.com', status: 'unsubscribed' });
      expect(refusedSub.error?.code).toBe('42501');
      const sub = await visitor.from('newsletter_subscribers').insert({ email: 'uye@example.com', id: forged.id, subscribed_at: forged.created_at, name: 'Sahte', source: 'bot' });
      expect(sub.error).toBeNull();
      const { rows: subs } = await t.server.ctx.db.admin.query<{ id: string; status: string; name: string | null; source: string | null; fresh: boolean }>(
        `select id, status, name, source, subscribed_at > now() - interval '1 minute' as fresh
         from public.newsletter_subscribers where email = 'uye@example.com'`,
      );
      expect(subs).toEqual([{ id: expect.not.stringMatching(forged.id), status: 'pending', name: null, source: null, fresh: true }]);
    });

    it('staff still insert rows as sent', async () => {
      const { data, error } = await staff
        .from('contact_messages')
        .insert({ ...message('personel@example.com'), status: 'replied', created_at: forged.created_at })
        .select('status, created_at')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ status: 'replied', created_at: '2020-01-01T00:00:00+00:00' });
    });
  });

  describe('newsletter membership cannot be probed', () => {
    async function subscribeRaw(email: string, address: string, prefer: string) {
      const res = await fetch(`${t.url}/rest/v1/newsletter_subscribers`, {
        method: 'POST',
        headers: { apikey: t.anonKey, 'Content-Type': 'application/json', Prefer: prefer, 'X-Forwarded-For': address },
        body: JSON.stringify({ email }),
      });
      const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
      return { status: res.status, body: await res.text(), headers };
    }

    it.each(['return=minimal', 'return=minimal, count=exact', 'tx=rollback', 'return=minimal, count=exact, tx=rollback'])(
      'answers a new and an existing address identically (Prefer: %s)',
      async (prefer) => {
        await t.server.ctx.db.admin.query(`insert into public.newsletter_subscribers (email) values ('var@example.com') on conflict do nothing`);
        const suffix = prefer.replace(/\W+/g, '-');
        const existing = await subscribeRaw('VAR@example.com', `203.0.113.70`, prefer);
        const fresh = await subscribeRaw(`yeni-${suffix}@example.com`, `203.0.113.71`, prefer);
        expect(existing).toEqual(fresh);
        expect(fresh.status).toBe(201);
        expect(fresh.body).toBe('');
      },
    );

    it('a repeat through supabase-js answers 201 with no error; an unsubscribed address becomes pending again (double opt-in)', async () => {
      const first = await from('203.0.113.72').from('newsletter_subscribers').insert({ email: 'Tekrar-Abone@Example.com' });
      await staff.from('newsletter_subscribers').update({ status: 'unsubscribed', unsubscribed_at: '2026-11-01T00:00:00Z' }).ilike('email', 'tekrar-abone@example.com');
      const before = await t.server.ctx.db.admin.query(`select * from public.newsletter_subscribers where lower(email) = 'tekrar-abone@example.com'`);
      const again = await from('203.0.113.73').from('newsletter_subscribers').insert({ email: 'tekrar-abone@example.com' });
      expect([first.status, first.error, again.status, again.error]).toEqual([201, null, 201, null]);
      const after = await t.server.ctx.db.admin.query(`select * from public.newsletter_subscribers where lower(email) = 'tekrar-abone@example.com'`);
      expect(after.rows).toHaveLength(1);
      // Same row, now waiting for its new confirmation; when it unsubscribed stays on record.
      expect(after.rows[0]).toMatchObject({ id: before.rows[0]!.id, status: 'pending', unsubscribed_at: before.rows[0]!.unsubscribed_at, confirmed_at: null });
      expect(Date.parse(after.rows[0]!.consented_at)).toBeGreaterThan(Date.parse(before.rows[0]!.consented_at ?? '1970-01-01'));
    });
  });

  describe('visible text', () => {
    // Plain spaces already fail the length rule on the trimmed value (…_check).
    const invisible = ['\t\n ', '\u200b', '\u200c\u200d', '\u2060', '\ufeff', '\u00a0\u3000', '\u00ad', ' \u200b \u2060 \ufeff '];

    it.each(invisible.map((s) => [JSON.stringify(s), s]))('refuses the message %s with 23514', async (_label, text) => {
      const { error, status } = await from('203.0.113.80').from('contact_messages').insert(message('bos@example.com', text));
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
      expect(error?.message).toBe('new row for relation "contact_messages" violates check constraint "contact_messages_message_visible"');
    });

    it.each(invisible.map((s) => [JSON.stringify(s), s]))('refuses the name %s with 23514', async (_label, name) => {
      const { error } = await from('203.0.113.81').from('contact_messages').insert({ ...message('bos@example.com'), name });
      expect(error?.code).toBe('23514');
      expect(error?.message).toBe('new row for relation "contact_messages" violates check constraint "contact_messages_name_visible"');
    });

    it('accepts text with an invisible character between visible ones', async () => {
      const { error } = await from('203.0.113.82').from('contact_messages').insert({ ...message('gorunur@example.com', 'Mer\u200bhaba'), name: '\u200bAy' });
      expect(error).toBeNull();
    });
  });

  // A flood from many addresses asks for a proof of work instead of refusing everybody:
  // tests/integration/public-forms-flood.test.ts.

  it('staff can mark a message as spam', async () => {
    await from('203.0.113.90').from('contact_messages').insert(message('spam@example.com'));
    const { data, error } = await staff.from('contact_messages').update({ status: 'spam' }).eq('email', 'spam@example.com').select('status');
    expect(error).toBeNull();
    expect(data).toEqual([{ status: 'spam' }]);
  });
});
