/**
 * How the data module's `{ data, error }` answers meet TanStack Query: a query function
 * resolves with the data or throws the DataError (so the query's `error` is the one shape
 * every screen shows), and a write invalidates what it may have changed.
 */
import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { dataKeys } from './query-keys.ts';
import type { DataError, DataResult } from './resource-data.ts';

/** The data, or the DataError thrown. */
export async function unwrap<T>(result: PromiseLike<DataResult<T>> | DataResult<T>): Promise<T> {
  const r = await result;
  if (r.error) throw r.error;
  return r.data;
}

/** Any thrown value as a DataError (a query's or a mutation's `error`). */
export function asDataError(e: unknown): DataError {
  const err = e as Partial<DataError> | null | undefined;
  return { code: typeof err?.code === 'string' ? err.code : 'unknown', message: typeof err?.message === 'string' ? err.message : String(e), details: err?.details ?? null };
}

/**
 * After a write to `tables`: their lists, counts and items, and the overviews, are stale (the
 * ones on screen are read again). `keep`: a query the writer has already set to the written
 * answer (an open editor's row), left as it is.
 */
export async function invalidateTables(queryClient: QueryClient, tables: readonly string[], keep?: QueryKey): Promise<void> {
  const kept = keep ? hashKey(keep) : undefined;
  const predicate = (q: Query) => q.queryHash !== kept;
  await Promise.all([...tables.map((t) => queryClient.invalidateQueries({ queryKey: dataKeys.table(t), predicate })), queryClient.invalidateQueries({ queryKey: ['overview'] })]);
}
