/**
 * Which addresses an SMTP server saved from the admin may not have, how its name is resolved
 * and pinned (every address checked, the first one connected to, the name kept for TLS), and
 * the nodemailer options built for each security choice: no password ever without TLS unless
 * "Yok" was chosen.
 */
import { describe, expect, it } from 'vitest';
import { nonPublicAddress } from '../../server/app/mail/smtp-address-class.ts';
import { smtpTarget, SmtpTargetError } from '../../server/app/mail/smtp-target.ts';
import { smtpTransportOptions } from '../../server/app/mail/smtp-transport-options.ts';
import { routeFromSettings, type SmtpRoute } from '../../server/app/mail/smtp-route.ts';
import type { StoredSmtpSettings } from '../../server/app/mail/smtp-settings.ts';

describe('nonPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['169.254.169.254', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'ipv4-mapped'],
    ['::ffff:7f00:1', 'ipv4-mapped'],
    ['::ffff:8.8.8.8', 'ipv4-mapped'],
    ['::127.0.0.1', 'ipv4-mapped'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['smtp.example.com', 'not-an-address'],
    ['0', 'not-an-address'],
  ])('%s is %s', (address, kind) => {
    expect(nonPublicAddress(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '169.255.0.1', '223.255.255.255', '2a00:1450:4001:80b::200e', '2606:4700::1111', '64:ff9b::808:808', '2002:808:808::1'])('%s is public', (address) => {
    expect(nonPublicAddress(address)).toBeUndefined();
  });
});

describe('smtpTarget', () => {
  const lookup = (answers: Record<string, string[]>) => async (host: string) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

  it('connects to the checked address and keeps the name for TLS', async () => {
    expect(await smtpTarget('smtp.example.com', { allowPrivate: false, lookup: lookup({ 'smtp.example.com': ['93.184.216.34', '2606:2800:220:1::'] }) })).toEqual({
      address: '93.184.216.34',
      servername: 'smtp.example.com',
    });
    expect(await smtpTarget('[2606:4700::1111]', { allowPrivate: false })).toEqual({ address: '2606:4700::1111', servername: undefined });
  });

  it('refuses a name when any of its addresses is private (one public answer is not enough)', async () => {
    const err = await smtpTarget('rebind.example.com', { allowPrivate: false, lookup: lookup({ 'rebind.example.com': ['93.184.216.34', '127.0.0.1'] }) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmtpTargetError);
    expect(err).toMatchObject({ code: 'EPRIVATE', addressClass: 'loopback', message: 'Bu adres özel ağda; izin verilmiyor.' });
  });

  it.each(['127.0.0.1', '0', '127.1', '0x7f.1', '2130706433', 'localhost', '[::1]', '::ffff:127.0.0.1', '169.254.169.254', '10.1.2.3'])('refuses %s through the system resolver', async (host) => {
    await expect(smtpTarget(host, { allowPrivate: false })).rejects.toMatchObject({ code: 'EPRIVATE', message: 'Bu adres özel ağda; izin verilmiyor.' });
  });

  it('SMTP_ALLOW_PRIVATE_HOSTS lets them through; an unknown name is EDNS', async () => {
    expect(await smtpTarget('127.0.0.1', { allowPrivate: true })).toEqual({ address: '127.0.0.1', servername: undefined });
    expect(await smtpTarget('0', { allowPrivate: true })).toEqual({ address: '0.0.0.0', servername: '0' });
    await expect(smtpTarget('yok.example.com', { allowPrivate: false, lookup: lookup({}) })).rejects.toMatchObject({ code: 'EDNS', message: 'Sunucu adı bulunamadı.' });
  });
});

describe('smtpTransportOptions', () => {
  const stored = (patch: Partial<StoredSmtpSettings>): StoredSmtpSettings => ({
    host: 'smtp.example.com',
    port: 587,
    security: 'starttls',
    username: 'mailer',
    password: 'gizli',
    passwordSet: true,
    fromAddress: 'a@b.co',
    fromName: '',
    updatedAt: '2026-12-01T00:00:00.000Z',
    ...patch,
  });
  const lookup = async () => ['93.184.216.34'];
  const options = (route: SmtpRoute) => smtpTransportOptions(route, lookup);
  const common = { host: '93.184.216.34', servername: 'smtp.example.com', tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2', servername: 'smtp.example.com' } };

  it('starttls requires the upgrade before AUTH; tls is TLS from the first byte', async () => {
    expect(await options(routeFromSettings(stored({})))).toMatchObject({ ...common, port: 587, secure: false, requireTLS: true, ignoreTLS: false, auth: { user: 'mailer', pass: 'gizli' } });
    expect(await options(routeFromSettings(stored({ security: 'tls', port: 465 })))).toMatchObject({ ...common, port: 465, secure: true, requireTLS: false, ignoreTLS: false });
  });

  it('"none" sends in clear only because it was chosen', async () => {
    expect(await options(routeFromSettings(stored({ security: 'none', port: 25 })))).toMatchObject({ ...common, secure: false, requireTLS: false, ignoreTLS: true, auth: { user: 'mailer', pass: 'gizli' } });
  });

  it('a user name without a stored password logs in nowhere: the route says why and no auth is built', async () => {
    const route = routeFromSettings(stored({ password: '', passwordSet: false }));
    expect(route.problem).toBe('SMTP şifresi kayıtlı değil (sunucu, port, güvenlik veya kullanıcı adı değişince silinir); şifreyi "E-posta (SMTP)" ekranında yeniden girin.');
    expect(await options(route)).not.toHaveProperty('auth');
    expect(routeFromSettings(stored({ username: '', password: '', passwordSet: false })).problem).toBeUndefined();
  });

  it('the environment\'s SMTP_URL is used as the operator wrote it, even on loopback', async () => {
    const url = 'smtp://u:p@127.0.0.1:2525';
    expect(await smtpTransportOptions({ source: 'env', server: url, from: 'a@b.co', allowPrivateHosts: false })).toMatchObject({ url });
  });

  it('a private address is refused before any connection', async () => {
    await expect(smtpTransportOptions(routeFromSettings(stored({ host: '192.168.1.10' })))).rejects.toMatchObject({ code: 'EPRIVATE' });
    expect(await smtpTransportOptions(routeFromSettings(stored({ host: '192.168.1.10' }), true))).toMatchObject({ host: '192.168.1.10' });
  });
});
