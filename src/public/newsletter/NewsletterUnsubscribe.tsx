/** /bulten/ayril?token=…: the unsubscribe link of every newsletter e-mail. */
import { NewsletterLinkAction } from './NewsletterLinkAction.tsx';
import { unsubscribe, type UnsubscribeOutcome } from './newsletter-links.ts';

const RESULTS: Record<UnsubscribeOutcome, { text: string; ok: boolean }> = {
  unsubscribed: { text: 'Bülten aboneliğiniz sonlandırıldı. Artık bülten e-postası almayacaksınız.', ok: true },
  invalid: { text: 'Bu bağlantı geçersiz.', ok: false },
  failed: { text: 'Bir hata oluştu. Lütfen tekrar deneyin.', ok: false },
};

export function NewsletterUnsubscribe() {
  return (
    <NewsletterLinkAction
      title="Bültenden ayrıl"
      intro="Bülten e-postalarını artık almak istemiyorsanız aşağıdaki düğmeye basın."
      actionLabel="Abonelikten çık"
      run={unsubscribe}
      results={RESULTS}
    />
  );
}
