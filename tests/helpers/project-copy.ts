/**
 * A copy of the project in a temporary folder (the files git knows, committed or not, and a
 * link to node_modules), for tests that edit schema/ and run the project's own commands.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ProjectCopy {
  dir: string;
  /** Replaces `from` (which must occur) in a file of the copy. */
  edit(file: string, from: string, to: string): void;
  write(file: string, content: string): void;
  read(file: string): string;
  /** Runs an npm script's command (`tsx <file> …`) in the copy; never throws. */
  run(script: string, args?: string[]): { status: number | null; output: string };
  remove(): void;
}

export function copyProject(): ProjectCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-copy-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: PROJECT_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('tests/') && !f.startsWith('bench/') && fs.existsSync(path.join(PROJECT_ROOT, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.copyFileSync(path.join(PROJECT_ROOT, f), path.join(dir, f));
  }
  fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
  return {
    dir,
    edit(file, from, to) {
      const p = path.join(dir, file);
      const text = fs.readFileSync(p, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      fs.writeFileSync(p, text.replace(from, to));
    },
    write(file, content) {
      fs.writeFileSync(path.join(dir, file), content);
    },
    read(file) {
      return fs.readFileSync(path.join(dir, file), 'utf8');
    },
    run(script, args = []) {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
      const [bin, ...rest] = pkg.scripts[script]!.split(' ');
      if (bin !== 'tsx') throw new Error(`npm script ${script} is not a tsx command`);
      const r = spawnSync(tsx, [...rest, ...args], { cwd: dir, encoding: 'utf8', timeout: 240_000 });
      return { status: r.status, output: `${r.stdout}${r.stderr}` };
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
