/**
 * Newsletter sign-up as anon: insert {email, source, consent_text} (the only columns anon may
 * write; the database keeps a source only from its allowlist and stores the row as pending
 * until the confirmation e-mail's link is opened: double opt-in). The database
 * keeps one row per address, case-insensitively, and answers a visitor's subscription the
 * same whether or not the address was already there (201, no row), so nobody can probe the
 * list: the form shows one success text for both (product decision 7: a repeat changes
 * nothing and gets a friendly message).
 */
import { publicClient } from '../../lib/public-client.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../lib/form-consent.ts';
import { FORM_PROOF_HEADER, sendWithFloodProof } from '../../lib/form-flood-proof.ts';

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

export async function subscribe(email: string, source: SubscribeSource): Promise<SubscribeResult> {
  try {
    const db = await publicClient();
    // No read-back: anon may insert but not read subscribers. During a flood the database
    // asks for a proof of work; the retry carries it.
    const { error } = await sendWithFloodProof((proof) => {
      const insert = db.from('newsletter_subscribers').insert({ email: email.trim(), source, consent_text: NEWSLETTER_CONSENT_TEXT });
      return proof ? insert.setHeader(FORM_PROOF_HEADER, proof) : insert;
    });
    if (!error) return 'subscribed';
    // The database's flood guard (too many subscriptions from this address or for this e-mail).
    if (error.code === 'P0001' && error.hint === 'rate_limited') return 'limited';
    console.error('newsletter', error);
    return 'failed';
  } catch (err) {
    console.error('newsletter', err);
    return 'failed';
  }
}
