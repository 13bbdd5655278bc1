/**
 * An administrator's SMTP settings as the `smtp-settings` function receives them, checked
 * field by field with a Turkish message for the first problem.
 */
import { FunctionError } from '../../platform/functions/function-error.ts';
import { SMTP_SECURITY, type SmtpSecurity, type SmtpSettingsInput } from './smtp-settings.ts';

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/;

/** Control characters (line breaks included): none belong in SMTP commands or headers. */
function hasControl(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

function invalid(message: string): never {
  throw new FunctionError(400, 'validation_failed', message);
}

function text(value: unknown, max: number, label: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') invalid(`${label} metin olmalı`);
  if (hasControl(value)) invalid(`${label} satır sonu veya denetim karakteri içeremez`);
  const v = value.trim();
  if (v.length > max) invalid(`${label} en fazla ${max} karakter olabilir`);
  return v;
}

export function smtpSettingsInput(raw: unknown): SmtpSettingsInput {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) invalid('Ayarlar eksik');
  const body = raw as Record<string, unknown>;
  const host = text(body.host, 253, 'Sunucu adresi');
  if (!host || !HOST.test(host)) invalid('Geçerli bir SMTP sunucu adresi girin (ör. smtp.alanadi.com)');
  const port = typeof body.port === 'string' && /^\d+$/.test(body.port) ? Number(body.port) : body.port;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) invalid('Port 1 ile 65535 arasında bir sayı olmalı');
  if (!SMTP_SECURITY.includes(body.security as SmtpSecurity)) invalid('Güvenlik: yok, STARTTLS veya TLS olmalı');
  const username = text(body.username, 320, 'Kullanıcı adı');
  // The password is kept as typed (spaces may belong to it); undefined keeps the stored one.
  let password: string | undefined;
  if (body.password !== undefined && body.password !== null) {
    if (typeof body.password !== 'string') invalid('Şifre metin olmalı');
    if (body.password.length > 1000) invalid('Şifre en fazla 1000 karakter olabilir');
    if (hasControl(body.password)) invalid('Şifre satır sonu veya denetim karakteri içeremez');
    password = body.password;
  }
  const fromAddress = text(body.from_address, 320, 'Gönderen adresi');
  if (!EMAIL.test(fromAddress)) invalid('Geçerli bir gönderen e-posta adresi girin');
  const fromName = text(body.from_name, 200, 'Gönderen adı');
  return { host, port, security: body.security as SmtpSecurity, username, password, fromAddress, fromName };
}
