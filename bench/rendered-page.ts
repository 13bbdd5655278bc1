/**
 * Benchmark of server-rendered public pages, against a baseline measured in the same run: a
 * blog post served from the page cache against the static index.html (same server, same
 * load), then a cold render (cache emptied before every request, as after an edit) one at a
 * time, for its latency percentiles. Prints requests per second, p50/p99 and the ratio.
 * Last, forced renders: the cached post and a /rest/v1 list, one caller each, quiet and then
 * while 8 clients ask for made-up preview tokens, unknown paths and junk query strings; the
 * ratio of their p50s (under load / quiet) is what such a flood costs everyone else.
 *
 *   npm run bench                      # 8 s per side, 16 concurrent callers
 *   BENCH_SECONDS=20 BENCH_CONCURRENCY=32 npm run bench
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureSpaBuilt } from '../server/app/build-spa.ts';
import { loadConfig } from '../server/config.ts';
import { PROJECT_ROOT } from '../server/platform/db/setup.ts';
import { startServer } from '../server/start.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const POST = '/blog/instagram-algoritmasi-2026';
const MIN_CACHED_RATIO = 0.5;

interface Result {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(name: string, call: () => Promise<void>, concurrency = CONCURRENCY, warmup = 200): Promise<Result> {
  for (let i = 0; i < warmup; i++) await call();
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await call();
        latencies.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = { requests: latencies.length, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  console.log(`${name.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(2)} ms   p99 ${result.p99.toFixed(2)} ms   (${result.requests} requests)`);
  return result;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-render-'));
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
  // The cold renders below all come from this process (one client): the per-client render
  // budget is lifted for them, and set back to the defaults for the flood (forcedRenders).
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123', RENDER_BUDGET_BURST: '1000000', RENDER_BUDGET_PER_MINUTE: '1000000' });
  const server = await startServer(config, () => {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let failed = false;
  try {
    // As a browser asks: compressed, and checking the page really is the rendered one.
    const get = (p: string, expectCache?: string) => () =>
      new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port: server.port, path: p, agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${p} answered ${res.statusCode}`));
          else if (expectCache && res.headers['x-page-cache'] !== expectCache) reject(new Error(`${p}: expected a cache ${expectCache}, got ${res.headers['x-page-cache']}`));
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
      });
    console.log(`Rendered blog post (${POST}), ${CONCURRENCY} concurrent callers, ${SECONDS} s each, ${os.cpus().length} CPUs, Node ${process.version}`);
    await get(POST)();
    // Both sides once to warm up (JIT, sockets), then measured.
    const rounds = [];
    for (const round of ['warm-up', 'measured']) {
      console.log(round);
      rounds.push({ staticHtml: await measure('static index.html (baseline)', get('/index.html')), cachedPage: await measure('rendered post from the page cache', get(POST, 'hit')) });
    }
    const { staticHtml, cachedPage } = rounds[1]!;
    const ratio = cachedPage.rps / staticHtml.rps;
    console.log(`ratio cached rendered post vs static: throughput ${ratio.toFixed(2)}x (target >= ${MIN_CACHED_RATIO}x), p99 latency ${(cachedPage.p99 / staticHtml.p99).toFixed(2)}x`);
    if (ratio < MIN_CACHED_RATIO) failed = true;

    // Cold: every request renders (the cache is emptied first, as after a content change).
    const cold = get(POST, 'miss');
    const coldCall = async () => {
      server.ctx.contentVersion.bump();
      await cold();
    };
    console.log('\nCold render of the same post, one request at a time (data through /rest/v1, React, styles, compression)');
    await measure('cold render', coldCall, 1, 20);

    // The flood meets the render budget an operator runs with (the settings object the
    // running server reads on every render).
    Object.assign(config.renderBudget, loadConfig({}).renderBudget);
    await forcedRenders(server.port, server.ctx.anonKey, agent);
  } finally {
    agent.destroy();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.log('\nBelow the target.');
    process.exitCode = 1;
  }
}

const FLOOD_CLIENTS = 8;

/** The cached post and a REST list, quiet and under a flood of would-be renders; prints the p50 ratios. */
async function forcedRenders(port: number, anonKey: string, agent: http.Agent): Promise<void> {
  const request = (p: string, headers: Record<string, string> = {}, want?: number) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: p, agent, headers: { 'Accept-Encoding': 'br, gzip', ...headers } }, (res) => {
        if (want && res.statusCode !== want) reject(new Error(`${p} answered ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
    });
  const page = () => request(POST, {}, 200).then(() => undefined);
  const rest = () => request('/rest/v1/services?select=id,title,slug&published=eq.true', { apikey: anonKey, Authorization: `Bearer ${anonKey}` }, 200).then(() => undefined);
  const random = () => Math.random().toString(36).slice(2);
  const junk = [
    () => `${POST}?onizleme=${random()}${random()}${random()}`,
    () => `/${random()}/${random()}`,
    () => `/blog/${random()}`,
    () => `/blog?kategori=${random()}`,
  ];
  console.log(`\nForced renders: the cached post and a /rest/v1 list, one caller each, quiet vs ${FLOOD_CLIENTS} clients from one address flooding made-up preview tokens, unknown paths and junk queries (default render budget)`);
  const quietPage = await measure('cached post, quiet', page, 1, 50);
  const quietRest = await measure('/rest/v1 list, quiet', rest, 1, 50);
  let flooding = true;
  const answered = new Map<number, number>();
  const flood = Promise.all(
    Array.from({ length: FLOOD_CLIENTS }, async (_, c) => {
      for (let i = c; flooding; i++) {
        const status = await request(junk[i % junk.length]!());
        answered.set(status, (answered.get(status) ?? 0) + 1);
      }
    }),
  );
  try {
    const loudPage = await measure('cached post, under the flood', page, 1, 0);
    const loudRest = await measure('/rest/v1 list, under the flood', rest, 1, 0);
    console.log(`flood answers: ${[...answered].sort(([a], [b]) => a - b).map(([s, n]) => `${n}x ${s}`).join(', ')}`);
    console.log(`ratio under the flood vs quiet (p50): cached post ${(loudPage.p50 / quietPage.p50).toFixed(2)}x, /rest/v1 ${(loudRest.p50 / quietRest.p50).toFixed(2)}x`);
  } finally {
    flooding = false;
    await flood;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
