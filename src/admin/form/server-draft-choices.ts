/**
 * A live row's draft after an edit conflict (the person keeps theirs or saves theirs over it),
 * and dropping the draft ("Taslağı sil", a restored revision). `standOn` / `takeTheirs`
 * answer whether the conflict was about the same draft or about the row.
 */
import { resourceData } from '../data/resource-data.ts';
import type { Row } from '../resource/types.ts';
import type { DraftStore } from './use-server-draft.ts';

export function conflictChoices({ db, version, draftRef, setDraft, base, conflictOn, theirDraft }: DraftStore) {
  return {
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
  };
}

export function draftDrops({ client, resource, row, db, draftRef, setDraft, run }: DraftStore) {
  return {
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
      const fresh = await resourceData(client, resource.table).get(row!.id);
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
