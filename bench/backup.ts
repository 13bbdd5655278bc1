/**
 * Benchmark: `npm run backup` (online, while the server runs) and `npm run restore` (into a
 * fresh folder) against a plain copy of the stopped data folder (`cp -a`, same run), for
 * (a) the demo site and (b) the same site with many blog posts and much media: 10,000 posts
 * inserted with SQL and ~1 GB of incompressible objects stored as Storage keeps them (a file
 * under DATA_DIR/storage/media and its storage.objects row). Prints times, sizes and the
 * ratios backup/copy and restore/copy. Each command runs as its own process, as an operator
 * runs it (tsx start-up included).
 *
 *   npm run bench:backup                                   # 10,000 posts, 200 × 5 MB of media
 *   BENCH_POSTS=1000 BENCH_MEDIA_MB=100 npm run bench:backup   # a quick run
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { loadConfig } from '../server/config.ts';
import { startServer, type RunningServer } from '../server/start.ts';
import { existingClusterDir } from '../server/platform/db/embedded.ts';
import { PROJECT_ROOT } from '../server/platform/db/setup.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const MEDIA_MB = Number(process.env.BENCH_MEDIA_MB ?? 1000);
const FILE_MB = 5;

interface Figures {
  folderBytes: number;
  copyMs: number;
  backupMs: number;
  archiveBytes: number;
  restoreMs: number;
}

/** Runs a project script (`scripts/<name>.ts`) as `npm run <name>` does; rejects on a non-zero exit. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(performance.now() - t0) : reject(new Error(`${script} exited ${code}:\n${out}`))));
  });
}

function copyFolder(from: string, to: string): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('cp', ['-a', from, to], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(performance.now() - t0) : reject(new Error(`cp -a exited ${code}`))));
  });
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(full);
    else if (entry.isFile()) total += fs.statSync(full).size;
  }
  return total;
}

async function startSite(dataDir: string, seed: boolean): Promise<RunningServer> {
  return startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: String(seed), BACKUP_SCHEDULE: 'off', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' }),
    () => {},
  );
}

/** Adds the posts and the media objects (files where Storage keeps them, with their rows). */
async function addLoad(server: RunningServer, dataDir: string): Promise<void> {
  const db = server.ctx.db.admin;
  await db.query(
    `insert into public.blog_posts (title, slug, excerpt, content, category, published)
     select 'Yazı ' || i, 'bench-yazi-' || i, 'Özet ' || i, repeat('<p>Bu bir deneme paragrafıdır. </p>', 20 + i % 40), 'Genel', i % 4 <> 0
     from generate_series(1, $1::int) i`,
    [POSTS],
  );
  const files = Math.max(1, Math.round(MEDIA_MB / FILE_MB));
  const folder = path.join(dataDir, 'storage', 'media', 'bench');
  fs.mkdirSync(folder, { recursive: true });
  for (let i = 0; i < files; i++) {
    const name = `bench/medya-${i}.bin`;
    const bytes = crypto.randomBytes(FILE_MB * 1024 * 1024);
    await fs.promises.writeFile(path.join(dataDir, 'storage', 'media', name), bytes);
    const metadata = { eTag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"`, size: bytes.length, mimetype: 'application/pdf', cacheControl: 'max-age=3600', lastModified: new Date().toISOString(), contentLength: bytes.length, httpStatusCode: 200 };
    await db.query(`insert into storage.objects (bucket_id, name, metadata, version) values ('media', $1, $2, $3)`, [name, metadata, crypto.randomUUID()]);
  }
}

/** Backup while the server runs; then, server stopped, the copy (baseline) and the restore. */
async function measureSite(label: string, dataDir: string, server: RunningServer, work: string): Promise<Figures> {
  const backupDir = path.join(work, `${label}-archives`);
  const backupMs = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
  const archive = path.join(backupDir, fs.readdirSync(backupDir).find((f) => f.endsWith('.tar.gz'))!);
  await server.close();

  const clusterDir = existingClusterDir(dataDir);
  const copyTo = path.join(work, `${label}-copy`);
  let copyMs = await copyFolder(dataDir, copyTo);
  let bytes = folderBytes(dataDir);
  if (!clusterDir.startsWith(dataDir + path.sep)) {
    // A relocated cluster (root, DATA_DIR unreachable for PostgreSQL's user) is part of the copy too.
    copyMs += await copyFolder(clusterDir, path.join(work, `${label}-copy-cluster`));
    bytes += folderBytes(clusterDir);
  }
  fs.rmSync(copyTo, { recursive: true, force: true });
  fs.rmSync(path.join(work, `${label}-copy-cluster`), { recursive: true, force: true });

  const restoreTo = path.join(work, `${label}-restored`);
  const restoreMs = await runScript('restore', [archive, '--data-dir', restoreTo], {});
  const figures = { folderBytes: bytes, copyMs, backupMs, archiveBytes: fs.statSync(archive).size, restoreMs };
  fs.rmSync(restoreTo, { recursive: true, force: true });
  fs.rmSync(backupDir, { recursive: true, force: true });
  return figures;
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function print(label: string, f: Figures): void {
  console.log(`\n${label}`);
  console.log(`  data folder ${mb(f.folderBytes)}, archive ${mb(f.archiveBytes)} (${(f.archiveBytes / f.folderBytes).toFixed(2)} of the folder)`);
  console.log(`  cp -a of the stopped folder  ${s(f.copyMs)}   (baseline)`);
  console.log(`  npm run backup (online)      ${s(f.backupMs)}   ${(f.backupMs / f.copyMs).toFixed(1)}× the copy`);
  console.log(`  npm run restore              ${s(f.restoreMs)}   ${(f.restoreMs / f.copyMs).toFixed(1)}× the copy`);
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-backup-'));
  const dataDir = path.join(work, 'data');
  try {
    let server = await startSite(dataDir, true);
    const demo = await measureSite('demo', dataDir, server, work);
    print('Demo site', demo);

    server = await startSite(dataDir, false);
    await addLoad(server, dataDir);
    const large = await measureSite('large', dataDir, server, work);
    print(`Demo site + ${POSTS.toLocaleString('en')} blog posts + ${MEDIA_MB} MB of media (${Math.round(MEDIA_MB / FILE_MB)} files)`, large);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
