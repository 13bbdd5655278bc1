/**
 * What /health reports, honestly: the database answers and accepts a write (a one-row
 * update in _embedded.health_check, so a read-only or recovering server shows), within a
 * short timeout, and the disks holding DATA_DIR and the cluster have room left.
 */
import fs from 'node:fs';
import type pg from 'pg';
import { isConnectionFailure } from './database-availability.ts';

export type DatabaseState = 'ok' | 'unavailable' | 'read_only' | 'timeout' | 'error';
export type DiskState = 'ok' | 'low' | 'unknown';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: DatabaseState;
  disk: DiskState;
  /** The least free space among the checked folders, in MiB. */
  disk_free_mb: number | null;
}

const TIMEOUT_MS = 2000;
/** Below this much free space PostgreSQL is close to refusing writes (WAL segments are 16 MiB). */
export const LOW_DISK_BYTES = 256 * 1024 * 1024;

const READ_ONLY_CODES = new Set(['25006', '53100', '57P03']);

async function checkDatabase(pool: pg.Pool): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseState>((resolve) => (timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS)));
  const check = (async (): Promise<DatabaseState> => {
    try {
      await pool.query(
        `insert into _embedded.health_check (id, checked_at) values (1, now()) on conflict (id) do update set checked_at = excluded.checked_at`,
      );
      return 'ok';
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      // 25006: read-only transaction (default_transaction_read_only, a standby); 53100: disk full.
      if (READ_ONLY_CODES.has(code)) return 'read_only';
      return isConnectionFailure(err) ? 'unavailable' : 'error';
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function freeBytes(dirs: string[]): Promise<number | null> {
  let least: number | null = null;
  for (const dir of dirs) {
    try {
      const st = await fs.promises.statfs(dir);
      const free = st.bavail * st.bsize;
      least = least === null ? free : Math.min(least, free);
    } catch {
      /* a folder that cannot be inspected says nothing about the disk */
    }
  }
  return least;
}

export async function checkHealth(pool: pg.Pool, diskDirs: string[], lowDiskBytes = LOW_DISK_BYTES): Promise<HealthReport> {
  const [database, free] = await Promise.all([checkDatabase(pool), freeBytes(diskDirs)]);
  const disk: DiskState = free === null ? 'unknown' : free < lowDiskBytes ? 'low' : 'ok';
  return {
    status: database === 'ok' && disk !== 'low' ? 'ok' : 'degraded',
    database,
    disk,
    disk_free_mb: free === null ? null : Math.floor(free / (1024 * 1024)),
  };
}
