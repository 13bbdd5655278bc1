/**
 * What the audit log costs a content write: a staff member's blog post update through
 * /rest/v1 (supabase-js, as the admin saves), timed with the post's `record_audit` trigger
 * enabled and disabled, in alternating blocks on the same server in the same run (so the
 * machine's load falls on both sides alike). Prints the median write time of each side and
 * their ratio; the target is a ratio of at most 1.10.
 *
 *   npm run bench:audit                      # 8 blocks of 100 writes per side
 *   BENCH_BLOCKS=12 BENCH_WRITES=200 npm run bench:audit
 */
import { performance } from 'node:perf_hooks';
import { startTestServer } from '../tests/helpers/server.ts';

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 8);
const WRITES = Number(process.env.BENCH_WRITES ?? 100);
const TARGET = 1.1;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main() {
  const t = await startTestServer();
  try {
    const sql = (text: string) => t.server.ctx.db.admin.query(text);
    const staff = await t.signIn();
    const created = await staff.from('blog_posts').insert({ title: 'Ölçüm yazısı', slug: 'olcum-yazisi', excerpt: 'Ölçüm', content: '<p>Ölçüm</p>', published: true }).select('id').single();
    if (created.error) throw new Error(`insert failed: ${created.error.message}`);
    const id = created.data.id as string;
    let n = 0;
    async function block(): Promise<number[]> {
      const times: number[] = [];
      for (let i = 0; i < WRITES; i++) {
        const start = performance.now();
        const { error } = await staff.from('blog_posts').update({ title: `Ölçüm yazısı ${++n}`, excerpt: `Özet ${n}` }).eq('id', id);
        times.push(performance.now() - start);
        if (error) throw new Error(`update failed: ${error.message}`);
      }
      return times;
    }
    await block(); // warm-up: connections, plans, caches
    const withLog: number[] = [];
    const without: number[] = [];
    for (let b = 0; b < BLOCKS; b++) {
      // Alternate which side goes first, so neither always follows the other.
      for (const side of b % 2 ? ['without', 'with'] : ['with', 'without']) {
        await sql(`alter table public.blog_posts ${side === 'with' ? 'enable' : 'disable'} trigger record_audit`);
        (side === 'with' ? withLog : without).push(...(await block()));
      }
    }
    await sql('alter table public.blog_posts enable trigger record_audit');
    const entries = (await t.server.ctx.db.admin.query<{ n: number }>(`select count(*)::int as n from audit_log where table_name = 'blog_posts' and row_id = $1`, [id])).rows[0]!.n;
    const a = median(withLog);
    const b = median(without);
    const ratio = a / b;
    console.log(`content write (blog post update through /rest/v1), ${withLog.length} writes per side in ${BLOCKS} alternating blocks:`);
    console.log(`  with the audit log:    median ${a.toFixed(2)} ms (${entries} entries written)`);
    console.log(`  without the audit log: median ${b.toFixed(2)} ms`);
    console.log(`  ratio: ${ratio.toFixed(3)} (target ≤ ${TARGET.toFixed(2)}) ${ratio <= TARGET ? 'OK' : 'OVER TARGET'}`);
    if (ratio > TARGET) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

await main();
