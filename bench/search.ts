/**
 * Benchmark of the site search: `public.search_site` as anon over the seed plus 10,000
 * published posts, each with a published English translation (bulk-inserted with SQL; their
 * words drawn from a Turkish and an English vocabulary), one caller at a time, for its p50/p95
 * (target p95 ≤ 30 ms), through /rest/v1 (what a visitor's call costs) and as plain SQL (the
 * function alone); the header box's instant results (max 5, the first letters typed) and the
 * English search likewise. Then, in the same run, the rendered /arama and /en/arama pages
 * against a service page from the page cache (the baseline), each with the query changed
 * every request (so the results page always renders).
 *
 *   npm run bench:search            # 400 calls per query kind
 *   BENCH_CALLS=1000 npm run bench:search
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureSpaBuilt } from '../server/app/build-spa.ts';
import { loadConfig } from '../server/config.ts';
import { PROJECT_ROOT } from '../server/platform/db/setup.ts';
import { startServer } from '../server/start.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 400);
const POSTS = 10_000;
const TARGET_P95_MS = 30;
/** The baseline: a content page from the page cache. */
const CACHED_PAGE = '/services/sosyal-medya-yonetimi';
/** Common words (many rows match), rare ones, inflected forms, several words, typos (the trigram path). */
const QUERIES = ['sosyal medya', 'instagram', 'algoritmaları', 'yerel seo rehberi', 'e-ticaret', 'kampanya', 'İÇERİK', 'instagarm', 'linkdin', 'pazarlama stratejisi'];
/** English queries over the English translations (the `english` configuration, /en/arama). */
const QUERIES_EN = ['social media', 'campaign', 'strategies', 'local seo', 'video production', 'growht'];
const WORDS_EN = ['digital', 'marketing', 'brand', 'content', 'social', 'media', 'advert', 'campaign', 'strategy', 'design', 'web', 'mobile', 'sales', 'customer', 'analysis', 'report', 'video', 'photo', 'engagement', 'growth', 'local', 'search', 'engine', 'conversion', 'budget', 'target', 'audience', 'creative', 'measure', 'success'];
const WORDS = ['dijital', 'pazarlama', 'marka', 'içerik', 'sosyal', 'medya', 'reklam', 'kampanya', 'strateji', 'tasarım', 'web', 'mobil', 'satış', 'müşteri', 'analiz', 'rapor', 'video', 'fotoğraf', 'etkileşim', 'büyüme', 'yerel', 'arama', 'motoru', 'dönüşüm', 'bütçe', 'hedef', 'kitle', 'yaratıcı', 'ölçüm', 'başarı'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(name: string, call: (i: number) => Promise<void>, calls = CALLS): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await call(i);
  const latencies: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await call(i);
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  const result = { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  console.log(`${name.padEnd(40)} p50 ${result.p50.toFixed(2)} ms   p95 ${result.p95.toFixed(2)} ms   (${calls} calls)`);
  return result;
}

function request(port: number, agent: http.Agent, p: string, headers: Record<string, string> = {}, body?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, agent, method: body ? 'POST' : 'GET', headers: { 'Accept-Encoding': 'br, gzip', ...headers } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${p} answered ${res.statusCode}`));
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-search-'));
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123', RENDER_BUDGET_BURST: '1000000', RENDER_BUDGET_PER_MINUTE: '1000000' });
  const server = await startServer(config, () => {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  let failed = false;
  try {
    const db = server.ctx.db.admin;
    const words = `array[${WORDS.map((w) => `'${w}'`).join(', ')}]`;
    const pick = (n: number, seed: string) => `(select string_agg((${words})[1 + ((i * ${seed} + k * 7) % ${WORDS.length})], ' ') from generate_series(1, ${n}) k)`;
    const started = performance.now();
    await db.query(
      `insert into public.blog_posts (title, slug, excerpt, content, published)
       select 'Yazı ' || i || ' ' || ${pick(5, '13')}, 'bench-' || i, ${pick(20, '17')}, '<p>' || ${pick(200, '31')} || '</p>', true
         from generate_series(1, ${POSTS}) i`,
    );
    // Every post in English too (a bilingual site): the English documents sit beside the Turkish ones.
    const wordsEn = `array[${WORDS_EN.map((w) => `'${w}'`).join(', ')}]`;
    const pickEn = (n: number, seed: string) => `(select string_agg((${wordsEn})[1 + ((i * ${seed} + k * 7) % ${WORDS_EN.length})], ' ') from generate_series(1, ${n}) k)`;
    await db.query(
      `insert into public.blog_posts_translations (item_id, locale, title, slug, excerpt, content, published)
       select b.id, 'en', 'Post ' || i || ' ' || ${pickEn(5, '13')}, 'bench-en-' || i, ${pickEn(20, '17')}, '<p>' || ${pickEn(200, '31')} || '</p>', true
         from (select id, substr(slug, 7)::int as i from public.blog_posts where slug like 'bench-%') b`,
    );
    await db.query('analyze public.blog_posts; analyze public.blog_posts_translations');
    console.log(`Inserted ${POSTS} posts and their English translations in ${((performance.now() - started) / 1000).toFixed(1)} s; ${os.cpus().length} CPUs, Node ${process.version}`);

    const anon = { apikey: server.ctx.anonKey, Authorization: `Bearer ${server.ctx.anonKey}`, 'Content-Type': 'application/json' };
    const rpc = (i: number) => request(server.port, agent, '/rest/v1/rpc/search_site', anon, JSON.stringify({ q: QUERIES[i % QUERIES.length], max: 20 }));
    const viaRest = await measure('search_site through /rest/v1 (anon)', rpc);
    await measure('search_site as SQL (anon role)', async (i) => {
      const client = await db.connect();
      try {
        await client.query('begin; set local role anon');
        await client.query('select * from public.search_site($1, 20)', [QUERIES[i % QUERIES.length]]);
        await client.query('commit');
      } finally {
        client.release();
      }
    });
    for (const q of QUERIES) await measure(`  "${q}"`, () => request(server.port, agent, '/rest/v1/rpc/search_site', anon, JSON.stringify({ q, max: 20 })), Math.max(20, CALLS / 10));
    // The header box's instant results: five, as the visitor types (prefixes of the words).
    const instant = await measure('instant results (max 5, prefixes)', (i) => {
      const q = QUERIES[i % QUERIES.length]!;
      return request(server.port, agent, '/rest/v1/rpc/search_site', anon, JSON.stringify({ q: q.slice(0, 3 + (i % Math.max(1, q.length - 2))), max: 5 }));
    });
    const english = await measure('search_site in English (anon)', (i) =>
      request(server.port, agent, '/rest/v1/rpc/search_site', anon, JSON.stringify({ q: QUERIES_EN[i % QUERIES_EN.length], max: 20, language: 'en' })),
    );
    const worst = Math.max(viaRest.p95, instant.p95, english.p95);
    if (worst > TARGET_P95_MS) failed = true;
    console.log(`query p95: Turkish ${viaRest.p95.toFixed(2)} ms, instant ${instant.p95.toFixed(2)} ms, English ${english.p95.toFixed(2)} ms (target <= ${TARGET_P95_MS} ms)`);

    console.log('\n/arama against a cached content page (same server, one caller)');
    await request(server.port, agent, CACHED_PAGE);
    const cached = await measure('service page from the page cache', () => request(server.port, agent, CACHED_PAGE));
    const page = await measure('/arama?q=… (a new query each time)', (i) => request(server.port, agent, `/arama?q=${encodeURIComponent(`${QUERIES[i % QUERIES.length]} ${i}`)}`));
    console.log(`ratio /arama vs cached page: p50 ${(page.p50 / cached.p50).toFixed(1)}x, p95 ${(page.p95 / cached.p95).toFixed(1)}x`);
    const pageEn = await measure('/en/arama?q=… (a new query each time)', (i) => request(server.port, agent, `/en/arama?q=${encodeURIComponent(`${QUERIES_EN[i % QUERIES_EN.length]} ${i}`)}`));
    console.log(`ratio /en/arama vs cached page: p50 ${(pageEn.p50 / cached.p50).toFixed(1)}x, p95 ${(pageEn.p95 / cached.p95).toFixed(1)}x`);
  } finally {
    agent.destroy();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.log('\nAbove the target.');
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
