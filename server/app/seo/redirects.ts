/**
 * The redirects table (schema/redirects.ts) as the page handler reads it: every old path and
 * its target, loaded once per content version (the table notifies `content_changed` on every
 * change but a hit), so a lookup costs a map read. Hits are counted in memory and written in
 * one statement a moment later, never on the response's path.
 */
import type pg from 'pg';
import { encodeSitePath, normalizeSitePath } from '../../../src/lib/site-path.ts';
import type { ContentVersion } from './content-version.ts';

/** How long hits gather before they are written. */
const HIT_FLUSH_MS = 250;

export interface RedirectLookup {
  /** The redirect of a path (in any spelling: trailing slash, escapes), if it has one. */
  find(pathname: string): Promise<Entry | undefined>;
  /** Counts a hit of a redirect's stored path (written shortly after). */
  hit(fromPath: string): void;
}

/** The path part of a target (its query and fragment dropped), in the one spelling. */
const pathOf = (target: string) => normalizeSitePath(target).replace(/[?#].*$/, '');

/** Another site's address (the table's CHECK allows http and https ones besides site paths). */
const isExternal = (target: string) => /^https?:\/\//i.test(target);

/** The target with the request's query string kept (merged after the target's own), encoded for the header. */
export function redirectLocation(target: string, search: string): string {
  const location = isExternal(target) ? new URL(target).href : encodeSitePath(normalizeSitePath(target));
  if (!search || search === '?') return location;
  return location.includes('?') ? `${location}&${search.slice(1)}` : `${location}${search}`;
}

export interface Entry {
  /** The path as stored (hits are counted by it). */
  from: string;
  to: string;
  /** 301 (moved for good) or 302 (for a while). */
  status: number;
}

interface RedirectRow {
  from_path: string;
  to_path: string;
  status_code: number;
}

/**
 * The redirects by the one spelling of their path, without those that lead back to where they
 * start (`/a` → `/b/`, `/b` → `/a` is a loop once `/b/` is `/b`): the database refuses loops
 * as written, not as a browser follows them.
 */
export function redirectTable(rows: RedirectRow[], log: (m: string) => void): Map<string, Entry> {
  const map = new Map<string, Entry>();
  for (const row of rows) map.set(normalizeSitePath(row.from_path), { from: row.from_path, to: row.to_path, status: row.status_code });
  const looping = new Set<string>();
  for (const start of map.keys()) {
    const seen = new Set([start]);
    // Another site's address ends the walk: it is never a key of the map.
    let at = pathOf(map.get(start)!.to);
    while (map.has(at) && !seen.has(at) && !looping.has(at)) {
      seen.add(at);
      at = pathOf(map.get(at)!.to);
    }
    if (at === start) for (const p of seen) looping.add(p);
  }
  for (const p of looping) {
    log(`The redirect from ${map.get(p)!.from} is not followed: it leads back to itself`);
    map.delete(p);
  }
  return map;
}

export function createRedirectLookup(pool: pg.Pool, version: ContentVersion, log: (m: string) => void): RedirectLookup {
  let loaded: { version: number; map: Promise<Map<string, Entry>> } | undefined;
  const pendingHits = new Map<string, number>();
  let flushTimer: NodeJS.Timeout | undefined;

  function table(): Promise<Map<string, Entry>> {
    const current = version.current();
    if (loaded?.version !== current) {
      const map = pool
        .query<RedirectRow>('select from_path, to_path, status_code from public.redirects')
        .then((r) => redirectTable(r.rows, log));
      loaded = { version: current, map };
      // A failed load is not kept: the next request tries again.
      map.catch(() => {
        if (loaded?.map === map) loaded = undefined;
      });
    }
    return loaded.map;
  }

  async function flush(): Promise<void> {
    flushTimer = undefined;
    const paths = [...pendingHits.keys()];
    const counts = paths.map((p) => pendingHits.get(p)!);
    pendingHits.clear();
    try {
      await pool.query(
        `update public.redirects r set hits = r.hits + v.n, last_hit_at = now()
           from unnest($1::text[], $2::bigint[]) as v(path, n) where r.from_path = v.path`,
        [paths, counts],
      );
    } catch (err) {
      log(`Counting redirect hits failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  return {
    async find(pathname) {
      return (await table()).get(normalizeSitePath(pathname));
    },
    hit(fromPath) {
      pendingHits.set(fromPath, (pendingHits.get(fromPath) ?? 0) + 1);
      if (!flushTimer) {
        flushTimer = setTimeout(() => void flush(), HIT_FLUSH_MS);
        flushTimer.unref();
      }
    },
  };
}
