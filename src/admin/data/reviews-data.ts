/**
 * Review of an author's work (table `content_reviews`, schema/content-reviews.ts): read by
 * staff and authors; written only through the database's functions, which check who asks
 * (supabase/schemas/22_review.sql): submit_for_review, request_review_changes, approve_review.
 */
import { PUBLIC_CONTENT, isPublicContentTable } from '../../../generated/public-content.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import type { Row } from '../resource/types.ts';
import { toDataError, type DataResult } from './resource-data.ts';

export type ReviewStatus = 'pending' | 'changes_requested' | 'approved';

export interface ContentReview {
  id: string;
  table_name: string;
  row_id: string;
  status: ReviewStatus;
  submitted_by: string | null;
  submitted_by_email: string | null;
  submitted_at: string;
  reviewed_by_email: string | null;
  reviewed_at: string | null;
  note: string | null;
}

/** A review waiting, with its item's title (the dashboard's list). */
export interface PendingReview extends ContentReview {
  title: string;
}

const COLUMNS = 'id, table_name, row_id, status, submitted_by, submitted_by_email, submitted_at, reviewed_by_email, reviewed_at, note';

function result<T>(r: { data: unknown; error: { code?: string; message?: string; details?: string | null } | null }): DataResult<T> {
  return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data as T, error: null };
}

/** The item's review, or null when it was never sent. */
export async function loadReview(client: AdminClient, table: string, rowId: string): Promise<DataResult<ContentReview | null>> {
  return result(await client.from('content_reviews').select(COLUMNS).eq('table_name', table).eq('row_id', rowId).maybeSingle());
}

export async function submitForReview(client: AdminClient, table: string, rowId: string): Promise<DataResult<ContentReview>> {
  return result(await client.rpc('submit_for_review', { target_table: table, target_row: rowId }));
}

export async function requestChanges(client: AdminClient, reviewId: string, note: string): Promise<DataResult<ContentReview>> {
  return result(await client.rpc('request_review_changes', { review_id: reviewId, note }));
}

/** Publishes the reviewed item now, or schedules it at `publishAt`; answers the item's row. */
export async function approveReview(client: AdminClient, reviewId: string, publishAt: string | null): Promise<DataResult<Row>> {
  return result(await client.rpc('approve_review', publishAt ? { review_id: reviewId, publish_at: publishAt } : { review_id: reviewId }));
}

/** What waits for review, oldest first, with each item's title (one read per table). */
export async function pendingReviews(client: AdminClient, limit = 20): Promise<DataResult<PendingReview[]>> {
  const r = await client.from('content_reviews').select(COLUMNS).eq('status', 'pending').order('submitted_at').limit(limit);
  if (r.error) return { data: null, error: toDataError(r.error) };
  const reviews = (r.data ?? []) as ContentReview[];
  const titles = new Map<string, string>();
  for (const table of new Set(reviews.map((x) => x.table_name))) {
    if (!isPublicContentTable(table)) continue;
    const column = PUBLIC_CONTENT[table].title;
    const ids = reviews.filter((x) => x.table_name === table).map((x) => x.row_id);
    const rows = await client.from(table).select(`id, ${column}`).in('id', ids);
    if (rows.error) return { data: null, error: toDataError(rows.error) };
    for (const row of (rows.data ?? []) as unknown as Record<string, unknown>[]) titles.set(`${table}:${String(row.id)}`, String(row[column] ?? ''));
  }
  return { data: reviews.map((x) => ({ ...x, title: titles.get(`${x.table_name}:${x.row_id}`) || '(başlıksız)' })), error: null };
}
