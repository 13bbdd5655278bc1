/**
 * The contact form's data: checks matching the database's limits, empty optional fields as
 * null, and the insert as anon (no read-back: visitors may write a message, not read one).
 */
import { CONTACT_SERVICE_OPTIONS, type ContactService } from '../../../schema/contact-messages.ts';
import { publicClient } from '../../lib/public-client.ts';
import { hasVisibleText } from './visible-text.ts';

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

/** Resolves when stored; rejects with a message fit for the visitor. */
export async function sendContactMessage(v: ContactValues): Promise<void> {
  const db = await publicClient();
  const { error } = await db.from('contact_messages').insert({
    name: v.name.trim(),
    email: v.email.trim(),
    phone: orNull(v.phone),
    company: orNull(v.company),
    service: (orNull(v.service) as ContactService | null) ?? null,
    message: v.message.trim(),
  });
  if (!error) return;
  console.error('contact_messages', error);
  // The flood guard's own Turkish message is meant for the visitor.
  throw new Error(error.code === 'P0001' ? error.message : '');
}
