/**
 * What an editor needs after an edit conflict: the row as it is now in the database ("their
 * version") and who saved it and when. content_revisions keeps who changed a row (its newest
 * entry for the row is the change that made the editor's copy stale); a table without history
 * or a change made straight in the database names no one, only the row's `updated_at`. The
 * name comes from their presence row (edit_presence) when they still have an item open.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import type { Row } from '../resource/types.ts';
import { resourceData, type DataResult } from './resource-data.ts';
import { editorLabel } from './presence-data.ts';

export interface ConflictState {
  /** The row as stored now. */
  theirs: Row;
  /** Who saved it (name and e-mail, or the e-mail), when the history knows. */
  who: string | null;
  /** When it was saved (the row's updated_at). */
  when: string;
}

export async function loadConflict(client: AdminClient, table: string, id: string): Promise<DataResult<ConflictState | null>> {
  const [current, latest] = await Promise.all([
    resourceData(client, table).get(id),
    client.from('content_revisions').select('changed_by, changed_by_email, changed_at').eq('table_name', table).eq('row_id', id).order('changed_at', { ascending: false }).limit(1).maybeSingle(),
  ]);
  if (current.error) return current;
  if (!current.data) return { data: null, error: null };
  const theirs = current.data;
  const who = await editorLabel(client, latest.data?.changed_by ?? null, latest.data?.changed_by_email ?? null);
  return { data: { theirs, who, when: String(theirs.updated_at ?? latest.data?.changed_at ?? '') }, error: null };
}
