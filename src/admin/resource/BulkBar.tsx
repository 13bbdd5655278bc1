/**
 * The bar over a list while rows are selected: how many, "Tüm N sonucu seç" when more rows
 * match than the page shows, the config's changes (one request each, with undo that restores
 * the previous values in one request per distinct value) and delete (one confirmation, one
 * request).
 */
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { Trash2, X } from 'lucide-react';
import type { MatchQuery, ResourceData } from '../data/resource-data.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { bulkChanges, groupByValue, type BulkChange } from './bulk-actions.ts';
import type { AnyResource, Row } from './types.ts';

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
  /** After a change, an undo or a delete: clear the selection and reload the list. */
  onDone(): void;
}

export function BulkBar({ resource, db, count, selectAllCount, onSelectAll, onClear, targets, matching, onDone }: BulkBarProps) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change(c: BulkChange) {
    setBusy(true);
    try {
      const rows = await targets(c.field);
      const previous = groupByValue(rows, c.field);
      const values = { [c.field]: c.value };
      const { error } = matching
        ? await db.updateMatching(matching, values)
        : await db.updateMany(
            rows.map((r) => r.id),
            values,
          );
      if (error) {
        console.error(error);
        enqueueSnackbar(resource.messages.saveError, { variant: 'error' });
        return;
      }
      enqueueSnackbar(`${rows.length} kayıt güncellendi`, {
        variant: 'success',
        action: (key) => (
          <Button
            size="sm"
            onClick={() => {
              closeSnackbar(key);
              void undo(previous, c.field);
            }}
          >
            Geri al
          </Button>
        ),
      });
      onDone();
    } finally {
      setBusy(false);
    }
  }

  async function undo(previous: { value: unknown; ids: string[] }[], field: string) {
    const results = await Promise.all(previous.map((p) => db.updateMany(p.ids, { [field]: p.value })));
    const failed = results.find((r) => r.error);
    if (failed?.error) console.error(failed.error);
    enqueueSnackbar(failed ? resource.messages.saveError : 'Değişiklik geri alındı', { variant: failed ? 'error' : 'success' });
    onDone();
  }

  async function remove() {
    const rows = matching ? [] : await targets();
    const { error } = matching ? await db.removeMatching(matching) : await db.removeMany(rows.map((r) => r.id));
    setConfirming(false);
    if (error) {
      console.error(error);
      enqueueSnackbar(resource.messages.deleteError, { variant: 'error' });
      return;
    }
    enqueueSnackbar(`${matching ? count : rows.length} kayıt silindi`, { variant: 'success' });
    onDone();
  }

  return (
    <div role="region" aria-label="Toplu işlemler" css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', padding: '0.6rem 0.8rem', marginBottom: '1rem', borderRadius: theme.radius.md, background: theme.color.surfaceAlt })}>
      <strong aria-live="polite">{count} kayıt seçildi</strong>
      {selectAllCount !== undefined && (
        <Button size="sm" variant="ghost" onClick={onSelectAll}>
          Tüm {selectAllCount} sonucu seç
        </Button>
      )}
      <span css={{ flex: 1 }} />
      {bulkChanges(resource).map((c) => (
        <Button key={`${c.field}:${String(c.value)}`} size="sm" disabled={busy} onClick={() => void change(c)}>
          {c.label}
        </Button>
      ))}
      <Button size="sm" variant="danger" icon={Trash2} disabled={busy} onClick={() => setConfirming(true)}>
        Sil
      </Button>
      <Button size="sm" variant="ghost" icon={X} onClick={onClear}>
        Seçimi temizle
      </Button>
      <ConfirmDialog open={confirming} message={`Seçili ${count} kaydı silmek istediğinizden emin misiniz?`} onConfirm={remove} onCancel={() => setConfirming(false)} />
    </div>
  );
}
