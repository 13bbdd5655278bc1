/**
 * Runs PostgreSQL's own programs: initdb for a new cluster, the postmaster, pg_ctl for one
 * left running. As root they run as PostgreSQL's system user (`runAs`). A program that
 * cannot be run is one clear error, never an unhandled 'error' event.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { withBackendMalloc } from './backend-malloc.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';
import type { SystemUser } from './system-user.ts';

/** English messages: the start is recognised by one of them. */
const ENV = { ...process.env, LC_MESSAGES: 'C' };
const READY = 'database system is ready to accept connections';

const SPAWN_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  ENOENT: 'the file does not exist',
  ENOEXEC: 'not a program for this system',
};

function cannotRun(program: string, runAs: SystemUser | undefined, err: NodeJS.ErrnoException): Error {
  const as = runAs ? ` as the system user "${runAs.name}"` : '';
  const why = (err.code && SPAWN_REASONS[err.code]) ?? err.message;
  return new Error(`Could not run ${program}${as}: ${why}${err.code ? ` (${err.code})` : ''}.`);
}

function spawnAs(program: string, args: string[], runAs: SystemUser | undefined, env: NodeJS.ProcessEnv = ENV): ChildProcess {
  return spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'], ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}) });
}

/** Runs a program to its end; rejects with its last output lines when it fails. */
function runToEnd(program: string, args: string[], runAs: SystemUser | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnAs(program, args, runAs);
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.once('error', (err) => reject(cannotRun(program, runAs, err)));
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const last = output.trim().split('\n').slice(-3).join(' ');
      reject(new Error(`${path.basename(program)} failed (${signal ?? `code ${code}`}): ${last}`));
    });
  });
}

/** Creates a cluster in `dir` whose superuser `user` signs in with `password` (SCRAM). */
export async function initCluster(opts: {
  binaries: PostgresBinaries;
  dir: string;
  user: string;
  password: string;
  runAs: SystemUser | undefined;
  flags: string[];
}): Promise<void> {
  fs.mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
  if (opts.runAs) fs.chownSync(opts.dir, opts.runAs.uid, opts.runAs.gid);
  // The password goes to initdb in a file only its user can read, removed right after.
  const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-initdb-'));
  const pwFile = path.join(pwDir, crypto.randomBytes(6).toString('hex'));
  fs.writeFileSync(pwFile, `${opts.password}\n`, { mode: 0o600 });
  if (opts.runAs) {
    fs.chownSync(pwDir, opts.runAs.uid, opts.runAs.gid);
    fs.chownSync(pwFile, opts.runAs.uid, opts.runAs.gid);
  }
  try {
    await runToEnd(
      opts.binaries.initdb,
      [`--pgdata=${opts.dir}`, '--auth=scram-sha-256', `--username=${opts.user}`, `--pwfile=${pwFile}`, '--lc-messages=C', ...opts.flags],
      opts.runAs,
    );
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

/**
 * Starts the postmaster and resolves once it accepts connections. Rejects with PostgreSQL's
 * own reason when it exits first. `onLog` gets everything it prints.
 */
export function startPostmaster(opts: {
  binaries: PostgresBinaries;
  dir: string;
  port: number;
  runAs: SystemUser | undefined;
  flags: string[];
  onLog: (m: string) => void;
}): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawnAs(opts.binaries.postgres, ['-D', opts.dir, '-p', String(opts.port), ...opts.flags], opts.runAs, withBackendMalloc(ENV));
    const recent: string[] = [];
    let ready = false;
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      opts.onLog(text);
      if (ready) return;
      for (const line of text.split('\n')) if (line.trim()) recent.push(line.trim());
      recent.splice(0, recent.length - 5);
      if (text.includes(READY)) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('error', (err) => reject(cannotRun(opts.binaries.postgres, opts.runAs, err)));
    child.once('close', (code, signal) => {
      if (ready) return;
      const why = recent.filter((l) => /FATAL|ERROR|PANIC/.test(l)).pop() ?? recent.pop() ?? `it exited (${signal ?? `code ${code}`})`;
      reject(new Error(why));
    });
  });
}

/** Fast shutdown (SIGINT): open transactions are rolled back, the cluster is left clean. */
export function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/** Stops a postmaster this process did not start (its pid file is in `dir`), waiting for it. */
export function stopWithPgCtl(binaries: PostgresBinaries, dir: string, runAs: SystemUser | undefined): Promise<void> {
  return runToEnd(binaries.pgCtl, ['stop', '-D', dir, '-m', 'fast', '-w'], runAs);
}
