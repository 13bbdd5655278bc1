/**
 * The newsletter form of the footer and the blog sidebar: required e-mail, the button disabled
 * while sending, an inline alert with the result, the field cleared on success. A hidden
 * honeypot field that people never see catches form-filling bots quietly.
 */
import { useState, type FormEvent } from 'react';
import { useHydrated } from '../ssr/use-hydrated.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../lib/form-consent.ts';
import { isEmail, NEWSLETTER_TEXTS, subscribe, type SubscribeResult, type SubscribeSource } from './subscribe.ts';

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
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Bülten aboneliği">
      <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
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
          css={(theme) => ({
            flex: '1 1 12rem',
            minWidth: 0,
            padding: '0.7rem 0.9rem',
            borderRadius: theme.radius.md,
            border: `1px solid ${tone === 'dark' ? '#334155' : theme.color.border}`,
            background: tone === 'dark' ? '#1e293b' : '#fff',
            color: tone === 'dark' ? '#f1f5f9' : theme.color.text,
            font: 'inherit',
          })}
        />
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={trap}
          onChange={(e) => setTrap(e.target.value)}
          css={{ position: 'absolute', left: '-10000px', width: 1, height: 1, opacity: 0 }}
        />
        <button
          type="submit"
          disabled={sending || !ready}
          css={(theme) => ({
            padding: '0.7rem 1.2rem',
            borderRadius: theme.radius.md,
            border: 0,
            background: theme.color.strong,
            color: theme.color.onPrimary,
            fontWeight: 600,
            cursor: sending ? 'wait' : 'pointer',
            opacity: sending ? 0.7 : 1,
          })}
        >
          {sending ? 'Gönderiliyor...' : buttonLabel}
        </button>
      </div>
      {/* The exact text the sign-up records as the visitor's consent. */}
      <p css={{ margin: '0.5rem 0 0', fontSize: '0.75rem', lineHeight: 1.4, color: tone === 'dark' ? '#94a3b8' : '#475569' }}>{NEWSLETTER_CONSENT_TEXT}</p>
      {result && (
        <p
          role="alert"
          css={(theme) => ({ margin: '0.6rem 0 0', fontSize: '0.9rem', color: ok ? theme.color.success : theme.color.danger })}
        >
          {NEWSLETTER_TEXTS[result]}
        </p>
      )}
    </form>
  );
}
