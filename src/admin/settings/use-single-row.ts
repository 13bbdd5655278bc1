/**
 * Load and save a single-row settings table (site_settings, seo_settings): the first record
 * or none (a missing record is not an error: the screen shows defaults and the first save
 * inserts). Save updates by id, or inserts and remembers the new record.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PostgrestError } from '@supabase/supabase-js';
import type { Tables, TablesInsert } from '../../../generated/database.types.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';

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
    db.from(table as 'seo_settings')
      .select('*')
      .order('created_at', { ascending: true })
      .limit(1)
      .maybeSingle()
      .then(
        ({ data, error }) => current && setState({ loading: false, record: (data as Tables<T> | null) ?? null, loadError: error }),
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
        ? await q.update({ ...payload, updated_at: new Date().toISOString() }).eq('id', (state.record as { id: string }).id).select().single()
        : await q.insert(payload as TablesInsert<'seo_settings'>).select().single();
      if (result.error) throw result.error;
      const record = result.data as unknown as Tables<T>;
      setState({ loading: false, record, loadError: null });
      return record;
    },
    [db, table, state.record],
  );

  return { ...state, save, reload: () => setAttempt((a) => a + 1) };
}
