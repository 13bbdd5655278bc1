/**
 * Start-up repair of what a crash (kill -9, power loss) or an older server version can leave
 * between the object store (DATA_DIR/storage or the S3 bucket) and storage.objects:
 * - temp files of uploads that never finished: deleted;
 * - files without a row: deleted. Uploads rename a file into place before their row commits,
 *   so a crash between the two leaves exactly this, and nobody can reach such a file;
 * - rows without a file: only reported. Uploads never commit a row before its file is in
 *   place, so such a row means the file went missing outside the server (a restored database
 *   without its files, a folder not mounted). Deleting the rows would make that loss permanent
 *   and silent; kept, they answer 404 on download and staff can see and remove them.
 * Only files untouched for a while count: another server process sharing DATA_DIR (or the S3
 * bucket) may be writing or placing a file at this moment, and such a file is always fresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { validateBucketId } from './object-key.ts';
import type { ObjectBytes } from './object-bytes.ts';

export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

export interface OrphanReport {
  tempFilesRemoved: number;
  filesRemoved: string[];
  rowsWithoutFile: string[];
}

export async function cleanOrphans(admin: pg.Pool, bytes: ObjectBytes, log: (m: string) => void, now = Date.now()): Promise<OrphanReport> {
  const report: OrphanReport = { tempFilesRemoved: 0, filesRemoved: [], rowsWithoutFile: [] };
  const old = (modifiedMs: number) => now - modifiedMs > ORPHAN_GRACE_MS;
  // Upload bodies wait on this server's disk whatever the store.
  for (const entry of await fs.promises.readdir(bytes.tmpDir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(bytes.tmpDir, entry.name);
    const stat = await fs.promises.lstat(full).catch(() => undefined);
    if (!stat || !old(stat.mtimeMs)) continue;
    await fs.promises.rm(full, { force: true, recursive: true });
    report.tempFilesRemoved++;
  }
  const { rows: buckets } = await admin.query<{ id: string }>('select id from storage.buckets');
  for (const { id } of buckets) {
    try {
      validateBucketId(id);
    } catch {
      continue; // no bytes can exist for it
    }
    const { rows } = await admin.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [id]);
    const names = new Set(rows.map((r) => r.name));
    const stored = new Set<string>();
    for await (const o of bytes.list(id)) {
      stored.add(o.name);
      if (names.has(o.name) || !old(o.modifiedMs)) continue;
      await bytes.remove(id, o.name);
      report.filesRemoved.push(`${id}/${o.name}`);
    }
    await bytes.tidy?.(id);
    for (const name of names) if (!stored.has(name)) report.rowsWithoutFile.push(`${id}/${name}`);
  }
  if (report.tempFilesRemoved || report.filesRemoved.length) {
    log(`Storage: removed ${report.tempFilesRemoved} unfinished upload(s) and ${report.filesRemoved.length} file(s) without a row: ${report.filesRemoved.slice(0, 10).join(', ')}`);
  }
  if (report.rowsWithoutFile.length) {
    log(
      `Storage: ${report.rowsWithoutFile.length} object row(s) have no file (downloads answer 404; remove them from the media library or restore the files): ${report.rowsWithoutFile.slice(0, 10).join(', ')}`,
    );
  }
  return report;
}
