/**
 * SMTP set from the admin: the `smtp-settings` and `smtp-test` functions answer live
 * administrators only; the password is stored sealed (never the plain text, never readable
 * through /rest/v1, never sent back); the mailer follows saved settings without a restart;
 * the test e-mail reaches a real SMTP server (smtp-server) with the saved sender, and a wrong
 * password or a closed port gets the Turkish explanation; a save makes messages waiting for a
 * retry due at once. SMTP_URL in the environment wins. The catcher is on loopback, so the
 * server runs with SMTP_ALLOW_PRIVATE_HOSTS (its refusal: smtp-secrets.test.ts).
 */
import net from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, startTestServer, type TestServer } from '../helpers/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher.ts';
import { until } from '../helpers/until.ts';

const PASSWORD = 'secret-pass';
const FORBIDDEN = { code: 'forbidden', message: 'Bu işlem için yönetici yetkisi gerekli' };

async function call(t: TestServer, fn: string, token: string, body: unknown = {}) {
  const res = await fetch(`${t.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { apikey: t.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function tokenOf(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

describe('SMTP settings saved from the admin', () => {
  let t: TestServer;
  let smtp: SmtpCatcher;
  let admin: string;
  let editor: string;
  const settings = () => ({ host: '127.0.0.1', port: smtp.port, security: 'none', username: 'mailer', password: PASSWORD, from_address: 'bildirim@ajans.test', from_name: 'Ajans Test' });

  beforeAll(async () => {
    smtp = await startSmtpCatcher({ user: 'mailer', pass: PASSWORD });
    // A failed message waits a minute for its retry: only a save brings it forward.
    t = await startTestServer({ env: { MAIL_RETRY_DELAYS_MS: '60000', SMTP_ALLOW_PRIVATE_HOSTS: 'true' } });
    const { error } = await t.service().auth.admin.createUser({ email: 'editor@example.com', password: 'editor-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
    admin = await tokenOf(await t.signIn());
    editor = await tokenOf(await t.signIn('editor@example.com', 'editor-password-1'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('refuses anon and editors with 403 and the exact body, reading and saving alike', async () => {
    for (const fn of ['smtp-settings', 'smtp-test']) {
      for (const token of [t.anonKey, editor]) {
        expect(await call(t, fn, token)).toEqual({ status: 403, body: FORBIDDEN });
        expect(await call(t, fn, token, { settings: settings() })).toEqual({ status: 403, body: FORBIDDEN });
      }
    }
    expect((await t.server.ctx.db.admin.query('select count(*)::int as n from private.smtp_settings')).rows[0]).toEqual({ n: 0 });
  });

  it('starts unset: the outbox only, and the test asks for settings first', async () => {
    const got = await call(t, 'smtp-settings', admin);
    expect(got).toEqual({
      status: 200,
      body: { source: 'none', host: '', port: null, security: 'starttls', username: '', password_set: false, password_unreadable: false, from_address: '', from_name: '', updated_at: null },
    });
    expect(await call(t, 'smtp-test', admin)).toEqual({ status: 409, body: { code: 'smtp_not_configured', message: 'SMTP ayarlı değil: önce ayarları kaydedin.' } });
    expect(await (await fetch(`${t.url}/mail/v1/delivery`)).json()).toEqual({ delivery: 'outbox' });
  });

  it('validates in Turkish', async () => {
    expect(await call(t, 'smtp-settings', admin, { settings: { ...settings(), port: 70000 } })).toEqual({ status: 400, body: { code: 'validation_failed', message: 'Port 1 ile 65535 arasında bir sayı olmalı' } });
    expect(await call(t, 'smtp-settings', admin, { settings: { ...settings(), from_address: 'yok' } })).toEqual({ status: 400, body: { code: 'validation_failed', message: 'Geçerli bir gönderen e-posta adresi girin' } });
    expect(await call(t, 'smtp-settings', admin, { settings: { ...settings(), from_name: 'A\r\nBcc: x@y.z' } })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Gönderen adı satır sonu veya denetim karakteri içeremez' },
    });
  });

  it('saves sealed: the answer and the database never hold the password', async () => {
    const saved = await call(t, 'smtp-settings', admin, { settings: settings() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ source: 'database', host: '127.0.0.1', port: smtp.port, security: 'none', username: 'mailer', password_set: true, password_unreadable: false, from_address: 'bildirim@ajans.test', from_name: 'Ajans Test' });
    expect(JSON.stringify(saved.body)).not.toContain(PASSWORD);
    const { rows } = await t.server.ctx.db.admin.query<{ password_sealed: string; row: string }>('select password_sealed, s::text as row from private.smtp_settings s');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password_sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(rows[0]!.row).not.toContain(PASSWORD);
    // Not through /rest/v1, whoever asks: the private schema is not exposed.
    for (const client of [t.service(), await t.signIn()]) {
      const { data, error } = await client.schema('private').from('smtp_settings').select('*');
      expect(data).toBeNull();
      expect(error?.code).toBe('PGRST106');
    }
  });

  it('the mailer uses the saved settings at once: no restart, the saved sender', async () => {
    expect(await (await fetch(`${t.url}/mail/v1/delivery`)).json()).toEqual({ delivery: 'smtp' });
    t.server.ctx.mail.queue({ to: 'musteri@example.com', subject: 'Kuyruktan', text: 'Merhaba', kind: 'test' });
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail!.subject).toBe('Kuyruktan');
    expect(mail!.from?.text).toBe('"Ajans Test" <bildirim@ajans.test>');
  });

  it('"Test e-postası gönder" reaches the administrator with the saved sender', async () => {
    const before = smtp.received.length;
    const res = await call(t, 'smtp-test', admin);
    expect(res).toEqual({ status: 200, body: { ok: true, reason: null, message: `Test e-postası gönderildi: ${STAFF_EMAIL}. SMTP sunucusu iletiyi kabul etti.` } });
    const mail = (await smtp.waitFor(before + 1, 30_000))[before]!;
    expect(mail.subject).toBe('Test e-postası: SMTP ayarları çalışıyor');
    expect(mail.from?.text).toBe('"Ajans Test" <bildirim@ajans.test>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(STAFF_EMAIL);
  });

  it('a save without a password keeps the stored one', async () => {
    const { password: _dropped, ...rest } = settings();
    expect((await call(t, 'smtp-settings', admin, { settings: { ...rest, from_name: 'Ajans Yeni' } })).body).toMatchObject({ password_set: true, from_name: 'Ajans Yeni' });
    expect((await call(t, 'smtp-test', admin)).body.ok).toBe(true);
  });

  it('a save over settings changed since they were loaded is refused with 409 and changes nothing', async () => {
    const loaded = await call(t, 'smtp-settings', admin);
    const version = loaded.body.updated_at as string;
    expect(typeof version).toBe('string');
    const { password: _p, ...rest } = settings();
    // The first administrator saves over the version both loaded: accepted.
    const first = await call(t, 'smtp-settings', admin, { settings: { ...rest, from_name: 'Birinci' }, expected_updated_at: version });
    expect(first.status).toBe(200);
    expect(first.body.from_name).toBe('Birinci');
    expect(first.body.updated_at).not.toBe(version);
    // The second, still on the old version: refused, the first one's save stays.
    const second = await call(t, 'smtp-settings', admin, { settings: { ...rest, from_name: 'İkinci' }, expected_updated_at: version });
    expect(second).toEqual({
      status: 409,
      body: { code: 'smtp_settings_changed', message: 'SMTP ayarları siz düzenlerken başka bir yönetici tarafından değiştirildi. Yazdıklarınız duruyor: son hali görüp yeniden kaydedebilirsiniz.' },
    });
    expect((await call(t, 'smtp-settings', admin)).body).toMatchObject({ from_name: 'Birinci', updated_at: first.body.updated_at });
    // "Nothing saved yet" is a version too: null is refused once a row exists.
    expect((await call(t, 'smtp-settings', admin, { settings: rest, expected_updated_at: null })).status).toBe(409);
    // Over the newer version the save goes through; a malformed version is a Turkish 400.
    expect((await call(t, 'smtp-settings', admin, { settings: { ...rest, from_name: 'Ajans Test' }, expected_updated_at: first.body.updated_at })).status).toBe(200);
    expect(await call(t, 'smtp-settings', admin, { settings: rest, expected_updated_at: 'dün' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Ayarların sürümü (expected_updated_at) geçersiz' },
    });
  });

  it('a wrong password gets the Turkish authentication error, not a 500', async () => {
    expect((await call(t, 'smtp-settings', admin, { settings: { ...settings(), password: 'yanlis-sifre' } })).status).toBe(200);
    expect(await call(t, 'smtp-test', admin)).toEqual({ status: 200, body: { ok: false, reason: 'auth', message: 'Kullanıcı adı veya parola kabul edilmedi.' } });
  });

  it('a closed port gets "Sunucuya bağlanılamadı"', async () => {
    expect((await call(t, 'smtp-settings', admin, { settings: { ...settings(), port: await closedPort() } })).status).toBe(200);
    expect(await call(t, 'smtp-test', admin)).toEqual({ status: 200, body: { ok: false, reason: 'connection', message: 'Sunucuya bağlanılamadı.' } });
  });

  it('saving the settings tries the messages waiting for a retry again at once', async () => {
    // The settings point at a closed port (the test before): the first attempt fails.
    t.server.ctx.mail.queue({ to: 'bekleyen@example.com', subject: 'Ayar bekliyor', text: 'Merhaba', kind: 'test' });
    const waiting = await until('the failed first attempt', async () => {
      const e = (await t.server.ctx.mail.list()).find((m) => m.message.to === 'bekleyen@example.com');
      // The attempt counts from its claim: wait for its outcome.
      return e?.attempts === 1 && e.lastError ? e : undefined;
    });
    expect({ status: waiting.status, error: waiting.lastError }).toMatchObject({ status: 'queued', error: expect.stringMatching(/ECONNREFUSED/) });
    const before = smtp.received.length;
    expect((await call(t, 'smtp-settings', admin, { settings: settings() })).status).toBe(200);
    const mail = (await smtp.waitFor(before + 1, 30_000))[before]!;
    expect(mail.subject).toBe('Ayar bekliyor');
    const sent = await until('the message to be marked sent', async () => {
      const e = (await t.server.ctx.mail.list()).find((m) => m.message.to === 'bekleyen@example.com');
      return e?.status === 'sent' ? e : undefined;
    });
    expect(sent.attempts).toBe(2);
  });
});

describe('SMTP_URL in the environment wins', () => {
  let t: TestServer;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestServer({ env: { SMTP_URL: smtp.url, SMTP_FROM: 'Ortam <ortam@ajans.test>' } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('shows the environment read-only, refuses a save, and tests through it', async () => {
    const admin = await tokenOf(await t.signIn());
    expect(await call(t, 'smtp-settings', admin)).toEqual({
      status: 200,
      body: { source: 'env', host: '127.0.0.1', port: smtp.port, security: 'starttls', username: 'mailer', password_set: true, password_unreadable: false, from_address: 'ortam@ajans.test', from_name: 'Ortam', updated_at: null },
    });
    const save = await call(t, 'smtp-settings', admin, { settings: { host: 'smtp.example.com', port: 587, security: 'starttls', username: 'x', password: 'y', from_address: 'a@b.co', from_name: '' } });
    expect(save).toEqual({ status: 409, body: { code: 'smtp_from_environment', message: 'SMTP sunucudaki ayarlardan geliyor; burada değiştirilemez.' } });
    const res = await call(t, 'smtp-test', admin);
    expect(res.body.ok).toBe(true);
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail!.from?.text).toBe('"Ortam" <ortam@ajans.test>');
  });
});
