/** The contact map island's classes (ContactMap.tsx), written by the server with the page (islands/define.tsx). */
import type { IslandStyles } from '../islands/define.tsx';

export const MAP_BOX_HEIGHT = 320;
export const MAP_STRIP_HEIGHT = 48;
/** The map's part of the box, above the strip: the frame, the placeholder or the status. */
const layer = { position: 'absolute', top: 0, left: 0, right: 0, height: MAP_BOX_HEIGHT - MAP_STRIP_HEIGHT, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', margin: 0 } as const;

export const mapStyles: IslandStyles = (theme) => ({
  '.mp': { position: 'relative', height: MAP_BOX_HEIGHT, borderRadius: theme.radius.lg, overflow: 'hidden', background: theme.color.surface, border: `1px solid ${theme.color.border}` },
  '.mp-ask': { ...layer, gap: '0.75rem', padding: '0 1.25rem', textAlign: 'center' },
  '.mp-pin': { color: theme.color.textMuted },
  '.mp-show': { display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: '0 1.25rem', borderRadius: theme.radius.md, background: theme.color.strong, color: theme.color.onPrimary, fontWeight: 600, textDecoration: 'none' },
  '.mp-note': { margin: 0, maxWidth: '28rem', fontSize: '0.85rem', lineHeight: 1.5, color: theme.color.textMuted },
  '.mp-note a': { color: theme.color.primaryDark },
  '.mp-status': { ...layer, gap: '0.5rem', color: theme.color.textMuted },
  '.mp-frame': { position: 'absolute', top: 0, left: 0, width: '100%', height: MAP_BOX_HEIGHT - MAP_STRIP_HEIGHT, border: 0, display: 'block' },
  '.mp-strip': { position: 'absolute', left: 0, right: 0, bottom: 0, height: MAP_STRIP_HEIGHT, boxSizing: 'border-box', display: 'flex', alignItems: 'center', gap: '0.75rem', margin: 0, padding: '0 1rem', background: '#fff', borderTop: `1px solid ${theme.color.border}` },
  '.mp-address': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.mp-open': { display: 'inline-flex', alignItems: 'center', gap: '0.3rem', flex: 'none', fontWeight: 600, color: theme.color.primaryDark },
});
