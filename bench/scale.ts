/**
 * Benchmark: the public list pages (and a post page and the sitemap) with the seeded site
 * against the same pages after 10,000 posts, 1,000 projects and 100 services are added, in the
 * same run: two seeded sites in one process (throwaway data directories), the second with the
 * rows added, their cold renders taking turns so the machine's load weighs on both alike. For
 * each page: the HTML bytes and the cold render time (the page cache emptied before every
 * request, as after an edit; median of several). Lists are paged on the server, so their
 * HTML and time should barely move: targets bytes ≤ 1.1x and time ≤ 1.5x for the lists, the
 * post page and the sitemap index; time ≤ 1.5x for its fullest part (1,000 URLs: bounded bytes).
 * Exits non-zero when a target is missed.
 *
 *   npm run bench:scale             # BENCH_RUNS=9 for more cold renders per page
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureSpaBuilt } from '../server/app/build-spa.ts';
import { loadConfig } from '../server/config.ts';
import { PROJECT_ROOT } from '../server/platform/db/setup.ts';
import { startServer } from '../server/start.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WARMUP = 2;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Target {
  path: string;
  /**
   * The seeded page the bytes compare with, when the seeded site has less than a page of this
   * view (a category of 3 posts): a full page of the same list. Its time compares with its own.
   */
  fullPage?: string;
  /** Exists only once the rows are added: bytes and time against `fullPage` of the seeded site. */
  addedOnly?: boolean;
  /** Reads none of the added rows: how far the two sites differ by themselves (no target). */
  control?: boolean;
  /** Bytes ≤ this ratio (none: grows with the content by nature). */
  bytes?: number;
  time: number;
}

const LIST = { bytes: 1.1, time: 1.5 };
const POST = '/blog/instagram-algoritmasi-2026';
const TARGETS: Target[] = [
  { path: '/faq', bytes: 1.1, time: 1.5, control: true },
  { path: '/blog', ...LIST },
  { path: '/blog?sayfa=2', ...LIST },
  { path: '/blog?kategori=SEO', ...LIST, fullPage: '/blog' },
  // A deep page (offset 5,994) exists only with the added posts: against the seeded first page.
  { path: '/blog?sayfa=1000', ...LIST, fullPage: '/blog', addedOnly: true },
  { path: '/projects', ...LIST },
  { path: '/projects?kategori=E-Ticaret', ...LIST, fullPage: '/projects' },
  { path: '/services', ...LIST },
  { path: POST, bytes: 1.1, time: 1.5 },
  // An index of parts once the content passes one part (src/public/routes/sitemap-entries.ts).
  { path: '/sitemap.xml', bytes: 1.1, time: 1.5 },
  // Its parts exist only on the large site: against the seeded site's single sitemap. The
  // fullest part holds SITEMAP_PART_ROWS (1,000) URLs: its bytes are bounded, not those of 40.
  { path: '/sitemap-pages.xml', bytes: 1.1, time: 1.5, fullPage: '/sitemap.xml', addedOnly: true },
  { path: '/sitemap-blog_posts-1.xml', time: 1.5, fullPage: '/sitemap.xml', addedOnly: true },
];

/**
 * The added rows copy the seeded published ones (same texts and images, a numbered title and
 * slug), dated before them: page 1 of each list shows the same rows as before, so the bytes
 * compare like for like, and every later page is full.
 */
const SEED_SQL = [
  `insert into public.blog_posts (title, slug, excerpt, content, featured_image, category, tags, author, published, created_at, updated_at)
     select b.title || ' #' || i, b.slug || '-' || i, b.excerpt, b.content, b.featured_image, b.category, b.tags, b.author, true,
            now() - interval '100 days' - i * interval '1 hour', now() - interval '100 days'
       from generate_series(1, 10000) i
       join (select s.*, row_number() over (order by s.created_at) - 1 as n, count(*) over () as c from public.blog_posts s where s.published) b on b.n = i % b.c`,
  `insert into public.projects (title, slug, description, content, featured_image, gallery, client, category, tags, results, project_url, published, created_at, updated_at)
     select p.title || ' #' || i, p.slug || '-' || i, p.description, p.content, p.featured_image, p.gallery, p.client, p.category, p.tags, p.results, p.project_url, true,
            now() - interval '100 days' - i * interval '1 hour', now() - interval '100 days'
       from generate_series(1, 1000) i
       join (select s.*, row_number() over (order by s.created_at) - 1 as n, count(*) over () as c from public.projects s where s.published) p on p.n = i % p.c`,
  `insert into public.services (title, slug, description, content, icon, features, price, duration, color, published, created_at, updated_at)
     select s.title || ' #' || i, s.slug || '-' || i, s.description, s.content, s.icon, s.features, s.price, s.duration, s.color, true,
            now() - interval '100 days' - i * interval '1 hour', now() - interval '100 days'
       from generate_series(1, 100) i
       join (select x.*, row_number() over (order by x.created_at) - 1 as n, count(*) over () as c from public.services x where x.published) s on s.n = i % s.c`,
  // What autovacuum does shortly after a bulk load: fresh planner statistics.
  `vacuum analyze public.blog_posts, public.projects, public.services`,
];

interface Measured {
  bytes: number;
  ms: number;
}

function get(port: number, p: string): Promise<{ status: number; cache: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-page-cache'] as string | undefined, bytes }));
    });
    req.on('error', reject);
  });
}

/** A page on both sites; `own`: one render of the view's own seeded page, when it is less than a page. */
interface Pair {
  seeded: Measured;
  large: Measured;
  own?: Measured;
}

interface Server {
  port: number;
  bump(): void;
}

