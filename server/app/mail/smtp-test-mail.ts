/**
 * "Test e-postası gönder": one message to the administrator's own address, sent at once over
 * the SMTP route in use (not queued), and the SMTP server's answer in Turkish: accepted, or
 * why not (connection refused, login refused, TLS, timeout, unknown host, message refused).
 */
import { randomBytes } from 'node:crypto';
import { sendOverSmtp } from './transport.ts';
import type { SmtpTestResult } from '../../../src/lib/smtp-settings-contract.ts';
import type { SmtpRoute } from './smtp-route.ts';

export type { SmtpTestResult };

interface MailError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

function explain(err: MailError): string {
  const code = err.code ?? '';
  const text = `${err.message ?? ''} ${err.response ?? ''}`;
  if (code === 'EAUTH') return 'Kimlik doğrulama başarısız: SMTP sunucusu kullanıcı adını veya şifreyi kabul etmedi.';
  if (/ECONNREFUSED/.test(text) || code === 'ECONNREFUSED') return 'Bağlantı reddedildi: bu adres ve portta bir SMTP sunucusu yanıt vermiyor.';
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(text)) return 'SMTP sunucusunun adı bulunamadı: sunucu adresini denetleyin.';
  if (code === 'ETLS' || /TLS|SSL|certificate|wrong version number/i.test(text)) return 'TLS bağlantısı kurulamadı: güvenlik türünü (STARTTLS veya TLS) ve portu denetleyin.';
  if (code === 'ETIMEDOUT' || /timeout|timed out/i.test(text)) return 'SMTP sunucusu zamanında yanıt vermedi: adresi, portu ve güvenlik duvarını denetleyin.';
  if (code === 'EENVELOPE') return 'SMTP sunucusu gönderen veya alıcı adresini kabul etmedi.';
  if (code === 'EMESSAGE' || err.responseCode) return 'SMTP sunucusu iletiyi kabul etmedi.';
  if (code === 'ECONNECTION' || code === 'ESOCKET') return 'SMTP sunucusuyla bağlantı kurulamadı.';
  return 'Test e-postası gönderilemedi.';
}

export async function sendSmtpTestMail(route: SmtpRoute, to: string, requestedBy: string): Promise<SmtpTestResult> {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const when = new Date().toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
  try {
    const reply = await sendOverSmtp(
      route,
      {
        to,
        kind: 'smtp-test',
        subject: 'Test e-postası: SMTP ayarları çalışıyor',
        text: `Bu ileti, yönetim panelindeki "E-posta (SMTP)" ekranından ${requestedBy} tarafından ${when} tarihinde gönderildi. Geldiyse sitenin e-postaları bu ayarlarla gönderilebilir.`,
      },
      id,
    );
    return { ok: true, message: `Test e-postası gönderildi: ${to}. SMTP sunucusu iletiyi kabul etti.`, detail: reply || null };
  } catch (err) {
    const e = (err ?? {}) as MailError;
    return { ok: false, message: route.problem ?? explain(e), detail: (e.response ?? e.message ?? String(err)).slice(0, 500) || null };
  }
}
