/**
 * Benchmark of a localized list read (issue 41): one page of the blog list in English (each
 * post with its English translation embedded and merged, src/lib/i18n/translated-rows.ts)
 * against today's Turkish list read (the plain read), in the same run, on the same server,
 * as anon through /rest/v1 with postgrest-js, over the seed plus 10,000 published posts, each
 * with a published English translation. Calls alternate (Turkish, English, …) so both see
 * the same machine load. Target: English p50 and p95 ≤ 1.2x Turkish.
 *
 *   npm run bench:languages            # 400 calls of each
 *   BENCH_CALLS=1000 npm run bench:languages
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../generated/database.types.ts';
import { PUBLIC_PAGES } from '../generated/public-pages.ts';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';
import { readTranslatedList, type ReadClient } from '../src/lib/i18n/translated-rows.ts';
import type { LanguageCode } from '../schema/languages.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 400);
const POSTS = 10_000;
const PER_PAGE = 6;
const TARGET_RATIO = 1.2;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summary(latencies: number[]): { p50: number; p95: number; mean: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean: sorted.reduce((s, v) => s + v, 0) / sorted.length };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-languages-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' });
  const server = await startServer(config, () => {});
  let failed = false;
  try {
    const db = server.ctx.db.admin;
    const started = performance.now();
    await db.query(
      `insert into public.blog_posts (title, slug, excerpt, content, category, published, created_at)
       select 'Yazı ' || i, 'bench-' || i, 'Kısa özet ' || i, '<p>İçerik ' || i || '</p>', (array['Genel','SEO','Sosyal Medya'])[1 + i % 3], true, now() - make_interval(mins => i)
         from generate_series(1, ${POSTS}) i`,
    );
    await db.query(
      `insert into public.blog_posts_translations (item_id, locale, title, slug, excerpt, content, category, published)
       select p.id, 'en', 'Post ' || p.slug, 'en-' || p.slug, 'Short excerpt', '<p>Body</p>', 'General', true
         from public.blog_posts p
        where not exists (select 1 from public.blog_posts_translations t where t.item_id = p.id and t.locale = 'en')`,
    );
    await db.query('analyze public.blog_posts; analyze public.blog_posts_translations');
    console.log(`Inserted ${POSTS} posts with English translations in ${((performance.now() - started) / 1000).toFixed(1)} s; ${os.cpus().length} CPUs, Node ${process.version}`);

    const anon = new PostgrestClient<Database>(`http://127.0.0.1:${server.port}/rest/v1`, {
      headers: { apikey: server.ctx.anonKey, Authorization: `Bearer ${server.ctx.anonKey}` },
    }) as unknown as ReadClient;
    const read = async (language: LanguageCode, i: number, deep = false) => {
      // The first page (what the blog and home show), or a different page of the first 50.
      const page = deep ? (i * 7919) % 50 : 0;
      const r = await readTranslatedList(anon, 'blog_posts', language, {
        columns: PUBLIC_PAGES.blog_posts.cardSelect,
        query: (q) => q.eq('published', true).order('created_at', { ascending: false }).range(page * PER_PAGE, page * PER_PAGE + PER_PAGE - 1),
      });
      if (r.error || r.data.length !== PER_PAGE) throw new Error(`${language} page ${page}: ${r.error?.message ?? `${r.data.length} rows`}`);
      return r.data;
    };
    const sample = (await read('en', 0))[0] as { title: string };
    if (!sample.title.startsWith('Post ')) throw new Error(`the English list did not merge the translation: ${sample.title}`);
    for (let i = 0; i < 30; i++) {
      await read('tr', i);
      await read('en', i);
    }
    const line = (name: string, s: { p50: number; p95: number; mean: number }) =>
      console.log(`${name.padEnd(44)} p50 ${s.p50.toFixed(2)} ms   p95 ${s.p95.toFixed(2)} ms   mean ${s.mean.toFixed(2)} ms   (${CALLS} calls)`);
    for (const deep of [false, true]) {
      const tr: number[] = [];
      const en: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        let t0 = performance.now();
        await read('tr', i, deep);
        tr.push(performance.now() - t0);
        t0 = performance.now();
        await read('en', i, deep);
        en.push(performance.now() - t0);
      }
      const base = summary(tr);
      const localized = summary(en);
      console.log(deep ? '\nPages 1 to 50 of the list' : '\nThe first page of the list');
      line('Turkish blog list (today\'s read)', base);
      line('English blog list (translation merged)', localized);
      const ratio = { p50: localized.p50 / base.p50, p95: localized.p95 / base.p95, mean: localized.mean / base.mean };
      console.log(`ratio English/Turkish: p50 ${ratio.p50.toFixed(2)}x, p95 ${ratio.p95.toFixed(2)}x, mean ${ratio.mean.toFixed(2)}x (target <= ${TARGET_RATIO}x)`);
      if (ratio.p50 > TARGET_RATIO) failed = true;
    }
  } finally {
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
