/**
 * The list's data, read through the admin's query cache: counts the rows first; small tables
 * come in whole and are searched in the browser (instant, Turkish-aware), large ones (more than
 * CLIENT_SIDE_LIMIT) are paged, searched and filtered by the database, so a screen stays fast
 * with 10,000 rows. A write to the table (here, in an editor, anywhere in the admin) marks
 * these reads stale; a list on screen is read again, one not shown when it comes back.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { unwrap } from '../data/data-query.ts';
import type { DataError, ListOrder, ResourceData } from '../data/resource-data.ts';
import { pageListKey, wholeListKey, type ListData } from './list-cache.ts';
import { CLIENT_SIDE_LIMIT, filterRows, listMatch, PAGE_SIZE, type FilterValues } from './list-query.ts';
import type { AnyResource, Row } from './types.ts';

export interface ResourceList {
  /** Reading (the first time or again). */
  loading: boolean;
  error: DataError | Error | null;
  /** The rows to show (this page when paging on the server). */
  rows: Row[];
  /** How many rows match. */
  total: number;
  serverSide: boolean;
  page: number;
  pages: number;
  setPage(page: number): void;
}

/** While a search is typed, a page is asked for once the typing pauses this long. */
const TYPING_PAUSE_MS = 250;
const NONE: Row[] = [];

/** Waits `ms`; a read no longer wanted (its search changed) stops here, before its request. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

export function useResourceList(resource: AnyResource, db: ResourceData, search: string, filters: FilterValues): ResourceList {
  const table = resource.table;
  const order = resource.list.order as ListOrder[];

  // The mode first, and a small table whole.
  const whole = useQuery({
    queryKey: wholeListKey(table, order),
    queryFn: async (): Promise<ListData> => {
      const total = await unwrap(db.count());
      if (total > CLIENT_SIDE_LIMIT) return { rows: [], total, whole: false };
      const rows = await unwrap(db.listAll(order));
      return { rows, total: rows.length, whole: true };
    },
  });
  const serverSide = whole.data?.whole === false;

  // Large tables: one page at a time; a new search or filter starts again at page 1.
  const listOf = JSON.stringify([search, filters]);
  const [paging, setPaging] = useState({ of: listOf, page: 1 });
  const page = paging.of === listOf ? paging.page : 1;
  const paged = useQuery({
    queryKey: pageListKey(table, { order, search, filters, page }),
    queryFn: async ({ signal }): Promise<ListData> => {
      await pause(TYPING_PAUSE_MS, signal);
      const from = (page - 1) * PAGE_SIZE;
      const got = await unwrap(db.page({ order, ...listMatch(resource, search, filters), from, to: from + PAGE_SIZE - 1 }));
      return { ...got, whole: false };
    },
    enabled: serverSide,
    // The page shown stays until the next one is there.
    placeholderData: keepPreviousData,
  });

  const all = whole.data?.whole ? whole.data.rows : null;
  const filtered = useMemo(() => (all ? filterRows(resource, all, search, filters) : NONE), [all, resource, search, filters]);
  const total = serverSide ? (paged.data?.total ?? 0) : filtered.length;
  return {
    loading: whole.isFetching || (serverSide && paged.isFetching),
    error: whole.error ?? (serverSide ? paged.error : null),
    rows: serverSide ? (paged.data?.rows ?? NONE) : filtered,
    total,
    serverSide,
    page,
    pages: serverSide ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : 1,
    setPage: (p) => setPaging({ of: listOf, page: p }),
  };
}
