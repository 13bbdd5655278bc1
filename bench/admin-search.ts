/**
 * Benchmark of the admin's search box: `public.admin_search` through /rest/v1 as a signed-in
 * administrator over 100,000 leads, 10,000 posts and 10,000 subscribers (bulk-inserted with
 * SQL), one caller at a time, for its p50/p95. Baseline in the same run: the inbox's first
 * page (50 leads, newest first) through the same /rest/v1. Then the same searches once the
 * trigram indexes of leads, posts and subscribers are dropped, to show what they save.
 *
 *   npm run bench:admin-search           # 200 calls per measurement
 *   BENCH_CALLS=500 npm run bench:admin-search
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench-password-123';
/** A lead's e-mail, a rare name, a common word (thousands match), a Turkish capital, two letters. */
const QUERIES = ['ornek4242@firma', 'Şule Iğdır', 'kampanya', 'İSTANBUL', 'ah', 'yazı 777'];
const INDEXES = ['contact_messages_admin_search_idx', 'blog_posts_admin_search_idx', 'newsletter_subscribers_admin_search_idx'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(name: string, call: (i: number) => Promise<unknown>, calls = CALLS): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await call(i);
  const latencies: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await call(i);
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  const result = { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  console.log(`${name.padEnd(44)} p50 ${result.p50.toFixed(2)} ms   p95 ${result.p95.toFixed(2)} ms   (${calls} calls)`);
  return result;
}

function request(port: number, agent: http.Agent, p: string, headers: Record<string, string>, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, agent, method: body ? 'POST' : 'GET', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`${p} answered ${res.statusCode}: ${text}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function seed(db: import('pg').Pool): Promise<void> {
  const started = performance.now();
  await db.query(`alter table public.contact_messages disable trigger user`);
  await db.query(
    `insert into public.contact_messages (name, email, company, message, status, created_at)
     select 'Kişi ' || i || (array['Ahmet','Ayşe','Mehmet','Zeynep','Can','Elif'])[1 + i % 6], 'ornek' || i || '@firma' || (i % 500) || '.com.tr', 'Firma ' || (i % 2000), 'Merhaba', 'new', now() - i * interval '1 minute'
       from generate_series(1, 100000) i`,
  );
  await db.query(`alter table public.contact_messages enable trigger user`);
  await db.query(`insert into public.contact_messages (name, email, company, message, status) values ('Şule Iğdır', 'sule@ornek.com.tr', 'İstanbul Ajans', 'Merhaba', 'new')`);
  await db.query(
    `insert into public.blog_posts (title, slug, excerpt, content, category, published)
     select 'Yazı ' || i || (array[' kampanya notları',' İstanbul etkinliği',' sosyal medya',' yerel seo'])[1 + i % 4], 'bench-' || i, 'Özet', '<p>Metin</p>', 'Genel', true
       from generate_series(1, 10000) i`,
  );
  await db.query(`insert into public.newsletter_subscribers (email, status) select 'okur' || i || '@example.com', 'active' from generate_series(1, 10000) i`);
  await db.query('analyze public.contact_messages; analyze public.blog_posts; analyze public.newsletter_subscribers');
  console.log(`Inserted 100,000 leads, 10,000 posts, 10,000 subscribers in ${((performance.now() - started) / 1000).toFixed(1)} s; ${os.cpus().length} CPUs, Node ${process.version}`);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-admin-search-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'false', ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD });
  const server = await startServer(config, () => {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    const db = server.ctx.db.admin;
    await seed(db);
    const anonKey = server.ctx.anonKey;
    const json = { apikey: anonKey, 'Content-Type': 'application/json' };
    const token = JSON.parse(await request(server.port, agent, '/auth/v1/token?grant_type=password', json, JSON.stringify({ email: EMAIL, password: PASSWORD }))) as { access_token: string };
    const staff = { ...json, Authorization: `Bearer ${token.access_token}` };
    const search = (q: string) => request(server.port, agent, '/rest/v1/rpc/admin_search', staff, JSON.stringify({ q, per_type: 5 }));
    const found = JSON.parse(await search('ornek4242@firma')) as { type: string }[];
    if (!found.some((h) => h.type === 'contact_messages')) throw new Error('the lead was not found');

    const baseline = await measure('baseline: inbox first page (/rest/v1)', () => request(server.port, agent, '/rest/v1/contact_messages?select=*&order=created_at.desc&limit=50', staff));
    const indexed = await measure('admin_search, mixed queries (/rest/v1)', (i) => search(QUERIES[i % QUERIES.length]!));
    for (const q of QUERIES) await measure(`  "${q}"`, () => search(q), Math.max(20, CALLS / 5));
    console.log(`ratio admin_search vs inbox page: p50 ${(indexed.p50 / baseline.p50).toFixed(2)}x, p95 ${(indexed.p95 / baseline.p95).toFixed(2)}x`);

    await db.query(`drop index ${INDEXES.map((n) => `public.${n}`).join(', ')}`);
    const unindexed = await measure('admin_search without the trigram indexes', (i) => search(QUERIES[i % QUERIES.length]!), Math.max(20, CALLS / 5));
    console.log(`ratio without vs with the indexes: p50 ${(unindexed.p50 / indexed.p50).toFixed(1)}x, p95 ${(unindexed.p95 / indexed.p95).toFixed(1)}x`);
  } finally {
    agent.destroy();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
