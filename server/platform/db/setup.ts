/**
 * Brings the database to the state the API needs: starts the embedded cluster (or uses
 * DATABASE_URL), applies the Supabase bootstrap, then the project's migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded.ts';
import { localSocketUrl } from './local-socket.ts';
import { applyMigrations, MigrationError, pendingMigrations, withMigrationLock } from './migrate.ts';
import { checkPendingMigrations } from './migration-preflight.ts';
import { describeUpgradeStop, earlierUpgradeBackup, forgetUpgradeBackup, rememberUpgradeBackup } from './upgrade-stop.ts';
import { DatabaseAvailability } from '../http/database-availability.ts';
import type { Secrets } from '../secrets.ts';
import { DATABASE_IDENTITY_SQL } from '../storage/store-owner.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'supabase', 'migrations');
const BOOTSTRAP_SQL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql');

// Dates and timestamps reach the API as PostgreSQL prints them, as PostgREST returns them.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => v);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => v);
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** One row /health rewrites, so the check proves the database still accepts writes. */
const HEALTH_TABLE_SQL = `
create schema if not exists _embedded;
revoke all on schema _embedded from public;
create table if not exists _embedded.health_check (id int primary key, checked_at timestamptz not null);`;

export interface Database {
  /** Owner connection string (printed in the banner, used by the Supabase CLI). */
  url: string;
  admin: pg.Pool;
  api: pg.Pool;
  /** Whether the database answers right now (503s while it does not). */
  availability: DatabaseAvailability;
  /** Folders whose free space /health reports (DATA_DIR, and the cluster when elsewhere). */
  diskDirs: string[];
  /** The embedded cluster's folder (backups copy it); undefined over DATABASE_URL. */
  clusterDir?: string;
  close(): Promise<void>;
}

/**
 * A pool whose clients can never raise an unhandled 'error': a connection lost while a client
 * is checked out (the database killed or restarted) would otherwise crash the process. The
 * query in flight fails on its own; the pool drops the broken client when it is released.
 */
function resilientPool(config: pg.PoolConfig, onLost: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionTimeoutMillis: 5000, ...config });
  pool.on('error', onLost);
  pool.on('connect', (client) => client.on('error', onLost));
  return pool;
}

function withCredentials(url: string, user: string, password: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = encodeURIComponent(password);
  return u.toString();
}

/**
 * The pending migrations checked against the rows (migration-preflight.ts) before any is
 * applied: when rows refuse one, the start stops with everything listed and nothing applied,
 * and the backup is taken once per upgrade (not once per start); when none do, the backup
 * before the upgrade is taken and its file answered.
 */
async function checkUpgrade(
  client: pg.ClientBase,
  migrationsDir: string,
  opts: { dataDir: string; log: (m: string) => void; backup?: () => Promise<string> },
): Promise<string | undefined> {
  return withMigrationLock(client, async () => {
    const { pending } = await pendingMigrations(client, migrationsDir);
    if (pending.length === 0) return undefined;
    const { rows } = await client.query<{ v: string | null }>('select max(version) as v from supabase_migrations.schema_migrations');
    const upgrade = { from: rows[0]?.v ?? null, to: pending.at(-1)!.version };
    opts.log(`${pending.length} new migrations to apply: checking them against the data first…`);
    const report = await checkPendingMigrations(client, pending);
    const stopped = report.refused.length > 0 || report.stopped !== undefined;
    if (!stopped) {
      if (!opts.backup) return undefined;
      opts.log('Taking a backup before the upgrade…');
      const file = await opts.backup();
      opts.log(`Backup before the upgrade: ${file}`);
      return file;
    }
    const earlier = earlierUpgradeBackup(opts.dataDir, upgrade);
    let backup = earlier && { ...earlier, reused: true };
    if (!backup && opts.backup) {
      const file = await opts.backup();
      opts.log(`Backup before the upgrade: ${file}`);
      const taken = { ...upgrade, file, createdAt: new Date().toISOString() };
      rememberUpgradeBackup(opts.dataDir, taken);
      backup = { ...taken, reused: false };
    }
    throw new Error(describeUpgradeStop(report, { newest: upgrade.from, pending: pending.length, embedded: opts.backup !== undefined, backup }));
  });
}

