/**
 * Benchmark: an Edge Function run by Deno (supabase/functions/staff-invite, through the gateway
 * and the loopback proxy) against an in-process Node function (smtp-settings' read: the same
 * caller check in the database, then one read; staff-invite adds two Auth admin calls over
 * HTTP), in the same run and server.
 * Cold: the first call after the server started (for Deno: the process starting, the
 * supabase-js import included). Warm: the median of BENCH_RUNS later calls.
 *
 *   npm run bench:functions      # BENCH_RUNS=30 by default
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(call: () => Promise<{ error: unknown }>): Promise<number> {
  const start = performance.now();
  const { error } = await call();
  const ms = performance.now() - start;
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return ms;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-functions-'));
  const server = await startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'false', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' }),
    () => {},
  );
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const admin: SupabaseClient = createClient(base, server.ctx.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as never },
    });
    const signedIn = await admin.auth.signInWithPassword({ email: 'bench@example.com', password: 'bench-password-123' });
    if (signedIn.error) throw signedIn.error;
    let n = 0;
    const invite = () => admin.functions.invoke('staff-invite', { body: { email: `bench-${n++}@example.com`, role: 'editor' } });
    const readSmtp = () => admin.functions.invoke('smtp-settings', { body: {} });

    const coldNode = await timed(readSmtp);
    const coldDeno = await timed(invite);
    const warmNode: number[] = [];
    const warmDeno: number[] = [];
    // Interleaved, so load on the shared machine falls on both alike.
    for (let i = 0; i < RUNS; i++) {
      warmNode.push(await timed(readSmtp));
      warmDeno.push(await timed(invite));
    }
    const row = (label: string, deno: number, node: number) =>
      console.log(`${label.padEnd(6)} deno staff-invite ${deno.toFixed(1).padStart(8)} ms   in-process smtp-settings ${node.toFixed(1).padStart(7)} ms   ratio ${(deno / node).toFixed(2)}x`);
    console.log(`Edge Functions, ${RUNS} warm calls each (median):`);
    row('cold', coldDeno, coldNode);
    row('warm', median(warmDeno), median(warmNode));
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
