/**
 * The invitation to the admin panel (POST /auth/v1/invite): a link that sets a password. It
 * names the site, the role and who invited (the user_metadata the invite carried, as hosted
 * Supabase's invite template reads `.Data`), so the invitee can tell it is expected.
 */
import type { MailMessage } from '../message.ts';
import { actionLinkMail } from '../../../../supabase/functions/_shared/mail/action-link.ts';

const ROLE_LABELS: Record<string, string> = { admin: 'Yönetici', editor: 'Editör', author: 'Yazar' };

export interface StaffInvitation {
  /** Site Ayarları → site adı. */
  siteName: string;
  /** `admin` or `editor`; another value or none leaves the role unsaid. */
  role?: string;
  /** The inviter's name or e-mail; none when invited with the service key. */
  invitedBy?: string;
}

export function staffInviteMail(to: string, url: string, invitation: StaffInvitation): MailMessage {
  const role = invitation.role ? ROLE_LABELS[invitation.role] : undefined;
  const who = invitation.invitedBy ? `${invitation.invitedBy} sizi` : 'Siz';
  const as = role ? ` ${role} olarak` : '';
  const invited = invitation.invitedBy ? 'davet etti' : 'davet edildiniz';
  return actionLinkMail({
    to,
    kind: 'invite',
    subject: `${invitation.siteName} yönetim paneline davet edildiniz`,
    intro: [
      'Merhaba,',
      `${who} ${invitation.siteName} sitesinin yönetim paneline${as} ${invited}. Hesabınızı kullanmaya başlamak için aşağıdaki bağlantıyla bir şifre belirleyin.`,
    ],
    actionLabel: 'Şifremi belirle',
    url,
    validity: 'Bu bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    notYou: 'Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.',
  });
}
