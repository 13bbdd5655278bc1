/**
 * The writes of the bulk bar (BulkBar.tsx): the config's changes, with undo that restores the
 * previous values in one request per distinct value, and delete, on the selected rows or, when
 * every matching row is selected, on the filter in one request.
 */
import { useSnackbar } from '../ui/use-snackbar.tsx';
import type { DataResult } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { Button } from '../ui/Button.tsx';
import { groupByValue, type BulkChange } from './bulk-actions.ts';
import type { BulkBarProps } from './BulkBar.tsx';

type BulkWriteParts = Pick<BulkBarProps, 'resource' | 'db' | 'count' | 'targets' | 'matching' | 'onDone'> & {
  /** The delete ended, done or failed: the confirmation closes. */
  onRemoveEnded(): void;
};

export function useBulkWrites({ resource, db, count, targets, matching, onDone, onRemoveEnded }: BulkWriteParts) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
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
            <UndoButton
              onUndo={() => {
                closeSnackbar(key);
                undo.mutate({ previous, field });
              }}
            />
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
        onRemoveEnded();
        failed(error, resource.messages.deleteError);
      },
      onSuccess: (removed) => {
        onRemoveEnded();
        enqueueSnackbar(`${removed} kayıt silindi`, { variant: 'success' });
        onDone();
      },
    },
  );
  return { change, remove };
}

/** "Geri al" in a bulk change's toast. */
function UndoButton({ onUndo }: { onUndo: () => void }) {
  return (
    <Button size="sm" onClick={onUndo}>
      Geri al
    </Button>
  );
}
