/** The SMTP password's sealing: AES-256-GCM, a fresh IV each time, bound to its key and column. */
import { describe, expect, it } from 'vitest';
import { open, seal, smtpSecretKey } from '../../server/app/mail/smtp-secret-box.ts';

const D = 'q3Xr1v0G7bT9QmJk2d8sW4yZ5nH6cP1aL0eR3tU7iOo';

describe('smtp secret box', () => {
  it('opens what it sealed, and the sealed text neither holds nor repeats the password', () => {
    const key = smtpSecretKey(undefined, D);
    const a = seal(key, 'çok-gizli şifre');
    const b = seal(key, 'çok-gizli şifre');
    expect(a).not.toBe(b);
    expect(a).not.toContain('gizli');
    expect(open(key, a)).toBe('çok-gizli şifre');
  });

  it('another key, a changed byte or another format opens nothing', () => {
    const key = smtpSecretKey(undefined, D);
    const sealed = seal(key, 'parola');
    expect(open(smtpSecretKey('x'.repeat(32), D), sealed)).toBeUndefined();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(open(key, [parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toBeUndefined();
    expect(open(key, 'parola')).toBeUndefined();
  });

  it('SMTP_SECRET_KEY, when set, decides the key; else the signing key does', () => {
    expect(smtpSecretKey('y'.repeat(32), D).equals(smtpSecretKey('y'.repeat(32), 'başka'))).toBe(true);
    expect(smtpSecretKey(undefined, D).equals(smtpSecretKey(undefined, 'AAAA'))).toBe(false);
    expect(smtpSecretKey(undefined, D)).toHaveLength(32);
  });
});
