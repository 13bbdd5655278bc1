/**
 * Automatic daily backups inside the server (BACKUP_SCHEDULE, BACKUP_DIR, BACKUP_KEEP): at the
 * set time in Europe/Istanbul one archive is written and the oldest beyond BACKUP_KEEP are
 * removed. Several servers on one database take turns through an advisory lock: one writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { BackupConfig } from '../../config.ts';
import { ARCHIVE_PREFIX, ARCHIVE_SUFFIX, createBackup } from './create-backup.ts';

/** Turkey keeps UTC+3 all year (no daylight saving since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The next moment after `now` whose Istanbul wall-clock time is hour:minute. */
export function nextBackupTime(now: Date, at: { hour: number; minute: number }): Date {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const target = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), at.hour, at.minute) - ISTANBUL_OFFSET_MS;
  return new Date(target > now.getTime() ? target : target + DAY_MS);
}

export interface BackupFile {
  name: string;
  bytes: number;
  createdAt: string;
}

/** The archives in `dir`, newest first, with their sizes. */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.startsWith(ARCHIVE_PREFIX) && n.endsWith(ARCHIVE_SUFFIX))
    .sort()
    .reverse()
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return { name, bytes: stat.size, createdAt: stat.mtime.toISOString() };
    });
}

/**
 * Removes the oldest archives beyond `keep`; returns the names removed. Each on its own: one
 * that cannot be removed (its permissions, a folder of that name) is told to `onFailure` and
 * the others still go, so the disk does not fill up behind it (nor the backup just written
 * count as failed).
 */
export function pruneBackups(dir: string, keep: number, onFailure: (name: string, err: unknown) => void = () => {}): string[] {
  const removed: string[] = [];
  for (const b of listBackups(dir).slice(keep)) {
    try {
      fs.rmSync(path.join(dir, b.name), { force: true });
      removed.push(b.name);
    } catch (err) {
      onFailure(b.name, err);
    }
  }
  return removed;
}

export interface BackupSchedule {
  /** Runs one scheduled backup now (what the timer does); false when another server holds the turn. */
  runOnce(): Promise<boolean>;
  close(): Promise<void>;
}

export function scheduleBackups(opts: { pool: pg.Pool; clusterDir: string; dataDir: string; config: BackupConfig; log: (m: string) => void }): BackupSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | undefined;
  let closed = false;

  async function runOnce(): Promise<boolean> {
    const client = await opts.pool.connect();
    try {
      const { rows } = await client.query<{ got: boolean }>(`select pg_try_advisory_lock(hashtext('ajans_scheduled_backup')) as got`);
      if (!rows[0]!.got) return false;
      try {
        const r = await createBackup({ client, clusterDir: opts.clusterDir, dataDir: opts.dataDir, backupDir: opts.config.dir });
        const removed = pruneBackups(opts.config.dir, opts.config.keep, (name, err) =>
          opts.log(`Old backup could not be removed: ${name}: ${err instanceof Error ? err.message : String(err)}`),
        );
        opts.log(`Scheduled backup written: ${r.file} (${(r.bytes / 1024 / 1024).toFixed(1)} MB)${removed.length ? `; removed ${removed.length} older (BACKUP_KEEP=${opts.config.keep})` : ''}`);
        return true;
      } finally {
        await client.query(`select pg_advisory_unlock(hashtext('ajans_scheduled_backup'))`);
      }
    } finally {
      client.release();
    }
  }

  const arm = () => {
    if (closed || !opts.config.schedule) return;
    const wait = nextBackupTime(new Date(), opts.config.schedule).getTime() - Date.now();
    timer = setTimeout(() => {
      running = runOnce().catch((err: unknown) => {
        opts.log(`Scheduled backup failed: ${err instanceof Error ? err.message : String(err)}`);
        return false;
      });
      void running.finally(arm);
    }, wait);
    timer.unref();
  };
  arm();

  return {
    runOnce,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
