/**
 * Benchmark of the public site as a visitor's phone gets it: builds the site, starts the
 * seeded server and measures every public route, median of three runs:
 * - in Chromium on an emulated phone (4x CPU slowdown, 9 Mbit/s, 40 ms): time until the main
 *   heading shows, against the plain-HTML baseline measured in the same run (the same page's
 *   HTML with JavaScript off), the compressed JavaScript and all bytes of the first load;
 * - Lighthouse (mobile defaults, simulated throttling), each pass in a new Chromium (a first
 *   visitor's browser, bench/pages/lighthouse-pass.ts): scores, bytes in all, of JavaScript, of
 *   fonts and of images, requests, DOM size, main-thread time, TBT, LCP, FCP and CLS, beside
 *   issue 46's targets (bench/pages/targets.ts).
 * Exits non-zero when a target is missed or admin code reaches a visitor.
 *
 *   npm run bench:pages             # LIGHTHOUSE=0 skips Lighthouse; BENCH_RUNS=1 for a quick look
 *   BENCH_ROUTES=/,/blog/instagram-algoritmasi-2026 npm run bench:pages   # some routes only
 *   BENCH_LOAD=2 npm run bench:pages   # beside two CPU-burning processes (a busy machine)
 *
 * For each route it also prints what decides the scores, from the Lighthouse report: the LCP
 * element, render-blocking resources and any audit that failed (LH_REPORTS=<dir> keeps the JSON).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContextOptions } from 'playwright-core';
import { ensureSpaBuilt } from '../server/app/build-spa.ts';
import { loadConfig } from '../server/config.ts';
import { PROJECT_ROOT } from '../server/platform/db/setup.ts';
import { startServer } from '../server/start.ts';
import { isAdminAsset } from '../server/app/static/admin-paths.ts';
import { CHROMIUM_PATH } from '../tests/helpers/browser.ts';
import { startCpuLoad } from './pages/cpu-load.ts';
import { CHROME_FLAGS, figuresOf, lighthousePass, type LighthouseReport, type PassFigures } from './pages/lighthouse-pass.ts';
import { missed, POST_ROUTE, tableHead, tableRow } from './pages/targets.ts';

/** One URL of every public route (the not-found page has no SEO target: it is noindex). */
/** Issue 46's routes: the home, a post, a service, a project, a CMS page, contact, the projects list, about. */
const ROUTES = ['/', POST_ROUTE, '/services/sosyal-medya-yonetimi', '/projects/kahve-duragi-sosyal-medya', '/gizlilik-politikasi', '/contact', '/projects', '/about', '/en', '/en/blog/local-seo-for-small-businesses', '/en/services/social-media-management'];
const SELECTED = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((r) => r.trim()).filter(Boolean) : ROUTES;
const NOT_INDEXED = new Set(['/olmayan-sayfa/yok']);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Issue 28's targets beside issue 46's (bench/pages/targets.ts): JavaScript ≤ 60 KiB on the home and contact pages, ≤ 40 KiB elsewhere. */
const TARGETS = { otherScores: 100, lcpMs: 1200, cls: 0.02, headingRatio: 1.3 };
const jsBudget = (route: string) => (route === '/' || route === '/en' || route === '/contact' ? 60 : 40) * 1024;
const LOAD = Number(process.env.BENCH_LOAD ?? 0);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Load {
  ms: number;
  jsBytes: number;
  allBytes: number;
  files: string[];
}

interface Row {
  route: string;
  headingMs: number;
  baselineMs: number;
  jsBytes: number;
  allBytes: number;
  lh?: PassFigures;
}

/** Each figure's median over the passes. */
function medianFigures(passes: PassFigures[]): PassFigures {
  const keys = Object.keys(passes[0]!) as (keyof PassFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(passes.map((p) => p[k]))])) as unknown as PassFigures;
}

