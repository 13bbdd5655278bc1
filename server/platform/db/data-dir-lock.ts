/**
 * One server per data folder. The lock file DATA_DIR/server.lock names the owner (pid, HTTP
 * port, start time). A second start finds the owner alive (its process exists and its port
 * answers, or it is still starting) and refuses; only a dead owner's leftovers (a postmaster
 * orphaned by a crash) are cleaned up.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const LOCK_FILE = 'server.lock';
/** An owner that has not reported its port after this long is taken for a crashed start. */
const STARTING_GRACE_MS = 10 * 60 * 1000;

export interface LockOwner {
  pid: number;
  port: number | null;
  startedAt: string;
  /** Where local tools (npm run user:add) reach the server, once it listens. */
  url?: string;
}

/** A live server already owns the folder: the message says which one. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Another Ajans CMS server (pid ${owner.pid}${owner.port ? `, port ${owner.port}` : ', still starting'}, started ${owner.startedAt}) is using the data folder ${dataDir}. Stop it first or set DATA_DIR to another folder.`,
    );
  }
}

/** A data folder the server cannot create or write: the message says which and what is needed. */
export class DataDirAccessError extends Error {}

/** The first part of `dir`'s path that exists but is not a folder. */
function fileInPath(dir: string): string | undefined {
  let current = path.resolve(dir);
  const chain: string[] = [];
  while (path.dirname(current) !== current) {
    chain.unshift(current);
    current = path.dirname(current);
  }
  for (const part of chain) {
    try {
      if (!fs.statSync(part).isDirectory()) return part;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The one-line explanation of a file-system error on the data folder. */
export function describeDataDirError(dataDir: string, err: NodeJS.ErrnoException): string {
  const where = err.code === 'ENOTDIR' || err.code === 'EEXIST' ? (fileInPath(dataDir) ?? err.path) : err.path;
  const at = where && where !== dataDir ? ` (at ${where})` : '';
  switch (err.code) {
    case 'EACCES':
    case 'EPERM':
      return `The data folder ${dataDir} is not writable${at}: the user running the server needs read, write and enter (rwx) permission on it, or set DATA_DIR to another folder.`;
    case 'EROFS':
      return `The data folder ${dataDir} is on a read-only file system${at}: set DATA_DIR to a folder on a writable disk.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `The data folder ${dataDir} cannot be created: a part of its path is a file, not a folder${at}. Set DATA_DIR to a folder.`;
    case 'ENOSPC':
      return `The disk holding the data folder ${dataDir} is full: free some space.`;
    default:
      return `The data folder ${dataDir} cannot be used${at}: ${err.message}`;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function portAnswers(port: number, ms = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

async function ownerIsAlive(owner: LockOwner): Promise<boolean> {
  if (!processExists(owner.pid)) return false;
  if (owner.port) return portAnswers(owner.port);
  return Date.now() - Date.parse(owner.startedAt) < STARTING_GRACE_MS;
}

export interface DataDirLock {
  /** Records the HTTP port (and the local URL) once the server listens, so later starts can check
   * it answers and local tools can find it by its data folder. */
  setPort(port: number, url?: string): void;
  release(): void;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, port: null, startedAt: new Date().toISOString() };
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (err) {
    throw new DataDirAccessError(describeDataDirError(dataDir, err as NodeJS.ErrnoException));
  }
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code !== 'EEXIST' || attempt > 2) throw new DataDirAccessError(describeDataDirError(dataDir, e));
    }
    const existing = readOwner(file);
    if (existing && (await ownerIsAlive(existing))) throw new DataDirInUseError(dataDir, existing);
    // The owner is gone (crash, SIGKILL): its lock is stale.
    fs.rmSync(file, { force: true });
  }
  let released = false;
  return {
    setPort(port, url) {
      owner.port = port;
      if (url) owner.url = url;
      fs.writeFileSync(file, JSON.stringify(owner), { mode: 0o600 });
    },
    release() {
      if (released) return;
      released = true;
      // Only our own lock: never one a later owner wrote.
      if (readOwner(file)?.startedAt === owner.startedAt) fs.rmSync(file, { force: true });
    },
  };
}

/**
 * The URL of the server running on `dataDir` (its lock names a live process whose port answers),
 * or undefined when none runs there (no lock, a stale one, or a backup tool's lock without a port).
 */
export async function runningServerUrl(dataDir: string): Promise<string | undefined> {
  const owner = readOwner(path.join(dataDir, LOCK_FILE));
  if (!owner?.port || !(await ownerIsAlive(owner))) return undefined;
  return owner.url ?? `http://127.0.0.1:${owner.port}`;
}
