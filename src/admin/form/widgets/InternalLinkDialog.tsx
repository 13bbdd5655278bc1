/**
 * 'İç bağlantı ekle': choose a page, blog post, service or project of this site by its title
 * (drafts included, marked) and get its relative public address, e.g. /blog/<slug>. The kinds,
 * their columns and addresses come from the generated registry (`link`: every resource with a
 * publicPath).
 */
import { useEffect, useMemo, useState } from 'react';
import { RESOURCES } from '../../../../generated/admin/resources.ts';
import { publicPath } from '../../../lib/public-path.ts';
import { matchesSearch } from '../../../lib/turkish-search.ts';
import { useAdminClient } from '../../auth/AuthProvider.tsx';
import { anyTable } from '../../data/any-table.ts';
import { Modal } from '../../ui/Modal.tsx';
import { LinkTargetList } from './LinkTargetList.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** The content that has its own public address. */
const LINKABLE = RESOURCES.flatMap((r) => ('link' in r ? [{ table: r.table, ...r.link }] : []));

export interface LinkTarget {
  title: string;
  path: string;
  kind: string;
  published: boolean;
}

export interface InternalLinkDialogProps {
  open: boolean;
  onClose(): void;
  onSelect(target: LinkTarget): void;
}

export function InternalLinkDialog({ open, onClose, onSelect }: InternalLinkDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="İç Bağlantı Ekle" size="lg">
      <LinkTargets
        onSelect={(target) => {
          onSelect(target);
          onClose();
        }}
      />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so the titles are read fresh each time. */
function LinkTargets({ onSelect }: { onSelect(target: LinkTarget): void }) {
  const db = useAdminClient();
  const [targets, setTargets] = useState<LinkTarget[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');

  useEffect(() => {
    let current = true;
    Promise.all(
      LINKABLE.map(async (link) => {
        const flag: string | undefined = (link as { published?: string }).published;
        const { data, error } = await anyTable(db, link.table)
          .select([link.title, link.slug, flag].filter(Boolean).join(', '))
          .order(link.title)
          .limit(500);
        if (error) throw error;
        return (data as unknown as Record<string, unknown>[]).map((row) => ({
          title: String(row[link.title] ?? ''),
          path: publicPath(link.path, String(row[link.slug] ?? '')),
          kind: link.kind,
          published: flag ? row[flag] === true : true,
        }));
      }),
    ).then(
      (lists) => current && setTargets(lists.flat()),
      (err: unknown) => {
        console.error(err);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [db]);

  const shown = useMemo(() => (targets ?? []).filter((t) => matchesSearch(query, t.title, t.path)).slice(0, 50), [targets, query]);

  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <TextField label="Başlığa göre ara" type="search" placeholder="Sayfa, yazı, hizmet veya proje..." value={query} onChange={(e) => setQuery(e.target.value)} data-autofocus />
      {failed ? (
        <p role="alert">Bağlantı verilebilecek içerikler yüklenemedi.</p>
      ) : targets === null ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p>Aramanıza uygun içerik bulunamadı.</p>
      ) : (
        <LinkTargetList label="İçerikler" targets={shown} onSelect={onSelect} />
      )}
    </div>
  );
}
