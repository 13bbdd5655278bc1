/**
 * Newsletter sign-up as anon: insert {email} (the only column anon may write). The database
 * keeps one row per address, case-insensitively (product decision 7): a repeat answers 23505,
 * which we turn into a friendly "already subscribed" instead of an error.
 */
import { publicClient } from '../../lib/public-client.ts';

export type SubscribeResult = 'subscribed' | 'already' | 'failed';

export const NEWSLETTER_TEXTS = {
  subscribed: 'Başarıyla abone oldunuz!',
  already: 'Bu e-posta adresi zaten bültenimize kayıtlı. İlginiz için teşekkürler!',
  failed: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  invalid: 'Lütfen geçerli bir e-posta adresi girin.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= 254;
}

export async function subscribe(email: string): Promise<SubscribeResult> {
  try {
    const db = await publicClient();
    // No read-back: anon may insert but not read subscribers.
    const { error } = await db.from('newsletter_subscribers').insert({ email: email.trim() });
    if (!error) return 'subscribed';
    if (error.code === '23505') return 'already';
    console.error('newsletter', error);
    return 'failed';
  } catch (err) {
    console.error('newsletter', err);
    return 'failed';
  }
}
