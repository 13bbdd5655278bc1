/**
 * The visitor's current cookie choice (src/lib/consent.ts), following changes made in the banner
 * on this page. Undefined on the server and in the first client render (the same markup), and
 * while the visitor has not chosen.
 */
import { useEffect, useState } from 'react';
import { CONSENT_EVENT, readConsent, type ConsentChoice } from '../../lib/consent.ts';

export function useConsent(): ConsentChoice | undefined {
  const [choice, setChoice] = useState<ConsentChoice>();
  useEffect(() => {
    setChoice(readConsent());
    const changed = (e: Event) => setChoice((e as CustomEvent<ConsentChoice>).detail);
    window.addEventListener(CONSENT_EVENT, changed);
    return () => window.removeEventListener(CONSENT_EVENT, changed);
  }, []);
  return choice;
}
