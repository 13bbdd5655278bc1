/**
 * Brings the database to the state the API needs: starts the embedded cluster (or uses
 * DATABASE_URL), applies the Supabase bootstrap, then the project's migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded.ts';
import { applyMigrations } from './migrate.ts';
import type { Secrets } from '../secrets.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'supabase', 'migrations');
const BOOTSTRAP_SQL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql');

// Dates and timestamps reach the API as PostgreSQL prints them, as PostgREST returns them.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => v);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => v);
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface Database {
  /** Owner connection string (printed in the banner, used by the Supabase CLI). */
  url: string;
  admin: pg.Pool;
  api: pg.Pool;
  close(): Promise<void>;
}

function withCredentials(url: string, user: string, password: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = encodeURIComponent(password);
  return u.toString();
}

export async function setupDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  pgPort: number;
  secrets: Secrets;
  log: (m: string) => void;
  migrationsDir?: string;
}): Promise<Database> {
  let cluster: EmbeddedCluster | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    cluster = await startEmbeddedPostgres({ dataDir: opts.dataDir, port: opts.pgPort, password: opts.secrets.postgresPassword, log: opts.log });
    url = cluster.url;
  }
  const admin = new pg.Pool({ connectionString: url, max: 10, application_name: 'embedded-supabase' });
  admin.on('error', (e) => opts.log(`database: ${e.message}`));
  try {
    const client = await admin.connect();
    try {
      await client.query(`select set_config('embedded.authenticator_password', $1, false)`, [opts.secrets.authenticatorPassword]);
      await client.query(fs.readFileSync(BOOTSTRAP_SQL, 'utf8'));
      await client.query(`select set_config('embedded.authenticator_password', '', false)`);
      await applyMigrations(client, opts.migrationsDir ?? MIGRATIONS_DIR, opts.log);
    } finally {
      client.release();
    }
  } catch (err) {
    await admin.end().catch(() => {});
    await cluster?.stop().catch(() => {});
    throw err;
  }
  const api = new pg.Pool({
    connectionString: withCredentials(url, 'authenticator', opts.secrets.authenticatorPassword),
    max: 20,
    application_name: 'embedded-supabase-api',
  });
  api.on('error', (e) => opts.log(`database: ${e.message}`));
  return {
    url,
    admin,
    api,
    async close() {
      await api.end().catch(() => {});
      await admin.end().catch(() => {});
      await cluster?.stop();
    },
  };
}
