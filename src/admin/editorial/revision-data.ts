/**
 * The admin's way to content_revisions: a row's history (newest first), the trash (deletes
 * not yet restored), restoring a version through the database's `restore_revision`, and
 * removing a trashed row's history for good. Only the history panel and the trash screen
 * call these; list screens never touch the history table.
 */
import type { Tables } from '../../../generated/database.types.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import type { DataError, DataResult } from '../data/resource-data.ts';

export type Revision = Tables<'content_revisions'>;

function failure(error: { code?: string; message?: string; details?: string | null }): { data: null; error: DataError } {
  return { data: null, error: { code: error.code ?? '', message: error.message ?? '', details: error.details ?? null } };
}

export { loadHistory, loadTrash } from '../data/revision-reads.ts';

/**
 * Writes the version back (a deleted row comes back with its id); answers the row as restored.
 * `expectedVersion`: the row's `updated_at` as the person saw it; the database refuses the
 * restore (PT409, an edit conflict) when the row has changed since. The trash sends none.
 */
export async function restoreRevision(
  client: AdminClient,
  revisionId: string,
  expectedVersion?: string,
): Promise<DataResult<Record<string, unknown> & { id: string }>> {
  const args = expectedVersion === undefined ? { revision_id: revisionId } : { revision_id: revisionId, expected_version: expectedVersion };
  const { data, error } = await client.rpc('restore_revision', args);
  return error ? failure(error) : { data: data as Record<string, unknown> & { id: string }, error: null };
}

/**
 * "Kalıcı olarak sil": the trashed row's every kept version, through the database's
 * `purge_revisions` (the table itself takes no writes from the API).
 */
export async function purgeRow(client: AdminClient, table: string, rowId: string): Promise<DataResult<null>> {
  const { error } = await client.rpc('purge_revisions', { target_table: table, target_row: rowId });
  return error ? failure(error) : { data: null, error: null };
}
