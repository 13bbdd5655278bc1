/**
 * Drafts whose scheduled publication failed (content_drafts.schedule_failure, set by the
 * database when it took them off the schedule): newest first, with the item they belong to.
 * The draft's own title (`title` is the title field of every public content table).
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { isPublicContentTable } from '../../../generated/public-content.ts';
import { CONTENT_TYPES, type ContentType } from './content-types.ts';
import { itemPath } from './load-activity.ts';
import { rowsOf } from './query-result.ts';

export interface ScheduleFailure {
  id: string;
  source: ContentType;
  title: string;
  /** The item's editor in the admin. */
  path: string;
  /** The database's key or SQLSTATE (src/lib/schedule-failure.ts words it). */
  failure: string;
  at: string;
}

interface FailedDraft {
  id: string;
  table_name: string;
  row_id: string;
  title: string | null;
  schedule_failure: string;
  schedule_failed_at: string;
}

const LIMIT = 20;

export async function loadScheduleFailures(client: AdminClient): Promise<ScheduleFailure[]> {
  const rows = await rowsOf<FailedDraft>(
    client
      .from('content_drafts')
      .select('id, table_name, row_id, title:data->>title, schedule_failure, schedule_failed_at')
      .not('schedule_failure', 'is', null)
      .order('schedule_failed_at', { ascending: false })
      .limit(LIMIT)
      .overrideTypes<FailedDraft[], { merge: false }>(),
  );
  return rows.flatMap((r) => {
    if (!isPublicContentTable(r.table_name)) return [];
    const source = CONTENT_TYPES[r.table_name];
    return [{ id: r.id, source, title: r.title || '(başlıksız)', path: itemPath(source.route, r.row_id), failure: r.schedule_failure, at: r.schedule_failed_at }];
  });
}
