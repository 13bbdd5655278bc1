/** `npm start` as a child process (server/main.ts), with its output collected. */
import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';

export interface Run {
  pid: number;
  output: () => string;
  waitFor(re: RegExp, ms?: number): Promise<RegExpExecArray>;
  exit: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

/** Generous: three starts in one test on a loaded 2-core machine must still fit. */
const START_WAIT_MS = 180_000;

/** Starts the server of the project at `projectRoot` (this checkout unless told), with `args` after `npm start --`. */
export function startCli(env: Record<string, string>, projectRoot = PROJECT_ROOT, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // Waiters are checked on every chunk of output and when the process ends: no polling.
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((check) => check());
  child.stdout.on('data', (d) => ((out += d), changed()));
  child.stderr.on('data', (d) => ((out += d), changed()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.on('close', changed);
  return {
    pid: child.pid!,
    output: () => out,
    exit,
    kill: (s) => child.kill(s),
    waitFor(re, ms = START_WAIT_MS) {
      return new Promise<RegExpExecArray>((resolve, reject) => {
        const done = () => {
          waiters.delete(check);
          clearTimeout(timer);
        };
        const check = () => {
          const m = re.exec(out);
          if (m) {
            done();
            resolve(m);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            done();
            reject(new Error(`The server exited (${child.exitCode ?? child.signalCode}) before printing ${re}:\n${out}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`Timed out after ${ms / 1000} s waiting for ${re} in:\n${out}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}
