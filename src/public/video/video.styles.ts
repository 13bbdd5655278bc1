/** The video island's classes (VideoPlayer.tsx), written by the server with the page (islands/define.tsx). */
import type { IslandStyles } from '../islands/define.tsx';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

export const videoStyles: IslandStyles = (theme) => ({
  '.vd': { padding: '3rem 0' },
  '.pd-container.vd-column': { maxWidth: '52rem' },
  '.vd-figure': { margin: 0 },
  '.vd-box': { position: 'relative', aspectRatio: '16 / 9', background: '#0f172a', borderRadius: theme.radius.lg, overflow: 'hidden' },
  '.vd-frame': { ...fill, border: 0 },
  '.vd-play': { ...fill, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '0.75rem', color: '#fff', textDecoration: 'none' },
  'img.vd-poster': { ...fill, opacity: 0.75 },
  '.vd-button': { position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 72, height: 72, borderRadius: '50%', background: theme.color.strong, color: theme.color.onPrimary, boxShadow: theme.shadow.lg },
  '.vd-note': { margin: '0.5rem 0 0', fontSize: '0.8rem', color: theme.color.textMuted, textAlign: 'center' },
  '.vd-caption': { marginTop: '0.75rem', color: theme.color.textMuted, textAlign: 'center' },
});