/** What decided a route's scores: its LCP element, render-blocking files, failed audits. */
function explain(route: string, lhr: LighthouseReport): void {
  if (process.env.LH_REPORTS) {
    fs.mkdirSync(process.env.LH_REPORTS, { recursive: true });
    fs.writeFileSync(path.join(process.env.LH_REPORTS, `${route.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(lhr));
  }
  const find = (value: unknown, key: string): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const own = (value as Record<string, unknown>)[key];
    if (typeof own === 'string') return own;
    for (const v of Object.values(value)) {
      const found = find(v, key);
      if (found) return found;
    }
    return undefined;
  };
  const lcp = find(lhr.audits['largest-contentful-paint-element']?.details, 'snippet') ?? '(none)';
  const blocking = ((lhr.audits['render-blocking-resources']?.details as { items?: unknown[] } | undefined)?.items ?? []).map((item) => find(item, 'url')).filter(Boolean);
  const failed = Object.entries(lhr.audits)
    .filter(([, a]) => a && a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'))
    .map(([id]) => id);
  console.log(`${route}\n  LCP element: ${lcp.slice(0, 160)}\n  render-blocking: ${blocking.join(', ') || 'none'}\n  audits below 1: ${failed.join(', ') || 'none'}`);
}

async function main(): Promise<void> {
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), (m) => console.log(m));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bench-pages-'));
  const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' }), () => {});
  const base = `http://127.0.0.1:${server.port}`;
  const stopLoad = LOAD > 0 ? startCpuLoad(LOAD) : () => {};
  if (LOAD > 0) console.log(`Beside ${LOAD} CPU-burning processes (BENCH_LOAD)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROME_FLAGS });
  const problems: string[] = [];
  const rows: Row[] = [];
  try {
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
    // Every load is a first visit: a fresh context each time, so nothing a page stored (the
    // note that Inter's files are cached, src/lib/font-loading.ts) carries over to the next.
    const withJs = { ...phone };
    const plainHtml = { ...phone, javaScriptEnabled: false };
    const measure = async (options: BrowserContextOptions, route: string): Promise<Load> => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      // A fresh context's cache is empty; a file the page asks for twice (Inter's files: fetched,
      // then drawn from by the headings) comes from it the second time and counts 0 bytes.
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8 });
      const js = new Map<string, number>();
      const all = new Map<string, number>();
      const urls = new Map<string, string>();
      cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
      cdp.on('Network.loadingFinished', (e) => {
        const url = urls.get(e.requestId) ?? '';
        all.set(e.requestId, e.encodedDataLength);
        if (/\.m?js(\?|$)/.test(url)) js.set(url, e.encodedDataLength);
      });
      const start = Date.now();
      await page.goto(base + route, { waitUntil: 'commit' });
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      const ms = Date.now() - start;
      // The app starts after the first paint (src/boot.ts), so the network can be idle before its
      // files are asked for: count them once the page has hydrated (<html data-hydrated>), as
      // tests/helpers/e2e.ts waitForHydration does.
      // (The plain-HTML baseline runs no JavaScript: nothing to wait for there.)
      if (options !== plainHtml) {
        const hydrated = page.locator('html[data-hydrated]');
        await hydrated.waitFor({ timeout: 30_000 }).catch(() => console.log(`${route}: not hydrated after 30 s (bytes counted so far)`));
      }
      // A busy shared machine can keep image transforms going: report it rather than abort the run.
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => console.log(`${route}: the network was not idle after 60 s (bytes counted so far)`));
      await context.close();
      const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
      return { ms, jsBytes: sum(js), allBytes: sum(all), files: [...js.keys()] };
    };

    console.log(`\nPublic pages on an emulated phone (4x CPU slowdown, 9 Mbit/s, 40 ms), median of ${RUNS}`);
    for (const route of SELECTED) {
      const runs: Load[] = [];
      const plain: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        plain.push((await measure(plainHtml, route)).ms);
        runs.push(await measure(withJs, route));
      }
      // The admin is a build of its own, its files under /assets/admin/ (server/app/static/admin-paths.ts); named ones count too.
      const admin = runs.flatMap((r) => r.files).filter((f) => isAdminAsset(new URL(f).pathname) || /AdminApp|admin/i.test(path.basename(f)));
      if (admin.length) problems.push(`${route}: admin code downloaded: ${admin.join(', ')}`);
      rows.push({ route, headingMs: median(runs.map((r) => r.ms)), baselineMs: median(plain), jsBytes: Math.max(...runs.map((r) => r.jsBytes)), allBytes: median(runs.map((r) => r.allBytes)) });
    }

    if (process.env.LIGHTHOUSE !== '0') {
      for (const row of rows) {
        if (NOT_INDEXED.has(row.route)) continue;
        const passes: PassFigures[] = [];
        for (let i = 0; i < RUNS; i++) {
          const lhr = await lighthousePass(base + row.route);
          if (i === 0) explain(row.route, lhr);
          passes.push(figuresOf(lhr));
        }
        row.lh = medianFigures(passes);
      }
    }
  } finally {
    stopLoad();
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const header = ['route', 'heading', 'plain HTML', 'ratio', 'JS (wire)', 'first load'];
  const widths = [34, 8, 11, 6, 10, 11];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
  console.log(`\nEmulated phone, until the page is hydrated and the network idle\n${line(header)}`);
  for (const r of rows) {
    const ratio = r.headingMs / Math.max(1, r.baselineMs);
    console.log(line([r.route, `${r.headingMs} ms`, `${r.baselineMs} ms`, `${ratio.toFixed(2)}x`, kb(r.jsBytes), kb(r.allBytes)]));
    if (r.jsBytes > jsBudget(r.route)) problems.push(`${r.route}: ${kb(r.jsBytes)} of JavaScript (budget ${kb(jsBudget(r.route))})`);
    if (ratio > TARGETS.headingRatio) problems.push(`${r.route}: main heading ${ratio.toFixed(2)}x the plain HTML (target <= ${TARGETS.headingRatio}x)`);
  }
  const measured = rows.filter((r) => r.lh);
  if (measured.length) {
    console.log(`\nLighthouse mobile, a new Chromium per pass, median of ${RUNS}${LOAD ? `, beside ${LOAD} CPU burners` : ''} (value/target)\n${tableHead()}`);
    for (const r of measured) {
      const lh = r.lh!;
      console.log(tableRow(r.route, lh));
      problems.push(...missed(r.route, lh));
      for (const [name, v] of [['accessibility', lh.accessibility], ['best practices', lh.bestPractices], ['SEO', lh.seo]] as const) if (v < TARGETS.otherScores) problems.push(`${r.route}: ${name} ${v} (target 100)`);
      if (lh.lcp > TARGETS.lcpMs) problems.push(`${r.route}: LCP ${Math.round(lh.lcp)} ms (target <= ${TARGETS.lcpMs} ms)`);
      if (lh.cls > TARGETS.cls) problems.push(`${r.route}: CLS ${lh.cls.toFixed(3)} (target <= ${TARGETS.cls})`);
    }
  }
  if (problems.length) console.log(`\nTargets missed:\n  ${problems.join('\n  ')}`);
  else console.log('\nAll targets met.');
  // Explicitly: Lighthouse's Chrome launcher otherwise decides the exit code.
  process.exit(problems.length ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
