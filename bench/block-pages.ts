/**
 * Benchmark: pages built from blocks against the home page as it was before it became blocks,
 * in one run. Three pages on Lighthouse's emulated phone (mobile defaults, simulated
 * throttling): this tree's home page `/`, a ten-block landing page this script creates, and the
 * baseline tree's `/` (BENCH_BASELINE_DIR: a built checkout of the commit before the home page
 * became blocks). Per page: the performance score, CLS, and the JavaScript the page downloads
 * (bytes on the wire, compressed, from Lighthouse's network requests). The pages are measured in
 * turn, BENCH_RUNS rounds (3 by default); it prints medians, the spread (min–max) and the ratios
 * against the baseline's medians. Both servers run in this process, seeded.
 *
 *   git worktree add --detach /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/ && (cd /tmp/base && npm run build)
 *   BENCH_BASELINE_DIR=/tmp/base npx tsx bench/block-pages.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../tests/helpers/browser.ts';
import { startBuiltTree } from '../scripts/built-tree-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const LANDING_SLUG = 'bench-on-bloklu-kampanya';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The ten blocks of the measured landing page: the types a campaign page is made of, with real texts. */
const LANDING_BLOCKS = [
  { type: 'hero', data: { title: 'Kampanyanızı *bugün* başlatın', subtitle: 'Reklam, içerik ve analiz tek ekipte: ilk ay ücretsiz strateji görüşmesi.' } },
  { type: 'numbers', data: { items: [{ value: '150+', label: 'Mutlu Müşteri', icon: 'Users', color: 'green' }, { value: '300+', label: 'Tamamlanan Proje', icon: 'Award', color: 'blue' }] } },
  { type: 'services', data: { limit: 6, title: 'Hizmetlerimiz' } },
  { type: 'rich-text', data: { html: '<h2>Neden biz?</h2><p>Her kampanyayı ölçülebilir hedeflerle kuruyor, haftalık raporlarla sonuçları paylaşıyoruz.</p>' } },
  { type: 'projects', data: { limit: 6, title: 'Son çalışmalarımız' } },
  { type: 'testimonials', data: { limit: 6, show_rating: true, title: 'Müşterilerimiz ne diyor?' } },
  { type: 'packages', data: { title: 'Paketlerimiz', packages: [{ name: 'Başlangıç', price: '9.900 ₺', period: '/ ay', features: ['2 platform', 'Aylık rapor'], highlighted: false, button_text: 'Teklif Al', button_url: '/contact' }, { name: 'Büyüme', price: '19.900 ₺', period: '/ ay', features: ['4 platform', 'Haftalık rapor', 'Reklam yönetimi'], highlighted: true, button_text: 'Teklif Al', button_url: '/contact' }] } },
  { type: 'faq', data: { title: 'Sıkça Sorulan Sorular', items: [{ question: 'Kampanya ne zaman başlar?', answer: 'Sözleşmeden sonraki bir hafta içinde.' }, { question: 'Sözleşme süresi ne kadar?', answer: 'En az üç ay.' }] } },
  { type: 'cta', data: { title: 'Hemen *başlayalım*', button_text: 'Ücretsiz Danışmanlık', button_url: '/contact' } },
  { type: 'contact-form', data: { title: 'Bize ulaşın', button_label: 'Mesaj Gönder', show_phone: true, show_company: true, show_service: true } },
].map((b, i) => ({ id: `l${i + 1}`, ...b }));

interface Target {
  label: string;
  url: string;
}

interface Sample {
  performance: number;
  cls: number;
  jsBytes: number;
}

