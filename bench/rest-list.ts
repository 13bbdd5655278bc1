/**
 * Benchmarks, each against a baseline measured in the same run:
 * 1. the public blog list through /rest/v1 (HTTP, JWT check, role switch, RLS,
 * JSON built by PostgreSQL) against the same SQL through a plain `pg` pool, under the same
 * concurrency. 2. an aggregate over 10,000 rows through /rest/v1 (`select=category,amount.sum()`,
 * db-aggregates-enabled set on the authenticator role) against the same SQL through the pool.
 * 3. a blog post's HTML with its crawler metadata against the static index.html.
 * Prints requests per second, p50/p99 latency and the ratios. The blog list's sides run in
 * alternating one-second slices (so a busy machine weighs on both alike) and also report the
 * CPU each request cost, this process plus PostgreSQL's. /rest/v1 is measured twice: with the
 * HTTP client in this process (as before), and with the client in a process of its own
 * (http-load.ts), whose CPU is then reported apart: the server's cost is this process and
 * PostgreSQL, as for the pg pool, whose client is the thing measured. The server's API pool
 * uses the embedded cluster's Unix socket; the pool baseline connects over TCP as the
 * banner's URL says, and a second pool over the same socket shows what the transport alone is worth.
 *
 *   npm run bench                      # 8 s per side, 16 concurrent callers
 *   BENCH_SECONDS=20 BENCH_CONCURRENCY=32 npm run bench
 *   BENCH_SECONDS=4 BENCH_PAGES=false BENCH_AGGREGATE=false tsx bench/rest-list.ts   # the blog list only, quickly
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';
import { ensureSpaBuilt } from '../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../server/platform/db/setup.ts';
import { localSocketUrl } from '../server/platform/db/local-socket.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const COLUMNS = 'id,title,slug,excerpt,category,featured_image,created_at';
const REST_QUERY = `/rest/v1/blog_posts?select=${COLUMNS}&published=eq.true&order=created_at.desc&limit=12`;
// What PostgREST runs for that request, minus the role switch and the settings.
const PLAIN_SQL = `select coalesce(json_agg(t), '[]')::text as body from (
  select ${COLUMNS} from public.blog_posts where published = true order by created_at desc limit 12) t`;

interface Result {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(name: string, call: () => Promise<void>): Promise<Result> {
  // Warm up: connections, plans, caches.
  for (let i = 0; i < 200; i++) await call();
  const latencies: number[] = [];
  await load(call, SECONDS * 1000, latencies);
  return report(name, latencies, SECONDS);
}

/** CONCURRENCY callers for `ms`; each call's latency is added to `latencies`. */
async function load(call: () => Promise<void>, ms: number, latencies: number[]): Promise<void> {
  const deadline = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await call();
        latencies.push(performance.now() - start);
      }
    }),
  );
}

function report(name: string, latencies: number[], seconds: number, cpuPerRequest?: CpuTime): Result {
  latencies.sort((a, b) => a - b);
  const result = { requests: latencies.length, rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  const cpu =
    cpuPerRequest === undefined
      ? ''
      : `   cpu ${(cpuPerRequest.node + cpuPerRequest.postgres).toFixed(0)} µs/request (Node ${cpuPerRequest.node.toFixed(0)} + PostgreSQL ${cpuPerRequest.postgres.toFixed(0)})`;
  console.log(`${name.padEnd(22)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(2)} ms   p99 ${result.p99.toFixed(2)} ms${cpu}   (${result.requests} requests)`);
  return result;
}

/** CPU time in microseconds: this process (HTTP client and server), and PostgreSQL's. */
interface CpuTime {
  node: number;
  postgres: number;
}

/**
 * CPU time of this process plus every PostgreSQL process of the cluster (postmaster and its
 * children, from /proc); undefined off Linux.
 */
function cpuClock(postmasterPid: number | undefined): (() => CpuTime) | undefined {
  if (postmasterPid === undefined || !fs.existsSync('/proc/self/stat')) return undefined;
  const tickMicros = 1e6 / 100; // USER_HZ
  return () => {
    const own = process.cpuUsage();
    let total = 0;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // The postmaster's own time plus that of its exited children (backends that ended).
        if (Number(entry) === postmasterPid) total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tickMicros;
        else if (Number(fields[1]) === postmasterPid) total += (Number(fields[11]) + Number(fields[12])) * tickMicros;
      } catch {
        // The process ended while we looked.
      }
    }
    return { node: own.user + own.system, postgres: total };
  };
}

