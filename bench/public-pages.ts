/**
 * Benchmark of the public site as a visitor's phone gets it: builds the SPA, starts the seeded
 * server and, in Chromium, measures per route the JavaScript downloaded (compressed bytes on
 * the wire) and the time until the page's main heading shows, against a baseline measured in
 * the same run (the same server's static index.html without JavaScript). Then Lighthouse
 * (mobile) scores for a few routes. Also checks that no admin code reaches a visitor.
 *
 *   npm run bench:pages             # LIGHTHOUSE=0 skips Lighthouse
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureSpaBuilt } from '../server/build-spa.ts';
import { loadConfig } from '../server/config.ts';
import { PROJECT_ROOT } from '../server/db/setup.ts';
import { startServer } from '../server/start.ts';
import { CHROMIUM_PATH } from '../tests/helpers/browser.ts';

const ROUTES = ['/', '/about', '/services', '/services/sosyal-medya-yonetimi', '/projects', '/blog', '/blog/instagram-algoritmasi-2026', '/contact', '/faq', '/gizlilik-politikasi'];
const LIGHTHOUSE_ROUTES = ['/', '/blog', '/blog/instagram-algoritmasi-2026'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const JS_BUDGET = 130 * 1024;
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), (m) => console.log(m));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-pages-'));
  const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' }), () => {});
  const base = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROME_FLAGS });
  let failed = false;
  try {
    // Phone-like: 4x slower CPU, fast 4G-ish network.
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
    const context = await browser.newContext(phone);
    const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const measure = async (route: string, waitForMain: boolean) => {
      const page = await (waitForMain ? context : noScript).newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8 });
      const js = new Map<string, number>();
      const urls = new Map<string, string>();
      cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
      cdp.on('Network.loadingFinished', (e) => {
        const url = urls.get(e.requestId) ?? '';
        if (/\.m?js(\?|$)/.test(url)) js.set(url, e.encodedDataLength);
      });
      const start = Date.now();
      await page.goto(base + route, { waitUntil: waitForMain ? 'commit' : 'load' });
      if (waitForMain) await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      const ms = Date.now() - start;
      await page.waitForLoadState('networkidle');
      await page.close();
      return { ms, jsBytes: [...js.values()].reduce((a, b) => a + b, 0), files: [...js.keys()] };
    };

    const baseline = median(await Promise.all(Array.from({ length: RUNS }, () => measure('/index.html', false))).then((r) => r.map((x) => x.ms)));
    console.log(`\nPublic pages on an emulated phone (4x CPU slowdown, 9 Mbit/s, 40 ms), median of ${RUNS}; baseline: static index.html without JS ${baseline} ms\n`);
    console.log(`${'route'.padEnd(36)} ${'JS (wire)'.padStart(10)} ${'main heading'.padStart(13)} ${'vs baseline'.padStart(12)}`);
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(route, true));
      const ms = median(runs.map((r) => r.ms));
      const bytes = Math.max(...runs.map((r) => r.jsBytes));
      const admin = runs.flatMap((r) => r.files).filter((f) => /AdminApp|admin/i.test(path.basename(f)));
      if (admin.length) {
        failed = true;
        console.log(`  ${route}: admin code downloaded: ${admin.join(', ')}`);
      }
      if (bytes > JS_BUDGET) failed = true;
      console.log(`${route.padEnd(36)} ${kb(bytes).padStart(10)} ${`${ms} ms`.padStart(13)} ${`${(ms / baseline).toFixed(1)}x`.padStart(12)}${bytes > JS_BUDGET ? '  over the 130 KB budget' : ''}`);
    }

    if (process.env.LIGHTHOUSE !== '0') {
      const { default: lighthouse } = await import('lighthouse');
      const { launch } = await import('chrome-launcher');
      const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
      try {
        console.log(`\nLighthouse (mobile defaults)`);
        for (const route of LIGHTHOUSE_ROUTES) {
          const result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
          const c = result!.lhr.categories;
          const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
          console.log(`${route.padEnd(36)} performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`);
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.log('\nBudget exceeded or admin code on a public page.');
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
