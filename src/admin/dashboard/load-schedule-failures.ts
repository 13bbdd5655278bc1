/**
 * Drafts whose scheduled publication failed (content_drafts.schedule_failure, set by the
 * database when it took them off the schedule): newest first, with the item they belong to.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { isPublicContentTable } from '../../../generated/public-content.ts';
import { scheduleFailedDrafts } from '../data/content-drafts-data.ts';
import { CONTENT_TYPES, type ContentType } from './content-types.ts';
import { itemPath } from './load-activity.ts';

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

const LIMIT = 20;

export async function loadScheduleFailures(client: AdminClient): Promise<ScheduleFailure[]> {
  const { data, error } = await scheduleFailedDrafts(client, LIMIT);
  if (error) throw new Error(error.message);
  return data.flatMap((r) => {
    if (!isPublicContentTable(r.table_name)) return [];
    const source = CONTENT_TYPES[r.table_name];
    return [{ id: r.id, source, title: r.title || '(başlıksız)', path: itemPath(source.route, r.row_id), failure: r.schedule_failure, at: r.schedule_failed_at }];
  });
}
