/**
 * Saving a live row's draft (use-server-draft.ts): the draft is saved, stating the version of
 * the draft it replaces; `publish` then puts it live, or, with the schedule field ahead, leaves
 * it to the scheduler. Someone else's save of the same draft, or of the row, is a conflict
 * with their version.
 */
import type { ContentDraft } from '../data/content-drafts-data.ts';
import { isDraftConflict } from '../data/content-drafts-data.ts';
import { isEditConflict } from '../data/edit-conflict.ts';
import { loadConflict, type ConflictState } from '../data/load-conflict.ts';
import type { DataError, DataResult } from '../data/resource-data.ts';
import { editorLabel } from '../data/presence-data.ts';
import type { Row } from '../resource/types.ts';
import type { DraftStore } from './use-server-draft.ts';

/** What a draft save ends with. */
export type DraftOutcome = { conflict: DataResult<ConflictState | null> } | { wentLive: Row } | { saved: true; scheduled: string | null };

export async function persistDraft(store: DraftStore, payload: Record<string, unknown>, publish: boolean): Promise<DraftOutcome> {
  const { db, run, client } = store;
  const table = store.resource.table;
  const schedule = store.resource.status?.schedule as string | undefined;
  store.conflictOn.current = 'row';
  const rowId = store.row!.id;
  const at = schedule ? payload[schedule] : null;
  const scheduleAt = publish && typeof at === 'string' && Date.parse(at) > Date.now() ? at : null;
  const current = store.draftRef.current;
  const publishAt = publish ? scheduleAt : (current?.publish_at ?? null);
  const from = current ? store.base.current! : store.version.current!;
  let saved: ContentDraft;
  try {
    saved = await run(() => db!.save(rowId, payload, from, publishAt, current ? { id: current.id, version: current.updated_at } : undefined));
  } catch (err) {
    if (isDraftConflict(err as DataError)) return { conflict: await draftConflict(store, rowId) };
    throw err;
  }
  store.base.current = from;
  store.setDraft(saved);
  if (!publish || scheduleAt) return { saved: true, scheduled: scheduleAt };
  try {
    const written = await run(() => db!.publish({ id: saved.id, version: saved.updated_at }));
    store.setDraft(null);
    return { wentLive: written };
  } catch (err) {
    if (isEditConflict(err as DataError)) return { conflict: await loadConflict(client, table, rowId) };
    throw err;
  }
}

/** Their draft (or, when it is gone, published or dropped by them, the row) as the conflict. */
async function draftConflict(store: DraftStore, rowId: string): Promise<DataResult<ConflictState | null>> {
  const their = await store.db!.get(rowId);
  if (their.error) return their;
  if (!their.data) {
    store.setDraft(null);
    store.conflictOn.current = 'row';
    return loadConflict(store.client, store.resource.table, rowId);
  }
  store.conflictOn.current = 'draft';
  store.theirDraft.current = their.data;
  const who = await editorLabel(store.client, their.data.saved_by, their.data.saved_by_email);
  return { data: { theirs: { ...store.row!, ...their.data.data, updated_at: their.data.updated_at }, who, when: their.data.updated_at }, error: null };
}
