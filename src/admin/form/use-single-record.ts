/**
 * Loads a global's one record (the oldest, should a table ever hold more) with its private
 * columns, or none: a missing record is no error, the first save inserts it. A request that
 * never reached the server (no PostgREST code: the network failed) is told apart from an
 * answer with an error, so a screen can work offline.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { resourceData, type DataError } from '../data/resource-data.ts';
import type { Row } from '../resource/types.ts';

export type SingleRecordState = { status: 'loading' } | { status: 'ready'; row: Row | null } | { status: 'unreachable' } | { status: 'error'; message: string };

const unreachable = (e: DataError) => !e.code || e.code === 'unknown';

export function useSingleRecord(client: AdminClient, table: string) {
  const db = useMemo(() => resourceData(client, table), [client, table]);
  const [state, setState] = useState<SingleRecordState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void (async () => {
      const all = await db.listAll([{ field: 'created_at', ascending: true }]);
      const first = all.data?.[0];
      // The row again by id: that read adds the private columns (site settings' notification address).
      const got = first ? await db.get(first.id) : all;
      if (!current) return;
      if (got.error) {
        console.error(got.error);
        setState(unreachable(got.error) ? { status: 'unreachable' } : { status: 'error', message: got.error.message });
      } else setState({ status: 'ready', row: first ? ((got.data as Row | null) ?? null) : null });
    })();
    return () => {
      current = false;
    };
  }, [db, attempt]);

  return {
    state,
    reload: useCallback(() => setAttempt((a) => a + 1), []),
    /** The first save inserted the record. */
    created: useCallback((row: Row) => setState({ status: 'ready', row }), []),
  };
}
