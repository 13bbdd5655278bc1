/**
 * `npm start -- --database-only`: only the PostgreSQL of DATA_DIR, so rows a stopped upgrade
 * names can be corrected with psql before the next `npm start`: no bootstrap, no migration,
 * no site. It holds the data folder's lock like a server; Ctrl+C stops it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type ServerConfig } from './config.ts';
import { lockDataDir } from './platform/db/data-dir-lock.ts';
import { startEmbeddedPostgres } from './platform/db/embedded.ts';
import { loadSecrets } from './platform/secrets.ts';

export interface DatabaseOnly {
  /** The superuser's connection string. */
  url: string;
  close(): Promise<void>;
}

export async function startDatabaseOnly(config: ServerConfig, log: (m: string) => void): Promise<DatabaseOnly> {
  if (config.databaseUrl) throw new ConfigError('--database-only starts the embedded PostgreSQL of DATA_DIR; with DATABASE_URL set, connect to that database directly.');
  // A new cluster would be empty: there is nothing to correct in it.
  if (!fs.existsSync(path.join(config.dataDir, 'secrets.json'))) throw new ConfigError(`${config.dataDir} holds no site yet: --database-only opens the database of an existing DATA_DIR.`);
  const lock = await lockDataDir(config.dataDir);
  try {
    const secrets = await loadSecrets(config.dataDir);
    const cluster = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.pgPort, password: secrets.postgresPassword, log });
    return {
      url: cluster.url,
      async close() {
        try {
          await cluster.stop();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
