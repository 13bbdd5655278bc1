/**
 * Visual comparison of public pages between this tree and a baseline tree, both built and seeded.
 * Both servers run in this process (as bench/block-pages.ts starts its baseline), each over its
 * own dist/. One headless Chromium takes full-page screenshots of each path at 1280 and 390 px,
 * one page at a time, after fonts and images have loaded, with animations and transitions off,
 * as a returning visitor who chose cookies (no cookie banner over the page).
 * Per path and width it prints both pages' heights and the share of differing pixels: a pixel
 * differs when its R+G+B differ by more than 24 in sum; where the heights differ, the rows one
 * page lacks count as differing. The diff images (differing pixels red over a faded copy of this
 * tree's page) and both screenshots go to VISUAL_DIFF_OUT (a new temporary folder by default), named in the output.
 *
 *   git worktree add --detach /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/ && (cd /tmp/base && npm run build)
 *   npm run build && VISUAL_BASELINE_DIR=/tmp/base npx tsx scripts/visual-diff.ts /about /faq /contact
 *
 * Paths default to / /about /faq /contact.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { CONSENT_KEY, CONSENT_VERSION } from '../src/lib/consent.ts';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { startBuiltTree } from './built-tree-server.ts';

const WIDTHS = [1280, 390];
/** The figures in docs/site-and-admin.md were counted with this threshold. */
const THRESHOLD = 24;

/** Loads the page and waits until it stops changing: fonts, every image (lazy ones scrolled in), no animations. */
async function shoot(page: Page, url: string): Promise<Buffer> {
  const res = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (res?.status() !== 200) throw new Error(`${url}: ${res?.status()}`);
  await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }' });
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(Array.from(document.images).map((img) => (img.complete ? img.decode().catch(() => {}) : new Promise((r) => { img.addEventListener('load', r, { once: true }); img.addEventListener('error', r, { once: true }); }))));
    window.scrollTo(0, 0);
  });
  // Two frames, so the last layout is painted.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.screenshot({ fullPage: true, animations: 'disabled' });
}

interface Diff {
  heights: [number, number];
  share: number;
  image: Buffer;
}

async function compare(current: Buffer, baseline: Buffer): Promise<Diff> {
  const [a, b] = await Promise.all([current, baseline].map((buf) => sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  const width = Math.max(a!.info.width, b!.info.width);
  const height = Math.max(a!.info.height, b!.info.height);
  const out = Buffer.alloc(width * height * 3, 255);
  let differing = 0;
  const at = (img: typeof a, x: number, y: number) => (x < img!.info.width && y < img!.info.height ? (y * img!.info.width + x) * 3 : -1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = at(a, x, y);
      const j = at(b, x, y);
      const o = (y * width + x) * 3;
      const sum = i < 0 || j < 0 ? Infinity : Math.abs(a!.data[i]! - b!.data[j]!) + Math.abs(a!.data[i + 1]! - b!.data[j + 1]!) + Math.abs(a!.data[i + 2]! - b!.data[j + 2]!);
      if (sum > THRESHOLD) {
        differing++;
        out[o] = 255;
        out[o + 1] = 0;
        out[o + 2] = 0;
      } else if (i >= 0) {
        // Faded copy of this tree's page, so the red stands out and the place is recognisable.
        for (let c = 0; c < 3; c++) out[o + c] = 200 + Math.round(a!.data[i + c]! * 0.2);
      }
    }
  }
  const image = await sharp(out, { raw: { width, height, channels: 3 } }).png().toBuffer();
  return { heights: [a!.info.height, b!.info.height], share: differing / (width * height), image };
}

async function main(): Promise<void> {
  const baselineRoot = process.env.VISUAL_BASELINE_DIR;
  if (!baselineRoot) throw new Error('Set VISUAL_BASELINE_DIR to a built checkout of the baseline commit (see the header).');
  if (!fs.existsSync(path.join(baselineRoot, 'dist', 'index.html'))) throw new Error(`${baselineRoot}/dist is not built: run npm run build there.`);
  const here = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(here, 'dist', 'index.html'))) throw new Error('dist is not built: run npm run build.');
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about', '/faq', '/contact'];
  const outDir = process.env.VISUAL_DIFF_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'visual-diff-'));
  fs.mkdirSync(outDir, { recursive: true });

  const current = await startBuiltTree(here);
  const baseline = await startBuiltTree(path.resolve(baselineRoot));
  const browser = await launchBrowser();
  try {
    console.log(`diff images: ${outDir}`);
    console.log(`${'path'.padEnd(16)} ${'width'.padStart(5)} ${'height (this / baseline)'.padStart(26)} ${'differing'.padStart(10)}`);
    for (const width of WIDTHS) {
      // A fresh context per width, the same viewport for both trees.
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      // A visitor who already chose necessary cookies only (as tests/helpers/e2e.ts): no banner over the content.
      const chosen = JSON.stringify({ analytics: false, marketing: false, at: '2026-01-01T00:00:00.000Z', version: CONSENT_VERSION });
      await context.addInitScript(([key, value]) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage
        }
      }, [CONSENT_KEY, chosen] as const);
      const page = await context.newPage();
      for (const p of paths) {
        const mine = await shoot(page, current.base + p);
        const theirs = await shoot(page, baseline.base + p);
        const diff = await compare(mine, theirs);
        const name = `${p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}`;
        fs.writeFileSync(path.join(outDir, `${name}-diff.png`), diff.image);
        fs.writeFileSync(path.join(outDir, `${name}-this.png`), mine);
        fs.writeFileSync(path.join(outDir, `${name}-baseline.png`), theirs);
        console.log(`${p.padEnd(16)} ${String(width).padStart(5)} ${`${diff.heights[0]} / ${diff.heights[1]}`.padStart(26)} ${`${(diff.share * 100).toFixed(3)}%`.padStart(10)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await current.close();
    await baseline.close();
  }
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
