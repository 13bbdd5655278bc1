/** The invitation to the admin panel (POST /auth/v1/invite): a link that sets a password. */
import type { MailMessage } from '../message.ts';
import { actionLinkMail } from './action-link.ts';

export function staffInviteMail(to: string, url: string): MailMessage {
  return actionLinkMail({
    to,
    kind: 'invite',
    subject: 'Yönetim paneline davet edildiniz',
    intro: [
      'Merhaba,',
      'Sitenin yönetim paneline davet edildiniz. Hesabınızı kullanmaya başlamak için aşağıdaki bağlantıyla bir şifre belirleyin.',
    ],
    actionLabel: 'Şifremi belirle',
    url,
    validity: 'Bu bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    notYou: 'Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.',
  });
}
