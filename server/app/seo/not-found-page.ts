/**
 * The 404 page, rendered once and then only filled in: unknown URLs are free for anyone to
 * make up, so each must not cost a render. The page depends on its URL only through the path
 * (canonical, og:url, the hydration key), so it is rendered at a stand-in path of the same
 * route (same depth, same known first segment, for the header's active link) and the real
 * path is written over the stand-in. The real path is percent-encoded beyond URL syntax, so it
 * is the same text in an attribute, in the JSON data block and in the markup.
 */
import crypto from 'node:crypto';

/** A path segment no row has: fresh per process, so nobody can make a page with it. */
const STAND_IN = `nf${crypto.randomBytes(8).toString('hex')}`;

export interface StandIn {
  /** The path the 404 page is rendered at (and the key of its template: few of them exist). */
  path: string;
}

/**
 * The stand-in for a (normalised) path: its first segment kept when `isKnownSection` says the
 * site has it (/blog, /services…), else `x`; the last replaced by the stand-in; depth as the
 * path's up to 3 (no route is deeper than 2, so every deeper path is the catch-all's 404).
 */
export function standInFor(path: string, isKnownSection: (segment: string) => boolean): StandIn {
  const segments = path.split('/').slice(1);
  if (segments.length <= 1) return { path: `/${STAND_IN}` };
  const first = isKnownSection(segments[0]!) ? segments[0]! : 'x';
  return { path: segments.length === 2 ? `/${first}/${STAND_IN}` : `/${first}/x/${STAND_IN}` };
}

/** Whether a rendered 404 shows its path only where it can be replaced whole. */
export function isFillable(html: string, standInPath: string): boolean {
  return html.split(STAND_IN).length === html.split(standInPath).length;
}

/** The 404 page of `path` from the page rendered at `standInPath`. */
export function fillNotFound(html: string, standInPath: string, path: string): string {
  // encodeURIComponent leaves ' alone: ASCII is escaped by hand.
  const safe = path.replace(/[^A-Za-z0-9\-._~!$()*+,;=:@/%]/gu, (c) => (c.charCodeAt(0) < 128 ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(c)));
  return html.split(standInPath).join(safe);
}
