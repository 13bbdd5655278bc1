/** The newsletter subscribers' reads and writes: the list, newest first; a status change; a delete. */
import type { Tables, TablesUpdate } from '../../../generated/database.types.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { toDataError, type DataResult } from './resource-data.ts';

export const SUBSCRIBERS_TABLE = 'newsletter_subscribers';

export type SubscriberRow = Tables<'newsletter_subscribers'>;

export function subscriberData(client: AdminClient) {
  const rows = () => client.from('newsletter_subscribers');
  return {
    async list(): Promise<DataResult<SubscriberRow[]>> {
      const r = await rows().select('*').order('subscribed_at', { ascending: false });
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data, error: null };
    },
    async update(id: string, values: TablesUpdate<'newsletter_subscribers'>): Promise<DataResult<SubscriberRow>> {
      const r = await rows().update(values).eq('id', id).select().single();
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data, error: null };
    },
    async remove(id: string): Promise<DataResult<null>> {
      const r = await rows().delete().eq('id', id);
      return r.error ? { data: null, error: toDataError(r.error) } : { data: null, error: null };
    },
  };
}
