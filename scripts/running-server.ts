/**
 * The embedded server a command-line script talks to (user:add, export:supabase), found by its
 * data folder: the URL from the server.lock the running server writes (so PORT need not be
 * repeated), the keys from secrets.json, and its PostgreSQL's real port from postmaster.pid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type ServerConfig } from '../server/config.ts';
import { runningServerUrl } from '../server/platform/db/data-dir-lock.ts';
import { existingClusterDir } from '../server/platform/db/embedded.ts';
import { runningPort } from '../server/platform/db/running-port.ts';

export interface RunningServer {
  dataDir: string;
  url: string;
  serviceRoleKey: string;
  /** The server's database: DATABASE_URL, or the embedded PostgreSQL on the port it really took. */
  databaseUrl(): string;
}

/** `noData`: what to do when DATA_DIR holds no server data (each script has its own way out). */
export async function findRunningServer(noData: string, config: ServerConfig = loadConfig()): Promise<RunningServer> {
  const { dataDir } = config;
  const secretsFile = path.join(dataDir, 'secrets.json');
  if (!fs.existsSync(secretsFile)) throw new Error(`No embedded server data in ${dataDir}. ${noData}`);
  const secrets = JSON.parse(fs.readFileSync(secretsFile, 'utf8')) as { serviceRoleKey: string; postgresPassword: string };
  // Over DATABASE_URL the server takes no lock (several may share a data folder): PORT names it.
  const url = (await runningServerUrl(dataDir)) ?? (config.databaseUrl ? `http://127.0.0.1:${config.port}` : undefined);
  if (!url) throw new Error(`No server is running for the data folder ${dataDir}: start it with npm start (same DATA_DIR), then try again.`);
  return {
    dataDir,
    url,
    serviceRoleKey: secrets.serviceRoleKey,
    databaseUrl() {
      if (config.databaseUrl) return config.databaseUrl;
      // PG_PORT is only the first choice: a busy port makes the embedded PostgreSQL take another.
      const port = runningPort(existingClusterDir(dataDir));
      if (!port) throw new Error(`The PostgreSQL of the data folder ${dataDir} is not running: start the server with npm start (same DATA_DIR), then try again.`);
      return `postgresql://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/postgres?sslmode=disable`;
    },
  };
}
