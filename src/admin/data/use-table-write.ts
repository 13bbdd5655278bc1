/**
 * A write through the data module as a TanStack mutation: it resolves with the data or fails
 * with the DataError (`error`), never retries (query-client.ts), shows its progress
 * (`isPending`) instead of a screen's own busy flag, and afterwards, failed or not, marks
 * what it touched as stale (read again in the background): the tables' lists, counts and items, and the overviews.
 */
import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { unwrap, invalidateTables } from './data-query.ts';
import type { DataError, DataResult } from './resource-data.ts';

export function useTableWrite<TVars = void, TData = unknown, TContext = unknown>(
  tables: readonly string[],
  write: (vars: TVars) => PromiseLike<DataResult<TData>>,
  options: Omit<UseMutationOptions<TData, DataError, TVars, TContext>, 'mutationFn'> = {},
  /** A query the write's `onSuccess` sets itself (left out of the invalidation). */
  keep?: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, DataError, TVars, TContext>({
    ...options,
    mutationFn: (vars) => unwrap(write(vars)),
    // Not awaited: the write's answer (and its toast) need not wait for the lists to reload.
    onSettled: (...args) => {
      void invalidateTables(queryClient, tables, keep);
      return options.onSettled?.(...args);
    },
  });
}
