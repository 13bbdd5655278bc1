/**
 * Two server processes' worth of servers over one PostgreSQL, as an operator runs more than one
 * server: `first` starts the embedded cluster; `second` runs over the first's DATABASE_URL with
 * a data folder of its own that holds only a copy of the secrets (the same signing keys, as the
 * README asks). What lives on one server's disk is therefore not on the other's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer, type TestServerOptions } from './server.ts';

export interface ServerPair {
  first: TestServer;
  second: TestServer;
  close(): Promise<void>;
}

/** `env` applies to both servers (e.g. the object store's settings); `seed` to the first. */
export async function startServerPair(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<ServerPair> {
  const first = await startTestServer({ seed: opts.seed, env: opts.env });
  let second: TestServer;
  try {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-test-second-'));
    fs.copyFileSync(path.join(first.dataDir, 'secrets.json'), path.join(dataDir, 'secrets.json'));
    const secondOpts: TestServerOptions = { dataDir, env: { ...opts.env, DATABASE_URL: first.server.ctx.databaseUrl } };
    second = await startTestServer(secondOpts);
  } catch (err) {
    await first.close();
    throw err;
  }
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
    },
  };
}
