/** `npm start` as a child process (server/main.ts), with its output collected. */
import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from '../../server/db/setup.ts';

export interface Run {
  pid: number;
  output: () => string;
  waitFor(re: RegExp, ms?: number): Promise<RegExpExecArray>;
  exit: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

export function startCli(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    pid: child.pid!,
    output: () => out,
    exit,
    kill: (s) => child.kill(s),
    async waitFor(re, ms = 90_000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const m = re.exec(out);
        if (m) return m;
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`Timed out waiting for ${re} in:\n${out}`);
    },
  };
}