/**
 * Both sides in alternating one-second slices, so that they share whatever else the machine
 * is doing (other processes come and go over a run); each side gets SECONDS in all. With
 * `clock`, also the CPU time each request cost, the machine's load left out.
 */
/** One side of a pair: runs its callers for `ms`, adding latencies; answers CPU spent elsewhere. */
type Side = [name: string, slice: (ms: number, latencies: number[]) => Promise<number | void>];

function inProcess(call: () => Promise<void>): Side[1] {
  return (ms, latencies) => load(call, ms, latencies);
}

async function measurePair(sides: Side[], clock: (() => CpuTime) | undefined): Promise<{ result: Result; cpu?: number; elsewhere?: number }[]> {
  for (const [, slice] of sides) {
    await slice(1000, []); // warm up: connections, plans, caches, and let the JIT settle
    await slice(1000, []);
  }
  const latencies = sides.map(() => [] as number[]);
  const cpu = sides.map((): CpuTime => ({ node: 0, postgres: 0 }));
  const elsewhere = sides.map(() => 0);
  for (let slice = 0; slice < SECONDS; slice++) {
    for (const [i, [, run]] of sides.entries()) {
      const before = clock?.();
      elsewhere[i]! += (await run(1000, latencies[i]!)) ?? 0;
      const after = clock?.();
      if (before && after) {
        cpu[i]!.node += after.node - before.node;
        cpu[i]!.postgres += after.postgres - before.postgres;
      }
    }
  }
  return sides.map(([name], i) => {
    const n = latencies[i]!.length;
    const perRequest = clock && n ? { node: cpu[i]!.node / n, postgres: cpu[i]!.postgres / n } : undefined;
    const result = report(name, latencies[i]!, SECONDS, perRequest);
    return { result, cpu: perRequest && perRequest.node + perRequest.postgres, elsewhere: n && elsewhere[i] ? elsewhere[i]! / n : undefined };
  });
}

/** The HTTP callers in a forked process (http-load.ts); answers its CPU time per slice. */
function outOfProcess(loader: ChildProcess, port: number, requestPath: string, apikey: string): Side[1] {
  return (ms, latencies) =>
    new Promise((resolve, reject) => {
      loader.once('message', (m: { latencies?: number[]; cpu?: number; error?: string }) => {
        if (m.error) return reject(new Error(m.error));
        latencies.push(...m.latencies!);
        resolve(m.cpu!);
      });
      loader.send({ port, path: requestPath, apikey, concurrency: CONCURRENCY, ms });
    });
}

const AGGREGATE_QUERY = '/rest/v1/bench_orders?select=category,amount.sum(),count()&order=category';
// The same grouping and JSON, as one would write it by hand.
const AGGREGATE_SQL = `select coalesce(json_agg(t), '[]')::text as body from (
  select category, sum(amount) as sum, count(*) as count from public.bench_orders group by 1 order by category) t`;

