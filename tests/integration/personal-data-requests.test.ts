/**
 * Personal data requests through unmodified supabase-js: `personal_data_export` and
 * `personal_data_delete` answer only a live administrator or the service role (anon has no
 * execute privilege, an editor is refused by the function: both 42501), find an address
 * case-insensitively in contact messages and newsletter subscriptions, and leave other
 * addresses alone.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const EDITOR_EMAIL = 'editor@example.com';
const EDITOR_PASSWORD = 'editor-password-1';
const SUBJECT = 'Ayse.Yilmaz@Example.com';
const OTHER = 'baska@example.com';

describe('personal data requests', () => {
  let t: TestServer;
  let admin: SupabaseClient;
  let editor: SupabaseClient;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);
  const count = async (email: string) =>
    (
      await sql<{ messages: number; subscriptions: number }>(
        `select (select count(*)::int from contact_messages where lower(email) = lower($1)) as messages,
                (select count(*)::int from newsletter_subscribers where lower(email) = lower($1)) as subscriptions`,
        [email],
      )
    )[0];

  beforeAll(async () => {
    t = await startTestServer();
    const { error } = await t.service().auth.admin.createUser({ email: EDITOR_EMAIL, password: EDITOR_PASSWORD, email_confirm: true, app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
    admin = await t.signIn();
    editor = await t.signIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    await sql(
      `insert into contact_messages (name, email, message, consent_text, created_at) values
         ('Ayşe Yılmaz', 'ayse.yilmaz@example.com', 'İlk mesaj', 'Aydınlatma metni v1', '2026-01-02T10:00:00Z'),
         ('Ayşe Yılmaz', 'AYSE.YILMAZ@example.com', 'İkinci mesaj', 'Aydınlatma metni v2', '2026-02-03T10:00:00Z'),
         ('Başka Biri', $1, 'Başka mesaj', null, '2026-02-04T10:00:00Z')`,
      [OTHER],
    );
    await sql(
      `insert into newsletter_subscribers (email, source, consent_text, consented_at, confirm_token_hash)
         values ('ayse.yilmaz@example.com', 'footer', 'Bülten onay metni', '2026-01-05T09:00:00Z', repeat('a', 64)), ($1, 'blog', 'Bülten onay metni', now(), null)`,
      [OTHER],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('anon has no execute privilege on either function (42501)', async () => {
    for (const fn of ['personal_data_export', 'personal_data_delete']) {
      const { data, error, status } = await t.anon().rpc(fn, { target_email: SUBJECT });
      expect(data).toBeNull();
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe(`permission denied for function ${fn}`);
    }
  });

  it('an editor is refused by both functions (42501) and nothing is deleted', async () => {
    for (const fn of ['personal_data_export', 'personal_data_delete']) {
      const { data, error, status } = await editor.rpc(fn, { target_email: SUBJECT });
      expect(data).toBeNull();
      expect(status).toBe(403);
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe('Bu işlem için yönetici yetkisi gerekli');
    }
    expect(await count(SUBJECT)).toEqual({ messages: 2, subscriptions: 1 });
  });

  it('an address that is not one is refused with 22023', async () => {
    const { error, status } = await admin.rpc('personal_data_export', { target_email: 'adres değil' });
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Geçerli bir e-posta adresi girin');
  });

  it('an administrator exports everything stored about the address, whatever its case', async () => {
    const { data, error } = await admin.rpc('personal_data_export', { target_email: ` ${SUBJECT} ` });
    expect(error).toBeNull();
    const doc = data as {
      email: string;
      exported_at: string;
      contact_messages: { email: string; message: string; consent_text: string | null; created_at: string }[];
      newsletter_subscribers: Record<string, unknown>[];
    };
    expect(doc.email).toBe('ayse.yilmaz@example.com');
    expect(Number.isNaN(Date.parse(doc.exported_at))).toBe(false);
    expect(doc.contact_messages.map((m) => [m.email, m.message, m.consent_text, new Date(m.created_at).toISOString()])).toEqual([
      ['ayse.yilmaz@example.com', 'İlk mesaj', 'Aydınlatma metni v1', '2026-01-02T10:00:00.000Z'],
      ['AYSE.YILMAZ@example.com', 'İkinci mesaj', 'Aydınlatma metni v2', '2026-02-03T10:00:00.000Z'],
    ]);
    expect(doc.newsletter_subscribers).toHaveLength(1);
    const sub = doc.newsletter_subscribers[0]!;
    expect([sub.email, sub.source, sub.consent_text, new Date(sub.consented_at as string).toISOString()]).toEqual([
      'ayse.yilmaz@example.com',
      'footer',
      'Bülten onay metni',
      '2026-01-05T09:00:00.000Z',
    ]);
    // The links' token hashes are ours, not the person's data.
    expect(Object.keys(sub)).not.toContain('confirm_token_hash');
    expect(Object.keys(sub)).not.toContain('unsubscribe_token_hash');
  });

  it('an administrator deletes everything stored about the address and nothing else', async () => {
    const { data, error } = await admin.rpc('personal_data_delete', { target_email: SUBJECT });
    expect(error).toBeNull();
    expect(data).toEqual({ contact_messages: 2, lead_notes: 0, newsletter_subscribers: 1, form_submissions: 0 });
    expect(await count(SUBJECT)).toEqual({ messages: 0, subscriptions: 0 });
    expect(await count(OTHER)).toEqual({ messages: 1, subscriptions: 1 });
    const again = await admin.rpc('personal_data_export', { target_email: SUBJECT });
    expect(again.data).toMatchObject({ contact_messages: [], newsletter_subscribers: [] });
  });

  it('the service role may call them too', async () => {
    const { data, error } = await t.service().rpc('personal_data_delete', { target_email: OTHER });
    expect(error).toBeNull();
    expect(data).toEqual({ contact_messages: 1, lead_notes: 0, newsletter_subscribers: 1, form_submissions: 0 });
  });
});
