/**
 * Seals the SMTP password for the database with AES-256-GCM. The key is SMTP_SECRET_KEY when
 * set, else derived (HKDF-SHA256) from the server's signing key in DATA_DIR/secrets.json, which
 * every server sharing the database already shares and backups already carry. Every server
 * must hold the same key: a password sealed under another cannot be opened (`open` answers
 * undefined and the admin asks for the password again).
 */
import crypto from 'node:crypto';

const VERSION = 'v1';
// Binds a sealed value to its column: it cannot be moved into another field and opened there.
const AAD = Buffer.from('private.smtp_settings.password_sealed');

/** The 32-byte key: from SMTP_SECRET_KEY (any text, stretched by HKDF) or from the signing key's private part. */
export function smtpSecretKey(envKey: string | undefined, signingKeyD: string): Buffer {
  const material = envKey ? Buffer.from(envKey, 'utf8') : Buffer.from(signingKeyD, 'base64url');
  return Buffer.from(crypto.hkdfSync('sha256', material, 'ajans-cms', 'smtp-settings password v1', 32));
}

export function seal(key: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plaintext, or undefined when the value was sealed under another key or is damaged. */
export function open(key: Buffer, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(AAD);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