/** The compressed bytes of the page's scripts, as Lighthouse saw them arrive. */
function scriptBytes(audit: { details?: unknown } | undefined): number {
  const items = ((audit?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []);
  return items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

async function main(): Promise<void> {
  const baselineRoot = process.env.BENCH_BASELINE_DIR;
  if (!baselineRoot) throw new Error('Set BENCH_BASELINE_DIR to a built checkout of the baseline commit (see the header).');
  if (!fs.existsSync(path.join(baselineRoot, 'dist', 'index.html'))) throw new Error(`${baselineRoot}/dist is not built: run npm run build there.`);
  const here = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(here, 'dist', 'index.html'))) throw new Error('dist is not built: run npm run build.');

  const current = await startBuiltTree(here);
  const baseline = await startBuiltTree(path.resolve(baselineRoot));
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    await current.sql(`insert into pages (title, slug, template, landing_page, published, blocks) values ('On Bloklu Kampanya', $1, 'full-width', true, true, $2::jsonb)`, [LANDING_SLUG, JSON.stringify(LANDING_BLOCKS)]);
    const targets: Target[] = [
      { label: 'before blocks: /', url: `${baseline.base}/` },
      { label: 'blocks: /', url: `${current.base}/` },
      { label: 'blocks: 10-block landing', url: `${current.base}/${LANDING_SLUG}` },
    ];
    const entries = new Set<string>();
    for (const t of targets) {
      const res = await fetch(t.url);
      if (res.status !== 200) throw new Error(`${t.url}: ${res.status}`);
      const html = await res.text();
      entries.add(/src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? '');
      if (t.url.endsWith(LANDING_SLUG) && html.match(/data-block="/g)?.length !== LANDING_BLOCKS.length) throw new Error(`${t.url}: not ${LANDING_BLOCKS.length} blocks`);
    }
    // Each server its own build: two entry scripts (the baseline's and this tree's).
    if (entries.size !== 2 || entries.has('')) throw new Error(`expected two builds' entry scripts, got ${[...entries].join(', ')}`);
    const samples = new Map<string, Sample[]>(targets.map((t) => [t.label, []]));
    for (let run = 0; run < RUNS; run++) {
      // In turn, so a busier moment of the shared machine falls on every page alike.
      for (const t of targets) {
        const result = await lighthouse(t.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // A first visit: no HTTP cache, no note that the fonts are cached (src/lib/font-loading.ts).
          clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
        });
        const { categories, audits } = result!.lhr;
        const sample = { performance: Math.round((categories.performance?.score ?? 0) * 100), cls: audits['cumulative-layout-shift']?.numericValue ?? 0, jsBytes: scriptBytes(audits['network-requests']) };
        samples.get(t.label)!.push(sample);
        console.log(`run ${run + 1} ${t.label}: performance ${sample.performance}, CLS ${sample.cls.toFixed(3)}, JS ${(sample.jsBytes / 1024).toFixed(1)} KB`);
      }
    }

    const stat = (label: string, key: keyof Sample) => {
      const xs = samples.get(label)!.map((s) => s[key]);
      return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
    };
    const base = targets[0]!.label;
    const fmt = { performance: (n: number) => n.toFixed(0), cls: (n: number) => n.toFixed(3), jsBytes: (n: number) => `${(n / 1024).toFixed(1)} KB` };
    console.log(`\nMedians of ${RUNS} runs each, measured in turn (min–max), ratio against the home page before blocks`);
    console.log(`${'page'.padEnd(26)} ${'performance'.padStart(20)} ${'CLS'.padStart(26)} ${'JS (wire)'.padStart(34)}`);
    for (const t of targets) {
      const cells = (['performance', 'cls', 'jsBytes'] as const).map((k) => {
        const s = stat(t.label, k);
        const b = stat(base, k).median;
        const ratio = b === 0 ? (s.median === 0 ? '1.00x' : 'n/a') : `${(s.median / b).toFixed(2)}x`;
        return `${fmt[k](s.median)} (${fmt[k](s.min)}–${fmt[k](s.max)}) ${ratio}`;
      });
      console.log(`${t.label.padEnd(26)} ${cells[0]!.padStart(20)} ${cells[1]!.padStart(26)} ${cells[2]!.padStart(34)}`);
    }
  } finally {
    await chrome.kill();
    await current.close();
    await baseline.close();
  }
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
