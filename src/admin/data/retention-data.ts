/**
 * The retention settings (site_settings.revision_keep_count / trash_retention_days): read
 * from the one settings row, written to it by id. Only administrators may write them.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { toDataError, type DataResult } from './resource-data.ts';

export const SETTINGS_TABLE = 'site_settings';

export interface StoredRetention {
  id: string;
  revision_keep_count: number;
  trash_retention_days: number;
}

export function retentionData(client: AdminClient) {
  const settings = () => client.from('site_settings');
  return {
    /** null when no settings row exists yet. */
    async get(): Promise<DataResult<StoredRetention | null>> {
      const r = await settings().select('id, revision_keep_count, trash_retention_days').maybeSingle();
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data, error: null };
    },
    async save(id: string, keep: number, days: number): Promise<DataResult<null>> {
      const r = await settings().update({ revision_keep_count: keep, trash_retention_days: days }).eq('id', id);
      return r.error ? { data: null, error: toDataError(r.error) } : { data: null, error: null };
    },
  };
}
