/**
 * Forms as content (issue 43), through the real server and PostgreSQL: staff build a form, a
 * visitor's answer is checked against it by the database and stored in contact_messages with
 * every field in `answers` ({ name, label, value } in the form's order) and the inbox columns
 * filled from it; a missing required field, a text over its limit, an option not offered or an
 * inactive form is refused with PostgREST's error shape and a Turkish message naming the field;
 * a form's fields and notification addresses are checked by CHECK; visitors never read who is
 * notified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const FIELDS = [
  { name: 'name', label: 'Ad Soyad', type: 'text', required: true, max_length: 20 },
  { name: 'email', label: 'E-posta', type: 'email', required: true },
  { name: 'phone', label: 'Telefon', type: 'phone' },
  { name: 'butce', label: 'Bütçeniz?', type: 'choice', required: true, options_from: 'typed', options: ['10.000 ₺ altı', '10.000 ₺ ve üstü'] },
  { name: 'hizmet', label: 'Hangi hizmet?', type: 'choice', multiple: true, options_from: 'services' },
  { name: 'izin', label: 'Kampanya e-postalarını almak istiyorum.', type: 'checkbox' },
  { name: 'kampanya', label: 'Kampanya', type: 'hidden', value: 'kis-2026' },
];

const answers = (over: Record<string, unknown> = {}) =>
  Object.entries({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 000 00 00', butce: '10.000 ₺ ve üstü', hizmet: ['Web Tasarım'], izin: true, kampanya: 'sahte', ...over }).map(([name, value]) => ({ name, value }));

describe('forms staff build', () => {
  let t: TestServer;
  let staff: SupabaseClient;
  let formId: string;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    staff = await t.signIn();
    const service = await staff.from('services').insert({ title: 'Web Tasarım', slug: 'web-tasarim', description: 'Web', content: 'Web', published: true });
    expect(service.error).toBeNull();
    const form = await staff
      .from('forms')
      .insert({ title: 'Kış teklif formu', fields: FIELDS, thank_you_text: 'Teşekkürler!', notify_emails: ['satis@example.com'], disclosure_text: 'KVKK aydınlatma metni.' })
      .select('id')
      .single();
    expect(form.error).toBeNull();
    formId = form.data!.id as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a visitor\'s answer with every field in the form\'s order, labels from the form, and the inbox columns filled', async () => {
    const { error, status } = await t.anon().from('contact_messages').insert({ form_id: formId, answers: answers({ email: 'sirali@example.com' }), source_path: '/kis' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const row = await t.service().from('contact_messages').select('name, email, phone, message, consent_text, form_id, answers, status, source_path').eq('email', 'sirali@example.com').single();
    expect(row.data).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'sirali@example.com',
      phone: '+90 532 000 00 00',
      message: 'Ad Soyad: Ayşe Yılmaz\nE-posta: sirali@example.com\nTelefon: +90 532 000 00 00\nBütçeniz?: 10.000 ₺ ve üstü\nHangi hizmet?: Web Tasarım\nKampanya e-postalarını almak istiyorum.: Evet',
      consent_text: 'KVKK aydınlatma metni.',
      form_id: formId,
      status: 'new',
      source_path: '/kis',
      answers: [
        { name: 'name', label: 'Ad Soyad', value: 'Ayşe Yılmaz' },
        { name: 'email', label: 'E-posta', value: 'sirali@example.com' },
        { name: 'phone', label: 'Telefon', value: '+90 532 000 00 00' },
        { name: 'butce', label: 'Bütçeniz?', value: '10.000 ₺ ve üstü' },
        { name: 'hizmet', label: 'Hangi hizmet?', value: ['Web Tasarım'] },
        { name: 'izin', label: 'Kampanya e-postalarını almak istiyorum.', value: true },
        // The form's own campaign code, not what the browser sent.
        { name: 'kampanya', label: 'Kampanya', value: 'kis-2026' },
      ],
    });
  });

  it('e-mails the addresses the form notifies with every answer, replying to the visitor', async () => {
    await t.anon().from('contact_messages').insert({ form_id: formId, answers: answers({ email: 'bildirim@example.com' }) });
    const mail = await t.server.ctx.db.admin.query<{ message: Record<string, unknown> }>(`select message from private.mail_outbox where message ->> 'kind' = 'form-notification' and message ->> 'replyTo' = 'bildirim@example.com'`);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.message).toMatchObject({ to: 'satis@example.com', subject: 'Yeni form yanıtı: Kış teklif formu', replyTo: 'bildirim@example.com' });
    expect(mail.rows[0]!.message.text).toContain('Bütçeniz?: 10.000 ₺ ve üstü\nHangi hizmet?: Web Tasarım');
  });

  it.each([
    ['a missing required text', { name: '' }, 'name', 'Bu alan zorunludur.'],
    ['a text over its limit', { name: 'x'.repeat(21) }, 'name', 'En fazla 20 karakter yazabilirsiniz.'],
    ['a malformed e-mail', { email: 'ayse-at-example' }, 'email', 'Lütfen geçerli bir e-posta adresi yazın.'],
    ['a missing required choice', { butce: '' }, 'butce', 'Lütfen bir seçenek seçin.'],
    ['an option the form does not offer', { butce: '1 milyon ₺' }, 'butce', 'Lütfen listeden bir seçenek seçin.'],
    ['a service that is not the site\'s', { hizmet: ['Uzay yolculuğu'] }, 'hizmet', 'Lütfen listeden bir seçenek seçin.'],
    ['a phone that is no number', { phone: 'ara beni' }, 'phone', 'Lütfen geçerli bir telefon numarası yazın.'],
  ])('refuses %s with 400, 23514 and a Turkish message at the field', async (_case, over, field, text) => {
    const { error, status } = await t.anon().from('contact_messages').insert({ form_id: formId, answers: answers({ email: `ret-${field}@example.com`, ...over }) });
    expect(status).toBe(400);
    expect(error).toEqual({ code: '23514', message: text, details: field, hint: 'form_field' });
  });

  it('refuses answers to an inactive form, and answers without a form, from visitors', async () => {
    const closed = await staff.from('forms').insert({ title: 'Kapalı', fields: FIELDS, thank_you_text: 'Teşekkürler!', published: false }).select('id').single();
    expect(closed.error).toBeNull();
    const toClosed = await t.anon().from('contact_messages').insert({ form_id: closed.data!.id, answers: answers({ email: 'kapali@example.com' }) });
    expect(toClosed.status).toBe(409);
    expect(toClosed.error).toMatchObject({ code: '23503', message: 'Bu form artık yanıt kabul etmiyor.', details: 'form_id' });
    const loose = await t.anon().from('contact_messages').insert({ name: 'A', email: 'a@example.com', message: 'Merhaba', answers: answers() });
    expect(loose.status).toBe(400);
    expect(loose.error).toMatchObject({ code: '23514', message: 'Yanıtlar bir forma ait olmalı.' });
  });

  it('keeps the fixed contact form\'s messages (no form) as they were', async () => {
    const { error } = await t.anon().from('contact_messages').insert({ name: 'Mehmet', email: 'eski@example.com', message: 'Merhaba' });
    expect(error).toBeNull();
    const row = await t.service().from('contact_messages').select('form_id, answers').eq('email', 'eski@example.com').single();
    expect(row.data).toEqual({ form_id: null, answers: null });
  });

  it.each([
    ['no required e-mail field', [{ name: 'ad', label: 'Ad', type: 'text' }], 'forms_fields_valid'],
    ['two fields with one name', [...FIELDS, { name: 'email', label: 'İkinci', type: 'text' }], 'forms_fields_valid'],
    ['a choice without options', [...FIELDS, { name: 'bos', label: 'Boş', type: 'choice', options: [] }], 'forms_fields_valid'],
    ['an unknown type', [...FIELDS, { name: 'dosya', label: 'Dosya', type: 'file' }], 'forms_fields_valid'],
    ['a limit over 5000', [...FIELDS, { name: 'uzun', label: 'Uzun', type: 'textarea', max_length: 9000 }], 'forms_fields_valid'],
  ])('refuses a form with %s by its CHECK', async (_case, fields, constraint) => {
    const { error, status } = await staff.from('forms').insert({ title: 'Bozuk', fields, thank_you_text: 'Teşekkürler!' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: `new row for relation "forms" violates check constraint "${constraint}"` });
  });

  it('refuses a notification address that is no e-mail address', async () => {
    const { error } = await staff.from('forms').insert({ title: 'Bozuk', fields: FIELDS, thank_you_text: 'Teşekkürler!', notify_emails: ['satis'] });
    expect(error).toMatchObject({ code: '23514', message: 'new row for relation "forms" violates check constraint "forms_notify_emails_valid"' });
  });

  it('refuses more than 10 notification addresses (each answer e-mails every one of them)', async () => {
    const many = Array.from({ length: 11 }, (_, i) => `satis${i}@example.com`);
    const { error, status } = await staff.from('forms').insert({ title: 'Kalabalık', fields: FIELDS, thank_you_text: 'Teşekkürler!', notify_emails: many });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: 'new row for relation "forms" violates check constraint "forms_notify_emails_check"' });
    const ten = await staff.from('forms').insert({ title: 'On adres', fields: FIELDS, thank_you_text: 'Teşekkürler!', notify_emails: many.slice(0, 10) }).select('id').single();
    expect(ten.error).toBeNull();
    await staff.from('forms').delete().eq('id', ten.data!.id);
  });

  it('shows visitors an active form but never who is notified', async () => {
    const open = await t.anon().from('forms').select('id, title, fields').eq('id', formId).single();
    expect(open.error).toBeNull();
    expect(open.data!.title).toBe('Kış teklif formu');
    const hidden = await t.anon().from('forms').select('notify_emails').eq('id', formId);
    expect(hidden.error).toMatchObject({ code: '42501' });
    const visitorWrite = await t.anon().from('forms').insert({ title: 'Sahte', fields: FIELDS, thank_you_text: 'x' });
    expect(visitorWrite.error).toMatchObject({ code: '42501' });
  });
});
