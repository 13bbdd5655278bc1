/**
 * The reads of content_revisions: a row's history (newest first) and the trash (deletes not
 * yet restored). Writes (restore, purge) stay in editorial/revision-data.ts beside them.
 */
import type { Tables } from '../../../generated/database.types.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { toDataError, type DataResult } from './resource-data.ts';

export type Revision = Tables<'content_revisions'>;

/** At most this many versions are listed (the database keeps 50 per row by default). */
const HISTORY_LIMIT = 100;
const TRASH_LIMIT = 500;
const failure = (error: { code?: string; message?: string; details?: string | null }) => ({ data: null, error: toDataError(error) });

export async function loadHistory(client: AdminClient, table: string, rowId: string): Promise<DataResult<Revision[]>> {
  const { data, error } = await client
    .from('content_revisions')
    .select('*')
    .eq('table_name', table)
    .eq('row_id', rowId)
    .order('changed_at', { ascending: false })
    .limit(HISTORY_LIMIT);
  return error ? failure(error) : { data: data as Revision[], error: null };
}

export async function loadTrash(client: AdminClient): Promise<DataResult<Revision[]>> {
  const { data, error } = await client
    .from('content_revisions')
    .select('*')
    .eq('action', 'delete')
    .is('restored_at', null)
    .order('changed_at', { ascending: false })
    .limit(TRASH_LIMIT);
  return error ? failure(error) : { data: data as Revision[], error: null };
}
