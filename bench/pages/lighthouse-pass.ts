/**
 * One Lighthouse pass (mobile defaults, simulated throttling) in a Chromium started for it
 * alone, as a first visitor's browser is: a new profile, nothing cached, nothing compiled,
 * nothing stored. A warm browser shared by all passes hides part of the first visit's cost
 * (issue 46: TBT 54-89 ms on the home with a new browser where the warm one said 0).
 */
import { launch } from 'chrome-launcher';
import { CHROMIUM_PATH } from '../../tests/helpers/browser.ts';

export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** What a pass measured: scores, the first view's weight by kind, and its timings. */
export interface PassFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  allBytes: number;
  jsBytes: number;
  fontBytes: number;
  imageBytes: number;
  requests: number;
  domSize: number;
  mainThread: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
}

export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: unknown } | undefined>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The figures of one report: bytes and requests from its network log (the page's own requests, data: URLs left out). */
export function figuresOf(lhr: LighthouseReport): PassFigures {
  const { categories: c, audits: a } = lhr;
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  const value = (k: string) => a[k]?.numericValue ?? 0;
  const items = ((a['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((i) => !i.url.startsWith('data:'));
  const bytes = (kind?: string) => items.filter((i) => !kind || i.resourceType === kind).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    allBytes: bytes(),
    jsBytes: bytes('Script'),
    fontBytes: bytes('Font'),
    imageBytes: bytes('Image'),
    requests: items.length,
    domSize: value('dom-size'),
    mainThread: value('mainthread-work-breakdown'),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
  };
}

/** Runs one pass on `url` in a new Chromium (its own temporary profile), which it then ends. */
export async function lighthousePass(url: string): Promise<LighthouseReport> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr as unknown as LighthouseReport;
  } finally {
    await chrome.kill();
  }
}
