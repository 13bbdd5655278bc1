/**
 * One Deno process per Edge Function, started on its first call: `deno run` of
 * deno-bootstrap.ts with the function's index.ts, resolving `npm:` imports from the project's
 * node_modules only (`--node-modules-dir=manual --cached-only`: no network, no download), with
 * the permissions a function here needs: net to loopback and this server's and the database's
 * hosts, read of the functions folder, the env Supabase injects, no write, no run.
 * A process that exits is started again at the next call; stop() ends it with the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';

export interface DenoWorkerOptions {
  name: string;
  /** The function's entry file, `<functions dir>/<name>/index.ts`. */
  entry: string;
  functionsDir: string;
  /** Where Deno runs: `npm:` imports resolve from its node_modules. */
  projectDir: string;
  denoPath?: string;
  /** The variables the function sees (SUPABASE_URL, SUPABASE_ANON_KEY, …). */
  env: () => Record<string, string>;
  /** Hosts (host or host:port) the function may connect to, besides 127.0.0.1. */
  netHosts: () => string[];
  bootTimeoutMs: number;
  log: (message: string) => void;
}

/** A function's process could not start; the gateway answers 503 BOOT_ERROR. */
export class FunctionBootError extends Error {}

export interface RunningWorker {
  port: number;
  gate: string;
  pid: number;
}

const BOOTSTRAP = path.join(import.meta.dirname, 'deno-bootstrap.ts');

/** The Deno binary of the npm package `deno` (its own installer knows where it put it). */
function packagedDeno(): string {
  const require = createRequire(import.meta.url);
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

export class DenoWorker {
  private starting?: Promise<RunningWorker>;
  private child?: ChildProcess;
  private stopped = false;
  /** Processes started so far (tests and operators). */
  starts = 0;

  constructor(private readonly opts: DenoWorkerOptions) {}

  /** The running process, started if needed (concurrent first calls share one start). */
  get(): Promise<RunningWorker> {
    if (this.stopped) return Promise.reject(new FunctionBootError('the server is stopping'));
    this.starting ??= this.start().catch((err: unknown) => {
      this.starting = undefined;
      throw err;
    });
    return this.starting;
  }

  /** The process id while one runs (tests and operators). */
  get pid(): number | undefined {
    const child = this.child;
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  private start(): Promise<RunningWorker> {
    const { name, entry, functionsDir, env, netHosts, bootTimeoutMs, log } = this.opts;
    let deno: string;
    try {
      deno = this.opts.denoPath ?? packagedDeno();
    } catch (err) {
      return Promise.reject(new FunctionBootError(`Deno not found (npm package "deno"): ${(err as Error).message}`));
    }
    const variables = env();
    this.starts++;
    const gate = crypto.randomBytes(24).toString('base64url');
    const args = [
      'run',
      '--node-modules-dir=manual',
      '--cached-only',
      '--no-prompt',
      `--allow-net=${['127.0.0.1', ...netHosts()].join(',')}`,
      `--allow-read=${functionsDir}`,
      `--allow-env=${Object.keys(variables).join(',')}`,
      BOOTSTRAP,
      pathToFileURL(entry).href,
    ];
    const child = spawn(deno, args, {
      // The project root: where `npm:` imports are found in node_modules.
      cwd: this.opts.projectDir,
      env: { ...variables, PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}), NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdin!.on('error', () => undefined);
    child.stdin!.write(`${gate}\n`);
    const stderrTail: string[] = [];
    createInterface({ input: child.stderr! }).on('line', (line) => {
      stderrTail.push(line);
      if (stderrTail.length > 20) stderrTail.shift();
      log(`[functions/${name}] ${line}`);
    });
    return new Promise<RunningWorker>((resolve, reject) => {
      let ready = false;
      const timer = setTimeout(() => {
        reject(new FunctionBootError(`${name} did not listen within ${bootTimeoutMs} ms`));
        child.kill('SIGKILL');
      }, bootTimeoutMs);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const port = !ready && /^FUNCTION_READY (\d+)$/.exec(line);
        if (port) {
          ready = true;
          clearTimeout(timer);
          resolve({ port: Number(port[1]), gate, pid: child.pid! });
        } else {
          log(`[functions/${name}] ${line}`);
        }
      });
      child.on('error', (err) => {
        clearTimeout(timer);
        if (this.child === child) this.starting = undefined;
        reject(new FunctionBootError(`could not run Deno (${deno}): ${err.message}`));
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (this.child === child) this.starting = undefined;
        if (!ready) reject(new FunctionBootError(`${name} exited before listening (${signal ?? `code ${code}`}): ${stderrTail.join(' | ')}`));
        else if (!this.stopped) log(`[functions/${name}] exited (${signal ?? `code ${code}`}); the next call starts it again`);
      });
    });
  }

  /** Ends the process (closing its stdin ends it; SIGKILL after 5 s). */
  async stop(): Promise<void> {
    this.stopped = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin?.end();
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}
