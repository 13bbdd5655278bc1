/**
 * Newsletter double opt-in through unmodified supabase-js against the real server: a sign-up
 * is pending with its consent text, the server e-mails a confirmation (outbox) on the
 * database notification, only its single-use link activates the address, expired links are
 * refused and expired sign-ups pruned, the unsubscribe link works, a re-subscription sends
 * a new confirmation, and anon can neither read subscribers nor learn whether an address exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../src/lib/form-consent.ts';
import type { OutboxEntry } from '../../server/app/mail/message.ts';

describe('newsletter double opt-in', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ env: { SITE_URL: 'https://ajans.test' } });
    await t.server.ctx.db.admin.query(`insert into public.site_settings (site_name) values ('Kuzey Ajans')`);
  }, 120_000);
  afterAll(async () => t?.close());

  /** The rate limits count every sign-up from 127.0.0.1; each step starts with a clean slate. */
  async function signUp(email: string, source = 'footer') {
    await t.server.ctx.db.admin.query('delete from private.form_submissions');
    return t.anon().from('newsletter_subscribers').insert({ email, source, consent_text: NEWSLETTER_CONSENT_TEXT });
  }

  async function row(email: string) {
    const { rows } = await t.server.ctx.db.admin.query('select * from public.newsletter_subscribers where lower(email) = lower($1)', [email]);
    return rows[0] as Record<string, unknown> | undefined;
  }

  /** E-mails to an address (any case), oldest first. */
  async function mailsTo(email: string): Promise<OutboxEntry[]> {
    await t.server.ctx.mail.idle();
    return (await t.server.ctx.mail.list()).filter((e) => e.message.to.toLowerCase() === email.toLowerCase()).reverse();
  }

  /** Waits for the n-th e-mail to `email` and returns its two links' tokens. */
  async function nthMail(email: string, n: number) {
    const end = Date.now() + 10_000;
    for (;;) {
      const mails = await mailsTo(email);
      if (mails.length >= n) {
        const m = mails[n - 1]!;
        const confirm = /https:\/\/ajans\.test\/bulten\/onay\?token=([A-Za-z0-9_-]+)/.exec(m.message.text)?.[1];
        const unsubscribe = /https:\/\/ajans\.test\/bulten\/ayril\?token=([A-Za-z0-9_-]+)/.exec(m.message.text)?.[1];
        return { entry: m, confirm: confirm!, unsubscribe: unsubscribe! };
      }
      if (Date.now() > end) throw new Error(`no e-mail #${n} to ${email}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const confirm = (token: string) => t.anon().rpc('confirm_newsletter_subscription', { token });
  const unsubscribe = (token: string) => t.anon().rpc('unsubscribe_newsletter', { token });

  it('a sign-up is pending with its consent, and the confirmation e-mail carries both links', async () => {
    const res = await signUp('Okur@Example.com');
    expect(res).toMatchObject({ error: null, status: 201, data: null });
    const r = await row('okur@example.com');
    expect(r).toMatchObject({ status: 'pending', consent_text: NEWSLETTER_CONSENT_TEXT, confirmed_at: null, source: 'footer' });
    expect(r!.consented_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const mail = await nthMail('Okur@Example.com', 1);
    expect(mail.entry.message.kind).toBe('newsletter-confirm');
    expect(mail.entry.message.subject).toBe('Kuzey Ajans bülten aboneliğinizi onaylayın');
    expect(mail.entry.message.headers).toEqual({ 'List-Unsubscribe': `<https://ajans.test/bulten/ayril?token=${mail.unsubscribe}>` });
    expect(mail.confirm).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only hashes are stored.
    const stored = await row('okur@example.com');
    expect(stored!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(mail.confirm);
    expect(JSON.stringify(stored)).not.toContain(mail.unsubscribe);
  });

  it('activates only through the link, once', async () => {
    const mail = await nthMail('Okur@Example.com', 1);
    expect((await confirm('yanlis-anahtar')).data).toBe('invalid');
    expect((await row('okur@example.com'))!.status).toBe('pending');
    const first = await confirm(mail.confirm);
    expect(first).toMatchObject({ error: null, status: 200, data: 'confirmed' });
    const r = await row('okur@example.com');
    expect(r).toMatchObject({ status: 'active', confirm_token_hash: null });
    expect(r!.confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect((await confirm(mail.confirm)).data).toBe('invalid');
  });

  it('anon cannot read subscribers (42501) and a repeat sign-up of an active address answers the same and sends nothing', async () => {
    const read = await t.anon().from('newsletter_subscribers').select('email');
    expect(read.status).toBe(401);
    expect(read.error).toMatchObject({ code: '42501', message: 'permission denied for table newsletter_subscribers' });
    const again = await signUp('okur@example.com');
    const fresh = await signUp('yeni-okur@example.com');
    expect([again.status, again.error, again.data]).toEqual([fresh.status, fresh.error, fresh.data]);
    // Notifications are handled in order: once the fresh address has its e-mail, a second one
    // to the active address would be there too.
    await nthMail('yeni-okur@example.com', 1);
    expect(await mailsTo('okur@example.com')).toHaveLength(1);
    expect((await row('okur@example.com'))!.status).toBe('active');
  });

  it('unsubscribes through the link; re-subscribing sends a new confirmation that activates again', async () => {
    const first = await nthMail('Okur@Example.com', 1);
    expect((await unsubscribe('yanlis')).data).toBe('invalid');
    expect((await unsubscribe(first.unsubscribe)).data).toBe('unsubscribed');
    const r = await row('okur@example.com');
    expect(r!.status).toBe('unsubscribed');
    expect(r!.unsubscribed_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    // A second click says the same and keeps the first time.
    expect((await unsubscribe(first.unsubscribe)).data).toBe('unsubscribed');
    expect((await row('okur@example.com'))!.unsubscribed_at).toEqual(r!.unsubscribed_at);

    expect((await signUp('okur@example.com', 'blog')).status).toBe(201);
    const second = await nthMail('okur@example.com', 2);
    // The row keeps the address as first written.
    expect(second.entry.message.to).toBe('Okur@Example.com');
    expect(second.confirm).not.toBe(first.confirm);
    expect(await row('okur@example.com')).toMatchObject({ status: 'pending', source: 'blog' });
    expect((await confirm(second.confirm)).data).toBe('confirmed');
    expect(await row('okur@example.com')).toMatchObject({ status: 'active', unsubscribed_at: null });
    // The new e-mail's unsubscribe link works; the old one was replaced.
    expect((await unsubscribe(first.unsubscribe)).data).toBe('invalid');
    expect((await unsubscribe(second.unsubscribe)).data).toBe('unsubscribed');
  });

  it('an expired link is refused, and expired sign-ups are pruned by later ones', async () => {
    await signUp('gec@example.com');
    const mail = await nthMail('gec@example.com', 1);
    await t.server.ctx.db.admin.query(`update public.newsletter_subscribers set consented_at = now() - interval '49 hours' where email = 'gec@example.com'`);
    expect((await confirm(mail.confirm)).data).toBe('expired');
    expect((await row('gec@example.com'))!.status).toBe('pending');
    await signUp('baska@example.com');
    expect(await row('gec@example.com')).toBeUndefined();
    expect((await confirm(mail.confirm)).data).toBe('invalid');
  });

  it('an expired sign-up whose e-mail was never sent is not pruned (no sender ran: hosted, or a server down)', async () => {
    // Stored as the server's own tools store it, past its 48 hours before any sender saw it:
    // no confirmation token, so no e-mail went out.
    await t.server.ctx.db.admin.query(
      `insert into public.newsletter_subscribers (email, consent_text, consented_at) values ('gonderilmedi@example.com', 'Elle eklendi', now() - interval '50 hours')`,
    );
    await signUp('tetik@example.com');
    await nthMail('tetik@example.com', 1);
    const kept = await row('gonderilmedi@example.com');
    expect({ status: kept?.status, token: kept?.confirm_token_hash ?? null }).toEqual({ status: 'pending', token: null });
  });

  it('a sign-up that reaches the database another way gets its e-mail too (the notification, not the API)', async () => {
    await t.server.ctx.db.admin.query(`insert into public.newsletter_subscribers (email, consent_text, consented_at) values ('sql@example.com', 'Elle eklendi', now())`);
    const mail = await nthMail('sql@example.com', 1);
    expect((await confirm(mail.confirm)).data).toBe('confirmed');
  });
});
