/**
 * Benchmark: an admin list screen with 10,000 rows against the same screen with the seeded
 * handful, in the same run and browser: time from opening the screen to its first rows, and
 * from typing a search to the matching row. Large tables are paged and searched by the
 * database, so the ratio should stay small.
 *
 *   npm run bench:admin           # BENCH_RUNS=5 for more runs
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { ensureSpaBuilt } from '../server/app/build-spa.ts';
import { loadConfig } from '../server/config.ts';
import { PROJECT_ROOT } from '../server/platform/db/setup.ts';
import { startServer } from '../server/start.ts';
import { CHROMIUM_PATH } from '../tests/helpers/browser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), (m) => console.log(m));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-admin-'));
  const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' }), () => {});
  const base = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/admin/login`);
    await page.locator('input[name="email"]').fill('bench@example.com');
    await page.locator('input[name="password"]').fill('bench-password-123');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();

    const measure = async (p: Page, search: string) => {
      const open: number[] = [];
      const find: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await p.goto(`${base}/admin`);
        await p.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
        let t = Date.now();
        await p.getByRole('link', { name: 'Müşteri Yorumları' }).first().click();
        await p.locator('article h3').first().waitFor();
        open.push(Date.now() - t);
        t = Date.now();
        await p.getByRole('search').getByRole('searchbox').fill(search);
        await p.locator('article h3', { hasText: search }).first().waitFor();
        await p.waitForFunction((s) => [...document.querySelectorAll('article h3')].every((h) => h.textContent?.includes(s)), search);
        find.push(Date.now() - t);
      }
      return { open: median(open), find: median(find) };
    };

    const small = await measure(page, 'Ayşe Demir');
    await server.ctx.db.admin.query(`insert into testimonials (name, position, company, content, rating) select 'Müşteri ' || i, 'Pozisyon', 'Firma ' || i, 'Yorum ' || i, 1 + i % 5 from generate_series(1, 10000) i`);
    const large = await measure(page, 'Müşteri 9876');
    console.log(`Admin testimonials screen, median of ${RUNS} (first rows after opening; search to the matching row)`);
    console.log(`seeded (7 rows)      open ${small.open} ms   search ${small.find} ms`);
    console.log(`10,007 rows          open ${large.open} ms   search ${large.find} ms`);
    console.log(`ratio 10,007 rows vs seeded: open ${(large.open / small.open).toFixed(2)}x, search ${(large.find / small.find).toFixed(2)}x`);
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
