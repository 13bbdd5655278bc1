/**
 * The newsletter form of the footer and the blog sidebar: required e-mail, the button disabled
 * while sending, an inline alert with the result, the field cleared on success. A hidden
 * honeypot field that people never see catches form-filling bots quietly.
 */
import { useState, type FormEvent } from 'react';
import { useHydrated } from '../ssr/use-hydrated.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../lib/form-consent.ts';
import { isEmail, NEWSLETTER_TEXTS, type SubscribeResult, type SubscribeSource } from './newsletter-texts.ts';

/** The sending (the database client, the flood proof), loaded when the visitor subscribes. */
const subscribe = (email: string, source: SubscribeSource) => import('./subscribe.ts').then((m) => m.subscribe(email, source));

export interface NewsletterFormProps {
  /** Where the form sits, recorded with the subscription. */
  source: SubscribeSource;
  /** Visual variant: on the dark footer or on a light card. */
  tone?: 'dark' | 'light';
  buttonLabel?: string;
  placeholder?: string;
}

export function NewsletterForm({ source, tone = 'dark', buttonLabel = 'Abone Ol', placeholder = 'E-posta adresiniz' }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SubscribeResult | 'invalid' | null>(null);
  // Server-rendered: the form works once hydrated (never a plain GET submit before).
  const ready = useHydrated();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending || !email.trim()) return;
    if (!isEmail(email)) {
      setResult('invalid');
      return;
    }
    setSending(true);
    setResult(null);
    // A filled honeypot means a bot: pretend success, send nothing.
    const outcome = trap ? 'subscribed' : await subscribe(email, source);
    setSending(false);
    setResult(outcome);
    if (outcome !== 'failed') setEmail('');
  }

  const ok = result === 'subscribed';
  // Its classes: newsletter.styles.ts (the island's styles, written by the server).
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Bülten aboneliği" className={tone === 'dark' ? 'nl nl-dark' : 'nl'}>
      <div className="nl-row">
        <input
          type="email"
          name="email"
          required
          disabled={!ready}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={placeholder}
          aria-label="E-posta adresi"
          autoComplete="email"
          maxLength={254}
          className="nl-email"
        />
        <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" value={trap} onChange={(e) => setTrap(e.target.value)} className="nl-trap" />
        <button type="submit" disabled={sending || !ready} className={sending ? 'nl-send nl-sending' : 'nl-send'}>
          {sending ? 'Gönderiliyor...' : buttonLabel}
        </button>
      </div>
      {/* The exact text the sign-up records as the visitor's consent. */}
      <p className="nl-consent">{NEWSLETTER_CONSENT_TEXT}</p>
      {result && (
        <p role="alert" className={ok ? 'nl-result nl-ok' : 'nl-result'}>
          {NEWSLETTER_TEXTS[result]}
        </p>
      )}
    </form>
  );
}