export async function setupDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  pgPort: number;
  secrets: Secrets;
  log: (m: string) => void;
  migrationsDir?: string;
  /**
   * Takes a backup of the embedded cluster before pending migrations change a database that
   * has data, and answers its file (the app's backups, BACKUP_DIR); unset: none is taken.
   */
  backupBeforeUpgrade?: (session: { client: pg.ClientBase; clusterDir: string }) => Promise<string>;
}): Promise<Database> {
  let cluster: EmbeddedCluster | undefined;
  let url = opts.databaseUrl;
  // Its probe uses the owner pool, made once the cluster runs.
  const availability = new DatabaseAvailability(() => admin.query('select 1'), opts.log);
  if (!url) {
    cluster = await startEmbeddedPostgres({
      dataDir: opts.dataDir,
      port: opts.pgPort,
      password: opts.secrets.postgresPassword,
      log: opts.log,
      onExit: (reason) => availability.markDown(reason),
    });
    url = cluster.url;
  }
  let lastLoss = 0;
  const lost = (err: Error) => {
    // One line per outage, not one per broken client.
    if (Date.now() - lastLoss > 5000) opts.log(`database: ${err.message}`);
    lastLoss = Date.now();
    availability.observe(err);
  };
  const admin = resilientPool({ connectionString: url, max: 10, application_name: 'embedded-supabase' }, lost);
  // The API pool's address: the embedded cluster's Unix socket where there is one.
  let apiUrl = url;
  try {
    const client = await admin.connect();
    try {
      await client.query(`select set_config('embedded.authenticator_password', $1, false)`, [opts.secrets.authenticatorPassword]);
      await client.query(fs.readFileSync(BOOTSTRAP_SQL, 'utf8'));
      await client.query(`select set_config('embedded.authenticator_password', '', false)`);
      const migrationsDir = opts.migrationsDir ?? MIGRATIONS_DIR;
      // An upgrade of a site that has data is checked against its rows first, then starts
      // from a backup it can return to.
      let backupFile: string | undefined;
      const { fresh } = await pendingMigrations(client, migrationsDir);
      if (!fresh) {
        backupFile = await checkUpgrade(client, migrationsDir, {
          dataDir: opts.dataDir,
          log: opts.log,
          backup: cluster && opts.backupBeforeUpgrade ? () => opts.backupBeforeUpgrade!({ client, clusterDir: cluster.dir }) : undefined,
        });
      }
      try {
        await applyMigrations(client, migrationsDir, opts.log);
      } catch (err) {
        if (!(err instanceof MigrationError)) throw err;
        const kept = err.applied.length > 0 ? ` Applied before it, and still applied: ${err.applied.join(', ')}.` : ' Nothing of this start was applied.';
        const back = backupFile
          ? ` The database as it was before this start is in ${backupFile}: to return to the previous release, restore it into a new folder with this release's npm run restore -- ${backupFile} --data-dir <new folder>, then start the previous release with DATA_DIR=<new folder>.`
          : '';
        const fix = cluster ? ' To correct rows: npm start -- --database-only (only PostgreSQL, its connection string printed), then npm start again.' : '';
        throw new Error(`${err.message}${kept}${fix}${back}`, { cause: err });
      }
      if (backupFile) forgetUpgradeBackup(opts.dataDir);
      await client.query(HEALTH_TABLE_SQL);
      await client.query(DATABASE_IDENTITY_SQL);
      if (cluster) apiUrl = (await localSocketUrl(client, url)) ?? url;
    } finally {
      client.release();
    }
  } catch (err) {
    availability.close();
    await admin.end().catch(() => {});
    await cluster?.stop().catch(() => {});
    throw err;
  }
  const api = resilientPool(
    { connectionString: withCredentials(apiUrl, 'authenticator', opts.secrets.authenticatorPassword), max: 20, application_name: 'embedded-supabase-api' },
    lost,
  );
  return {
    url,
    admin,
    api,
    availability,
    diskDirs: [...new Set([opts.dataDir, cluster?.dir ?? opts.dataDir])],
    clusterDir: cluster?.dir,
    async close() {
      availability.close();
      await api.end().catch(() => {});
      await admin.end().catch(() => {});
      await cluster?.stop();
    },
  };
}
