/**
 * 'Sayfa Seç': choose one of the site's pages for a menu link, by its title: the fixed pages
 * first, then published CMS pages, services, projects and blog posts (src/admin/data/link-targets-data.ts).
 */
import { useMemo, useState } from 'react';
import { matchesSearch } from '../../../lib/turkish-search.ts';
import { usePageTargets, type PageTarget } from '../../data/link-targets-data.ts';
import { Modal } from '../../ui/Modal.tsx';
import { LinkTargetList } from './LinkTargetList.tsx';
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
      <TextField label="Sayfa ara" type="search" placeholder="Sayfa, hizmet, proje veya yazı..." value={query} onChange={(e) => setQuery(e.target.value)} data-autofocus />
      {targets.isError ? (
        <p role="alert">Sayfalar yüklenemedi.</p>
      ) : !targets.data ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p>Aramanıza uygun sayfa bulunamadı.</p>
      ) : (
        <LinkTargetList label="Sayfalar" targets={shown} onSelect={onSelect} />
      )}
    </div>
  );
}
