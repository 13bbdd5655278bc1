/**
 * The newsletter subscribers, newest first, with the row operations of the screen: a status
 * change (saved at once, unsubscribed_at stamped or cleared) and a delete. Both keep the local
 * list in step so the stats cards follow without another read.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Tables } from '../../../generated/database.types.ts';
import type { SubscriberStatus } from '../../../schema/newsletter-subscribers.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { statusChange } from './subscriber-stats.ts';

export type SubscriberRow = Tables<'newsletter_subscribers'>;

export interface Subscribers {
  rows: SubscriberRow[];
  loading: boolean;
  error: Error | undefined;
  setStatus: (id: string, status: SubscriberStatus) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

export function useSubscribers(): Subscribers {
  const db = useAdminClient();
  const [rows, setRows] = useState<SubscriberRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error>();

  useEffect(() => {
    let current = true;
    void db
      .from('newsletter_subscribers')
      .select('*')
      .order('subscribed_at', { ascending: false })
      .then(({ data, error: loadError }) => {
        if (!current) return;
        if (loadError) {
          console.error('subscribers load', loadError);
          setError(new Error(loadError.message));
        } else setRows(data);
        setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [db]);

  const setStatus = useCallback(
    async (id: string, status: SubscriberStatus) => {
      const { data, error: updateError } = await db
        .from('newsletter_subscribers')
        .update(statusChange(status))
        .eq('id', id)
        .select()
        .single();
      if (updateError) throw new Error(updateError.message);
      setRows((list) => list.map((r) => (r.id === id ? data : r)));
    },
    [db],
  );

  const remove = useCallback(
    async (id: string) => {
      const { error: deleteError } = await db.from('newsletter_subscribers').delete().eq('id', id);
      if (deleteError) throw new Error(deleteError.message);
      setRows((list) => list.filter((r) => r.id !== id));
    },
    [db],
  );

  return { rows, loading, error, setStatus, remove };
}
