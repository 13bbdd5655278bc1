/**
 * The port a data folder's PostgreSQL really listens on, read from its postmaster.pid: the
 * embedded server takes another free port when PG_PORT is busy, so the setting cannot say.
 * For tools beside a running server (backup, the Supabase export).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The port of the postmaster running on `clusterDir`, if one is. */
export function runningPort(clusterDir: string): number | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, only run by another user (PostgreSQL's own when the server runs as root).
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  const port = Number(lines[3]);
  return port > 0 ? port : undefined;
}
