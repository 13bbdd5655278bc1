/**
 * The bar over a list while rows are selected: how many, "Tüm N sonucu seç" when more rows
 * match than the page shows, the config's changes (one request each, with undo that restores
 * the previous values in one request per distinct value) and delete (one confirmation, one
 * request), each a mutation after which the table is read again. An author gets neither the
 * publication changes nor delete: the database refuses both on live rows (42501), and a
 * selection may hold some.
 */
import { useState } from 'react';
import { Trash2, X } from 'lucide-react';
import { useAuth } from '../auth/AuthProvider.tsx';
import { mayPublish, staffRole } from '../auth/staff-role.ts';
import type { MatchQuery, ResourceData } from '../data/resource-data.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { bulkChanges } from './bulk-actions.ts';
import type { AnyResource, Row } from './types.ts';
import { useBulkWrites } from './use-bulk-writes.tsx';

export interface BulkBarProps {
  resource: AnyResource;
  db: ResourceData;
  count: number;
  /** Set when more rows match than are selected on this page: the number that match. */
  selectAllCount?: number;
  onSelectAll(): void;
  onClear(): void;
  /** The selected rows with at least `id` and `field`. */
  targets(field?: string): Promise<Row[]>;
  /** Set when every row matching the search and filters is selected: act on those by the filter, in one request. */
  matching?: MatchQuery;
  /** After a change, an undo or a delete: clear the selection (the list is read again by itself). */
  onDone(): void;
}

export function BulkBar({ resource, db, count, selectAllCount, onSelectAll, onClear, targets, matching, onDone }: BulkBarProps) {
  const [confirming, setConfirming] = useState(false);
  const { change, remove } = useBulkWrites({ resource, db, count, targets, matching, onDone, onRemoveEnded: () => setConfirming(false) });
  const busy = change.isPending;
  const publishes = mayPublish(staffRole(useAuth().session));

  return (
    <div role="region" aria-label="Toplu işlemler" css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', padding: '0.6rem 0.8rem', marginBottom: '1rem', borderRadius: theme.radius.md, background: theme.color.surfaceAlt })}>
      <strong aria-live="polite">{count} kayıt seçildi</strong>
      {selectAllCount !== undefined && (
        <Button size="sm" variant="ghost" onClick={onSelectAll}>
          Tüm {selectAllCount} sonucu seç
        </Button>
      )}
      <span css={{ flex: 1 }} />
      {bulkChanges(resource, publishes).map((c) => (
        <Button key={`${c.field}:${String(c.value)}`} size="sm" disabled={busy} onClick={() => change.mutate(c)}>
          {c.label}
        </Button>
      ))}
      {publishes && (
        <Button size="sm" variant="danger" icon={Trash2} disabled={busy} onClick={() => setConfirming(true)}>
          Sil
        </Button>
      )}
      <Button size="sm" variant="ghost" icon={X} onClick={onClear}>
        Seçimi temizle
      </Button>
      <ConfirmDialog open={confirming} message={`Seçili ${count} kaydı silmek istediğinizden emin misiniz?`} onConfirm={() => remove.mutateAsync().then(() => undefined, () => undefined)} onCancel={() => setConfirming(false)} />
    </div>
  );
}
