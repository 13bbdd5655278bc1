/**
 * A use as `media_usages` reports it (keys: table, row id, column, the row's title) named for
 * staff: the resource's Turkish name, the field's title and the item's admin address, from
 * generated/admin/media-usages.ts. The database carries no label, so a rename is `codegen` only.
 */
import type { Database } from '../../../generated/database.types.ts';
import { MEDIA_USAGE_PLACES } from '../../../generated/admin/media-usages.ts';

export type MediaUsageRow = Database['public']['Functions']['media_usages']['Returns'][number];

export interface MediaUsage {
  file_url: string;
  table_name: string;
  row_id: string;
  /** The resource's Turkish name ('Blog yazısı'). */
  resource: string;
  /** The item's title, or the resource's name for one-row settings (or an untitled row). */
  title: string;
  /** The field's Turkish title ('Öne çıkan görsel'). */
  field: string;
  /** `/admin/<route>/<id>`, or `/admin/<route>` for the settings screens. */
  admin_path: string;
}

export function namedUsage(row: MediaUsageRow): MediaUsage {
  const place = MEDIA_USAGE_PLACES[row.table_name];
  // A table this build does not know (a newer database): its keys, and the dashboard.
  const resource = place?.resource ?? row.table_name;
  const adminPath = !place ? '/admin' : place.withId ? `/admin/${place.route}/${encodeURIComponent(row.row_id)}` : `/admin/${place.route}`;
  return {
    file_url: row.file_url,
    table_name: row.table_name,
    row_id: row.row_id,
    resource,
    title: row.title || resource,
    field: place?.fields[row.field] ?? row.field,
    admin_path: adminPath,
  };
}
