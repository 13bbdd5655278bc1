/** A password reset (POST /auth/v1/recover): a link that lets the owner set a new password. */
import type { MailMessage } from '../message.ts';
import { actionLinkMail } from '../../../../supabase/functions/_shared/mail/action-link.ts';

export function passwordRecoveryMail(to: string, url: string): MailMessage {
  return actionLinkMail({
    to,
    kind: 'recovery',
    subject: 'Şifre sıfırlama isteği',
    intro: ['Merhaba,', 'Yönetim paneli hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın.'],
    actionLabel: 'Yeni şifre belirle',
    url,
    validity: 'Bu bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    notYou: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
  });
}