/** One cold render (the cache emptied first): its bytes and time. */
async function cold(server: Server, p: string): Promise<Measured> {
  server.bump();
  const start = performance.now();
  const r = await get(server.port, p);
  const ms = performance.now() - start;
  if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
  if (r.cache !== 'miss') throw new Error(`${p}: expected a page-cache miss, got ${r.cache}`);
  return { bytes: r.bytes, ms };
}

/**
 * Each page on both sites, their cold renders taking turns (which goes first alternates), so
 * the machine's load at any moment weighs on both sides alike: median times, last bytes.
 */
async function measurePairs(seeded: Server, large: Server, targets: Target[]): Promise<Map<string, Pair>> {
  const out = new Map<string, Pair>();
  for (const t of targets) {
    // A view the seeded site holds less than a page of takes turns with a full page of its list.
    const seededPath = t.fullPage ?? t.path;
    const own = t.fullPage && !t.addedOnly ? await cold(seeded, t.path) : undefined;
    const times = { seeded: [] as number[], large: [] as number[] };
    let last = { seeded: { bytes: 0, ms: 0 }, large: { bytes: 0, ms: 0 } };
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const a = i % 2 === 0 ? await cold(seeded, seededPath) : undefined;
      const b = await cold(large, t.path);
      const c = a ?? (await cold(seeded, seededPath));
      last = { seeded: c, large: b };
      if (i >= WARMUP) {
        times.seeded.push(c.ms);
        times.large.push(b.ms);
      }
    }
    out.set(t.path, { seeded: { bytes: last.seeded.bytes, ms: median(times.seeded) }, large: { bytes: last.large.bytes, ms: median(times.large) }, own });
  }
  return out;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function report(targets: Target[], measured: Map<string, Pair>): boolean {
  let ok = true;
  const notes: string[] = [];
  console.log(`\n${'page'.padEnd(44)} ${'seeded'.padStart(20)} ${'+10k posts, +1k projects'.padStart(26)}   bytes   time`);
  for (const t of targets) {
    const { seeded: b, large: a, own } = measured.get(t.path)!;
    const bytesRatio = a.bytes / b.bytes;
    const timeRatio = a.ms / b.ms;
    const bytesOk = t.bytes === undefined || bytesRatio <= t.bytes;
    const timeOk = timeRatio <= t.time;
    if (!t.control) ok &&= bytesOk && timeOk;
    const mark = (fine: boolean) => (fine ? ' ' : '!');
    if (t.control) notes.push(`${t.path}: a control (reads none of the added rows): how far the two sites differ by themselves; no target`);
    else if (t.addedOnly) notes.push(`${t.path}: only exists with the added rows; against ${t.fullPage} of the seeded site`);
    else if (own) notes.push(`${t.path}: against a full page of the same list on the seeded site (${t.fullPage}): the seeded category holds less than a page (its own: ${kb(own.bytes)}, ${(a.bytes / own.bytes).toFixed(2)}x bytes)`);
    console.log(
      `${t.path.padEnd(44)} ${`${kb(b.bytes)} ${b.ms.toFixed(1)} ms`.padStart(20)} ${`${kb(a.bytes)} ${a.ms.toFixed(1)} ms`.padStart(26)}   ${bytesRatio.toFixed(2)}x${mark(bytesOk)} ${timeRatio.toFixed(2)}x${mark(timeOk)}`,
    );
  }
  for (const n of notes) console.log(`* ${n}`);
  console.log(`targets: lists bytes ≤ ${LIST.bytes}x, time ≤ ${LIST.time}x; post page and sitemap index bytes ≤ 1.1x, time ≤ 1.5x; the fullest sitemap part time ≤ 1.5x (its bytes: 1,000 URLs at most). ! marks a miss.`);
  return ok;
}

/** A seeded site on a throwaway data directory; every request below renders (the render budget is lifted). */
async function startSite(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ajans-bench-scale-${name}-`));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123', RENDER_BUDGET_BURST: '1000000', RENDER_BUDGET_PER_MINUTE: '1000000' });
  const server = await startServer(config, () => {});
  return {
    server,
    site: { port: server.port, bump: () => server.ctx.contentVersion.bump() },
    close: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), (m) => console.log(m));
  // Two sites in one process, the same seed: the second gets the added rows.
  const seeded = await startSite('seeded');
  const large = await startSite('large');
  let ok = false;
  try {
    const db = large.server.ctx.db.admin;
    const started = performance.now();
    for (const sql of SEED_SQL) await db.query(sql);
    const counts = (await db.query<{ posts: number; projects: number; services: number }>(
      `select (select count(*)::int from public.blog_posts where published) as posts, (select count(*)::int from public.projects where published) as projects, (select count(*)::int from public.services where published) as services`,
    )).rows[0]!;
    console.log(`second site: ${counts.posts} published posts, ${counts.projects} projects, ${counts.services} services, added in ${((performance.now() - started) / 1000).toFixed(1)} s (bulk SQL)`);
    // The oldest post: beyond the first 1000 rows any one read of the API answers.
    const oldest = (await db.query<{ slug: string }>(`select slug from public.blog_posts where published order by created_at limit 1`)).rows[0]!.slug;
    const targets = [...TARGETS, { path: `/blog/${oldest}`, bytes: 1.1, time: 1.5, fullPage: POST, addedOnly: true }];
    console.log(`Cold renders (page cache emptied before each), the two sites taking turns, median of ${RUNS} after ${WARMUP} warm-ups, ${os.cpus().length} CPUs, Node ${process.version}`);
    ok = report(targets, await measurePairs(seeded.site, large.site, targets));
  } finally {
    await large.close();
    await seeded.close();
  }
  if (!ok) {
    console.log('\nBelow a target.');
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
