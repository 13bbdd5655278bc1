/**
 * The forms' classes: the contact form (contact/ContactForm.tsx) and built forms (FormView.tsx,
 * FormFieldInput.tsx), written by the server with the page (islands/define.tsx). A field with
 * an error is marked by its aria-invalid; a form sending by fm-sending.
 */
import type { IslandStyles } from '../islands/define.tsx';

export const formStyles: IslandStyles = (theme) => ({
  '.fm': { display: 'grid', gap: '1.1rem' },
  '.fm-pair': { display: 'grid', gap: '1.1rem', [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' } },
  '.fm-field': { display: 'grid', gap: '0.35rem' },
  '.fm-label': { fontWeight: 600, fontSize: '0.95rem' },
  '.fm-check': { display: 'flex', gap: '0.5rem', alignItems: 'flex-start', fontSize: '0.95rem' },
  '.fm-option': { display: 'flex', gap: '0.5rem', alignItems: 'center' },
  '.fm-error': { margin: 0, color: theme.color.danger, fontSize: '0.85rem' },
  '.fm-alert': { margin: 0, color: theme.color.danger },
  '.fm-input': {
    width: '100%',
    padding: '0.75rem 0.9rem',
    borderRadius: theme.radius.md,
    border: '1px solid #94a3b8',
    font: 'inherit',
    background: '#fff',
    color: theme.color.text,
    '&:focus': { outline: `3px solid ${theme.color.accent}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: theme.color.danger },
  },
  '.fm-trap': { position: 'absolute', left: '-10000px', width: 1, height: 1, opacity: 0 },
  '.fm-note': { margin: 0, fontSize: '0.8rem', lineHeight: 1.5, color: '#475569' },
  '.fm-send': { justifySelf: 'start', opacity: 1 },
  '.fm-send.fm-sending': { opacity: 0.7 },
  '.fm-thanks': { margin: 0, padding: '1.25rem', borderRadius: theme.radius.md, background: '#ecfdf5', color: '#065f46', fontWeight: 600 },
});
