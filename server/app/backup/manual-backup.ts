/**
 * "Şimdi yedek al" in the admin: one archive written now, in the background, with its progress
 * (bytes read against the data folder's size, measured at the start) for the screen to poll.
 * It takes the scheduled backup's advisory lock, so it never runs beside a scheduled one (nor
 * beside another server's). Old archives are not removed here: retention (BACKUP_KEEP) is the
 * daily run's, so a few clicks cannot push the older daily archives out.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { createBackup } from './create-backup.ts';

export interface BackupProgress {
  started_at: string;
  bytes_done: number;
  /** What the archive will read, about (the cluster without its WAL, stored files, outbox). */
  bytes_total: number;
}

export interface ManualBackups {
  /** 'busy' while this server or another one writes a backup. */
  start(): Promise<'started' | 'busy'>;
  running(): BackupProgress | null;
  /** The last manual backup's failure, until the next one starts. */
  lastFailure(): { at: string; message: string } | null;
  /** Resolves when no manual backup runs here. */
  idle(): Promise<void>;
}

/** Bytes of the files under `dir` (0 when it does not exist); `skip` leaves out a top folder. */
async function folderBytes(dir: string, skip: (name: string) => boolean = () => false): Promise<number> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const e of entries) {
    if (skip(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) total += await folderBytes(p);
    else if (e.isFile()) total += await fs.promises.stat(p).then((s) => s.size, () => 0);
  }
  return total;
}

const LOCK = `hashtext('ajans_scheduled_backup')`;

export function manualBackups(opts: { pool: pg.Pool; clusterDir: string; dataDir: string; backupDir: string; log: (m: string) => void }): ManualBackups {
  let progress: BackupProgress | null = null;
  let failure: { at: string; message: string } | null = null;
  let job: Promise<void> = Promise.resolve();

  async function run(client: pg.PoolClient): Promise<void> {
    try {
      const r = await createBackup({
        client,
        clusterDir: opts.clusterDir,
        dataDir: opts.dataDir,
        backupDir: opts.backupDir,
        onProgress: (bytes) => {
          if (progress) progress.bytes_done = bytes;
        },
      });
      opts.log(`Backup taken from the admin: ${path.basename(r.file)} (${(r.bytes / 1024 / 1024).toFixed(1)} MB)`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      failure = { at: new Date().toISOString(), message };
      opts.log(`Backup from the admin failed: ${message}`);
    } finally {
      await client.query(`select pg_advisory_unlock(${LOCK})`).catch(() => {});
      client.release();
      progress = null;
    }
  }

  return {
    async start() {
      if (progress) return 'busy';
      const client = await opts.pool.connect();
      // A session lock: another session (a scheduled run, another click, another server) fails to take it.
      const got = await client.query<{ got: boolean }>(`select pg_try_advisory_lock(${LOCK}) as got`).then((r) => r.rows[0]!.got, () => false);
      if (!got) {
        client.release();
        return 'busy';
      }
      failure = null;
      progress = { started_at: new Date().toISOString(), bytes_done: 0, bytes_total: 0 };
      const started = progress;
      const sizes = await Promise.all([
        folderBytes(opts.clusterDir, (n) => n === 'pg_wal'),
        folderBytes(path.join(opts.dataDir, 'storage')),
        folderBytes(path.join(opts.dataDir, 'outbox')),
      ]);
      started.bytes_total = sizes.reduce((a, b) => a + b, 0);
      job = run(client);
      return 'started';
    },
    running: () => (progress ? { ...progress, bytes_done: Math.min(progress.bytes_done, progress.bytes_total) } : null),
    lastFailure: () => failure,
    idle: () => job,
  };
}
