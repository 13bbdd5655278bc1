/**
 * The redirects table (schema/redirects.ts) as the page handler reads it: every old path and
 * its target, loaded once per content version (the table notifies `content_changed` on every
 * change but a hit), so a lookup costs a map read. Hits are counted in memory and written in
 * one statement a moment later, never on the response's path.
 */
import type pg from 'pg';
import type { ContentVersion } from './content-version.ts';

/** How long hits gather before they are written. */
const HIT_FLUSH_MS = 250;

export interface RedirectLookup {
  /** The redirect of a path (the request's path, trailing slash or not), if it has one. */
  find(pathname: string): Promise<{ from: string; to: string } | undefined>;
  /** Counts a hit of a redirect's stored path (written shortly after). */
  hit(fromPath: string): void;
}

/** The path as stored: no trailing slash (but '/'), percent-decoding where it is valid. */
function candidates(pathname: string): string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  let decoded = trimmed;
  try {
    decoded = decodeURIComponent(trimmed);
  } catch {
    // Not valid percent-encoding: only the raw form can match.
  }
  return decoded === trimmed ? [trimmed] : [trimmed, decoded];
}

/** The target with the request's query string kept (merged after the target's own). */
export function redirectLocation(target: string, search: string): string {
  if (!search || search === '?') return target;
  return target.includes('?') ? `${target}&${search.slice(1)}` : `${target}${search}`;
}

export function createRedirectLookup(pool: pg.Pool, version: ContentVersion, log: (m: string) => void): RedirectLookup {
  let loaded: { version: number; map: Promise<Map<string, string>> } | undefined;
  const pendingHits = new Map<string, number>();
  let flushTimer: NodeJS.Timeout | undefined;

  function table(): Promise<Map<string, string>> {
    const current = version.current();
    if (loaded?.version !== current) {
      const map = pool
        .query<{ from_path: string; to_path: string }>('select from_path, to_path from public.redirects')
        .then((r) => new Map(r.rows.map((row) => [row.from_path, row.to_path])));
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
      const map = await table();
      for (const from of candidates(pathname)) {
        const to = map.get(from);
        if (to !== undefined) return { from, to };
      }
      return undefined;
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
