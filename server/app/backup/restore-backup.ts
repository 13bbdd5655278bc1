/**
 * Restores a backup archive into an empty data folder: checks every file against the
 * manifest, lays the folder out as the server expects it (the cluster where
 * embedded.ts looks for it, relocated when PostgreSQL's system user cannot reach it), then
 * starts PostgreSQL once so its recovery makes the database consistent, and reports what
 * was restored. Nothing is left behind when the archive is damaged.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import pg from 'pg';
import { readTar, TarFormatError } from './tar.ts';
import { ARCHIVE_FORMAT, MANIFEST_NAME, packageVersion, type BackupManifest } from './manifest.ts';
import { clusterDir as chooseClusterDir, startEmbeddedPostgres } from '../../platform/db/embedded.ts';
import { lockDataDir } from '../../platform/db/data-dir-lock.ts';
import { ensurePostgresUser, runningAsRoot } from '../../platform/db/system-user.ts';
import { listMigrations } from '../../platform/db/migrate.ts';
import { MIGRATIONS_DIR } from '../../platform/db/setup.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { forgetDatabaseIdentity } from '../../platform/storage/store-owner.ts';

/** Refused before anything was written: the message says why. */
export class RestoreRefusedError extends Error {}

export interface RestoreReport {
  dataDir: string;
  clusterDir: string;
  createdAt: string;
  release: BackupManifest['release'];
  /** Rows in the site's tables (schema public) and staff accounts. */
  rows: number;
  tables: number;
  users: number;
  storedFiles: number;
  storedBytes: number;
  /** Migrations of this release the archive's database does not have yet (applied at the next start). */
  pendingMigrations: number;
}

function damaged(archive: string, detail: string): RestoreRefusedError {
  return new RestoreRefusedError(`The archive ${archive} is damaged (${detail}); nothing was restored.`);
}

function ensureEmpty(dataDir: string): void {
  if (!fs.existsSync(dataDir)) return;
  if (!fs.statSync(dataDir).isDirectory()) throw new RestoreRefusedError(`${dataDir} is a file, not a folder; nothing was restored.`);
  const entries = fs.readdirSync(dataDir);
  if (entries.includes('server.lock')) {
    throw new RestoreRefusedError(`The data folder ${dataDir} is in use by a server (it has server.lock); restore into an empty folder.`);
  }
  if (entries.length > 0) throw new RestoreRefusedError(`The data folder ${dataDir} is not empty; restore into an empty or new folder.`);
}

/** Where an archive entry goes, or undefined for a name no backup of ours contains. */
function target(name: string, dataDir: string, clusterDir: string): string | undefined {
  const parts = name.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return undefined;
  if (parts[0] === 'database') return path.join(clusterDir, ...parts.slice(1));
  if (parts[0] === 'storage' || parts[0] === 'outbox' || name === 'secrets.json') return path.join(dataDir, ...parts);
  return undefined;
}

/**
 * Counts what came back, and makes the copy a database of its own: it forgets the original's
 * identity, so it never owns (and never deletes from) the original's object store.
 */
async function countRestored(url: string): Promise<{ rows: number; tables: number; users: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await forgetDatabaseIdentity(client);
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    );
    let rows = 0;
    for (const t of tables) rows += Number((await client.query<{ n: string }>(`select count(*) as n from ${t.name}`)).rows[0]!.n);
    const users = await client.query<{ n: string }>(`select case when to_regclass('auth.users') is null then 0 else (select count(*) from auth.users) end as n`);
    return { rows, tables: tables.length, users: Number(users.rows[0]!.n) };
  } finally {
    await client.end();
  }
}

