/**
 * Rendered responses kept until public content changes: bounded by bytes (body plus its
 * compressed forms), emptied whenever the content version moves. A response built while the
 * version moved is not kept (it may show the old content). A segmented LRU: a new entry waits
 * in probation and is kept for good once asked for again, so a flood of URLs asked for once
 * (junk query strings, made-up hosts) only pushes out each other, never the pages people read.
 */
export interface CachedResponse {
  status: number;
  type: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

const sizeOf = (r: CachedResponse) => r.body.length + (r.br?.length ?? 0) + (r.gzip?.length ?? 0) + 256;

/** Share of the bytes that pages asked for more than once keep (the rest is for new ones). */
const PROTECTED_SHARE = 0.75;

export class PageCache {
  /** Entries seen once, least recently used first: what a flood of one-off URLs churns. */
  private readonly probation = new Map<string, CachedResponse>();
  /** Entries hit again since they were stored: only other such entries push them out. */
  private readonly protected = new Map<string, CachedResponse>();
  private probationBytes = 0;
  private protectedBytes = 0;
  private version: number;
  private hits = 0;
  private misses = 0;

  constructor(
    readonly maxBytes: number,
    private readonly currentVersion: () => number,
  ) {
    this.version = currentVersion();
  }

  /** The content version now (emptying the cache when it moved). */
  check(): number {
    const version = this.currentVersion();
    if (version !== this.version) {
      this.probation.clear();
      this.protected.clear();
      this.probationBytes = 0;
      this.protectedBytes = 0;
      this.version = version;
    }
    return version;
  }

  get(key: string): CachedResponse | undefined {
    this.check();
    const known = this.protected.get(key);
    if (known) {
      this.hits++;
      // Most recently used last.
      this.protected.delete(key);
      this.protected.set(key, known);
      return known;
    }
    const once = this.probation.get(key);
    if (!once) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.probation.delete(key);
    this.probationBytes -= sizeOf(once);
    this.protected.set(key, once);
    this.protectedBytes += sizeOf(once);
    // Protected pages beyond their share go back to probation, as its newest.
    while (this.protectedBytes > this.maxBytes * PROTECTED_SHARE) {
      const [oldestKey, oldest] = this.protected.entries().next().value!;
      this.protected.delete(oldestKey);
      this.protectedBytes -= sizeOf(oldest);
      this.probation.set(oldestKey, oldest);
      this.probationBytes += sizeOf(oldest);
    }
    return once;
  }

  /** Keeps `response` if the content is still at `version` and it fits at all. */
  set(key: string, response: CachedResponse, version: number): void {
    if (this.check() !== version) return;
    const size = sizeOf(response);
    if (size > this.maxBytes / 4) return;
    this.delete(key);
    // Only probation is evicted: protected pages stay within their share, so room is always found there.
    while (this.probationBytes + this.protectedBytes + size > this.maxBytes && this.probation.size) {
      const [oldestKey, oldest] = this.probation.entries().next().value!;
      this.probation.delete(oldestKey);
      this.probationBytes -= sizeOf(oldest);
    }
    this.probation.set(key, response);
    this.probationBytes += size;
  }

  private delete(key: string): void {
    const once = this.probation.get(key);
    if (once) {
      this.probation.delete(key);
      this.probationBytes -= sizeOf(once);
    }
    const known = this.protected.get(key);
    if (known) {
      this.protected.delete(key);
      this.protectedBytes -= sizeOf(known);
    }
  }

  /** Whether `key` still keeps this very response (no effect on the LRU order or the counts). */
  keeps(key: string, response: CachedResponse): boolean {
    this.check();
    return this.probation.get(key) === response || this.protected.get(key) === response;
  }

  /** `key`'s response, if still kept, with a smaller brotli form (compress-later.ts); its place in the LRU unchanged. */
  replaceBrotli(key: string, response: CachedResponse, br: Buffer): void {
    if (!response.br || br.length >= response.br.length) return;
    const smaller = { ...response, br };
    const saved = sizeOf(response) - sizeOf(smaller);
    if (this.probation.get(key) === response) {
      this.probation.set(key, smaller);
      this.probationBytes -= saved;
    } else if (this.protected.get(key) === response) {
      this.protected.set(key, smaller);
      this.protectedBytes -= saved;
    }
  }

  stats(): PageCacheStats {
    return { entries: this.probation.size + this.protected.size, bytes: this.probationBytes + this.protectedBytes, hits: this.hits, misses: this.misses };
  }
}
