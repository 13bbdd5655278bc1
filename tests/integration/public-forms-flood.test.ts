/**
 * The public forms during a flood from many addresses, through the real server and
 * PostgreSQL with unmodified supabase-js as anon: instead of refusing everybody, the database
 * asks for a proof of work (P0001 hint `challenge_required`), which a solved challenge from
 * `form_challenge()` answers once; forged, expired and reused proofs are refused; per-sender
 * limits stay and count IPv6 per /64.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { proofPayload, solveChallenge, type FormChallenge } from '../../src/lib/proof-of-work.ts';

const CHALLENGE_REQUIRED = { code: 'P0001', details: null, hint: 'challenge_required', message: 'Yoğunluk nedeniyle gönderiminiz doğrulanamadı. Lütfen tekrar deneyin.' };
const RATE_LIMITED_CONTACT = { code: 'P0001', details: null, hint: 'rate_limited', message: 'Çok fazla mesaj gönderildi. Lütfen daha sonra tekrar deneyin.' };
const FLOOD_PER_MINUTE = 30;

describe('public forms during a flood', () => {
  let t: TestServer;

  /** A client whose requests come from `address` (the server trusts X-Forwarded-For here). */
  function from(address: string): SupabaseClient {
    return createClient(t.url, t.anonKey, {
      global: { headers: { 'X-Forwarded-For': address } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as never },
    });
  }

  const message = (email: string) => ({ name: 'Ayşe Yılmaz', email, message: 'Merhaba, teklif almak istiyorum.' });

  function sendContact(address: string, email: string, proof?: string) {
    const insert = from(address).from('contact_messages').insert(message(email));
    return proof === undefined ? insert : insert.setHeader('x-form-proof', proof);
  }

  async function challenge(): Promise<FormChallenge> {
    const { data, error } = await from('198.51.100.250').rpc('form_challenge');
    if (error) throw error;
    return data as FormChallenge;
  }

  async function solvedProof(): Promise<string> {
    const c = await challenge();
    const number = await solveChallenge(c);
    expect(number).not.toBeNull();
    return proofPayload(c, number!);
  }

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  /** The footprint of a flood: the last minute's accepted submissions from many addresses. */
  async function floodRecorded(): Promise<void> {
    await sql(
      `insert into private.form_submissions (form, sender, email)
       select 'contact', '10.9.' || (i / 256) || '.' || (i % 256), 'sel' || i || '@example.com' from generate_series(1, $1::int) as i`,
      [FLOOD_PER_MINUTE],
    );
  }

  beforeAll(async () => {
    t = await startTestServer({ seed: false, env: { TRUST_PROXY: 'true', SITE_URL: 'https://ajans.example' } });
    // A quick challenge keeps the test short; the scheme is the same at any size.
    await sql(`update private.form_challenge_settings set max_number = 2000`);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await sql(`delete from private.form_submissions`);
  });

  it('a real flood from many addresses makes the next visitor need a proof, on both forms, instead of refusing everybody', async () => {
    expect((await sql<{ n: number }>(`select flood_per_minute as n from private.form_challenge_settings`))[0]!.n).toBe(FLOOD_PER_MINUTE);
    // 30 accepted submissions from 10 addresses, 3 each (under every per-sender limit).
    const flood = await Promise.all(
      Array.from({ length: FLOOD_PER_MINUTE }, (_, i) =>
        i % 2 ? sendContact(`203.0.113.${i % 10}`, `bot${i}@example.com`) : from(`203.0.113.${i % 10}`).from('newsletter_subscribers').insert({ email: `bot${i}@example.com` }),
      ),
    );
    expect(flood.map((r) => r.status)).toEqual(Array(FLOOD_PER_MINUTE).fill(201));

    const visitor = await sendContact('198.51.100.7', 'gercek@example.com');
    expect(visitor.status).toBe(400);
    expect(visitor.error).toEqual(CHALLENGE_REQUIRED);
    const subscriber = await from('198.51.100.8').from('newsletter_subscribers').insert({ email: 'abone@example.com' });
    expect(subscriber.error).toEqual(CHALLENGE_REQUIRED);

    const proven = await sendContact('198.51.100.7', 'gercek@example.com', await solvedProof());
    expect(proven.error).toBeNull();
    expect(proven.status).toBe(201);
    const provenSub = await from('198.51.100.8').from('newsletter_subscribers').insert({ email: 'abone@example.com' }).setHeader('x-form-proof', await solvedProof());
    expect([provenSub.status, provenSub.error]).toEqual([201, null]);
    expect(await sql(`select email from public.contact_messages where email = 'gercek@example.com'`)).toEqual([{ email: 'gercek@example.com' }]);
    expect(await sql(`select email from public.newsletter_subscribers where email = 'abone@example.com'`)).toEqual([{ email: 'abone@example.com' }]);
  });

  it('without a flood no proof is needed', async () => {
    await sql(
      `insert into private.form_submissions (form, sender, email)
       select 'contact', '10.8.0.' || i, 'az' || i || '@example.com' from generate_series(1, $1::int) as i`,
      [FLOOD_PER_MINUTE - 1],
    );
    const { error, status } = await sendContact('198.51.100.9', 'sakin@example.com');
    expect([status, error]).toEqual([201, null]);
    // Older than a minute: no longer a flood.
    await sql(`update private.form_submissions set submitted_at = now() - interval '61 seconds'`);
    await floodRecorded();
    await sql(`update private.form_submissions set submitted_at = now() - interval '61 seconds'`);
    expect((await sendContact('198.51.100.10', 'sakin2@example.com')).error).toBeNull();
  });

  it('a challenge has the ALTCHA shape and expires after 10 minutes', async () => {
    const c = await challenge();
    expect(Object.keys(c).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
    expect(c.algorithm).toBe('SHA-256');
    expect(c.maxnumber).toBe(2000);
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(/^[0-9a-f]{24}\?expires=(\d+)$/.exec(c.salt)?.[1]);
    expect(Math.abs(expires - (Date.now() / 1000 + 600))).toBeLessThan(60);
  });

  it('a proof is used once, even by parallel submissions', async () => {
    await floodRecorded();
    const proof = await solvedProof();
    expect((await sendContact('198.51.100.20', 'ilk@example.com', proof)).status).toBe(201);
    const reused = await sendContact('198.51.100.21', 'ikinci@example.com', proof);
    expect(reused.error).toEqual(CHALLENGE_REQUIRED);

    const shared = await solvedProof();
    const parallel = await Promise.all(Array.from({ length: 20 }, (_, i) => sendContact(`198.51.100.${30 + i}`, `paralel${i}@example.com`, shared)));
    expect(parallel.filter((r) => r.status === 201).length).toBe(1);
    expect(parallel.filter((r) => r.error?.hint === 'challenge_required').length).toBe(19);
  });

  it('forgets used proofs once they have expired, keeps the live ones', async () => {
    await floodRecorded();
    await sql(`delete from private.form_proofs_used`);
    await sql(`insert into private.form_proofs_used (signature, expires_at) values ('suresi-dolmus', now() - interval '1 second'), ('gecerli', now() + interval '5 minutes')`);
    expect((await sendContact('198.51.100.70', 'temiz@example.com', await solvedProof())).status).toBe(201);
    expect((await sql<{ signature: string }>(`select signature from private.form_proofs_used order by expires_at`)).map((r) => r.signature)).toEqual([
      'gecerli',
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
  });

  it('a refused submission does not use up its proof', async () => {
    await floodRecorded();
    const proof = await solvedProof();
    const refused = await from('198.51.100.60').from('contact_messages').insert({ ...message('bos@example.com'), message: '\u200b' }).setHeader('x-form-proof', proof);
    expect(refused.error?.code).toBe('23514');
    expect((await sendContact('198.51.100.60', 'dolu@example.com', proof)).status).toBe(201);
  });

  describe('forged proofs', () => {
    const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');
    const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

    /** A proof made here with `key` and a salt expiring at `expires` (seconds). */
    function handMade(key: Buffer, expires: number, number = 7) {
      const salt = `${crypto.randomBytes(12).toString('hex')}?expires=${expires}`;
      const challenge = sha256(salt + number);
      const signature = crypto.createHmac('sha256', key).update(challenge).digest('hex');
      return b64({ algorithm: 'SHA-256', challenge, number, salt, signature });
    }

    async function secret(): Promise<Buffer> {
      return (await sql<{ secret: Buffer }>(`select secret from private.form_challenge_settings`))[0]!.secret;
    }

    it('refuses a wrong answer, a changed signature, salt or algorithm, another key, and garbage', async () => {
      await floodRecorded();
      const c = await challenge();
      const number = (await solveChallenge(c))!;
      const good = { algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature };
      const later = `${c.salt.split('?')[0]}?expires=${Math.floor(Date.now() / 1000) + 86400 * 365}`;
      const forged = [
        b64({ ...good, number: (number + 1) % (c.maxnumber + 1) }),
        b64({ ...good, number: String(number) }),
        b64({ ...good, signature: c.signature.replace(/^./, (ch) => (ch === '0' ? '1' : '0')) }),
        b64({ ...good, salt: later, challenge: sha256(later + number) }),
        b64({ ...good, algorithm: 'SHA-1' }),
        handMade(crypto.randomBytes(32), Math.floor(Date.now() / 1000) + 600),
        b64('not json'),
        b64([good]),
        '%%% not base64 %%%',
        '',
        'A'.repeat(5000),
      ];
      let i = 0;
      for (const proof of forged) {
        const { error } = await sendContact(`198.51.100.${100 + i}`, `sahte${i++}@example.com`, proof);
        expect(error, proof.slice(0, 40)).toEqual(CHALLENGE_REQUIRED);
      }
      // The genuine one still works afterwards.
      expect((await sendContact('198.51.100.99', 'gercek2@example.com', b64(good))).status).toBe(201);
    });

    it('refuses an expired proof signed with the real key, and takes the same proof unexpired', async () => {
      await floodRecorded();
      const key = await secret();
      const expired = await sendContact('198.51.100.150', 'eski@example.com', handMade(key, Math.floor(Date.now() / 1000) - 1));
      expect(expired.error).toEqual(CHALLENGE_REQUIRED);
      const fresh = await sendContact('198.51.100.150', 'eski@example.com', handMade(key, Math.floor(Date.now() / 1000) + 60));
      expect([fresh.status, fresh.error]).toEqual([201, null]);
    });

    it('anon cannot read the secret', async () => {
      const res = await fetch(`${t.url}/rest/v1/form_challenge_settings?select=secret`, { headers: { apikey: t.anonKey, 'Accept-Profile': 'private' } });
      expect(res.status).toBe(406);
      const denied = await sql<{ ok: boolean }>(`select has_table_privilege('anon', 'private.form_challenge_settings', 'select') or has_table_privilege('authenticated', 'private.form_challenge_settings', 'select') as ok`);
      expect(denied).toEqual([{ ok: false }]);
    });
  });

  it('per-sender limits still hold with a valid proof', async () => {
    for (let i = 0; i < 5; i++) expect((await sendContact('203.0.113.200', `tek${i}@example.com`)).status).toBe(201);
    await floodRecorded();
    const limited = await sendContact('203.0.113.200', 'tek5@example.com', await solvedProof());
    expect(limited.error).toEqual(RATE_LIMITED_CONTACT);
  });

  it('counts IPv6 senders per /64: addresses of one /64 share the limit, the next /64 does not', async () => {
    for (let i = 1; i <= 5; i++) expect((await sendContact(`2001:db8:1:2::${i}`, `v6-${i}@example.com`)).status).toBe(201);
    const sameNet = await sendContact('2001:db8:1:2:ffff:ffff:ffff:fffe', 'v6-6@example.com');
    expect(sameNet.error).toEqual(RATE_LIMITED_CONTACT);
    const nextNet = await sendContact('2001:db8:1:3::1', 'v6-7@example.com');
    expect([nextNet.status, nextNet.error]).toEqual([201, null]);
    // IPv4, also IPv4-mapped, stays one address each.
    expect((await sendContact('::ffff:192.0.2.1', 'v4-1@example.com')).status).toBe(201);
    expect((await sendContact('192.0.2.2', 'v4-2@example.com')).status).toBe(201);
    // Stored hashed (20261201150000): each row's sender is the key of one of these, by its day's salt.
    const candidates = ['192.0.2.1', '192.0.2.2', '2001:db8:1:2::/64', '2001:db8:1:3::/64', '::ffff:192.0.2.1', '2001:db8:1:2::1', '2001:db8:1:3::1'];
    const senders = await sql<{ sender: string | null }>(
      `select distinct (select k from unnest($1::text[]) as k where private.form_submission_key(k, s.submitted_at) = s.sender) as sender
         from private.form_submissions s order by sender`,
      [candidates],
    );
    expect(senders.map((r) => r.sender)).toEqual(['192.0.2.1', '192.0.2.2', '2001:db8:1:2::/64', '2001:db8:1:3::/64']);
  });
});
