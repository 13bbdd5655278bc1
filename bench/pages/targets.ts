/**
 * Issue 46's targets for a first visit (Lighthouse mobile), printed beside each figure: what a
 * default WordPress 6.1 (twentytwentythree) weighs on the same post and home, and no main-thread
 * blocking. Routes without a weight target show only the common ones.
 */
import type { PassFigures } from './lighthouse-pass.ts';

export const POST_ROUTE = '/blog/instagram-algoritmasi-2026';

export interface RouteTargets {
  performance: number;
  tbtMs: number;
  allKiB?: number;
  jsKiB?: number;
  requests?: number;
}

const COMMON = { performance: 100, tbtMs: 50 };

export function targetsFor(route: string): RouteTargets {
  if (route === POST_ROUTE) return { ...COMMON, allKiB: 41, jsKiB: 10.6, requests: 9 };
  if (route === '/') return { ...COMMON, allKiB: 59, jsKiB: 9 };
  return COMMON;
}

const kib = (n: number) => (n / 1024).toFixed(1);
const ms = (n: number) => `${Math.round(n)}`;
const beside = (value: string, target?: number | string) => (target === undefined ? value : `${value}/${target}`);

const COLUMNS: [string, number][] = [
  ['route', 34],
  ['perf', 8],
  ['all KiB', 11],
  ['JS KiB', 10],
  ['font KiB', 9],
  ['image KiB', 10],
  ['req', 6],
  ['DOM', 5],
  ['main ms', 8],
  ['TBT ms', 7],
  ['LCP ms', 7],
  ['FCP ms', 7],
  ['CLS', 6],
];

const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(COLUMNS[i]![1]) : c.padStart(COLUMNS[i]![1]))).join(' ');

/** The table's head: each figure, its target after a slash where the route has one. */
export const tableHead = () => line(COLUMNS.map(([name]) => name));

export function tableRow(route: string, f: PassFigures): string {
  const t = targetsFor(route);
  return line([
    route,
    beside(String(f.performance), t.performance),
    beside(kib(f.allBytes), t.allKiB),
    beside(kib(f.jsBytes), t.jsKiB),
    kib(f.fontBytes),
    kib(f.imageBytes),
    beside(String(f.requests), t.requests),
    String(Math.round(f.domSize)),
    ms(f.mainThread),
    beside(ms(f.tbt), t.tbtMs),
    ms(f.lcp),
    ms(f.fcp),
    f.cls.toFixed(3),
  ]);
}

/** The targets a route's figures miss, as sentences. */
export function missed(route: string, f: PassFigures): string[] {
  const t = targetsFor(route);
  const out: string[] = [];
  if (f.performance < t.performance) out.push(`${route}: performance ${f.performance} (target ${t.performance})`);
  if (f.tbt > t.tbtMs) out.push(`${route}: TBT ${ms(f.tbt)} ms (target <= ${t.tbtMs} ms)`);
  if (t.allKiB !== undefined && f.allBytes > t.allKiB * 1024) out.push(`${route}: ${kib(f.allBytes)} KiB in all (target <= ${t.allKiB} KiB)`);
  if (t.jsKiB !== undefined && f.jsBytes > t.jsKiB * 1024) out.push(`${route}: ${kib(f.jsBytes)} KiB of JavaScript (target <= ${t.jsKiB} KiB)`);
  if (t.requests !== undefined && f.requests > t.requests) out.push(`${route}: ${f.requests} requests (target <= ${t.requests})`);
  return out;
}
