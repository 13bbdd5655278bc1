/**
 * How long a newsletter confirmation link works. The database's confirm function and the
 * pruning of unconfirmed sign-ups use the same 48 hours; the e-mail says it (hence here, where
 * the Edge Functions can read it; schema/newsletter-subscribers.ts re-exports it).
 */
export const NEWSLETTER_CONFIRM_HOURS = 48;
