/**
 * What a crash (kill -9, power loss) or an older server version can leave between the object
 * store (DATA_DIR/storage or the S3 bucket) and storage.objects:
 * - temp files of uploads that never finished, on this server's own disk: the start removes them;
 * - files without a row: uploads place a file before their row commits, so a crash between the
 *   two leaves one nobody can reach. Only listed at the start: a database restored from a
 *   backup onto the live site's bucket sees the live site's newer files the same way, so
 *   removing them is the operator's explicit command (`npm run storage:orphans -- --delete`,
 *   scripts/storage-orphans.ts), and only for the database that owns the store (store-owner.ts);
 * - rows without a file: only reported. Uploads never commit a row before its file is in
 *   place, so such a row means the file went missing outside the server (a restored database
 *   without its files, a folder not mounted). Deleting the rows would make that loss permanent
 *   and silent; kept, they answer 404 on download and staff can see and remove them.
 * Only files untouched for a while count: another server process sharing DATA_DIR (or the S3
 * bucket) may be writing or placing a file at this moment, and such a file is always fresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateBucketId } from './object-key.ts';
import type { ObjectBytes } from './object-bytes.ts';
import type { Sql } from './store-owner.ts';

export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

export interface OrphanFile {
  bucket: string;
  name: string;
  size: number;
  modifiedMs: number;
}

export interface Orphans {
  /** Bytes no row names, untouched for ORPHAN_GRACE_MS. */
  filesWithoutRow: OrphanFile[];
  /** `<bucket>/<name>` of rows whose bytes are not in the store. */
  rowsWithoutFile: string[];
}

export interface StartUpReport extends Orphans {
  tempFilesRemoved: number;
}

const isOld = (modifiedMs: number, now: number) => now - modifiedMs > ORPHAN_GRACE_MS;

/** Removes this server's abandoned upload bodies (DATA_DIR/storage/.tmp, whatever the store). */
export async function removeUnfinishedUploads(bytes: ObjectBytes, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const entry of await fs.promises.readdir(bytes.tmpDir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(bytes.tmpDir, entry.name);
    const stat = await fs.promises.lstat(full).catch(() => undefined);
    if (!stat || !isOld(stat.mtimeMs, now)) continue;
    await fs.promises.rm(full, { force: true, recursive: true });
    removed++;
  }
  return removed;
}

/** Compares the store with storage.objects, bucket by bucket; changes nothing. */
export async function findOrphans(db: Sql, bytes: ObjectBytes, now = Date.now()): Promise<Orphans> {
  const found: Orphans = { filesWithoutRow: [], rowsWithoutFile: [] };
  const { rows: buckets } = await db.query<{ id: string }>('select id from storage.buckets order by id');
  for (const { id } of buckets) {
    try {
      validateBucketId(id);
    } catch {
      continue; // no bytes can exist for it
    }
    const { rows } = await db.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [id]);
    const names = new Set(rows.map((r) => r.name));
    const stored = new Set<string>();
    for await (const o of bytes.list(id)) {
      stored.add(o.name);
      if (!names.has(o.name) && isOld(o.modifiedMs, now)) found.filesWithoutRow.push({ bucket: id, name: o.name, size: o.size, modifiedMs: o.modifiedMs });
    }
    for (const name of names) if (!stored.has(name)) found.rowsWithoutFile.push(`${id}/${name}`);
  }
  return found;
}

/**
 * Removes files found without a row, each checked again first (an upsert may have given it a
 * row, or new bytes, since it was listed). Answers the `<bucket>/<name>` of those removed.
 */
export async function removeOrphanFiles(db: Sql, bytes: ObjectBytes, files: OrphanFile[], now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const f of files) {
    const { rows } = await db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [f.bucket, f.name]);
    const stored = await bytes.head(f.bucket, f.name);
    if (rows.length > 0 || !stored || !isOld(stored.modifiedMs, now)) continue;
    await bytes.remove(f.bucket, f.name);
    removed.push(`${f.bucket}/${f.name}`);
  }
  for (const bucket of new Set(files.map((f) => f.bucket))) await bytes.tidy?.(bucket);
  return removed;
}

const sample = (names: string[]) => names.slice(0, 10).join(', ') + (names.length > 10 ? ', …' : '');

/**
 * The start's check: abandoned uploads removed; for the store's owner, files without a row and
 * rows without a file reported. A server whose database does not own the store compares
 * nothing (the files it would report are the owner's).
 */
export async function checkAtStart(admin: Sql, bytes: ObjectBytes, owner: boolean, log: (m: string) => void, now = Date.now()): Promise<StartUpReport> {
  const tempFilesRemoved = await removeUnfinishedUploads(bytes, now);
  if (tempFilesRemoved) log(`Storage: removed ${tempFilesRemoved} unfinished upload(s) from ${bytes.tmpDir}`);
  if (!owner) return { tempFilesRemoved, filesWithoutRow: [], rowsWithoutFile: [] };
  const found = await findOrphans(admin, bytes, now);
  if (found.filesWithoutRow.length) {
    log(
      `Storage: ${found.filesWithoutRow.length} file(s) in the store have no row (kept; list them with "npm run storage:orphans", remove them with "npm run storage:orphans -- --delete"): ${sample(found.filesWithoutRow.map((f) => `${f.bucket}/${f.name}`))}`,
    );
  }
  if (found.rowsWithoutFile.length) {
    log(
      `Storage: ${found.rowsWithoutFile.length} object row(s) have no file (downloads answer 404; remove them from the media library or restore the files): ${sample(found.rowsWithoutFile)}`,
    );
  }
  return { tempFilesRemoved, ...found };
}
