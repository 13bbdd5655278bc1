/**
 * Loads a global's one record (the oldest, should a table ever hold more) with its private
 * columns, or none: a missing record is no error, the first save inserts it. A request that
 * never reached the server (no PostgREST code: the network failed) is told apart from an
 * answer with an error, so a screen can work offline.
 * Read through the admin's query cache under the table's key, once per visit: a write
 * elsewhere may mark it stale, but the screen keeps the answer its form was filled from until
 * it asks again ("Tekrar dene").
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { asDataError, unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import { resourceData, type DataError, type ResourceData } from '../data/resource-data.ts';
import type { Row } from '../resource/types.ts';

export type SingleRecordState = { status: 'loading' } | { status: 'ready'; row: Row | null } | { status: 'unreachable' } | { status: 'error'; message: string };

const unreachable = (e: DataError) => !e.code || e.code === 'unknown';

async function readSingleRecord(db: ResourceData): Promise<Row | null> {
  const first = (await unwrap(db.listAll([{ field: 'created_at', ascending: true }])))[0];
  // The row again by id: that read adds the private columns (site settings' notification address).
  return first ? ((await unwrap(db.get(first.id))) ?? null) : null;
}

export function useSingleRecord(client: AdminClient, table: string) {
  const db = useMemo(() => resourceData(client, table), [client, table]);
  const query = useQuery({
    queryKey: dataKeys.item(table, 'single-record'),
    queryFn: () => readSingleRecord(db),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Offline is a state of this screen (it offers "Tekrar dene"), not something to wait out.
    retry: false,
  });
  // The answer the form was filled from, kept until the screen asks again or the first save inserts it.
  const [kept, setKept] = useState<SingleRecordState | null>(null);
  let state: SingleRecordState = { status: 'loading' };
  if (query.isFetching && !kept) state = { status: 'loading' };
  else if (kept) state = kept;
  else if (query.isError) {
    // (Logged once by the query client.)
    const error = asDataError(query.error);
    state = unreachable(error) ? { status: 'unreachable' } : { status: 'error', message: error.message };
  } else if (query.isSuccess) state = { status: 'ready', row: query.data };
  if (!kept && state.status === 'ready') setKept(state);

  const { refetch } = query;
  return {
    state,
    reload: useCallback(() => {
      setKept(null);
      void refetch();
    }, [refetch]),
    /** The first save inserted the record. */
    created: useCallback((row: Row) => setKept({ status: 'ready', row }), []),
  };
}
