/**
 * Start-up repair of what a crash (kill -9, power loss) or an older server version can leave
 * between DATA_DIR/storage and storage.objects:
 * - temp files of uploads that never finished: deleted;
 * - files without a row: deleted. Uploads rename a file into place before their row commits,
 *   so a crash between the two leaves exactly this, and nobody can reach such a file;
 * - rows without a file: only reported. Uploads never commit a row before its file is in
 *   place, so such a row means the file went missing outside the server (a restored database
 *   without its files, a folder not mounted). Deleting the rows would make that loss permanent
 *   and silent; kept, they answer 404 on download and staff can see and remove them.
 * Only files untouched for a while count: another server process sharing DATA_DIR may be
 * writing or placing a file at this moment, and such a file is always fresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { validateBucketId } from './object-key.ts';

export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

export interface OrphanReport {
  tempFilesRemoved: number;
  filesRemoved: string[];
  rowsWithoutFile: string[];
}

/** Every file under `dir`, as `/`-joined paths relative to it. */
async function walk(dir: string, prefix = ''): Promise<{ name: string; full: string; mtimeMs: number }[]> {
  const out: { name: string; full: string; mtimeMs: number }[] = [];
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(full, name)));
    else out.push({ name, full, mtimeMs: (await fs.promises.lstat(full)).mtimeMs });
  }
  return out;
}

/** Removes empty folders below `dir` (not `dir` itself). */
async function pruneEmptyFolders(dir: string): Promise<void> {
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const sub = path.join(dir, entry.name);
    await pruneEmptyFolders(sub);
    await fs.promises.rmdir(sub).catch(() => {});
  }
}

export async function cleanOrphans(admin: pg.Pool, root: string, log: (m: string) => void, now = Date.now()): Promise<OrphanReport> {
  const report: OrphanReport = { tempFilesRemoved: 0, filesRemoved: [], rowsWithoutFile: [] };
  const old = (mtimeMs: number) => now - mtimeMs > ORPHAN_GRACE_MS;
  const tmpDir = path.join(root, '.tmp');
  if (fs.existsSync(tmpDir)) {
    for (const f of await walk(tmpDir)) {
      if (!old(f.mtimeMs)) continue;
      await fs.promises.rm(f.full, { force: true });
      report.tempFilesRemoved++;
    }
  }
  const { rows: buckets } = await admin.query<{ id: string }>('select id from storage.buckets');
  for (const { id } of buckets) {
    try {
      validateBucketId(id);
    } catch {
      continue; // no folder can exist for it
    }
    const dir = path.join(root, id);
    const files = fs.existsSync(dir) ? await walk(dir) : [];
    const { rows } = await admin.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [id]);
    const names = new Set(rows.map((r) => r.name));
    const onDisk = new Set(files.map((f) => f.name));
    for (const f of files) {
      if (names.has(f.name) || !old(f.mtimeMs)) continue;
      await fs.promises.rm(f.full, { force: true });
      report.filesRemoved.push(`${id}/${f.name}`);
    }
    if (fs.existsSync(dir)) await pruneEmptyFolders(dir);
    for (const name of names) if (!onDisk.has(name)) report.rowsWithoutFile.push(`${id}/${name}`);
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
