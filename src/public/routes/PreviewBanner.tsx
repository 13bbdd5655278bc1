/**
 * The strip across a page opened through a preview link: this is not (yet) what visitors see.
 * Worded for both a never-published item and a live item's draft.
 */
import { Eye } from 'lucide-react';

export function PreviewBanner() {
  return (
    <div
      role="status"
      data-preview-banner
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 60,
        display: 'flex',
        gap: '0.5rem',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '0.6rem 1rem',
        background: '#78350f',
        color: '#fff',
        fontWeight: 600,
        fontSize: '0.95rem',
      }}
    >
      <Eye size={18} aria-hidden /> Önizleme — sayfanın bu hâli henüz yayında değil
    </div>
  );
}
