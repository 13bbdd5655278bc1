/** What a screen part shows of one read: loading (the first time or again), the data, or the error. */
import type { UseQueryResult } from '@tanstack/react-query';

export interface LoadState<T> {
  loading: boolean;
  data: T | undefined;
  error: Error | undefined;
}

/** A query as a LoadState: loading while it reads (also when reading again), its last data kept meanwhile. */
export function loadState<T>(query: UseQueryResult<T>): LoadState<T> {
  const error = query.error ?? undefined;
  return { loading: query.isFetching, data: query.isError ? undefined : query.data, error: error && (error instanceof Error ? error : new Error(error.message)) };
}
