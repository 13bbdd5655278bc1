/**
 * `npm run backup` while the site serves and a writer inserts continuously, then
 * `npm run restore` into a fresh folder and `npm start` on it: every row acknowledged before
 * the backup started is there, every stored file is byte-identical, staff sign in. A restore
 * refuses a folder that is not empty and a damaged archive; a copied data folder started on
 * the same host leaves the original's PostgreSQL alone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, type Run } from '../helpers/cli.ts';
import { makeClient } from '../helpers/server.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';

const EMAIL = 'yedek@example.com';
const PASSWORD = 'yedek-parola-123';

/** Runs one of our scripts to its end and returns its exit code and output. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe('backup and restore', () => {
  const temps: string[] = [];
  const temp = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    temps.push(dir);
    return dir;
  };
  const runs: Run[] = [];
  let distDir: string;
  let dataDir: string;
  let archive: string;
  let site: string;
  let anonKey: string;
  const env = (dir: string) => ({ PORT: '0', PG_PORT: '0', DATA_DIR: dir, DIST_DIR: distDir, SEED: 'false', ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, BACKUP_SCHEDULE: 'off' });
  const start = async (dir: string) => {
    const run = startCli(env(dir));
    runs.push(run);
    const [, url] = await run.waitFor(/Site:\s+(http:\/\/\S+)\//);
    const [, key] = await run.waitFor(/Anon key:\s+(\S+)/);
    await run.waitFor(/Started in/);
    return { run, url: url!.replace('localhost', '127.0.0.1'), key: key! };
  };
  const signIn = async (url: string, key: string) => {
    const client = makeClient(url, key);
    const { error } = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    expect(error).toBeNull();
    return client;
  };

  beforeAll(async () => {
    distDir = temp('ajans-dist-');
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>test</title>');
    dataDir = temp('ajans-backup-src-');
    ({ url: site, key: anonKey } = await start(dataDir));
  });
  afterAll(async () => {
    for (const run of runs) {
      run.kill('SIGTERM');
      await run.exit;
    }
    for (const dir of temps) {
      // A cluster relocated out of a folder PostgreSQL's system user cannot enter (as root).
      const record = path.join(dir, 'data', 'postgres-location');
      if (fs.existsSync(record)) fs.rmSync(path.dirname(fs.readFileSync(record, 'utf8').trim()), { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('backs up while writes go on; the restored folder serves every acknowledged row, every file and the staff account', async () => {
    const staff = await signIn(site, anonKey);
    const files = new Map<string, string>();
    for (let i = 0; i < 6; i++) {
      const bytes = await sharp({ create: { width: 64 + i, height: 48, channels: 3, background: { r: 40 * i, g: 200 - 30 * i, b: 90 } } }).png().toBuffer();
      const name = `yedek/gorsel-${i}.png`;
      expect((await staff.storage.from('media').upload(name, bytes, { contentType: 'image/png' })).error).toBeNull();
      files.set(name, sha256(bytes));
    }
    // The writer: one post after another, each id recorded once its insert is acknowledged.
    const acknowledged: string[] = [];
    let writing = true;
    let n = 0;
    const writer = (async () => {
      while (writing) {
        n++;
        const { data, error } = await staff
          .from('blog_posts')
          .insert({ slug: `yedek-yazi-${n}`, title: `Yedek yazısı ${n}`, excerpt: 'Özet', content: '<p>x</p>', published: true })
          .select('id')
          .single();
        expect(error).toBeNull();
        acknowledged.push(data!.id as string);
      }
    })();
    while (acknowledged.length < 20) await new Promise((r) => setImmediate(r));
    const beforeBackup = [...acknowledged];
    const backupDir = temp('ajans-backups-');
    const backup = await runScript('scripts/backup.ts', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await writer;
    expect(backup.out).toMatch(/^Backup written: /);
    expect(backup.code).toBe(0);
    archive = /Backup written: (\S+)/.exec(backup.out)![1]!;
    expect(path.dirname(archive)).toBe(backupDir);
    expect(path.basename(archive)).toMatch(/^ajans-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/);
    expect(duringBackup).toBeGreaterThan(0); // the site kept taking writes meanwhile
    expect(backup.out).toContain(', 6 stored files, release 0.1.0 (migration ');

    const restoredDir = path.join(temp('ajans-restore-'), 'data');
    const restore = await runScript('scripts/restore.ts', [archive, '--data-dir', restoredDir], {});
    expect(restore.code).toBe(0);
    expect(restore.out).toMatch(new RegExp(`Restored the backup of \\S+ \\(release 0\\.1\\.0, migration \\d{14}\\) into ${restoredDir}:`));
    expect(restore.out).toMatch(/ {2}database: \d+ rows in \d+ tables, 1 staff accounts/);
    expect(restore.out).toContain('  stored files: 6 (');
    expect(restore.out).toContain(`Start the site with: DATA_DIR=${restoredDir} npm start`);

    // The original stops; the copy serves on its own.
    const original = runs[0]!;
    original.kill('SIGTERM');
    expect(await original.exit).toBe(0);
    const restored = await start(restoredDir);
    const client = await signIn(restored.url, restored.key);
    const ids = new Set<string>();
    for (let from = 0; ; from += 1000) {
      const { data, error } = await client.from('blog_posts').select('id').like('slug', 'yedek-yazi-%').range(from, from + 999);
      expect(error).toBeNull();
      data!.forEach((r) => ids.add(r.id as string));
      if (data!.length < 1000) break;
    }
    expect(beforeBackup.filter((id) => !ids.has(id))).toEqual([]);
    // Nothing the writer did not write, and nothing after its last acknowledged row.
    expect([...ids].every((id) => acknowledged.includes(id))).toBe(true);
    // The printed database URL works as printed with standard tools (psql; the Supabase CLI needs sslmode=disable).
    const [, dbUrl] = /Database:\s+(\S+)/.exec(restored.run.output())!;
    expect(dbUrl).toMatch(/^postgresql:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/postgres\?sslmode=disable$/);
    expect(execFileSync('psql', [dbUrl!, '-tAc', `select count(*) from public.blog_posts where slug like 'yedek-yazi-%'`], { encoding: 'utf8' }).trim()).toBe(String(ids.size));
    for (const [name, hash] of files) {
      const { data, error } = await client.storage.from('media').download(name);
      expect(error).toBeNull();
      expect(sha256(Buffer.from(await data!.arrayBuffer()))).toBe(hash);
    }
  });

  it('refuses a folder that is not empty, and a damaged archive, changing nothing', async () => {
    const busy = temp('ajans-restore-busy-');
    fs.writeFileSync(path.join(busy, 'notes.txt'), 'keep me');
    const refused = await runScript('scripts/restore.ts', [archive, '--data-dir', busy], {});
    expect(refused.code).toBe(1);
    expect(refused.out.trim()).toBe(`Restore failed: The data folder ${busy} is not empty; restore into an empty or new folder.`);
    expect(fs.readdirSync(busy)).toEqual(['notes.txt']);

    const bytes = fs.readFileSync(archive);
    const broken = path.join(temp('ajans-broken-'), 'broken.tar.gz');
    const middle = Math.floor(bytes.length / 2);
    for (let i = 0; i < 64; i++) bytes[middle + i] = bytes[middle + i]! ^ 0x5a;
    fs.writeFileSync(broken, bytes);
    const target = path.join(temp('ajans-restore-broken-'), 'data');
    const damaged = await runScript('scripts/restore.ts', [broken, '--data-dir', target], {});
    expect(damaged.code).toBe(1);
    expect(damaged.out.trim().split('\n').pop()).toMatch(new RegExp(`^Restore failed: The archive ${broken} is damaged \\([^\\n]+\\); nothing was restored\\.$`));
    expect(fs.existsSync(target)).toBe(false);
  });
});
