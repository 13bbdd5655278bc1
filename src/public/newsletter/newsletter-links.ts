/**
 * The two links of newsletter e-mails call anon-callable database functions with the
 * token from the URL (so they work the same on hosted Supabase). They run on a click, never
 * on page load: mail scanners that open every link must not confirm or unsubscribe anyone.
 */
import { publicClient } from '../../lib/public-client.ts';

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid' | 'failed';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid' | 'failed';

async function call(fn: 'confirm_newsletter_subscription' | 'unsubscribe_newsletter', token: string): Promise<string> {
  try {
    const db = await publicClient();
    const { data, error } = await db.rpc(fn, { token });
    if (error) {
      console.error('newsletter link', error);
      return 'failed';
    }
    return data ?? 'failed';
  } catch (err) {
    console.error('newsletter link', err);
    return 'failed';
  }
}

export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  const r = await call('confirm_newsletter_subscription', token);
  return r === 'confirmed' || r === 'expired' || r === 'invalid' ? r : 'failed';
}

export async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  const r = await call('unsubscribe_newsletter', token);
  return r === 'unsubscribed' || r === 'invalid' ? r : 'failed';
}
