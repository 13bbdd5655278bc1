/**
 * Drafts of published items (table `content_drafts`, schema/content-drafts.ts): while a
 * published row of public content is edited, the form's values are kept here and the row (the
 * live page) stays as it is until "Yayınla". Every public content resource has them (the
 * database's CHECK on `table_name` lists the same tables, from schema/). A draft's
 * `updated_at` is its version: a save states the one it was based on and the database refuses
 * a stale one with PT409, like a stale row; a second draft of the same row (someone started
 * one meanwhile) is refused as a unique clash (23505), which counts as the same conflict.
 * Publishing (`publish_draft`) writes the row and deletes the draft in one transaction.
 */
import { isPublicContentTable, PUBLIC_CONTENT_TABLES } from '../../../generated/public-content.ts';
import { TRANSLATION_PUBLISHED, TRANSLATION_TABLES } from '../../../generated/localized-fields.ts';
import type { Json } from '../../../generated/database.types.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import type { Row } from '../resource/types.ts';
import { toDataError, type DataResult } from './resource-data.ts';

export const DRAFTS_TABLE = 'content_drafts';

/** One stored draft: the form's values, the row's version it was made from, its own version. */
export interface ContentDraft {
  id: string;
  data: Record<string, unknown>;
  base_updated_at: string;
  updated_at: string;
  publish_at: string | null;
  saved_by: string | null;
  saved_by_email: string | null;
  /** Why its scheduled publication failed (the database unscheduled it), or null: src/lib/schedule-failure.ts. */
  schedule_failure: string | null;
  schedule_failed_at: string | null;
}

const COLUMNS = 'id, data, base_updated_at, updated_at, publish_at, saved_by, saved_by_email, schedule_failure, schedule_failed_at';

/** The translations of public content published per language (their live rows have drafts too; the CHECK lists the same). */
const TRANSLATION_DRAFT_TABLES: readonly string[] = PUBLIC_CONTENT_TABLES.filter((t) => t in TRANSLATION_TABLES && TRANSLATION_PUBLISHED[t as keyof typeof TRANSLATION_TABLES]).map(
  (t) => TRANSLATION_TABLES[t as keyof typeof TRANSLATION_TABLES],
);

/** Whether a table's published rows are edited through drafts (an item's, or its translation's in a language). */
export function hasDrafts(table: string): boolean {
  return isPublicContentTable(table) || TRANSLATION_DRAFT_TABLES.includes(table);
}

/** The row's columns never taken from a draft (the database's, and the row's identity). */
export function draftValues(values: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = values;
  return rest;
}

/** A conflict on a draft: someone else saved it (or started one) since this one was read. */
export function isDraftConflict(error: { code?: string } | null | undefined): boolean {
  return error?.code === 'PT409' || error?.code === '23505';
}

export function contentDraftsData(client: AdminClient, table: string) {
  const drafts = () => client.from(DRAFTS_TABLE);
  return {
    /** The row's draft, or null. */
    async get(rowId: string): Promise<DataResult<ContentDraft | null>> {
      const r = await drafts().select(COLUMNS).eq('table_name', table).eq('row_id', rowId).maybeSingle();
      // No uuid: no row, so no draft either (the editor shows its not-found state).
      if (r.error?.code === '22P02') return { data: null, error: null };
      return r.error ? { data: null, error: toDataError(r.error) } : { data: (r.data as ContentDraft | null) ?? null, error: null };
    },
    /**
     * Saves the values: a new draft made from the row's version `base`, or (with `draft`, the
     * version last read) the stored one, refused when someone saved it since.
     */
    async save(rowId: string, values: Record<string, unknown>, base: string, publishAt: string | null, draft?: { id: string; version: string }): Promise<DataResult<ContentDraft>> {
      const data = draftValues(values) as { [key: string]: Json | undefined };
      const r = draft
        ? await drafts().update({ data, base_updated_at: base, publish_at: publishAt, updated_at: draft.version }).eq('id', draft.id).select(COLUMNS).single()
        : await drafts().insert({ table_name: table, row_id: rowId, data, base_updated_at: base, publish_at: publishAt }).select(COLUMNS).single();
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data as ContentDraft, error: null };
    },
    /** Puts the draft live (row written, draft deleted, one transaction): the row as written. */
    async publish(draft: { id: string; version: string }): Promise<DataResult<Row>> {
      const r = await client.rpc('publish_draft', { draft_id: draft.id, draft_version: draft.version });
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data as unknown as Row, error: null };
    },
    /** Drops the unpublished changes. */
    async discard(id: string): Promise<DataResult<null>> {
      const r = await drafts().delete().eq('id', id);
      return r.error ? { data: null, error: toDataError(r.error) } : { data: null, error: null };
    },
    /** Which of these rows have a draft (the list's badge: one query per page of rows). */
    async drafted(rowIds: readonly string[]): Promise<DataResult<Set<string>>> {
      if (!rowIds.length) return { data: new Set(), error: null };
      const r = await drafts().select('row_id').eq('table_name', table).in('row_id', rowIds as string[]);
      return r.error ? { data: null, error: toDataError(r.error) } : { data: new Set((r.data ?? []).map((d) => d.row_id)), error: null };
    },
  };
}

export type ContentDraftsData = ReturnType<typeof contentDraftsData>;

/** A draft of any table whose scheduled publication failed, with its own title (the dashboard's list). */
export interface FailedDraft {
  id: string;
  table_name: string;
  row_id: string;
  title: string | null;
  schedule_failure: string;
  schedule_failed_at: string;
}

/** The drafts the database unscheduled with a reason, newest first (`title` is every public content table's title field). */
export async function scheduleFailedDrafts(client: AdminClient, limit: number): Promise<DataResult<FailedDraft[]>> {
  const r = await client
    .from(DRAFTS_TABLE)
    .select('id, table_name, row_id, title:data->>title, schedule_failure, schedule_failed_at')
    .not('schedule_failure', 'is', null)
    .order('schedule_failed_at', { ascending: false })
    .limit(limit)
    .overrideTypes<FailedDraft[], { merge: false }>();
  return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data, error: null };
}
