/**
 * Rendered responses kept until public content changes: an LRU bounded by bytes (body plus
 * its compressed forms), emptied whenever the content version moves. A response built while
 * the version moved is not kept (it may show the old content).
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

export class PageCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
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
      this.entries.clear();
      this.bytes = 0;
      this.version = version;
    }
    return version;
  }

  get(key: string): CachedResponse | undefined {
    this.check();
    const hit = this.entries.get(key);
    if (!hit) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /** Keeps `response` if the content is still at `version` and it fits at all. */
  set(key: string, response: CachedResponse, version: number): void {
    if (this.check() !== version) return;
    const size = sizeOf(response);
    if (size > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= sizeOf(old);
    }
    while (this.bytes + size > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= sizeOf(oldest);
    }
    this.entries.set(key, response);
    this.bytes += size;
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }
}
