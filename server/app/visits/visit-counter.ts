/**
 * Page views counted in memory and added to the database in batches (supabase/schemas/
 * 20_visits.sql), so a page served from the cache costs a few map lookups and never a database
 * round trip. A batch is sent every `flushSeconds` (sooner when it holds many visitors), and
 * when the server stops. Visitors: the address and user agent of a view stay in this process's
 * memory until its batch is sent, then only their hash under the day's salt goes to the
 * database (sha256 of salt, site, address and user agent, as Plausible does); the salt is drawn
 * by the database once a day for every server and deleted the next day with the hashes.
 * Several servers add up: each sends its own counts, and the database decides which hash is a
 * new visitor of the day.
 */
import crypto from 'node:crypto';
import type pg from 'pg';
import { errorText } from '../../platform/repeating-job.ts';
import type { PageView } from './page-view.ts';

/** A batch this large (distinct visitors of a day) goes at once, so memory stays small under a flood. */
const MAX_VISITORS_PER_BATCH = 20_000;
/**
 * Distinct (page, referring site, campaign) rows a server adds in one day. Referrers and UTM
 * values are whatever a request sends: past this many, a new one is counted as a direct view of
 * its page, so nobody can grow the daily table (or this memory) by inventing campaigns.
 */
const MAX_SOURCES_PER_DAY = 10_000;
const SEP = '\u0000';

interface Row {
  path: string;
  referrerHost: string;
  utmSource: string;
  utmCampaign: string;
  views: number;
  /** Visitors this row saw first for its path in this batch. */
  visitors: string[];
}

interface DayBatch {
  rows: Map<string, Row>;
  /** Per path, the visitors already credited in this batch. */
  seen: Map<string, Set<string>>;
  /** The whole site's visitors in this batch. */
  site: string[];
  siteSeen: Set<string>;
}

