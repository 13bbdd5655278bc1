/**
 * The SMTP password goes only to the server it was typed for, and the test e-mail is no probe
 * of the server's own network (issue 39): changing host, port, security or user name without
 * a new password drops the stored one (in the database too: no path keeps it), so "Test
 * e-postası gönder" sends no password to the new host; "Yok" with a typed password is allowed
 * because it was chosen; STARTTLS is required, never skipped. Without SMTP_ALLOW_PRIVATE_HOSTS
 * loopback, private, link-local and `0` hosts are refused when saved and when connected to
 * (the test e-mail and the mailer). The test answers a reason and a short Turkish sentence,
 * never the remote server's own text.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EMAIL, startTestServer, type TestServer } from '../helpers/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher.ts';
import { until } from '../helpers/until.ts';

const PASSWORD = 'dogru-sifre-39';
const PRIVATE = 'Bu adres özel ağda; izin verilmiyor.';
const MISSING = 'SMTP şifresi kayıtlı değil (sunucu, port, güvenlik veya kullanıcı adı değişince silinir); şifreyi "E-posta (SMTP)" ekranında yeniden girin.';

async function call(t: TestServer, token: string, fn: string, body: unknown = {}) {
  const res = await fetch(`${t.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { apikey: t.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function adminToken(t: TestServer): Promise<string> {
  return (await (await t.signIn()).auth.getSession()).data.session!.access_token;
}

async function sealedPassword(t: TestServer): Promise<string> {
  return (await t.server.ctx.db.admin.query<{ p: string }>('select password_sealed as p from private.smtp_settings')).rows[0]!.p;
}

describe('the stored SMTP password stays with the server it was typed for (SMTP_ALLOW_PRIVATE_HOSTS on)', () => {
  let t: TestServer;
  let first: SmtpCatcher;
  let other: SmtpCatcher;
  let admin: string;
  const settings = (patch: Record<string, unknown> = {}) => ({ host: '127.0.0.1', port: first.port, security: 'none', username: 'mailer', password: PASSWORD, from_address: 'bildirim@ajans.test', from_name: 'Ajans', ...patch });
  const withoutPassword = (patch: Record<string, unknown> = {}) => {
    const { password: _typed, ...rest } = settings(patch);
    return rest;
  };
  const save = (s: unknown) => call(t, admin, 'smtp-settings', { settings: s });
  const test = () => call(t, admin, 'smtp-test');

  beforeAll(async () => {
    first = await startSmtpCatcher({ user: 'mailer', pass: PASSWORD });
    // "Another host" on the same port: only the host differs.
    other = await startSmtpCatcher({ user: 'mailer', pass: PASSWORD }, { host: '127.0.0.2', port: first.port });
    t = await startTestServer({ env: { SMTP_ALLOW_PRIVATE_HOSTS: 'true', MAIL_RETRY_DELAYS_MS: '60000' } });
    admin = await adminToken(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await first?.close();
    await other?.close();
  });

  it('"Yok" with a typed password is an explicit choice: allowed, and the answer is a sentence, not the server\'s text', async () => {
    const saved = await save(settings());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ password_set: true, password_dropped: false });
    expect(await test()).toEqual({ status: 200, body: { ok: true, reason: null, message: `Test e-postası gönderildi: ${STAFF_EMAIL}. SMTP sunucusu iletiyi kabul etti.` } });
    expect(first.auths).toEqual([{ username: 'mailer', password: PASSWORD }]);
  });

  it('a host change without a password drops it: the test sends no password to the new host', async () => {
    const saved = await save(withoutPassword({ host: '127.0.0.2' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ host: '127.0.0.2', password_set: false, password_dropped: true });
    expect(await sealedPassword(t)).toBe('');
    expect(await test()).toEqual({ status: 200, body: { ok: false, reason: 'password_missing', message: MISSING } });
    // The mailer does not send it either.
    t.server.ctx.mail.queue({ to: 'musteri@example.com', subject: 'Yeni sunucu', text: 'Merhaba', kind: 'test' });
    const entry = await until('the failed attempt', async () => (await t.server.ctx.mail.list()).find((m) => m.message.subject === 'Yeni sunucu' && m.attempts === 1 && Boolean(m.lastError)));
    expect(entry.lastError).toBe(MISSING);
    expect({ auths: other.auths, connections: other.connections, received: other.received.length }).toEqual({ auths: [], connections: 0, received: 0 });
    await t.server.ctx.db.admin.query("delete from private.mail_outbox where message->>'subject' = 'Yeni sunucu'");
  });

  it('a password typed with the new host goes there', async () => {
    expect((await save(settings({ host: '127.0.0.2' }))).body).toMatchObject({ password_set: true, password_dropped: false });
    expect((await test()).body).toEqual({ ok: true, reason: null, message: `Test e-postası gönderildi: ${STAFF_EMAIL}. SMTP sunucusu iletiyi kabul etti.` });
    expect(other.auths).toEqual([{ username: 'mailer', password: PASSWORD }]);
  });

  it.each([
    ['the port', { port: 2525 }],
    ['the security', { security: 'starttls' }],
    ['the user name', { username: 'baska-kullanici' }],
    ['the host, only in letter case', { host: 'LOCALHOST' }],
  ])('changing %s drops it too', async (_what, patch) => {
    expect((await save(settings())).body).toMatchObject({ password_set: true });
    const saved = await save(withoutPassword(patch));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...patch, password_set: false, password_dropped: true });
    expect(await sealedPassword(t)).toBe('');
  });

  it('a change of sender only keeps it', async () => {
    expect((await save(settings())).body).toMatchObject({ password_set: true });
    expect((await save(withoutPassword({ from_name: 'Ajans Yeni' }))).body).toMatchObject({ from_name: 'Ajans Yeni', password_set: true, password_dropped: false });
  });

  it('the database drops it whatever path changes the server (not only the admin\'s save)', async () => {
    expect((await save(settings())).body).toMatchObject({ password_set: true });
    const before = await sealedPassword(t);
    await t.server.ctx.db.admin.query("update private.smtp_settings set from_name = 'Elle'");
    expect(await sealedPassword(t)).toBe(before);
    await t.server.ctx.db.admin.query("update private.smtp_settings set host = 'smtp.example.com'");
    expect(await sealedPassword(t)).toBe('');
  });

  it('STARTTLS is required: a server that offers none gets no password', async () => {
    const auths = first.auths.length;
    expect((await save(settings({ security: 'starttls' }))).status).toBe(200);
    expect(await test()).toEqual({ status: 200, body: { ok: false, reason: 'no_tls', message: 'Sunucu TLS desteklemiyor.' } });
    expect(first.auths).toHaveLength(auths);
  });

  it('a login refusal is reported in Turkish, without the server\'s own text', async () => {
    const talkative = await startSmtpCatcher({ user: 'mailer', pass: PASSWORD }, { authError: 'Reddedildi: ic-ag-bilgisi GIZLI-7731' });
    try {
      expect((await save(settings({ port: talkative.port, password: 'yanlis' }))).status).toBe(200);
      const res = await test();
      expect(res).toEqual({ status: 200, body: { ok: false, reason: 'auth', message: 'Kullanıcı adı veya parola kabul edilmedi.' } });
      expect(talkative.auths).toEqual([{ username: 'mailer', password: 'yanlis' }]);
    } finally {
      await talkative.close();
    }
  });

  it('a service that is not SMTP: "Sunucuya bağlanılamadı", never its banner', async () => {
    const banner = net.createServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6 GIZLI-BANNER-42\r\n'));
    await new Promise<void>((r) => banner.listen(0, '127.0.0.1', () => r()));
    try {
      expect((await save(settings({ port: (banner.address() as net.AddressInfo).port }))).status).toBe(200);
      const res = await test();
      expect(res).toEqual({ status: 200, body: { ok: false, reason: 'connection', message: 'Sunucuya bağlanılamadı.' } });
    } finally {
      await new Promise<void>((r) => banner.close(() => r()));
    }
  });
});

describe('private and local SMTP hosts are refused (no SMTP_ALLOW_PRIVATE_HOSTS)', () => {
  let t: TestServer;
  let smtp: SmtpCatcher;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestServer({ env: { MAIL_RETRY_DELAYS_MS: '60000' } });
    admin = await adminToken(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it.each(['127.0.0.1', '0', '0.0.0.0', '127.1', 'localhost', '[::1]', '::ffff:127.0.0.1', '169.254.169.254', '10.0.0.5', '172.16.3.4', '192.168.1.1', '100.64.0.1', 'fd00::25', 'fe80::1', '224.0.0.1', '255.255.255.255'])(
    'saving %s: 400 with the Turkish reason, nothing stored',
    async (host) => {
      const res = await call(t, admin, 'smtp-settings', { settings: { host, port: smtp.port, security: 'none', username: '', from_address: 'bildirim@ajans.test' } });
      expect(res).toEqual({ status: 400, body: { code: 'smtp_host_not_allowed', message: PRIVATE } });
      expect((await t.server.ctx.db.admin.query('select count(*)::int as n from private.smtp_settings')).rows[0]).toEqual({ n: 0 });
    },
  );

  it('a stored loopback host (saved before, or a name whose DNS changed) is never connected to: not by the test, not by the mailer', async () => {
    await t.server.ctx.db.admin.query("insert into private.smtp_settings (host, port, security, from_address) values ('127.0.0.1', $1, 'none', 'bildirim@ajans.test')", [smtp.port]);
    expect(await call(t, admin, 'smtp-test')).toEqual({ status: 200, body: { ok: false, reason: 'private_address', message: PRIVATE } });
    t.server.ctx.mail.queue({ to: 'musteri@example.com', subject: 'İç ağ', text: 'Merhaba', kind: 'test' });
    const entry = await until('the refused attempt', async () => (await t.server.ctx.mail.list()).find((m) => m.message.subject === 'İç ağ' && m.attempts === 1 && Boolean(m.lastError)));
    expect(entry.lastError).toBe(PRIVATE);
    expect({ connections: smtp.connections, received: smtp.received.length }).toEqual({ connections: 0, received: 0 });
  });
});
