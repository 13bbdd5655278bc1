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
 *
 * The draft's state is here (DraftStore); saving it is server-draft-save.ts, the person's
 * choices after a conflict and dropping it are server-draft-choices.ts.
 */
import { useMemo, useRef, useState, type RefObject } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { contentDraftsData, DRAFTS_TABLE, hasDrafts, type ContentDraft, type ContentDraftsData } from '../data/content-drafts-data.ts';
import type { DataResult } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { publicationState } from '../resource/publication-status.ts';
import type { AnyResource, FormResource, Row } from '../resource/types.ts';
import { conflictChoices, draftDrops } from './server-draft-choices.ts';
import { persistDraft, type DraftOutcome } from './server-draft-save.ts';

export type { DraftOutcome } from './server-draft-save.ts';

export interface ServerDraftOptions {
  /** The row's draft as read when the editor opened, or null. */
  initial: ContentDraft | null;
}

/** The state of a live row's draft, shared by the operations on it. */
export interface DraftStore {
  client: AdminClient;
  resource: FormResource;
  row: Row | null;
  /** The drafts of the table, when this row is edited through one. */
  db: ContentDraftsData | null;
  /** The row's version the form stands on (use-form-state.ts). */
  version: RefObject<string | undefined>;
  /** The stored draft, right now. */
  draftRef: RefObject<ContentDraft | null>;
  setDraft(draft: ContentDraft | null): void;
  /** The row's version the stored draft was made from (a new draft: the form's version). */
  base: RefObject<string | undefined>;
  /** What the last conflict was about: the row, or the same draft saved by someone else. */
  conflictOn: RefObject<'row' | 'draft'>;
  theirDraft: RefObject<ContentDraft | null>;
  /** Runs a write as the draft's mutation (so `writing` shows it). */
  run<T>(op: () => Promise<DataResult<T>>): Promise<T>;
}

export function useServerDraft(client: AdminClient, resource: FormResource, row: Row | null, options: ServerDraftOptions | undefined, version: RefObject<string | undefined>) {
  const { store, draft, live, setLive, writing } = useDraftStore(client, resource, row, options, version);
  const status = resource.status?.field as string | undefined;
  return {
    live,
    writing,
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
    persist: (payload: Record<string, unknown>, publish: boolean): Promise<DraftOutcome> => persistDraft(store, payload, publish),
    /** The row itself was saved: live now or not; taken off the site, its draft goes. */
    async rowSaved(saved: Row) {
      if (!store.db || !status) return;
      const isLive = publicationState(resource as AnyResource, saved) === 'live';
      setLive(isLive);
      const d = store.draftRef.current;
      if (!isLive && d) {
        const dropped = await store.db.discard(d.id);
        if (dropped.error) console.error(dropped.error);
        else store.setDraft(null);
      }
    },
    ...conflictChoices(store),
    ...draftDrops(store),
  };
}

export type ServerDraft = ReturnType<typeof useServerDraft>;

function useDraftStore(client: AdminClient, resource: FormResource, row: Row | null, options: ServerDraftOptions | undefined, version: RefObject<string | undefined>) {
  const table = resource.table;
  const db = useMemo(() => (options && row && hasDrafts(table) ? contentDraftsData(client, table) : null), [client, table, options, row]);
  // Live: published and its publication time, if any, has come (a scheduled row is not on the
  // site yet, so it is saved straight to itself).
  const [live, setLive] = useState(Boolean(db && row && publicationState(resource as AnyResource, row) === 'live'));
  const [draft, setDraftState] = useState<ContentDraft | null>(options?.initial ?? null);
  const draftRef = useRef(draft);
  const setDraft = (d: ContentDraft | null) => {
    draftRef.current = d;
    setDraftState(d);
  };
  const base = useRef(options?.initial?.base_updated_at);
  const conflictOn = useRef<'row' | 'draft'>('row');
  const theirDraft = useRef<ContentDraft | null>(null);
  const write = useTableWrite<() => Promise<DataResult<unknown>>, unknown>([table, DRAFTS_TABLE], (op) => op());
  const run = async <T,>(op: () => Promise<DataResult<T>>): Promise<T> => (await write.mutateAsync(op)) as T;
  const store: DraftStore = { client, resource, row, db, version, draftRef, setDraft, base, conflictOn, theirDraft, run };
  return { store, draft, live, setLive, writing: write.isPending };
}
