/**
 * Benchmarks, each against a baseline measured in the same run:
 * 1. the public blog list through /rest/v1 (HTTP, JWT check, role switch, RLS,
 * JSON built by PostgreSQL) against the same SQL through a plain `pg` pool, under the same
 * concurrency. 2. a blog post's HTML with its crawler metadata against the static index.html.
 * Prints requests per second, p50/p99 latency and the ratios.
 *
 *   npm run bench                      # 8 s per side, 16 concurrent callers
 *   BENCH_SECONDS=20 BENCH_CONCURRENCY=32 npm run bench
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';
import { ensureSpaBuilt } from '../server/build-spa.ts';
import { PROJECT_ROOT } from '../server/db/setup.ts';

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
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await call();
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const result = { requests: latencies.length, rps: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  console.log(`${name.padEnd(22)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(2)} ms   p99 ${result.p99.toFixed(2)} ms   (${result.requests} requests)`);
  return result;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' });
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
  const server = await startServer(config, () => {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const plain = new pg.Pool({ connectionString: server.ctx.databaseUrl, max: 10 });
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
    console.log(`Published blog list, ${CONCURRENCY} concurrent callers, ${SECONDS} s each, ${os.cpus().length} CPUs, Node ${process.version}`);
    const baseline = await measure('plain pg pool (SQL)', plainCall);
    const rest = await measure('/rest/v1 (HTTP)', restCall);
    console.log(`ratio /rest/v1 vs plain pg: throughput ${(rest.rps / baseline.rps).toFixed(2)}x, p99 latency ${(rest.p99 / baseline.p99).toFixed(2)}x`);

    // A blog post's HTML with its metadata for crawlers (settings + post through /rest/v1)
    // against the same index.html served as a static file.
    console.log(`\nBlog post page HTML, same load`);
    const staticHtml = await measure('static index.html', get('/index.html'));
    const pageHtml = await measure('page with metadata', get('/blog/instagram-algoritmasi-2026'));
    console.log(`ratio page with metadata vs static: throughput ${(pageHtml.rps / staticHtml.rps).toFixed(2)}x, p99 latency ${(pageHtml.p99 / staticHtml.p99).toFixed(2)}x`);
  } finally {
    agent.destroy();
    await plain.end();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
