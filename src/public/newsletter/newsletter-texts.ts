/** The sign-up form's texts and address check (NewsletterForm.tsx): apart from subscribe.ts, which the form loads only when it sends. */
export type SubscribeResult = 'subscribed' | 'limited' | 'failed';

/**
 * Where on the site the sign-up form sits (newsletter_subscribers.source): the footer, the blog
 * sidebar, or a page's newsletter block. The database keeps only the sources it knows.
 */
export type SubscribeSource = 'footer' | 'blog' | 'page';

export const NEWSLETTER_TEXTS = {
  subscribed: 'Teşekkürler! Aboneliğinizi tamamlamak için e-posta adresinize gönderdiğimiz bağlantıya tıklayın.',
  limited: 'Çok fazla abonelik isteği. Lütfen daha sonra tekrar deneyin.',
  failed: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  invalid: 'Lütfen geçerli bir e-posta adresi girin.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= 254;
}
