/**
 * The editor's unsaved values as the row a page expects: a new item has no id or timestamps
 * yet, so it gets stand-ins (an id no row has, so "other items" lists leave nothing out).
 * The values' text is rendered as any row's is (HTML through the site's sanitizer).
 */
import type { PublicContentRows, PublicContentTable } from '../../../generated/public-content.ts';

const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';

export function liveRow(values: Record<string, unknown>, now: Date): Record<string, unknown> {
  const at = now.toISOString();
  const row: Record<string, unknown> = { created_at: at, updated_at: at, ...values };
  if (typeof row.id !== 'string' || !row.id) row.id = NO_ROW_ID;
  if (typeof row.title !== 'string') row.title = '';
  return row;
}

/**
 * The editor's values as a row of `table` (its form edits that table's columns, live-row fills
 * what a new item lacks): the one place the live preview's row is taken for the table's type.
 */
export function asRowOf<T extends PublicContentTable>(_table: T, row: Record<string, unknown>): PublicContentRows[T] {
  return row as PublicContentRows[T];
}
