/**
 * The contact form's data: checks matching the database's limits, empty optional fields as
 * null, and the insert as anon (no read-back: visitors may write a message, not read one),
 * with a proof of work when the database asks for one during a flood. A message records where
 * it came from (lead-source/lead-source.ts).
 */
import { CONTACT_SERVICE_OPTIONS, type ContactService } from '../../../schema/contact-messages.ts';
import { publicClient } from '../../lib/public-client.ts';
import { FORM_PROOF_HEADER, sendWithFloodProof } from '../../lib/form-flood-proof.ts';
import { hasVisibleText } from './visible-text.ts';
import { currentLeadSource } from '../lead-source/lead-source.ts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', company: '', service: '', message: '' };

export const LIMITS = { name: 100, email: 254, phone: 30, company: 150, message: 5000 } as const;

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export function validateContact(v: ContactValues): ContactErrors {
  const e: ContactErrors = {};
  if (!hasVisibleText(v.name)) e.name = 'Lütfen adınızı yazın.';
  if (!v.email.trim()) e.email = 'Lütfen e-posta adresinizi yazın.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) e.email = 'Lütfen geçerli bir e-posta adresi yazın.';
  if (!hasVisibleText(v.message)) e.message = 'Lütfen mesajınızı yazın.';
  for (const key of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    if (v[key].length > LIMITS[key]) e[key] = `En fazla ${LIMITS[key]} karakter yazabilirsiniz.`;
  }
  if (v.service && !CONTACT_SERVICE_OPTIONS.some((o) => o.value === v.service)) e.service = 'Lütfen listeden bir hizmet seçin.';
  return e;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** Resolves when stored, with the disclosure the form showed; rejects with a message fit for the visitor. */
export async function sendContactMessage(v: ContactValues, disclosure: string): Promise<void> {
  const db = await publicClient();
  const row = {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: orNull(v.phone),
    company: orNull(v.company),
    service: (orNull(v.service) as ContactService | null) ?? null,
    message: v.message.trim(),
    consent_text: disclosure,
    // The page it is sent from and the visit's first referrer and UTM parameters.
    ...currentLeadSource(),
  };
  // During a flood the database asks for a proof of work; the retry carries it.
  const { error } = await sendWithFloodProof((proof) => {
    const insert = db.from('contact_messages').insert(row);
    return proof ? insert.setHeader(FORM_PROOF_HEADER, proof) : insert;
  });
  if (!error) return;
  console.error('contact_messages', error);
  // The flood guard's own Turkish message is meant for the visitor.
  throw new Error(error.code === 'P0001' ? error.message : '');
}
