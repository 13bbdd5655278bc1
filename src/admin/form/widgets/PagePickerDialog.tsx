/**
 * 'Sayfa Seç': choose one of the site's pages for a menu link, by its title: the fixed pages
 * first, then published CMS pages, services, projects and blog posts (src/admin/data/link-targets-data.ts).
 */
import { useMemo, useState } from 'react';
import { matchesSearch } from '../../../lib/turkish-search.ts';
import { usePageTargets, type PageTarget } from '../../data/link-targets-data.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';

export interface PagePickerDialogProps {
  open: boolean;
  onClose(): void;
  onSelect(target: PageTarget): void;
}

export function PagePickerDialog({ open, onClose, onSelect }: PagePickerDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Sayfa Seç" size="lg">
      {open && (
        <PageTargets
          onSelect={(target) => {
            onSelect(target);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function PageTargets({ onSelect }: { onSelect(target: PageTarget): void }) {
  const targets = usePageTargets();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => (targets.data ?? []).filter((t) => matchesSearch(query, t.title, t.path)).slice(0, 60), [targets.data, query]);

  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <TextField label="Sayfa ara" type="search" placeholder="Sayfa, hizmet, proje veya yazı..." value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
      {targets.isError ? (
        <p role="alert">Sayfalar yüklenemedi.</p>
      ) : !targets.data ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p>Aramanıza uygun sayfa bulunamadı.</p>
      ) : (
        <ul aria-label="Sayfalar" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.35rem' }}>
          {shown.map((t) => (
            <li key={t.path}>
              <button
                type="button"
                onClick={() => onSelect(t)}
                css={(theme) => ({
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: '0.6rem',
                  padding: '0.55rem 0.75rem',
                  textAlign: 'left',
                  font: 'inherit',
                  color: theme.color.text,
                  background: theme.color.surfaceAlt,
                  border: `1px solid ${theme.color.border}`,
                  borderRadius: theme.radius.sm,
                  cursor: 'pointer',
                  '&:hover, &:focus-visible': { borderColor: theme.color.primary },
                })}
              >
                <span css={{ flex: 1, minWidth: 0 }}>
                  <span css={{ display: 'block', fontWeight: 600 }}>{t.title}</span>
                  <span css={(theme) => ({ display: 'block', fontSize: '0.8rem', color: theme.color.textMuted, overflowWrap: 'anywhere' })}>{t.path}</span>
                </span>
                <Badge>{t.kind}</Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
