/**
 * The mail outbox in personal data requests (KVKK): /mail/v1/personal-data/export lists the
 * messages to or about an address (recipient, reply-to, or named in the text), with their
 * bodies; /mail/v1/personal-data/delete removes them from the outbox table. Other
 * addresses' messages stay, also one whose address merely contains the subject's. Only
 * administrators and the service role, in Supabase Auth's error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const SUBJECT = 'Ayse.Yilmaz@Example.com';

async function post(t: TestServer, action: 'export' | 'delete', token: string, body: unknown) {
  const res = await fetch(`${t.url}/mail/v1/personal-data/${action}`, {
    method: 'POST',
    headers: { apikey: t.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the mail outbox in personal data requests', () => {
  let t: TestServer;
  let admin: string;
  let editor: string;
  /** The outbox rows' ids. */
  const files = async () => (await t.server.ctx.db.admin.query<{ id: string }>('select id from private.mail_outbox order by id')).rows.map((r) => r.id);

  beforeAll(async () => {
    t = await startTestServer();
    const { error } = await t.service().auth.admin.createUser({ email: 'editor@example.com', password: 'editor-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
    admin = (await (await t.signIn()).auth.getSession()).data.session!.access_token;
    editor = (await (await t.signIn('editor@example.com', 'editor-password-1')).auth.getSession()).data.session!.access_token;
    const mail = t.server.ctx.mail;
    mail.queue({ to: 'ayse.yilmaz@example.com', subject: 'Bülten aboneliğinizi onaylayın', text: 'Onay bağlantısı', kind: 'newsletter-confirm' });
    mail.queue({ to: 'ekip@ajans.test', subject: 'Yeni iletişim mesajı', text: 'Gönderen: Ayşe Yılmaz', replyTo: 'AYSE.YILMAZ@example.com', kind: 'lead-notification' });
    mail.queue({ to: 'ekip@ajans.test', subject: 'Yeni mesajlar', text: 'Mesajlar:\n- ayse.yilmaz@example.com: Merhaba', kind: 'lead-notification' });
    mail.queue({ to: 'baska@example.com', subject: 'Başka', text: 'Başka biri', kind: 'newsletter-confirm' });
    mail.queue({ to: 'xayse.yilmaz@example.com', subject: 'Benzer adres', text: 'ayse.yilmaz@example.com.tr de değil', kind: 'newsletter-confirm' });
    await mail.idle();
    expect(await files()).toHaveLength(5);
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses anon and editors (Supabase Auth shape) and a malformed address', async () => {
    for (const action of ['export', 'delete'] as const) {
      for (const token of [t.anonKey, editor]) expect(await post(t, action, token, { email: SUBJECT })).toEqual({ status: 403, body: { code: 403, error_code: 'not_admin', msg: 'User not allowed' } });
      expect(await post(t, action, admin, { email: 'adres değil' })).toEqual({ status: 400, body: { code: 400, error_code: 'validation_failed', msg: 'Geçerli bir e-posta adresi girin' } });
    }
    expect(await files()).toHaveLength(5);
  });

  it('the export lists the messages to or about the address, with their bodies', async () => {
    const res = await post(t, 'export', admin, { email: ` ${SUBJECT} ` });
    expect(res.status).toBe(200);
    const messages = res.body.messages as { to: string; subject: string; text: string; reply_to: string | null }[];
    expect(messages.map((m) => [m.to, m.subject, m.reply_to]).sort()).toEqual([
      ['ayse.yilmaz@example.com', 'Bülten aboneliğinizi onaylayın', null],
      ['ekip@ajans.test', 'Yeni iletişim mesajı', 'AYSE.YILMAZ@example.com'],
      ['ekip@ajans.test', 'Yeni mesajlar', null],
    ]);
    expect(messages.find((m) => m.subject === 'Yeni mesajlar')!.text).toBe('Mesajlar:\n- ayse.yilmaz@example.com: Merhaba');
  });

  it('the deletion removes exactly those messages', async () => {
    const before = await files();
    expect(await post(t, 'delete', admin, { email: SUBJECT })).toEqual({ status: 200, body: { deleted: 3 } });
    const left = await files();
    expect(left).toHaveLength(2);
    expect(before.filter((f) => !left.includes(f))).toHaveLength(3);
    const kept = (await t.server.ctx.db.admin.query<{ to: string }>(`select message ->> 'to' as to from private.mail_outbox order by 1`)).rows.map((r) => r.to);
    expect(kept).toEqual(['baska@example.com', 'xayse.yilmaz@example.com']);
    expect(await post(t, 'export', admin, { email: SUBJECT })).toEqual({ status: 200, body: { messages: [] } });
    // The listing agrees: nothing of the address is left anywhere.
    const list = (await (await fetch(`${t.url}/mail/v1/outbox`, { headers: { apikey: t.anonKey, Authorization: `Bearer ${admin}` } })).json()) as { messages: { to: string }[] };
    expect(list.messages.map((m) => m.to).sort()).toEqual(['baska@example.com', 'xayse.yilmaz@example.com']);
  });

  it('the service role may call them too', async () => {
    expect(await post(t, 'delete', t.serviceRoleKey, { email: 'baska@example.com' })).toEqual({ status: 200, body: { deleted: 1 } });
    expect(await files()).toHaveLength(1);
  });
});
