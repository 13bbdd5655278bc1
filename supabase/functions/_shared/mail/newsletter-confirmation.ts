/** The double opt-in e-mail: the confirmation link, and the unsubscribe link every newsletter e-mail has. */
import { NEWSLETTER_CONFIRM_HOURS } from '../newsletter-rules.ts';
import type { MailMessage } from './mail-message.ts';
import { actionLinkMail } from './action-link.ts';

export function newsletterConfirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/bulten/onay?token=${encodeURIComponent(token)}`;
}

export function newsletterUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/bulten/ayril?token=${encodeURIComponent(token)}`;
}

/** Headers that let mail clients offer their own "unsubscribe" button (RFC 2369). */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>` };
}

export function newsletterConfirmationMail(to: string, siteName: string, confirmUrl: string, unsubscribeUrl: string): MailMessage {
  return actionLinkMail({
    to,
    kind: 'newsletter-confirm',
    subject: `${siteName} bülten aboneliğinizi onaylayın`,
    intro: [`${siteName} bültenine abone olmak için bu adres kullanıldı.`, 'Aboneliğinizi başlatmak için aşağıdaki bağlantıya tıklayın.'],
    actionLabel: 'Aboneliğimi onayla',
    url: confirmUrl,
    validity: `Bu bağlantı ${NEWSLETTER_CONFIRM_HOURS} saat geçerlidir ve bir kez kullanılabilir.`,
    notYou: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; onaylanmayan kayıtlar kendiliğinden silinir.',
    footer: [{ kind: 'paragraph', text: `Bültenden ayrılmak için: ${unsubscribeUrl}` }],
    headers: unsubscribeHeaders(unsubscribeUrl),
  });
}