/** 2. An aggregate over 10,000 rows through /rest/v1 against the same SQL through the pool. */
async function aggregateBench(
  admin: pg.Pool,
  plain: pg.Pool,
  get: (p: string) => () => Promise<void>,
  snapshot: () => Promise<{ config: { aggregatesEnabled: boolean } }>,
): Promise<void> {
  await admin.query(`
    create table public.bench_orders (id int primary key, category text not null, amount numeric(10, 2) not null);
    insert into public.bench_orders select i, 'kategori ' || (i % 20), (i % 997) / 10.0 from generate_series(1, 10000) i;
    analyze public.bench_orders;
    grant select on public.bench_orders to anon;
    alter role authenticator set pgrst.db_aggregates_enabled = 'true';
    notify pgrst, 'reload config';`);
  while (!(await snapshot()).config.aggregatesEnabled) await new Promise((r) => setTimeout(r, 50));
  console.log(`\nAggregate over 10,000 rows (20 groups), same load`);
  const [direct, rest] = await measurePair(
    [
      ['same SQL (pg pool)', inProcess(async () => void (await plain.query(AGGREGATE_SQL)))],
      ['/rest/v1 aggregate', inProcess(get(AGGREGATE_QUERY))],
    ],
    undefined,
  );
  console.log(`ratio /rest/v1 aggregate vs same SQL: p50 latency ${(rest!.result.p50 / direct!.result.p50).toFixed(2)}x, throughput ${(rest!.result.rps / direct!.result.rps).toFixed(2)}x`);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' });
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
  const server = await startServer(config, () => {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const plain = new pg.Pool({ connectionString: server.ctx.databaseUrl, max: 10 });
  const pools: pg.Pool[] = [];
  const loader = fork(path.join(PROJECT_ROOT, 'bench', 'http-load.ts'), [], { execArgv: ['--import', 'tsx'] });
  try {
    const get = (p: string) => () =>
      new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port: server.port, path: p, agent, headers: { apikey: server.ctx.anonKey } }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${p} answered ${res.statusCode}`));
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
      });
    const restCall = get(REST_QUERY);
    const plainCall = async () => {
      await plain.query(PLAIN_SQL);
    };
    console.log(`Published blog list, ${CONCURRENCY} concurrent callers, ${SECONDS} s each in alternating 1 s slices, ${os.cpus().length} CPUs, Node ${process.version}`);
    const dataDirectory = (await plain.query<{ setting: string }>(`select setting from pg_settings where name = 'data_directory'`)).rows[0]!.setting;
    const pidFile = path.join(dataDirectory, 'postmaster.pid');
    const postmasterPid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
    const probe = await plain.connect();
    const socketUrl = await localSocketUrl(probe, server.ctx.databaseUrl).finally(() => probe.release());
    const overSocket = socketUrl ? new pg.Pool({ connectionString: socketUrl, max: 10 }) : undefined;
    pools.push(...(overSocket ? [overSocket] : []));
    const socketSide: Side[] = overSocket ? [['pg pool, Unix socket', inProcess(async () => void (await overSocket.query(PLAIN_SQL)))]] : [];
    const [baseline, rest, restApart, socketBaseline] = await measurePair(
      [
        ['plain pg pool (SQL)', inProcess(plainCall)],
        ['/rest/v1 (HTTP)', inProcess(restCall)],
        ['/rest/v1, client apart', outOfProcess(loader, server.port, REST_QUERY, server.ctx.anonKey)],
        ...socketSide,
      ],
      cpuClock(postmasterPid),
    );
    console.log(`HTTP client process: ${restApart!.elsewhere?.toFixed(0) ?? '?'} µs CPU/request (not counted above)`);
    for (const [label, side] of [['client in process', rest!], ['client apart', restApart!]] as const) {
      console.log(`ratio /rest/v1 (${label}) vs plain pg: throughput ${(side.result.rps / baseline!.result.rps).toFixed(2)}x, p99 latency ${(side.result.p99 / baseline!.result.p99).toFixed(2)}x`);
      if (baseline!.cpu && side.cpu) {
        // On a busy machine throughput follows the load of others; the CPU each request costs
        // (this process plus PostgreSQL) does not.
        console.log(`ratio by CPU per request (Node + PostgreSQL), ${label}: ${(baseline!.cpu / side.cpu).toFixed(2)}x`);
      }
      if (socketBaseline) {
        const cpu = socketBaseline.cpu && side.cpu ? `, by CPU per request ${(socketBaseline.cpu / side.cpu).toFixed(2)}x` : '';
        console.log(`ratio /rest/v1 (${label}) vs pg pool over the same Unix socket: throughput ${(side.result.rps / socketBaseline.result.rps).toFixed(2)}x${cpu}`);
      }
    }

    if (process.env.BENCH_AGGREGATE !== 'false') await aggregateBench(server.ctx.db.admin, plain, get, () => server.ctx.restSchema.snapshot());

    // A blog post's HTML with its metadata for crawlers (settings + post through /rest/v1)
    // against the same index.html served as a static file. BENCH_PAGES=false skips it.
    if (process.env.BENCH_PAGES === 'false') return;
    console.log(`\nBlog post page HTML, same load`);
    const staticHtml = await measure('static index.html', get('/index.html'));
    const pageHtml = await measure('page with metadata', get('/blog/instagram-algoritmasi-2026'));
    console.log(`ratio page with metadata vs static: throughput ${(pageHtml.rps / staticHtml.rps).toFixed(2)}x, p99 latency ${(pageHtml.p99 / staticHtml.p99).toFixed(2)}x`);
  } finally {
    loader.kill();
    agent.destroy();
    await plain.end();
    for (const pool of pools) await pool.end();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
