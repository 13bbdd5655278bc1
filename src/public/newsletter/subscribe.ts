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

import type { SubscribeResult, SubscribeSource } from './newsletter-texts.ts';

export { isEmail, NEWSLETTER_TEXTS, type SubscribeResult, type SubscribeSource } from './newsletter-texts.ts';

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
