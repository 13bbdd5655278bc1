/**
 * A superuser session on a data folder's cluster for `npm run backup`: the running server's
 * PostgreSQL (found through its postmaster.pid), or, when no server runs, the cluster started
 * for the backup alone (the folder locked meanwhile, so no server starts on it).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { existingClusterDir, startEmbeddedPostgres } from '../../platform/db/embedded.ts';
import { lockDataDir } from '../../platform/db/data-dir-lock.ts';
import { runningPort } from '../../platform/db/running-port.ts';
import type { Secrets } from '../../platform/secrets.ts';

export interface ClusterSession {
  client: pg.Client;
  clusterDir: string;
  /** Whether the cluster was started for this session (no server was running). */
  startedHere: boolean;
  close(): Promise<void>;
}

export async function openClusterSession(dataDir: string, log: (m: string) => void): Promise<ClusterSession> {
  const secretsFile = path.join(dataDir, 'secrets.json');
  const clusterDir = existingClusterDir(dataDir);
  if (!fs.existsSync(secretsFile) || !fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`No Ajans CMS data in ${dataDir}: set DATA_DIR to the server's data folder.`);
  }
  const secrets = JSON.parse(fs.readFileSync(secretsFile, 'utf8')) as Secrets;
  const connect = async (url: string) => {
    const client = new pg.Client({ connectionString: url, application_name: 'ajans-backup' });
    await client.connect();
    return client;
  };
  const port = runningPort(clusterDir);
  if (port) {
    const client = await connect(`postgresql://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/postgres`);
    return { client, clusterDir, startedHere: false, close: () => client.end() };
  }
  const lock = await lockDataDir(dataDir);
  try {
    log('No server is running on this data folder: starting its PostgreSQL for the backup.');
    const cluster = await startEmbeddedPostgres({ dataDir, port: 0, password: secrets.postgresPassword, log });
    const client = await connect(cluster.url).catch(async (err) => {
      await cluster.stop();
      throw err;
    });
    return {
      client,
      clusterDir: cluster.dir,
      startedHere: true,
      async close() {
        await client.end();
        await cluster.stop();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
