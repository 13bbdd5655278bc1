/**
 * The bar over a list while rows are selected: how many, "Tüm N sonucu seç" when more rows
 * match than the page shows, the config's changes (one request each, with undo that restores
 * the previous values in one request per distinct value) and delete (one confirmation, one
 * request), each a mutation after which the table is read again.
 */
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { Trash2, X } from 'lucide-react';
import type { DataResult, MatchQuery, ResourceData } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
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
  /** After a change, an undo or a delete: clear the selection (the list is read again by itself). */
  onDone(): void;
}

export function BulkBar({ resource, db, count, selectAllCount, onSelectAll, onClear, targets, matching, onDone }: BulkBarProps) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const tables = [resource.table];
  const failed = (error: unknown, text: string) => {
    console.error(error);
    enqueueSnackbar(text, { variant: 'error' });
  };

  // Each write is a mutation (the table's reads go stale after it); an undo runs from its toast,
  // after the bar itself is gone, so what follows a write is in the mutation, not in the call.
  const undo = useTableWrite(
    tables,
    async ({ previous, field }: { previous: { value: unknown; ids: string[] }[]; field: string }): Promise<DataResult<null>> => {
      const results = await Promise.all(previous.map((p) => db.updateMany(p.ids, { [field]: p.value })));
      return results.find((r) => r.error) ?? { data: null, error: null };
    },
    {
      onSuccess: () => void enqueueSnackbar('Değişiklik geri alındı', { variant: 'success' }),
      onError: (error) => failed(error, resource.messages.saveError),
      onSettled: () => onDone(),
    },
  );

  const change = useTableWrite(
    tables,
    async (c: BulkChange): Promise<DataResult<{ changed: number; field: string; previous: { value: unknown; ids: string[] }[] }>> => {
      const rows = await targets(c.field);
      const values = { [c.field]: c.value };
      const { error } = matching
        ? await db.updateMatching(matching, values)
        : await db.updateMany(
            rows.map((r) => r.id),
            values,
          );
      return error ? { data: null, error } : { data: { changed: rows.length, field: c.field, previous: groupByValue(rows, c.field) }, error: null };
    },
    {
      onError: (error) => failed(error, resource.messages.saveError),
      onSuccess: ({ changed, field, previous }) => {
        enqueueSnackbar(`${changed} kayıt güncellendi`, {
          variant: 'success',
          action: (key) => (
            <Button
              size="sm"
              onClick={() => {
                closeSnackbar(key);
                undo.mutate({ previous, field });
              }}
            >
              Geri al
            </Button>
          ),
        });
        onDone();
      },
    },
  );

  const remove = useTableWrite(
    tables,
    async (): Promise<DataResult<number>> => {
      const rows = matching ? [] : await targets();
      const { error } = matching ? await db.removeMatching(matching) : await db.removeMany(rows.map((r) => r.id));
      return error ? { data: null, error } : { data: matching ? count : rows.length, error: null };
    },
    {
      onError: (error) => {
        setConfirming(false);
        failed(error, resource.messages.deleteError);
      },
      onSuccess: (removed) => {
        setConfirming(false);
        enqueueSnackbar(`${removed} kayıt silindi`, { variant: 'success' });
        onDone();
      },
    },
  );
  const busy = change.isPending;

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
        <Button key={`${c.field}:${String(c.value)}`} size="sm" disabled={busy} onClick={() => change.mutate(c)}>
          {c.label}
        </Button>
      ))}
      <Button size="sm" variant="danger" icon={Trash2} disabled={busy} onClick={() => setConfirming(true)}>
        Sil
      </Button>
      <Button size="sm" variant="ghost" icon={X} onClick={onClear}>
        Seçimi temizle
      </Button>
      <ConfirmDialog open={confirming} message={`Seçili ${count} kaydı silmek istediğinizden emin misiniz?`} onConfirm={() => remove.mutateAsync().then(() => undefined, () => undefined)} onCancel={() => setConfirming(false)} />
    </div>
  );
}
