/**
 * The list's data: counts the rows first; small tables come in whole and are searched in the
 * browser (instant, Turkish-aware), large ones (more than CLIENT_SIDE_LIMIT) are paged, searched
 * and filtered by the database, so a screen stays fast with 10,000 rows.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { CLIENT_SIDE_LIMIT, filterRows, PAGE_SIZE, searchFilter, type FilterValues } from './list-query.ts';
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

export function useResourceList(resource: AnyResource, search: string, filters: FilterValues): ResourceList {
  const db = useAdminClient();
  const [all, setAll] = useState<Row[] | null>(null);
  const [serverRows, setServerRows] = useState<{ rows: Row[]; total: number } | null>(null);
  const [serverSide, setServerSide] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const table = resource.table;
  const order = resource.list.order;

  const ordered = useCallback(
    <Q extends { order: (c: string, o: { ascending: boolean }) => Q }>(q: Q): Q => order.reduce((acc, o) => acc.order(o.field as string, { ascending: o.ascending }), q),
    [order],
  );

  // Decide the mode and load small tables whole.
  useEffect(() => {
    let current = true;
    setLoading(true);
    (async () => {
      const head = await db.from(table as 'pages').select('id', { count: 'exact', head: true });
      if (head.error) throw head.error;
      if ((head.count ?? 0) > CLIENT_SIDE_LIMIT) {
        if (current) setServerSide(true);
        return;
      }
      const { data, error: e } = await ordered(db.from(table as 'pages').select('*'));
      if (e) throw e;
      if (current) {
        setServerSide(false);
        setAll(data as unknown as Row[]);
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
  }, [db, table, ordered, attempt]);

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
      let q = db.from(table as 'pages').select('*', { count: 'exact' });
      const or = searchFilter(resource, search);
      if (or) q = q.or(or);
      for (const [field, value] of Object.entries(JSON.parse(filterKey) as FilterValues)) if (value !== undefined) q = q.eq(field as 'id', value as string);
      const from = (page - 1) * PAGE_SIZE;
      const { data, count, error: e } = await ordered(q).range(from, from + PAGE_SIZE - 1);
      if (!current) return;
      if (e && e.code !== 'PGRST103') {
        setError(e.message);
      } else {
        setServerRows({ rows: (data ?? []) as unknown as Row[], total: count ?? 0 });
        setError(null);
      }
      setLoading(false);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [db, table, resource, serverSide, search, filterKey, page, ordered, attempt]);

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
