/**
 * "Test e-postası gönder": one message to the administrator's own address, sent at once over
 * the SMTP route in use (not queued), and the outcome as a reason code and a short Turkish
 * sentence: accepted, or why not (private address, unknown name, no connection, timeout, no
 * TLS, login refused, message refused). Never the remote server's own text: that would make
 * the button a way to read any service's banner or answer.
 */
import { randomBytes } from 'node:crypto';
import { sendOverSmtp } from './transport.ts';
import type { SmtpTestReason, SmtpTestResult } from '../../../src/lib/smtp-settings-contract.ts';
import { MISSING_PASSWORD, type SmtpRoute } from './smtp-route.ts';

export type { SmtpTestResult };

export const TEST_REASONS: Record<Exclude<SmtpTestReason, 'password_missing' | 'password_unreadable'>, string> = {
  private_address: 'Bu adres özel ağda; izin verilmiyor.',
  host_not_found: 'Sunucu adı bulunamadı.',
  connection: 'Sunucuya bağlanılamadı.',
  timeout: 'Sunucu zamanında yanıt vermedi.',
  no_tls: 'Sunucu TLS desteklemiyor.',
  tls_failed: 'TLS bağlantısı kurulamadı: sertifikayı, güvenlik türünü ve portu denetleyin.',
  auth: 'Kullanıcı adı veya parola kabul edilmedi.',
  auth_required: 'Sunucu oturum açmayı istiyor: kullanıcı adı ve parolayı girin.',
  envelope: 'Sunucu gönderen veya alıcı adresini kabul etmedi.',
  message_refused: 'Sunucu iletiyi kabul etmedi.',
  unknown: 'Test e-postası gönderilemedi.',
};

interface MailError {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const TLS_TROUBLE = /certificate|SSL|TLS|wrong version number|CERT_|ERR_TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i;

function reasonOf(err: MailError): keyof typeof TEST_REASONS {
  const code = err.code ?? '';
  const cause = err.originalCode ?? '';
  if (code === 'EPRIVATE') return 'private_address';
  if (code === 'EDNS' || /^(ENOTFOUND|EAI_AGAIN)$/.test(cause)) return 'host_not_found';
  if (code === 'EAUTH') return 'auth';
  // STARTTLS answered with a refusal: no TLS there; no answer: the handshake itself failed.
  if (code === 'ETLS') return err.response ? 'no_tls' : 'tls_failed';
  if (code === 'ETIMEDOUT' || cause === 'ETIMEDOUT') return 'timeout';
  if (TLS_TROUBLE.test(cause) || ((code === 'ESOCKET' || code === 'ECONNECTION') && TLS_TROUBLE.test(err.message ?? ''))) return 'tls_failed';
  if (err.responseCode === 530) return 'auth_required';
  if (code === 'EENVELOPE') return 'envelope';
  if (code === 'EMESSAGE' || err.responseCode) return 'message_refused';
  if (/^(ECONNECTION|ESOCKET|EPROTOCOL|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH)$/.test(code)) return 'connection';
  return 'unknown';
}

export async function sendSmtpTestMail(route: SmtpRoute, to: string, requestedBy: string): Promise<SmtpTestResult> {
  if (route.problem) return { ok: false, reason: route.problem === MISSING_PASSWORD ? 'password_missing' : 'password_unreadable', message: route.problem };
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const when = new Date().toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
  try {
    await sendOverSmtp(
      route,
      {
        to,
        kind: 'smtp-test',
        subject: 'Test e-postası: SMTP ayarları çalışıyor',
        text: `Bu ileti, yönetim panelindeki "E-posta (SMTP)" ekranından ${requestedBy} tarafından ${when} tarihinde gönderildi. Geldiyse sitenin e-postaları bu ayarlarla gönderilebilir.`,
      },
      id,
    );
    return { ok: true, reason: null, message: `Test e-postası gönderildi: ${to}. SMTP sunucusu iletiyi kabul etti.` };
  } catch (err) {
    const reason = reasonOf((err ?? {}) as MailError);
    return { ok: false, reason, message: TEST_REASONS[reason] };
  }
}
