/** An empty list: the config's text (another one when a search or filter found nothing) and, when it has samples, a button adding them. */
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import type { AnyResource } from './types.ts';
import type { useListWrites } from './use-list-writes.ts';

export function ListEmptyState({ resource, filtered, writes }: { resource: AnyResource; filtered: boolean; writes: ReturnType<typeof useListWrites> }) {
  const { enqueueSnackbar } = useSnackbar();
  function addSamples() {
    const samples = resource.samples;
    if (!samples) return;
    writes.addSamples.mutate(samples.rows, {
      onSuccess: () => enqueueSnackbar(samples.success, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(error.message || resource.messages.saveError, { variant: 'error' }),
    });
  }
  return (
    <EmptyState
      title={filtered ? resource.list.emptySearchText.split('. ')[0]! : resource.list.emptyText}
      hint={filtered ? 'Arama kriterlerini değiştirmeyi deneyin.' : undefined}
      action={
        !filtered && resource.samples ? (
          <Button variant="secondary" onClick={addSamples} disabled={writes.addSamples.isPending}>
            {resource.samples.label}
          </Button>
        ) : undefined
      }
    />
  );
}
