/**
 * Benchmark: time from a contact message insert to its lead e-mail in the outbox. This tree's
 * path (the mail worker calls supabase/functions/lead-notify in Deno, which reads the batch and
 * queues the e-mail through two RPCs) against a baseline tree given by BENCH_BASELINE_DIR (e.g.
 * the commit before the functions, whose Node worker did it in one transaction), both in this
 * run, calls interleaved. Cold: the first message after the server started (for Deno: the
 * process starting). Warm: the median of BENCH_RUNS later messages. The e-mail's arrival is
 * heard through a NOTIFY from a trigger the benchmark adds to private.mail_outbox.
 *
 *   git archive <base commit> | tar -x -C /tmp/base && ln -s "$PWD/node_modules" /tmp/base/
 *   BENCH_BASELINE_DIR=/tmp/base npx tsx bench/lead-mail.ts      # BENCH_RUNS=10 by default
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Started {
  label: string;
  db: pg.Pool;
  listener: pg.PoolClient;
  arrivals: Map<string, () => void>;
  close(): Promise<void>;
}

async function start(label: string, root: string): Promise<Started> {
  const { loadConfig } = (await import(path.join(root, 'server/config.ts'))) as typeof import('../server/config.ts');
  const { startServer } = (await import(path.join(root, 'server/start.ts'))) as typeof import('../server/start.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-lead-'));
  const server = await startServer(
    loadConfig({
      PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'false',
      ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123', SITE_URL: 'https://ajans.test',
      FUNCTIONS_DIR: path.join(root, 'supabase/functions'),
    }),
    () => {},
  );
  const db = server.ctx.db.admin;
  await db.query(`insert into public.site_settings (site_name, notification_email) values ('Bench', 'satis@ajans.test')`);
  await db.query(`create or replace function private.bench_mail_queued() returns trigger language plpgsql as $$
    begin perform pg_notify('bench_mail_queued', new.message->>'subject'); return null; end $$`);
  await db.query(`create trigger bench_mail_queued after insert on private.mail_outbox for each row execute function private.bench_mail_queued()`);
  const listener = await db.connect();
  const arrivals = new Map<string, () => void>();
  listener.on('notification', (n) => arrivals.get(n.payload ?? '')?.());
  await listener.query('listen bench_mail_queued');
  return {
    label,
    db,
    listener,
    arrivals,
    async close() {
      listener.release();
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let n = 0;
/** Milliseconds from the insert's commit to the e-mail's outbox insert being announced. */
async function oneLead(s: Started): Promise<number> {
  // The interval is spent: each message is the first of its interval, e-mailed at once.
  await s.db.query(`update private.background_jobs set last_run_at = null where name = 'lead-notification'`);
  const name = `Bench ${n++}`;
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${s.label}: no e-mail for ${name} in 120 s`)), 120_000);
    s.arrivals.set(`Yeni iletişim mesajı: ${name}`, () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const t0 = performance.now();
  await s.db.query(`insert into public.contact_messages (name, email, message) values ($1, 'bench@example.com', 'Merhaba')`, [name]);
  await arrived;
  return performance.now() - t0;
}

async function main(): Promise<void> {
  const baselineRoot = process.env.BENCH_BASELINE_DIR;
  if (!baselineRoot) throw new Error('Set BENCH_BASELINE_DIR to a checkout of the baseline commit (see the header).');
  const current = await start('functions', path.resolve(import.meta.dirname, '..'));
  const baseline = await start('baseline', path.resolve(baselineRoot));
  try {
    const cold = { functions: await oneLead(current), baseline: await oneLead(baseline) };
    const warm = { functions: [] as number[], baseline: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      warm.baseline.push(await oneLead(baseline));
      warm.functions.push(await oneLead(current));
    }
    const row = (label: string, f: number, b: number) =>
      console.log(`${label.padEnd(5)} lead-notify (Deno) ${f.toFixed(1).padStart(8)} ms   baseline ${b.toFixed(1).padStart(7)} ms   ratio ${(f / b).toFixed(2)}x`);
    console.log(`Contact insert → lead e-mail in the outbox, ${RUNS} warm runs each (median):`);
    row('cold', cold.functions, cold.baseline);
    row('warm', median(warm.functions), median(warm.baseline));
  } finally {
    await current.close();
    await baseline.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
