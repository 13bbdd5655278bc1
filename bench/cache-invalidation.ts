/**
 * Benchmark of the page cache under staff and visitor activity: readers ask for a seeded blog
 * post while an editor has it open (presence beats), autosaves a draft of it, and visitors
 * send the contact form and sign up for the newsletter. Prints the post's cache hit ratio and
 * misses, with the old behaviour (every committed REST write empties the cache,
 * PAGE_CACHE_EVERY_WRITE) as the baseline, same server, same run, same workload.
 *
 *   npm run bench:cache                              # 10 s per side, 4 readers, a staff round every 250 ms
 *   BENCH_SECONDS=20 BENCH_STAFF_MS=100 npm run bench:cache
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ensureSpaBuilt } from '../server/app/build-spa.ts';
import { loadConfig, type ServerConfig } from '../server/config.ts';
import { PROJECT_ROOT } from '../server/platform/db/setup.ts';
import { startServer, type RunningServer } from '../server/start.ts';
import { contentDraftsData } from '../src/admin/data/content-drafts-data.ts';
import { presenceData } from '../src/admin/data/presence-data.ts';
import type { AdminClient } from '../src/lib/admin-client.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const READERS = Number(process.env.BENCH_READERS ?? 4);
/** One staff round (a presence beat, a draft autosave, a contact message, a sign-up) this often. */
const STAFF_MS = Number(process.env.BENCH_STAFF_MS ?? 250);
const SLUG = 'instagram-algoritmasi-2026';
const POST = `/blog/${SLUG}`;
const STAFF = { email: 'bench@example.com', password: 'bench-password-123' };

interface Side {
  hits: number;
  misses: number;
  staffRounds: number;
  /** Median time of one staff round (its four writes, each answered). */
  roundMs: number;
  rps: number;
}

const client = (url: string, key: string, headers: Record<string, string> = {}) =>
  createClient(url, key, {
    global: { headers },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js needs one at createClient.
    realtime: { transport: WebSocket as unknown as never },
  });

/** The staff and visitor writes: one round, every write checked (a refused one would skew the figures). */
function staffActivity(server: RunningServer, staff: AdminClient, userId: string, post: Record<string, unknown> & { id: string; updated_at: string }) {
  const url = `http://127.0.0.1:${server.port}`;
  const presence = presenceData(staff);
  const drafts = contentDraftsData(staff, 'blog_posts');
  let draft: { id: string; version: string } | undefined;
  let n = 0;
  const must = (what: string, error: unknown) => {
    if (error) throw new Error(`${what} failed: ${JSON.stringify(error)}`);
  };
  return async function round(): Promise<void> {
    n++;
    must('presence beat', (await presence.beat({ table: 'blog_posts', rowId: post.id, userId }, 'Editör')) === null && 'refused');
    const saved = await drafts.save(post.id, { ...post, title: `Taslak ${n}` }, post.updated_at, null, draft);
    must('draft autosave', saved.error);
    draft = { id: saved.data!.id, version: saved.data!.updated_at };
    // Each visitor from an address of their own (the server trusts X-Forwarded-For here).
    const visitor: SupabaseClient = client(url, server.ctx.anonKey, { 'X-Forwarded-For': `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}` });
    must('contact message', (await visitor.from('contact_messages').insert({ name: 'Ziyaretçi', email: `ziyaretci${n}@example.com`, message: 'Merhaba, teklif almak istiyorum.' })).error);
    must('newsletter sign-up', (await visitor.from('newsletter_subscribers').insert({ email: `abone${n}@example.com` })).error);
  };
}

/** Readers ask for the post for SECONDS while staff rounds run; counts X-Page-Cache. */
async function measure(server: RunningServer, agent: http.Agent, round: () => Promise<void>): Promise<Side> {
  const side: Side = { hits: 0, misses: 0, staffRounds: 0, roundMs: 0, rps: 0 };
  const rounds: number[] = [];
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: server.port, path: POST, agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`${POST} answered ${res.statusCode}`));
        if (res.headers['x-page-cache'] === 'hit') side.hits++;
        else side.misses++;
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
    });
  await get();
  side.hits = side.misses = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const staff = (async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const next = start + STAFF_MS;
      await round();
      rounds.push(performance.now() - start);
      side.staffRounds++;
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  const readers = Array.from({ length: READERS }, async () => {
    while (performance.now() < deadline) await get();
  });
  await Promise.all([staff, ...readers]);
  side.rps = (side.hits + side.misses) / ((performance.now() - started) / 1000);
  side.roundMs = rounds.sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? 0;
  return side;
}

function report(name: string, s: Side): void {
  const ratio = (100 * s.hits) / Math.max(1, s.hits + s.misses);
  console.log(`${name.padEnd(44)} hit ratio ${ratio.toFixed(1).padStart(5)}%   misses ${String(s.misses).padStart(5)}   hits ${String(s.hits).padStart(6)}   ${s.rps.toFixed(0).padStart(5)} req/s   (${s.staffRounds} staff rounds, p50 ${s.roundMs.toFixed(1)} ms each)`);
}

async function signedIn(server: RunningServer): Promise<{ staff: AdminClient; userId: string }> {
  const staff = client(`http://127.0.0.1:${server.port}`, server.ctx.anonKey);
  const { data, error } = await staff.auth.signInWithPassword(STAFF);
  if (error) throw error;
  return { staff: staff as unknown as AdminClient, userId: data.user.id };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-cache-'));
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
  const config: ServerConfig = loadConfig({
    ...{ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', TRUST_PROXY: 'true', SITE_URL: 'https://ajans.example' },
    ...{ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, RENDER_BUDGET_BURST: '1000000', RENDER_BUDGET_PER_MINUTE: '1000000' },
  });
  const server = await startServer(config, () => {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  try {
    // Visitors' forms from many addresses within seconds are a flood to the database; lifted here.
    await server.ctx.db.admin.query(`update private.form_challenge_settings set flood_per_minute = 1000000`);
    const { rows } = await server.ctx.db.admin.query<Record<string, unknown> & { id: string; updated_at: string }>(`select * from public.blog_posts where slug = $1`, [SLUG]);
    const { staff, userId } = await signedIn(server);
    const round = staffActivity(server, staff, userId, rows[0]!);
    console.log(`Page cache on ${POST}: ${READERS} readers, a staff round (presence beat, draft autosave, contact message, newsletter sign-up) every ${STAFF_MS} ms, ${SECONDS} s per side, ${os.cpus().length} CPUs, Node ${process.version}`);
    // The switch start.ts gave the write hook (config.pageCacheEveryWrite) is read on every write.
    config.pageCacheEveryWrite = true;
    const baseline = await measure(server, agent, round);
    report('baseline: every REST write empties the cache', baseline);
    config.pageCacheEveryWrite = false;
    const precise = await measure(server, agent, round);
    report('precise: writes public pages read', precise);
    console.log(`misses: ${baseline.misses} -> ${precise.misses}`);
  } finally {
    agent.destroy();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
