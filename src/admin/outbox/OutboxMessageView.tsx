/**
 * One e-mail of the outbox: its header lines, the plain text, and the HTML sanitized and shown
 * in a sandboxed frame (no scripts, no access to the admin's origin).
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { OutboxMessage } from './outbox-api.ts';
import { OutboxStatusBadge } from './OutboxStatusBadge.tsx';
import { formatDate } from '../../lib/format-date.ts';

export function OutboxMessageView({ message }: { message: OutboxMessage }) {
  const html = useMemo(() => (message.html ? DOMPurify.sanitize(message.html, { WHOLE_DOCUMENT: true }) : null), [message.html]);
  return (
    <article aria-label={`E-posta: ${message.subject}`} css={{ display: 'grid', gap: '1rem' }}>
      <dl css={(theme) => ({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.35rem 1rem', margin: 0, fontSize: '0.9rem', dt: { color: theme.color.textMuted } })}>
        <dt>Kime</dt>
        <dd css={{ margin: 0 }}>{message.to}</dd>
        <dt>Konu</dt>
        <dd css={{ margin: 0, fontWeight: 600 }}>{message.subject}</dd>
        <dt>Tarih</dt>
        <dd css={{ margin: 0 }}>{formatDate(message.created_at, 'datetime')}</dd>
        <dt>Durum</dt>
        <dd css={{ margin: 0 }}>
          <OutboxStatusBadge status={message.status} delivery={message.delivery} /> {message.attempts} deneme{message.last_error ? ` · Son hata: ${message.last_error}` : ''}
        </dd>
      </dl>
      {html && (
        <iframe
          title="E-postanın HTML görünümü"
          sandbox=""
          srcDoc={html}
          css={(theme) => ({ width: '100%', height: '28rem', border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.sm, background: '#fff' })}
        />
      )}
      <details open={!html}>
        <summary css={{ cursor: 'pointer' }}>Düz metin</summary>
        <pre data-testid="outbox-text" css={(theme) => ({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '0.5rem 0 0', padding: '0.75rem', background: theme.color.surfaceAlt, borderRadius: theme.radius.sm, fontSize: '0.85rem' })}>
          {message.text}
        </pre>
      </details>
    </article>
  );
}
