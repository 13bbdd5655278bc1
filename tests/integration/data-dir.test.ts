/**
 * The data folder belongs to one server: a second `npm start` on it is refused while the
 * first is alive and allowed after the first was killed. A folder PostgreSQL's system user
 * cannot reach (root, a home folder of mode 700) still works, and a folder the server cannot
 * use is named in a clear message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from '../helpers/cli.ts';

describe('the data folder', () => {
  let distDir: string;
  const temps: string[] = [];
  const temp = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    temps.push(dir);
    return dir;
  };
  beforeAll(() => {
    distDir = temp('ajans-dist-');
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>test</title>');
  });
  afterAll(() => {
    for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  });

  const env = (dataDir: string) => ({ PORT: '0', PG_PORT: '0', DATA_DIR: dataDir, DIST_DIR: distDir, SEED: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });

  it('refuses a second start while the first serves, and allows one after the first was killed', async () => {
    const dataDir = temp('ajans-lock-');
    const first = startCli(env(dataDir));
    const [, site] = await first.waitFor(/Site:\s+(http:\/\/\S+)\//);
    const [, anonKey] = await first.waitFor(/Anon key:\s+(\S+)/);
    await first.waitFor(/Started in/);
    const port = new URL(site!).port;

    const second = startCli(env(dataDir));
    expect(await second.exit).toBe(1);
    expect(second.output().trim()).toMatch(
      new RegExp(`^Could not start: Another Ajans CMS server \\(pid ${first.pid}, port ${port}, started [^)]+\\) is using the data folder ${dataDir}\\. Stop it first or set DATA_DIR to another folder\\.$`),
    );
    // The first one's database was left alone.
    expect((await fetch(`${site}/health`)).status).toBe(200);
    expect((await fetch(`${site}/rest/v1/pages?select=id`, { headers: { apikey: anonKey! } })).status).toBe(200);

    first.kill('SIGKILL');
    await first.exit;
    const third = startCli(env(dataDir));
    const [, site3] = await third.waitFor(/Site:\s+(http:\/\/\S+)\//);
    await third.waitFor(/Started in/);
    expect(third.output()).toMatch(/Stopping the PostgreSQL \(pid \d+\) left running by an earlier start/);
    expect((await fetch(`${site3}/health`)).status).toBe(200);
    third.kill('SIGTERM');
    expect(await third.exit).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('starts with DATA_DIR inside a folder of mode 700 (a project cloned under /root)', async () => {
    const home = temp('ajans-home-');
    fs.chmodSync(home, 0o700);
    const dataDir = path.join(home, 'ajans-cms', 'data');
    const run = startCli(env(dataDir));
    const [, site] = await run.waitFor(/Site:\s+(http:\/\/\S+)\//);
    await run.waitFor(/Started in/);
    expect((await fetch(`${site}/health`)).status).toBe(200);
    run.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    const record = path.join(dataDir, 'postgres-location');
    if (process.getuid?.() === 0) {
      // PostgreSQL runs as its own system user, which cannot enter `home`: the cluster moves out.
      const cluster = fs.readFileSync(record, 'utf8').trim();
      temps.push(path.dirname(cluster));
      expect(cluster).toMatch(/^\/var\/lib\/ajans-cms\/[0-9a-f]{16}\/postgres$/);
      expect(run.output()).toContain(`PostgreSQL runs as the system user "postgres", which cannot enter ${home}; its cluster is kept in ${cluster} instead (recorded in ${record}).`);
      expect(fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
      expect((fs.statSync(home).mode & 0o777).toString(8)).toBe('700');
      // A later start finds it again and changes nothing.
      const again = startCli(env(dataDir));
      await again.waitFor(/Started in/);
      expect(again.output()).not.toMatch(/Applied migration|cannot enter/);
      again.kill('SIGTERM');
      expect(await again.exit).toBe(0);
    } else {
      // Not root: PostgreSQL runs as this user, who can reach its own folders.
      expect(fs.existsSync(record)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    }
  });

  it('a copy of a running server\'s data folder, started on the same host, leaves the first one\'s PostgreSQL alone', async () => {
    const dataDir = temp('ajans-copy-src-');
    const first = startCli(env(dataDir));
    let second: ReturnType<typeof startCli> | undefined;
    try {
      const [, site] = await first.waitFor(/Site:\s+(http:\/\/\S+)\//);
      const [, anonKey] = await first.waitFor(/Anon key:\s+(\S+)/);
      await first.waitFor(/Started in/);
      const cluster = path.join(dataDir, 'postgres');
      const postmasterPid = Number(fs.readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // What an operator does to "back up" by hand: copy the folder, drop the copied lock.
      const copy = `${dataDir}-copy`;
      temps.push(copy);
      execFileSync('cp', ['-a', dataDir, copy]);
      fs.rmSync(path.join(copy, 'server.lock'));
      second = startCli(env(copy));
      const [, site2] = await second.waitFor(/Site:\s+(http:\/\/\S+)\//);
      await second.waitFor(/Started in/);
      expect(second.output()).toContain(
        `postmaster.pid names pid ${postmasterPid}, which is not this cluster's PostgreSQL (it runs in ${fs.realpathSync(cluster)}); leaving it alone.`,
      );
      expect(second.output()).not.toContain('Stopping the PostgreSQL');
      // The first server's PostgreSQL never stopped, and both serve.
      expect(first.output()).not.toContain('PostgreSQL exited');
      expect(() => process.kill(postmasterPid, 0)).not.toThrow();
      expect((await fetch(`${site}/rest/v1/pages?select=id`, { headers: { apikey: anonKey! } })).status).toBe(200);
      expect((await fetch(`${site2}/health`)).status).toBe(200);
      second.kill('SIGTERM');
      expect(await second.exit).toBe(0);
      expect(() => process.kill(postmasterPid, 0)).not.toThrow();
      first.kill('SIGTERM');
      expect(await first.exit).toBe(0);
    } finally {
      // A failed expectation leaves no server running.
      for (const run of [first, second]) run?.kill('SIGTERM');
    }
  });

  it('names a data folder that cannot be created or written, and what is needed', async () => {
    const file = path.join(temp('ajans-file-'), 'not-a-folder');
    fs.writeFileSync(file, '');
    const underFile = startCli(env(path.join(file, 'data')));
    expect(await underFile.exit).toBe(1);
    expect(underFile.output().trim()).toBe(
      `Could not start: The data folder ${path.join(file, 'data')} cannot be created: a part of its path is a file, not a folder (at ${file}). Set DATA_DIR to a folder.`,
    );

    // sysfs accepts no new files, not even from root.
    const readOnly = startCli(env('/sys'));
    expect(await readOnly.exit).toBe(1);
    expect(readOnly.output().trim()).toBe(
      'Could not start: The data folder /sys is not writable (at /sys/server.lock): the user running the server needs read, write and enter (rwx) permission on it, or set DATA_DIR to another folder.',
    );
  });
});
