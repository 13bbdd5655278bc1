/**
 * Recent activity: the latest created or updated rows of the tables whose config asks for it
 * (generated/admin/chrome.ts), merged newest first. A row counts as "added" when it was not
 * changed after it was created; rows others send (contact messages) are "received".
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { ACTIVITY_SOURCES, type ActivitySource } from '../../../generated/admin/chrome.ts';
import { anyTable, type AnyRow } from '../data/any-table.ts';
import { rowsOf } from './query-result.ts';

export interface ActivityItem {
  key: string;
  /** The row's id: the item opens at /admin/<route>/<id> (its page, or its dialog over the list). */
  id: string;
  source: ActivitySource;
  kind: 'created' | 'updated' | 'received';
  title: string;
  /** ISO time of the event. */
  at: string;
}

const PER_SOURCE = 6;
/** Changes this close to the creation are the creation itself (defaults, triggers). */
const SAME_MOMENT_MS = 2000;

function toItem(source: ActivitySource, row: AnyRow): ActivityItem {
  const id = String(row.id);
  const key = `${source.table}:${id}`;
  const title = String(row[source.titleField] ?? '');
  const createdAt = String(row.created_at);
  if (source.event === 'received') return { key, id, source, kind: 'received', title, at: createdAt };
  const updatedAt = String(row.updated_at);
  const kind = new Date(updatedAt).getTime() - new Date(createdAt).getTime() > SAME_MOMENT_MS ? 'updated' : 'created';
  return { key, id, source, kind, title, at: kind === 'updated' ? updatedAt : createdAt };
}

export async function loadActivity(client: AdminClient, limit = 8): Promise<ActivityItem[]> {
  const lists = await Promise.all(
    ACTIVITY_SOURCES.map(async (source) => {
      const rows = await rowsOf<AnyRow>(
        anyTable(client, source.table)
          .select<string, AnyRow>(`id, ${source.titleField}, created_at, updated_at`)
          .order(source.event === 'received' ? 'created_at' : 'updated_at', { ascending: false })
          .limit(PER_SOURCE),
      );
      return rows.map((row) => toItem(source, row));
    }),
  );
  return lists
    .flat()
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime() || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** Where an activity item opens: its own address in the admin. */
export function itemPath(route: string, id: string): string {
  return `/admin/${route}/${encodeURIComponent(id)}`;
}