export interface VisitCounter {
  readonly counting: boolean;
  /** Counts one page view: memory only, never waits. */
  record(view: PageView): void;
  /** Sends what is counted so far (tests and the benchmark call it; the timer does otherwise). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Istanbul's date ('2026-12-03'), read again at most once a second. */
function dayClock(now: () => number): () => string {
  let day = '';
  let until = 0;
  return () => {
    const t = now();
    if (t >= until) {
      day = DAY.format(t);
      until = t + 1000;
    }
    return day;
  };
}

const emptyBatch = (): DayBatch => ({ rows: new Map(), seen: new Map(), site: [], siteSeen: new Set() });

export function createVisitCounter(opts: { pool: pg.Pool; siteHost: string; counting: boolean; flushSeconds: number; log: (message: string) => void; now?: () => number }): VisitCounter {
  const today = dayClock(opts.now ?? Date.now);
  let batches = new Map<string, DayBatch>();
  let visitorsHeld = 0;
  let salt: { day: string; value: Buffer } | undefined;
  let closed = false;
  let sources = { day: '', keys: new Set<string>() };

  /** The view as counted: its referrer and campaign kept while the day's sources are under the limit. */
  function bounded(day: string, view: PageView): PageView {
    if (sources.day !== day) sources = { day, keys: new Set() };
    if (!view.referrerHost && !view.utmSource && !view.utmCampaign) return view;
    const key = view.path + SEP + view.referrerHost + SEP + view.utmSource + SEP + view.utmCampaign;
    if (sources.keys.has(key)) return view;
    if (sources.keys.size >= MAX_SOURCES_PER_DAY) return { ...view, referrerHost: '', utmSource: '', utmCampaign: '' };
    sources.keys.add(key);
    return view;
  }

  function add(day: string, view: Omit<PageView, 'visitor'>, views: number, visitors: Iterable<string>, siteVisitors: Iterable<string>): void {
    let batch = batches.get(day);
    if (!batch) batches.set(day, (batch = emptyBatch()));
    const key = view.path + SEP + view.referrerHost + SEP + view.utmSource + SEP + view.utmCampaign;
    let row = batch.rows.get(key);
    if (!row) batch.rows.set(key, (row = { path: view.path, referrerHost: view.referrerHost, utmSource: view.utmSource, utmCampaign: view.utmCampaign, views: 0, visitors: [] }));
    row.views += views;
    let seen = batch.seen.get(view.path);
    if (!seen) batch.seen.set(view.path, (seen = new Set()));
    for (const v of visitors) {
      if (seen.has(v)) continue;
      seen.add(v);
      row.visitors.push(v);
      visitorsHeld++;
    }
    for (const v of siteVisitors) {
      if (batch.siteSeen.has(v)) continue;
      batch.siteSeen.add(v);
      batch.site.push(v);
    }
  }

  async function saltOf(day: string): Promise<Buffer> {
    if (salt?.day === day) return salt.value;
    const { rows } = await opts.pool.query<{ salt: Buffer }>('select private.visit_salt($1::date) as salt', [day]);
    const value = rows[0]!.salt;
    // Only today's salt is kept here; a batch of yesterday sent after midnight asks again (and gets a new one: yesterday's is gone).
    if (day === today()) salt = { day, value };
    return value;
  }

  async function send(day: string, batch: DayBatch): Promise<void> {
    const s = await saltOf(day);
    const hash = (visitor: string) => crypto.createHash('sha256').update(s).update(SEP + opts.siteHost + SEP + visitor).digest().subarray(0, 16);
    const rows = [...batch.rows.values()];
    const hashDays: string[] = [];
    const hashScopes: string[] = [];
    const hashValues: Buffer[] = [];
    const hashKeys: number[] = [];
    rows.forEach((row, i) => {
      for (const v of row.visitors) {
        hashDays.push(day);
        hashScopes.push(row.path);
        hashValues.push(hash(v));
        hashKeys.push(i + 1);
      }
    });
    for (const v of batch.site) {
      hashDays.push(day);
      hashScopes.push('');
      hashValues.push(hash(v));
      hashKeys.push(-1);
    }
    await opts.pool.query('select private.record_page_views($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::date[], $8::text[], $9::bytea[], $10::integer[])', [
      rows.map(() => day),
      rows.map((r) => r.path),
      rows.map((r) => r.referrerHost),
      rows.map((r) => r.utmSource),
      rows.map((r) => r.utmCampaign),
      rows.map((r) => r.views),
      hashDays,
      hashScopes,
      hashValues,
      hashKeys,
    ]);
  }

  async function flushNow(): Promise<void> {
    const sending = batches;
    batches = new Map();
    visitorsHeld = 0;
    for (const [day, batch] of sending) {
      try {
        await send(day, batch);
      } catch (err) {
        // The database is away (a restart): the counts wait for the next batch. Under a long
        // outage only the views are kept, not who made them, so memory stays bounded.
        opts.log(`Ziyaret sayıları kaydedilemedi (sonraki denemede yeniden gönderilecek): ${errorText(err)}`);
        const keepVisitors = visitorsHeld < MAX_VISITORS_PER_BATCH;
        for (const row of batch.rows.values()) add(day, row, row.views, keepVisitors ? row.visitors : [], keepVisitors ? batch.site : []);
      }
    }
  }

  let chain: Promise<void> = Promise.resolve();
  let pending = false;
  /** One batch at a time; a flush asked for during one runs after it, with what came since. */
  function flush(): Promise<void> {
    const next = chain.then(() => {
      pending = false;
      return flushNow();
    });
    chain = next.catch(() => undefined);
    return next;
  }

  const timer = opts.counting ? setInterval(() => void flush(), opts.flushSeconds * 1000) : undefined;
  timer?.unref();

  return {
    counting: opts.counting,
    record(view) {
      if (!opts.counting || closed) return;
      const day = today();
      add(day, bounded(day, view), 1, [view.visitor], [view.visitor]);
      if (visitorsHeld >= MAX_VISITORS_PER_BATCH && !pending) {
        pending = true;
        void flush();
      }
    },
    flush,
    async close() {
      closed = true;
      clearInterval(timer);
      await flush();
    },
  };
}
