/**
 * The draft of a live (published) row while it is edited (content-drafts-data.ts): the form's
 * saves go to it, the row stays as it is until "Yayınla" puts the draft live in one
 * transaction. Used by useResourceForm when the editor gives `drafts` (the full-page editor of
 * public content, which reads the draft before the form opens). An unpublished or scheduled
 * row (not on the site yet) saves straight to itself, as before; a live row saved with its flag off is taken off the site at
 * once and its draft dropped.
 *
 * Conflicts keep the form's wording: someone saved the same draft since (their draft is
 * "their version"), or someone changed the row since the draft was made (publishing is
 * refused; the row is "their version" and the draft is rebased on it when the person keeps
 * theirs). `standOn` / `takeTheirs` answer which of the two it was.
 */
import { useMemo, useRef, useState, type RefObject } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { contentDraftsData, DRAFTS_TABLE, hasDrafts, isDraftConflict, type ContentDraft } from '../data/content-drafts-data.ts';
import { isEditConflict } from '../data/edit-conflict.ts';
import { loadConflict, type ConflictState } from '../data/load-conflict.ts';
import { resourceData, type DataError, type DataResult } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { publicationState } from '../resource/publication-status.ts';
import type { AnyResource, FormResource, Row } from '../resource/types.ts';
import { editorLabel } from '../data/presence-data.ts';

export interface ServerDraftOptions {
  /** The row's draft as read when the editor opened, or null. */
  initial: ContentDraft | null;
}

/** What a draft save ends with. */
export type DraftOutcome = { conflict: DataResult<ConflictState | null> } | { wentLive: Row } | { saved: true; scheduled: string | null };

type Run = () => Promise<DataResult<unknown>>;

