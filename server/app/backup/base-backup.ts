/**
 * PostgreSQL's low-level base backup API ("Making a Base Backup Using the Low Level API" in
 * its manual) over an ordinary superuser connection, so no client program (pg_basebackup,
 * pg_dump) of the server's version is needed. The cluster folder is copied while the site
 * serves and writes go on; the WAL from the backup's start to its end comes with it, so
 * PostgreSQL's recovery (from backup_label) makes the copy consistent when it first starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type pg from 'pg';

/** One file or folder to put into the archive. */
export interface ArchiveItem {
  /** Path inside the archive. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  mtime: Date;
  /** Source file on disk, or the bytes themselves. */
  source: string | Buffer;
}

/** Files PostgreSQL's manual (and pg_basebackup) leave out of a base backup. */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_manifest',
  'backup_label.old',
  'tablespace_map.old',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
  'pg_internal.init',
]);
/** Folders kept empty: their contents are rebuilt by PostgreSQL (pg_wal comes separately). */
const EMPTIED_DIRS = new Set(['pg_wal', 'pg_stat_tmp', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** Every file and folder of `dir` under `prefix`, sorted; `skip` leaves out a relative path. */
export async function* walk(dir: string, prefix: string, skip: (rel: string, isDir: boolean) => boolean = () => false, rel = ''): AsyncGenerator<ArchiveItem> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(dir, rel), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // dropped meanwhile
    throw err;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    const childRel = rel ? `${rel}/${e.name}` : e.name;
    if (!e.isFile() && !e.isDirectory()) continue;
    if (skip(childRel, e.isDirectory())) continue;
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(path.join(dir, childRel));
    } catch {
      continue; // removed while we looked
    }
    const item: ArchiveItem = { name: `${prefix}/${childRel}`, type: e.isDirectory() ? 'directory' : 'file', mode: stat.mode & 0o7777, mtime: stat.mtime, source: path.join(dir, childRel) };
    yield item;
    if (e.isDirectory()) yield* walk(dir, prefix, skip, childRel);
  }
}

function skippedInCluster(rel: string, isDir: boolean): boolean {
  const parts = rel.split('/');
  const base = parts[parts.length - 1]!;
  if (!isDir && (SKIPPED_FILES.has(base) || base.startsWith('pgsql_tmp'))) return true;
  if (isDir && base.startsWith('pgsql_tmp')) return true;
  // Folders in EMPTIED_DIRS are kept, their contents not (pg_wal's own subfolders are kept empty).
  if (parts.length >= 2 && EMPTIED_DIRS.has(parts[0]!)) return !(parts[0] === 'pg_wal' && parts.length === 2 && isDir);
  return false;
}

export interface BaseBackup {
  startWal: string;
  stopWal: string;
  stopLsn: string;
}

/**
 * Yields the cluster's files for the archive (under `prefix`), then backup_label, then the WAL
 * segments the backup needs. `client` must be a superuser session held for the whole run.
 */
export async function* baseBackup(client: pg.ClientBase, clusterDir: string, prefix: string, done: (b: BaseBackup) => void): AsyncGenerator<ArchiveItem> {
  // A temporary slot keeps PostgreSQL from recycling the WAL the backup needs, however long
  // the copy takes (checkpoints may happen meanwhile).
  const slot = `ajans_backup_${crypto.randomBytes(6).toString('hex')}`;
  await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
  let started = false;
  try {
    await client.query(`select pg_backup_start($1, fast => true)`, [`ajans-cms ${new Date().toISOString()}`]);
    started = true;
    yield* walk(clusterDir, prefix, skippedInCluster);
    const { rows } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string; stop_wal: string }>(
      `select lsn::text, labelfile, spcmapfile, pg_walfile_name(lsn) as stop_wal from pg_backup_stop(wait_for_archive => false)`,
    );
    started = false;
    const stop = rows[0]!;
    const startWal = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1];
    if (!startWal) throw new Error(`PostgreSQL's backup label has no start WAL file: ${stop.labelfile}`);
    const now = new Date();
    yield { name: `${prefix}/backup_label`, type: 'file', mode: 0o600, mtime: now, source: Buffer.from(stop.labelfile) };
    if (stop.spcmapfile) yield { name: `${prefix}/tablespace_map`, type: 'file', mode: 0o600, mtime: now, source: Buffer.from(stop.spcmapfile) };
    // pg_backup_stop switched to a new segment, so every segment up to stop_wal is complete.
    const walDir = path.join(clusterDir, 'pg_wal');
    const segments = (await fs.promises.readdir(walDir)).filter((n) => WAL_SEGMENT.test(n) && n >= startWal && n <= stop.stop_wal).sort();
    if (segments[0] !== startWal || segments[segments.length - 1] !== stop.stop_wal) {
      throw new Error(`The WAL segments ${startWal}…${stop.stop_wal} the backup needs are no longer all in ${walDir}.`);
    }
    for (const name of segments) {
      const stat = await fs.promises.stat(path.join(walDir, name));
      yield { name: `${prefix}/pg_wal/${name}`, type: 'file', mode: stat.mode & 0o7777, mtime: stat.mtime, source: path.join(walDir, name) };
    }
    done({ startWal, stopWal: stop.stop_wal, stopLsn: stop.lsn });
  } finally {
    if (started) await client.query('select pg_backup_stop(wait_for_archive => false)').catch(() => {});
    await client.query('select pg_drop_replication_slot($1)', [slot]).catch(() => {});
  }
}
