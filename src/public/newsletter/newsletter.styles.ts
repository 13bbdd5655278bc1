/** The newsletter form island's classes (NewsletterForm.tsx), written by the server with the page (islands/define.tsx). */
import type { IslandStyles } from '../islands/define.tsx';

export const newsletterStyles: IslandStyles = (theme) => ({
  '.nl-row': { display: 'flex', gap: '0.5rem', flexWrap: 'wrap' },
  '.nl-email': { flex: '1 1 12rem', minWidth: 0, padding: '0.7rem 0.9rem', borderRadius: theme.radius.md, border: `1px solid ${theme.color.border}`, background: '#fff', color: theme.color.text, font: 'inherit' },
  '.nl-dark .nl-email': { borderColor: '#334155', background: '#1e293b', color: '#f1f5f9' },
  '.nl-trap': { position: 'absolute', left: '-10000px', width: 1, height: 1, opacity: 0 },
  '.nl-send': { padding: '0.7rem 1.2rem', borderRadius: theme.radius.md, border: 0, background: theme.color.strong, color: theme.color.onPrimary, fontWeight: 600, cursor: 'pointer', opacity: 1 },
  '.nl-send.nl-sending': { cursor: 'wait', opacity: 0.7 },
  '.nl-consent': { margin: '0.5rem 0 0', fontSize: '0.75rem', lineHeight: 1.4, color: '#475569' },
  '.nl-dark .nl-consent': { color: '#94a3b8' },
  '.nl-result': { margin: '0.6rem 0 0', fontSize: '0.9rem', color: theme.color.danger },
  '.nl-result.nl-ok': { color: theme.color.success },
});
