/**
 * For administrators, while the server has no SMTP (neither SMTP_URL nor settings saved in
 * "E-posta (SMTP)"): nothing it "sends" (invitations, password resets, lead notifications,
 * newsletter confirmations) reaches anyone, and this says how to change that. Editors cannot change it and see nothing; hosted Supabase (no /mail/v1) neither.
 */
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/AuthProvider.tsx';
import { staffRole } from '../auth/staff-role.ts';
import { MAIL_NOT_SENT, mailDelivery, type MailDelivery } from '../data/mail-delivery.ts';
import { Alert } from '../ui/Alert.tsx';
import { ButtonLink } from '../ui/Button.tsx';

export function SmtpMissingBanner({ outboxLink = true }: { outboxLink?: boolean }) {
  const admin = staffRole(useAuth().session) === 'admin';
  const [delivery, setDelivery] = useState<MailDelivery>();
  useEffect(() => {
    if (!admin) return;
    let live = true;
    void mailDelivery().then((d) => live && setDelivery(d));
    return () => {
      live = false;
    };
  }, [admin]);
  if (!admin || delivery !== 'outbox') return null;
  return (
    <Alert
      tone="warning"
      title={MAIL_NOT_SENT}
      action={
        <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <ButtonLink to="/admin/smtp" size="sm" variant="primary">
            SMTP ayarları
          </ButtonLink>
          {outboxLink && (
            <ButtonLink to="/admin/outbox" size="sm">
              E-posta kutusu
            </ButtonLink>
          )}
        </div>
      }
    >
      Davetler, şifre sıfırlama bağlantıları, mesaj bildirimleri ve bülten onayları kimseye gönderilmiyor; yalnızca "E-posta kutusu"nda saklanıyor. Göndermek için SMTP sunucusunu
      yönetim panelinin menüsündeki "E-posta (SMTP)" ekranında ("SMTP ayarları" düğmesi) ayarlayın; ayarlar kaydedildiği anda, yeniden başlatmadan geçerli olur. Daha önce saklanan e-postalar sonradan gönderilmez; gerekiyorsa daveti yeniden gönderin.
    </Alert>
  );
}
