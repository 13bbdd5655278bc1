/**
 * The generic list's entries in the admin's query cache: every read of a resource list is a
 * ListData under ['table', <table>, 'list', …] (the whole small table, or one page of a large
 * one), so a write can change them all at once: an optimistic change (a new order, a row
 * marked read, a saved row) before the lists are read again, and its undo when refused.
 * An open editor's row (['table', <table>, 'item', <id>]) is set to what it saved.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { invalidateTables } from '../data/data-query.ts';
import type { ListOrder } from '../data/resource-data.ts';
import { dataKeys } from '../data/query-keys.ts';
import type { FilterValues } from './list-query.ts';
import type { Row } from './types.ts';

export interface ListData {
  /** The rows read: all of them (`whole`), or one page from the database. */
  rows: Row[];
  /** How many rows the table (whole) or the search and filters (a page) have. */
  total: number;
  /** The table is small: all its rows are here and are searched in the browser. */
  whole: boolean;
}

/** The whole table in its configured order (or only its size, when it is too large). */
export const wholeListKey = (table: string, order: readonly ListOrder[]) => dataKeys.list(table, { order });

/** One page of a large table for a search and filters. */
export const pageListKey = (table: string, q: { order: readonly ListOrder[]; search: string; filters: FilterValues; page: number }) => dataKeys.list(table, q);

const isListData = (d: unknown): d is ListData => typeof d === 'object' && d !== null && Array.isArray((d as ListData).rows) && typeof (d as ListData).whole === 'boolean';
const listsOf = (table: string) => ({ queryKey: [...dataKeys.table(table), 'list'] });

/** What the lists held before a change: handed back to `restoreLists` when the write is refused. */
export type ListSnapshot = [QueryKey, unknown][];

/**
 * Changes every cached list of `table` now (`change` gets and answers a list's rows). Reads
 * under way are cancelled first, so an older answer cannot overwrite the change.
 */
export async function changeLists(queryClient: QueryClient, table: string, change: (rows: Row[], data: ListData) => Row[]): Promise<ListSnapshot> {
  await queryClient.cancelQueries(listsOf(table));
  const before = queryClient.getQueriesData(listsOf(table));
  queryClient.setQueriesData<unknown>(listsOf(table), (d: unknown) => (isListData(d) ? { ...d, rows: change(d.rows, d) } : d));
  return before;
}

export function restoreLists(queryClient: QueryClient, snapshot: ListSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** `values` merged into the row `id` wherever a list shows it. */
export const patchRow = (id: string, values: Partial<Row>) => (rows: Row[]) => rows.map((r) => (r.id === id ? { ...r, ...values } : r));

/** The row `id` gone from every list. */
export const dropRow = (id: string) => (rows: Row[]) => rows.filter((r) => r.id !== id);

/**
 * A row as just written by this editor (a save): its item holds it and the lists show it now,
 * before they are read again (the write's own invalidation).
 */
export async function showWrittenRow(queryClient: QueryClient, table: string, row: Row): Promise<void> {
  queryClient.setQueryData(dataKeys.item(table, row.id), row);
  await changeLists(queryClient, table, patchRow(row.id, row));
}

/** A row changed by a write that is no mutation of ours (a restored revision): shown, then everything else read again. */
export async function rowChanged(queryClient: QueryClient, table: string, row: Row): Promise<void> {
  await showWrittenRow(queryClient, table, row);
  await invalidateTables(queryClient, [table], dataKeys.item(table, row.id));
}