export function useServerDraft(client: AdminClient, resource: FormResource, row: Row | null, options: ServerDraftOptions | undefined, version: RefObject<string | undefined>) {
  const table = resource.table;
  const db = useMemo(() => (options && row && hasDrafts(table) ? contentDraftsData(client, table) : null), [client, table, options, row]);
  const status = resource.status?.field as string | undefined;
  const schedule = resource.status?.schedule as string | undefined;
  // Live: published and its publication time, if any, has come (a scheduled row is not on the
  // site yet, so it is saved straight to itself).
  const [live, setLive] = useState(Boolean(db && row && publicationState(resource as AnyResource, row) === 'live'));
  const [draft, setDraftState] = useState<ContentDraft | null>(options?.initial ?? null);
  const draftRef = useRef(draft);
  const setDraft = (d: ContentDraft | null) => {
    draftRef.current = d;
    setDraftState(d);
  };
  // The row's version the stored draft was made from (a new draft: the form's version).
  const base = useRef(options?.initial?.base_updated_at);
  const conflictOn = useRef<'row' | 'draft'>('row');
  const theirDraft = useRef<ContentDraft | null>(null);
  const write = useTableWrite<Run, unknown>([table, DRAFTS_TABLE], (op) => op());
  const run = async <T,>(op: () => Promise<DataResult<T>>): Promise<T> => (await write.mutateAsync(op)) as T;

  /** Their draft (or, when it is gone, published or dropped by them, the row) as the conflict. */
  async function draftConflict(rowId: string): Promise<DataResult<ConflictState | null>> {
    const their = await db!.get(rowId);
    if (their.error) return their;
    if (!their.data) {
      setDraft(null);
      conflictOn.current = 'row';
      return loadConflict(client, table, rowId);
    }
    conflictOn.current = 'draft';
    theirDraft.current = their.data;
    const who = await editorLabel(client, their.data.saved_by, their.data.saved_by_email);
    return { data: { theirs: { ...row!, ...their.data.data, updated_at: their.data.updated_at }, who, when: their.data.updated_at }, error: null };
  }

  return {
    live,
    writing: write.isPending,
    view: {
      live,
      stored: draft !== null,
      scheduledAt: draft?.publish_at ?? null,
      scheduleFailure: draft?.schedule_failure ? { failure: draft.schedule_failure, at: draft.schedule_failed_at } : null,
    },
    /**
     * Saves `payload` to the draft; `publish`: then puts it live, or, with the schedule field
     * ahead, leaves it to the scheduler for that time.
     */
    async persist(payload: Record<string, unknown>, publish: boolean): Promise<DraftOutcome> {
      conflictOn.current = 'row';
      const rowId = row!.id;
      const at = schedule ? payload[schedule] : null;
      const scheduleAt = publish && typeof at === 'string' && Date.parse(at) > Date.now() ? at : null;
      const current = draftRef.current;
      const publishAt = publish ? scheduleAt : (current?.publish_at ?? null);
      const from = current ? base.current! : version.current!;
      let saved: ContentDraft;
      try {
        saved = await run(() => db!.save(rowId, payload, from, publishAt, current ? { id: current.id, version: current.updated_at } : undefined));
      } catch (err) {
        if (isDraftConflict(err as DataError)) return { conflict: await draftConflict(rowId) };
        throw err;
      }
      base.current = from;
      setDraft(saved);
      if (!publish || scheduleAt) return { saved: true, scheduled: scheduleAt };
      try {
        const written = await run(() => db!.publish({ id: saved.id, version: saved.updated_at }));
        setDraft(null);
        return { wentLive: written };
      } catch (err) {
        if (isEditConflict(err as DataError)) return { conflict: await loadConflict(client, table, rowId) };
        throw err;
      }
    },
    /** The row itself was saved: live now or not; taken off the site, its draft goes. */
    async rowSaved(saved: Row) {
      if (!db || !status) return;
      const isLive = publicationState(resource as AnyResource, saved) === 'live';
      setLive(isLive);
      const d = draftRef.current;
      if (!isLive && d) {
        const dropped = await db.discard(d.id);
        if (dropped.error) console.error(dropped.error);
        else setDraft(null);
      }
    },
    /** An edit conflict of the row itself (not of a draft). */
    rowConflict() {
      conflictOn.current = 'row';
    },
    /** Keep mine: stand on their version (their draft's, or the row's, rebasing the draft). */
    standOn(theirs: Row): 'row' | 'draft' {
      if (conflictOn.current === 'draft' && theirDraft.current) {
        setDraft(theirDraft.current);
        return 'draft';
      }
      version.current = theirs.updated_at as string | undefined;
      base.current = theirs.updated_at as string | undefined;
      return 'row';
    },
    /** Keep theirs: their draft becomes this one, or (the row) this draft is dropped. */
    takeTheirs(theirs: Row): 'row' | 'draft' {
      if (conflictOn.current === 'draft' && theirDraft.current) {
        setDraft(theirDraft.current);
        return 'draft';
      }
      version.current = theirs.updated_at as string | undefined;
      const d = draftRef.current;
      if (db && d) void db.discard(d.id).then((r) => (r.error ? console.error(r.error) : undefined));
      setDraft(null);
      return 'row';
    },
    /** "Taslağı sil": drops the draft and answers the row as it is now (null: failed). */
    async discard(): Promise<Row | null> {
      const d = draftRef.current;
      try {
        if (db && d) await run(() => db.discard(d.id));
      } catch (err) {
        console.error(err);
        return null;
      }
      setDraft(null);
      const fresh = await resourceData(client, table).get(row!.id);
      if (fresh.error || !fresh.data) {
        if (fresh.error) console.error(fresh.error);
        return null;
      }
      return fresh.data;
    },
    /** A revision was restored (it is live now): the draft made before it is dropped; true when there was one. */
    async dropAfterRestore(): Promise<boolean> {
      const d = draftRef.current;
      if (!db || !d) return false;
      const dropped = await db.discard(d.id);
      if (dropped.error) {
        console.error(dropped.error);
        return false;
      }
      setDraft(null);
      return true;
    },
  };
}
