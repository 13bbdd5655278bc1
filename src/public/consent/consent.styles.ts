/** The consent banner island's classes (ConsentBanner.tsx), written by the server with the page (islands/define.tsx). */
import { brandVar } from '../../lib/brand-theme.ts';
import type { IslandStyles } from '../islands/define.tsx';

const button = {
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.95rem',
  padding: '0.6rem 1.1rem',
  borderRadius: '10px',
  cursor: 'pointer',
  border: '2px solid #f8fafc',
  background: '#f8fafc',
  color: '#0f172a',
  minWidth: '7.5rem',
} as const;

export const consentStyles: IslandStyles = (theme) => ({
  '.consent-banner': {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 60,
    background: '#0f172a',
    color: '#e2e8f0',
    borderTop: `3px solid ${theme.color.primary}`,
    boxShadow: '0 -8px 24px rgba(15, 23, 42, 0.25)',
    fontSize: '0.9rem',
  },
  '.consent-inner': {
    maxWidth: theme.containerWidth,
    margin: '0 auto',
    padding: '0.9rem 1.25rem',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.75rem',
    [theme.mq.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
  '.consent-title': { fontSize: '1rem', margin: '0 0 0.25rem', color: '#f8fafc' },
  '.consent-text': { margin: 0, lineHeight: 1.5 },
  '.consent-text a': { color: brandVar('--brand-hero-accent') },
  '.consent-types': { border: 0, margin: '0.6rem 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.4rem 1.2rem' },
  '.consent-types legend': { position: 'absolute', left: '-9999px' },
  '.consent-actions': { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', flexShrink: 0 },
  '.consent-button': button,
  '.consent-button.consent-quiet': { background: 'transparent', color: '#f8fafc' },
});