export async function restoreBackup(opts: { archive: string; dataDir: string; log?: (m: string) => void }): Promise<RestoreReport> {
  const log = opts.log ?? (() => {});
  const archive = path.resolve(opts.archive);
  const dataDir = path.resolve(opts.dataDir);
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new RestoreRefusedError(`No backup archive at ${archive}.`);
  ensureEmpty(dataDir);
  const createdDataDir = !fs.existsSync(dataDir);
  const lock = await lockDataDir(dataDir);
  const runAs = runningAsRoot() ? ensurePostgresUser() : undefined;
  if (runAs) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o711);
  const clusterDir = chooseClusterDir(dataDir, runAs, log);
  const cleanUp = () => {
    // A relocated cluster's folder (/var/lib/ajans-cms/<hash>) was made for this restore.
    fs.rmSync(clusterDir.startsWith(dataDir + path.sep) ? clusterDir : path.dirname(clusterDir), { recursive: true, force: true });
    for (const e of fs.readdirSync(dataDir)) if (e !== 'server.lock') fs.rmSync(path.join(dataDir, e), { recursive: true, force: true });
  };
  try {
    let manifest: BackupManifest | undefined;
    const written = new Map<string, { size: number; sha256: string }>();
    let storedFiles = 0;
    let storedBytes = 0;
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    const gunzip = fs.createReadStream(archive).pipe(zlib.createGunzip());
    try {
      await readTar(gunzip, async (entry, body) => {
        if (entry.name === MANIFEST_NAME) {
          const chunks: Buffer[] = [];
          for await (const c of body) chunks.push(c);
          try {
            manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
          } catch {
            throw damaged(archive, 'its manifest.json is not readable');
          }
          return;
        }
        if (entry.name === 'database') return;
        const to = target(entry.name, dataDir, clusterDir);
        if (!to) throw damaged(archive, `it holds ${JSON.stringify(entry.name)}, which no Ajans CMS backup contains`);
        if (entry.type === 'directory') {
          fs.mkdirSync(to, { recursive: true, mode: entry.mode | 0o700 });
          return;
        }
        fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
        const hash = crypto.createHash('sha256');
        const out = await fs.promises.open(to, 'wx', entry.mode & 0o777);
        try {
          for await (const chunk of body) {
            hash.update(chunk);
            await out.write(chunk);
          }
        } finally {
          await out.close();
        }
        written.set(entry.name, { size: entry.size, sha256: hash.digest('hex') });
        if (entry.name.startsWith('storage/')) {
          storedFiles++;
          storedBytes += entry.size;
        }
      });
    } catch (err) {
      if (err instanceof RestoreRefusedError) throw err;
      if (err instanceof TarFormatError || (err as NodeJS.ErrnoException).code?.startsWith('Z_')) throw damaged(archive, (err as Error).message);
      throw err;
    }
    if (!manifest || manifest.format !== ARCHIVE_FORMAT) throw damaged(archive, 'it has no Ajans CMS manifest.json');
    for (const [name, want] of Object.entries(manifest.files)) {
      const got = written.get(name);
      if (!got) throw damaged(archive, `${name} is missing`);
      if (got.sha256 !== want.sha256 || got.size !== want.size) throw damaged(archive, `the checksum of ${name} does not match its manifest`);
    }
    for (const name of written.keys()) if (!manifest.files[name]) throw damaged(archive, `${name} is not in its manifest`);

    if (runAs) {
      const chownAll = (p: string) => {
        fs.chownSync(p, runAs.uid, runAs.gid);
        if (fs.statSync(p).isDirectory()) for (const e of fs.readdirSync(p)) chownAll(path.join(p, e));
      };
      chownAll(clusterDir);
    }
    fs.chmodSync(clusterDir, 0o700);

    // PostgreSQL's recovery from backup_label replays the WAL that came with the backup.
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Secrets;
    log('Starting PostgreSQL once to recover the database from the backup…');
    const cluster = await startEmbeddedPostgres({ dataDir, port: 0, password: secrets.postgresPassword, log });
    let counts: Awaited<ReturnType<typeof countRestored>>;
    try {
      counts = await countRestored(cluster.url);
    } finally {
      await cluster.stop();
    }
    const pendingMigrations = listMigrations(MIGRATIONS_DIR).filter((m) => !manifest!.release.migration || m.version > manifest!.release.migration).length;
    return {
      dataDir,
      clusterDir,
      createdAt: manifest.createdAt,
      release: manifest.release,
      ...counts,
      storedFiles,
      storedBytes,
      pendingMigrations,
    };
  } catch (err) {
    cleanUp();
    lock.release();
    if (createdDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  } finally {
    lock.release();
  }
}

/** The lines `npm run restore` prints. */
export function describeRestore(r: RestoreReport): string {
  const mb = (r.storedBytes / 1024 / 1024).toFixed(1);
  const lines = [
    `Restored the backup of ${r.createdAt} (release ${r.release.version}, migration ${r.release.migration ?? 'none'}) into ${r.dataDir}:`,
    `  database: ${r.rows} rows in ${r.tables} tables, ${r.users} staff accounts${r.clusterDir.startsWith(r.dataDir + path.sep) ? '' : ` (cluster in ${r.clusterDir})`}`,
    `  stored files: ${r.storedFiles} (${mb} MB)`,
    `  secrets: signing keys and database passwords`,
  ];
  if (r.pendingMigrations > 0) lines.push(`  This release (${packageVersion()}) has ${r.pendingMigrations} newer migrations; the next start applies them.`);
  lines.push(`Start the site with: DATA_DIR=${r.dataDir} npm start`);
  return lines.join('\n');
}
