/**
 * KVKK: the public forms' flood memory (`private.form_submissions`) holds no e-mail address and
 * no IP address in clear (HMAC under a salt of the day, 20261201150000), and is part of the
 * personal-data requests: the export lists a person's remembered submissions, the delete removes
 * them and leaves everybody else's. A salt older than yesterday goes with the rows hashed under it.
 * Through the real server and PostgreSQL with unmodified supabase-js.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const PERSON = 'Form.Kisi@Example.com';
const PERSON_IP = '198.51.100.20';
const OTHER = 'diger.kisi@example.com';
const OTHER_IP = '198.51.100.21';

describe('form submissions in personal-data requests', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  /** A visitor's client whose requests come from `address` (the server trusts X-Forwarded-For here). */
  function from(address: string): SupabaseClient {
    return createClient(t.url, t.anonKey, {
      global: { headers: { 'X-Forwarded-For': address } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as never },
    });
  }

  async function submitBoth(address: string, email: string) {
    const contact = await from(address).from('contact_messages').insert({ name: 'Form Kişi', email, message: 'Merhaba, bilgi almak istiyorum.' });
    expect([contact.status, contact.error]).toEqual([201, null]);
    const newsletter = await from(address).from('newsletter_subscribers').insert({ email });
    expect([newsletter.status, newsletter.error]).toEqual([201, null]);
  }

  beforeAll(async () => {
    t = await startTestServer({ seed: false, env: { TRUST_PROXY: 'true', SITE_URL: 'https://ajans.example' } });
    admin = await t.signIn();
    await submitBoth(PERSON_IP, PERSON);
    await submitBoth(OTHER_IP, OTHER);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores neither the e-mail nor the IP address in clear: 64 hex digits, keyed by the day', async () => {
    const rows = await sql<{ form: string; sender: string; email: string; row: string }>(`select form, sender, email, s::text as row from private.form_submissions s order by id`);
    expect(rows.map((r) => r.form)).toEqual(['contact', 'newsletter', 'contact', 'newsletter']);
    for (const r of rows) {
      expect(r.sender).toMatch(/^[0-9a-f]{64}$/);
      expect(r.email).toMatch(/^[0-9a-f]{64}$/);
      expect(r.row).not.toMatch(/@|198\.51\.100/);
    }
    // The same sender and e-mail give the same key on one day (the limits compare them), others not.
    expect(new Set(rows.map((r) => r.sender)).size).toBe(2);
    expect(new Set(rows.map((r) => r.email)).size).toBe(2);
    const [mine] = await sql<{ n: number }>(
      `select count(*)::int as n from private.form_submissions s
        where s.sender = private.form_submission_key($1, s.submitted_at) and s.email = private.form_submission_key($2, s.submitted_at)`,
      [PERSON_IP, PERSON.toLowerCase()],
    );
    expect(mine!.n).toBe(2);
    // A row written directly is hashed too: no path stores an address.
    await sql(`insert into private.form_submissions (form, sender, email) values ('contact', '203.0.113.9', 'dogrudan@example.com')`);
    expect(await sql(`select count(*)::int as n from private.form_submissions where sender = '203.0.113.9' or email like '%@%'`)).toEqual([{ n: 0 }]);
    await sql(`delete from private.form_submissions where email = private.form_submission_key('dogrudan@example.com', submitted_at)`);
    // Nor can an update put one back in clear.
    await expect(sql(`update private.form_submissions set email = 'geri@example.com'`)).rejects.toMatchObject({ code: '42501' });
  });

  it("the export lists the person's submissions (form and time), whatever the address's case", async () => {
    const { data, error } = await admin.rpc('personal_data_export', { target_email: ` ${PERSON.toUpperCase()} ` });
    expect(error).toBeNull();
    const doc = data as { form_submissions: { form: string; submitted_at: string }[] };
    expect(doc.form_submissions.map((f) => f.form)).toEqual(['contact', 'newsletter']);
    expect(doc.form_submissions.every((f) => Object.keys(f).sort().join() === 'form,submitted_at' && !Number.isNaN(Date.parse(f.submitted_at)))).toBe(true);
  });

  it("the delete removes the person's submissions and nobody else's", async () => {
    const { data, error } = await admin.rpc('personal_data_delete', { target_email: PERSON });
    expect(error).toBeNull();
    expect(data).toEqual({ contact_messages: 1, lead_notes: 0, newsletter_subscribers: 1, form_submissions: 2 });
    expect(await sql(`select count(*)::int as n from private.form_submissions`)).toEqual([{ n: 2 }]);
    const again = await admin.rpc('personal_data_export', { target_email: PERSON });
    expect(again.data).toMatchObject({ contact_messages: [], newsletter_subscribers: [], form_submissions: [] });
    const other = await admin.rpc('personal_data_export', { target_email: OTHER });
    expect((other.data as { form_submissions: unknown[] }).form_submissions).toHaveLength(2);
  });

  it('a salt older than yesterday is deleted with its rows at the next submission; yesterday still counts', async () => {
    await sql(`insert into private.form_submissions (form, sender, email, submitted_at) values
      ('contact', '203.0.113.77', 'eski@example.com', now() - interval '2 days'),
      ('contact', '203.0.113.77', 'dun@example.com', now() - interval '20 hours')`);
    expect(await sql(`select count(*)::int as n from private.form_submission_salts where day < (now() at time zone 'UTC')::date - 1`)).toEqual([{ n: 1 }]);
    const { error } = await from('203.0.113.78').from('newsletter_subscribers').insert({ email: 'yeni@example.com' });
    expect(error).toBeNull();
    expect(await sql(`select count(*)::int as n from private.form_submission_salts where day < (now() at time zone 'UTC')::date - 1`)).toEqual([{ n: 0 }]);
    expect(await sql(`select count(*)::int as n from private.form_submissions where submitted_at < now() - interval '30 hours'`)).toEqual([{ n: 0 }]);
    // The row of 20 hours ago (today's or yesterday's salt) is still found for its address.
    const [found] = await sql<{ n: number }>(`select count(*)::int as n from private.form_submissions s where s.email = private.form_submission_key('dun@example.com', s.submitted_at)`);
    expect(found!.n).toBe(1);
  });
});
