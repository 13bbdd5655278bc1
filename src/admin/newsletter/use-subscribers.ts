/**
 * The newsletter subscribers, newest first, with the row operations of the screen: a status
 * change (saved at once, unsubscribed_at stamped or cleared) and a delete. Both change the
 * cached list at once (optimistic), so the stats cards follow without waiting; a refused
 * write puts the list back, and the list is read again after either.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriberStatus } from '../../../schema/newsletter-subscribers.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import type { DataError } from '../data/resource-data.ts';
import { subscriberData, SUBSCRIBERS_TABLE, type SubscriberRow } from '../data/subscriber-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { statusChange } from './subscriber-stats.ts';

export type { SubscriberRow };

export interface Subscribers {
  rows: SubscriberRow[];
  loading: boolean;
  error: DataError | Error | undefined;
  setStatus: (id: string, status: SubscriberStatus) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

const NONE: SubscriberRow[] = [];
const LIST_KEY = dataKeys.list(SUBSCRIBERS_TABLE);

export function useSubscribers(): Subscribers {
  const db = useAdminClient();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => unwrap(subscriberData(db).list()) });

  /** Changes the cached list now; the answer is what to put back if the write fails. */
  async function changeList(change: (rows: SubscriberRow[]) => SubscriberRow[]) {
    await queryClient.cancelQueries({ queryKey: LIST_KEY });
    const before = queryClient.getQueryData<SubscriberRow[]>(LIST_KEY);
    queryClient.setQueryData<SubscriberRow[]>(LIST_KEY, (rows) => (rows ? change(rows) : rows));
    return { before };
  }
  const restore = (_e: unknown, _v: unknown, saved: { before?: SubscriberRow[] } | undefined) => queryClient.setQueryData(LIST_KEY, saved?.before);

  const setStatus = useTableWrite([SUBSCRIBERS_TABLE], ({ id, status }: { id: string; status: SubscriberStatus }) => subscriberData(db).update(id, statusChange(status)), {
    onMutate: ({ id, status }) => changeList((rows) => rows.map((r) => (r.id === id ? { ...r, ...statusChange(status) } : r))),
    onError: restore,
  });
  const remove = useTableWrite([SUBSCRIBERS_TABLE], (id: string) => subscriberData(db).remove(id), {
    onMutate: (id) => changeList((rows) => rows.filter((r) => r.id !== id)),
    onError: restore,
  });

  return {
    rows: list.data ?? NONE,
    loading: list.isPending,
    error: list.error ?? undefined,
    setStatus: async (id, status) => void (await setStatus.mutateAsync({ id, status })),
    remove: (id) => remove.mutateAsync(id).then(() => undefined),
  };
}
