/**
 * Load and save a single-row settings table (site_settings, seo_settings): the first record
 * or none (a missing record is not an error: the screen shows defaults and the first save
 * inserts). Save updates by id, stating the version it loaded (`updated_at`: a stale one is
 * refused as an edit conflict), or inserts and remembers the new record.
 * Columns are named (generated/public-columns.ts): a table's private columns (site_settings'
 * notification address) refuse `select=*` and come from `<table>_private_columns()`, which
 * answers the table's writers only; what a save wrote to them is kept as written.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PostgrestError } from '@supabase/supabase-js';
import type { Tables, TablesInsert } from '../../../generated/database.types.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { readPrivateColumns, selectableColumns, withWrittenPrivate } from '../data/private-columns.ts';

type SettingsTable = 'site_settings' | 'seo_settings';

export interface SingleRow<T extends SettingsTable> {
  loading: boolean;
  record: Tables<T> | null;
  loadError: PostgrestError | Error | null;
  /** Resolves with the saved record, or rejects with the PostgREST error. */
  save(values: Partial<TablesInsert<T>>): Promise<Tables<T>>;
  reload(): void;
}

export function useSingleRow<T extends SettingsTable>(table: T): SingleRow<T> {
  const db = useAdminClient();
  const [state, setState] = useState<{ loading: boolean; record: Tables<T> | null; loadError: PostgrestError | Error | null }>({ loading: true, record: null, loadError: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    // A typed query per table name is more than TypeScript can follow generically; both
    // tables share id/created_at, which is all this code touches.
    Promise.all([
      db.from(table as 'seo_settings')
        .select(selectableColumns(table))
        .order('created_at', { ascending: true })
        .limit(1)
        .maybeSingle(),
      readPrivateColumns(db, table),
    ]).then(
      ([{ data, error }, hidden]) => {
        const row = data as unknown as { id: string } | null;
        const record = row ? ({ ...row, ...hidden.get(row.id) } as unknown as Tables<T>) : null;
        if (current) setState({ loading: false, record, loadError: error });
      },
      (error: Error) => current && setState({ loading: false, record: null, loadError: error }),
    );
    return () => {
      current = false;
    };
  }, [db, table, attempt]);

  const save = useCallback(
    async (values: Partial<TablesInsert<T>>) => {
      const q = db.from(table as 'seo_settings');
      const payload = { ...values } as Record<string, unknown>;
      delete payload.id;
      delete payload.created_at;
      const result = state.record
        ? await q.update({ ...payload, updated_at: (state.record as { updated_at: string }).updated_at }).eq('id', (state.record as { id: string }).id).select(selectableColumns(table)).single()
        : await q.insert(payload as TablesInsert<'seo_settings'>).select(selectableColumns(table)).single();
      if (result.error) throw result.error;
      const record = { ...(state.record ?? {}), ...withWrittenPrivate(result.data as object, payload) } as unknown as Tables<T>;
      setState({ loading: false, record, loadError: null });
      return record;
    },
    [db, table, state.record],
  );

  return { ...state, save, reload: () => setAttempt((a) => a + 1) };
}

