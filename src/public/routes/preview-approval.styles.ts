/** The preview-approval island's classes (PreviewApproval.tsx), written by the server with the page (islands/define.tsx). */
import type { IslandStyles } from '../islands/define.tsx';

const ink = '#78350f';
const alert = { margin: 0, color: '#991b1b', fontWeight: 600 } as const;

export const previewApprovalStyles: IslandStyles = () => ({
  '.pa-bar': { display: 'grid', gap: '0.5rem', maxWidth: '48rem', margin: '0 auto', padding: '1rem', background: '#fffbeb', color: '#1f2937', borderBottom: `2px solid ${ink}` },
  '.pa-title': { margin: 0, fontSize: '1.05rem' },
  '.pa-sent': { margin: 0, fontWeight: 600 },
  '.pa-form': { display: 'grid', gap: '0.5rem' },
  '.pa-label': { fontWeight: 600 },
  '.pa-comment': { font: 'inherit', padding: '0.5rem', borderRadius: 6, border: `1px solid ${ink}`, background: '#fff', color: '#1f2937' },
  '.pa-alert': alert,
  '.pa-hint': { margin: 0, fontSize: '0.9rem' },
  '.pa-actions': { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' },
  '.pa-button': { font: 'inherit', fontWeight: 600, padding: '0.5rem 1rem', borderRadius: 6, border: `2px solid ${ink}`, cursor: 'pointer', background: '#fff', color: ink },
  '.pa-button:focus-visible': { outline: '3px solid #1d4ed8', outlineOffset: 2 },
  '.pa-button:disabled': { opacity: 0.7, cursor: 'wait' },
  '.pa-button.pa-approve': { background: ink, color: '#fff' },
});
