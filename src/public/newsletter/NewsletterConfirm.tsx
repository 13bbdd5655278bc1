/** /bulten/onay?token=…: double opt-in, the link of the confirmation e-mail. */
import { NewsletterLinkAction } from './NewsletterLinkAction.tsx';
import { confirmSubscription, type ConfirmOutcome } from './newsletter-links.ts';

const RESULTS: Record<ConfirmOutcome, { text: string; ok: boolean }> = {
  confirmed: { text: 'Aboneliğiniz onaylandı. Bültenimize hoş geldiniz!', ok: true },
  expired: { text: 'Bu onay bağlantısının süresi dolmuş. Lütfen bültene yeniden abone olun.', ok: false },
  invalid: { text: 'Bu onay bağlantısı geçersiz veya daha önce kullanılmış.', ok: false },
  failed: { text: 'Bir hata oluştu. Lütfen tekrar deneyin.', ok: false },
};

export function NewsletterConfirm() {
  return (
    <NewsletterLinkAction
      title="Bülten aboneliği"
      intro="Aboneliğinizi başlatmak için aşağıdaki düğmeye basın."
      actionLabel="Aboneliğimi onayla"
      run={confirmSubscription}
      results={RESULTS}
    />
  );
}
