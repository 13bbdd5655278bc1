/**
 * Starts the real embedded server (PostgreSQL included) on a free port with a temporary
 * DATA_DIR, and builds unmodified supabase-js clients against it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/start.ts';

export const STAFF_EMAIL = 'staff@example.com';
export const STAFF_PASSWORD = 'correct-horse-battery-staple';

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  server: RunningServer;
  /** A fresh client with no session (the anon role). */
  anon(): SupabaseClient;
  /** A client that uses the service-role key. */
  service(): SupabaseClient;
  /** A fresh client signed in with the given (default: first staff) account. */
  signIn(email?: string, password?: string): Promise<SupabaseClient>;
  close(): Promise<void>;
}

export function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js needs one at createClient.
    realtime: { transport: WebSocket as unknown as never },
  });
}

export interface TestServerOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Reuse this data directory (a second start); by default a fresh temporary one. */
  dataDir?: string;
  /** Leave the data directory in place on close, for a second start. */
  keepData?: boolean;
  /** Receives the server's log lines (default: dropped). */
  log?: (line: string) => void;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PG_PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: STAFF_EMAIL,
    ADMIN_PASSWORD: STAFF_PASSWORD,
    SEED: opts.seed ? 'true' : 'false',
    // Every test's requests come from 127.0.0.1: one client, as far as the per-client render
    // budget can tell. Only the budget's own tests (render-budget.test.ts) set it lower.
    RENDER_BUDGET_BURST: '100000',
    RENDER_BUDGET_PER_MINUTE: '100000',
    ...opts.env,
  });
  const server = await startServer(config, opts.log ?? (() => {}));
  const url = `http://127.0.0.1:${server.port}`;
  const anonKey = server.ctx.anonKey;
  const serviceRoleKey = server.ctx.serviceRoleKey;
  return {
    url,
    anonKey,
    serviceRoleKey,
    dataDir,
    server,
    anon: () => makeClient(url, anonKey),
    service: () => makeClient(url, serviceRoleKey),
    async signIn(email = STAFF_EMAIL, password = STAFF_PASSWORD) {
      const client = makeClient(url, anonKey);
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return client;
    },
    async close() {
      await server.close();
      if (!opts.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
