/**
 * The list's data: counts the rows first; small tables come in whole and are searched in the
 * browser (instant, Turkish-aware), large ones (more than CLIENT_SIDE_LIMIT) are paged, searched
 * and filtered by the database, so a screen stays fast with 10,000 rows.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ResourceData } from '../data/resource-data.ts';
import { CLIENT_SIDE_LIMIT, filterRows, listMatch, PAGE_SIZE, type FilterValues } from './list-query.ts';
import type { AnyResource, Row } from './types.ts';

export interface ResourceList {
  loading: boolean;
  error: string | null;
  /** The rows to show (this page when paging on the server). */
  rows: Row[];
  /** How many rows match. */
  total: number;
  serverSide: boolean;
  page: number;
  pages: number;
  setPage(page: number): void;
  reload(): void;
  /** Local edits (a status change) without a reload. */
  patch(id: string, values: Partial<Row>): void;
}

export function useResourceList(resource: AnyResource, db: ResourceData, search: string, filters: FilterValues): ResourceList {
  const [all, setAll] = useState<Row[] | null>(null);
  const [serverRows, setServerRows] = useState<{ rows: Row[]; total: number } | null>(null);
  const [serverSide, setServerSide] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const order = resource.list.order as { field: string; ascending: boolean }[];

  // Decide the mode and load small tables whole.
  useEffect(() => {
    let current = true;
    setLoading(true);
    (async () => {
      const head = await db.count();
      if (head.error) throw head.error;
      if (head.data > CLIENT_SIDE_LIMIT) {
        if (current) setServerSide(true);
        return;
      }
      const { data, error: e } = await db.listAll(order);
      if (e) throw e;
      if (current) {
        setServerSide(false);
        setAll(data);
        setError(null);
        setLoading(false);
      }
    })().catch((e: { message?: string }) => {
      console.error(e);
      if (current) {
        setError(e.message ?? 'error');
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [db, order, attempt]);

  // Large tables: one page at a time from the database.
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    setPage(1);
  }, [search, filterKey]);
  useEffect(() => {
    if (!serverSide) return;
    let current = true;
    setLoading(true);
    const timer = setTimeout(async () => {
      const from = (page - 1) * PAGE_SIZE;
      const { data, error: e } = await db.page({ order, ...listMatch(resource, search, JSON.parse(filterKey) as FilterValues), from, to: from + PAGE_SIZE - 1 });
      if (!current) return;
      if (e) {
        setError(e.message);
      } else {
        setServerRows(data);
        setError(null);
      }
      setLoading(false);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [db, order, resource, serverSide, search, filterKey, page, attempt]);

  const filtered = useMemo(() => (all && !serverSide ? filterRows(resource, all, search, filters) : []), [all, serverSide, resource, search, filters]);
  const total = serverSide ? (serverRows?.total ?? 0) : filtered.length;
  return {
    loading,
    error,
    rows: serverSide ? (serverRows?.rows ?? []) : filtered,
    total,
    serverSide,
    page,
    pages: serverSide ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : 1,
    setPage,
    reload: () => setAttempt((a) => a + 1),
    patch: (id, values) => {
      setAll((rows) => rows?.map((r) => (r.id === id ? { ...r, ...values } : r)) ?? rows);
      setServerRows((s) => (s ? { ...s, rows: s.rows.map((r) => (r.id === id ? { ...r, ...values } : r)) } : s));
    },
  };
}
