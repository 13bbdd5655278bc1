/**
 * A bounded disk cache of transformed images under DATA_DIR/storage-cache: one file per key,
 * least recently used files removed once the total passes the byte budget. Keys name the
 * object's version, so a re-uploaded object never meets an old transform. Identical requests
 * that arrive while a result is being made share that one piece of work.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;

export interface CachedResult {
  bytes: Buffer;
  hit: boolean;
}

export interface RenderCache {
  /** The cached bytes of `key`, or what `produce` makes (then stored). */
  get(key: string, produce: () => Promise<Buffer>): Promise<CachedResult>;
  /** Bytes on disk that the cache accounts for. */
  size(): number;
}

export function cacheKey(parts: readonly (string | number | undefined)[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export function createRenderCache(dir: string, maxBytes = DEFAULT_CACHE_BYTES): RenderCache {
  fs.mkdirSync(dir, { recursive: true });
  // Map order is the recency order: oldest first.
  const entries = new Map<string, number>();
  let total = 0;
  const inflight = new Map<string, Promise<CachedResult>>();

  // Files left by an earlier run count against the budget, oldest use first.
  const existing = fs
    .readdirSync(dir)
    .filter((f) => /^[0-9a-f]{64}$/.test(f))
    .map((f) => ({ f, stat: fs.statSync(path.join(dir, f)) }))
    .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs);
  for (const { f, stat } of existing) {
    entries.set(f, stat.size);
    total += stat.size;
  }

  function forget(key: string): void {
    const size = entries.get(key);
    if (size === undefined) return;
    entries.delete(key);
    total -= size;
  }

  async function evict(): Promise<void> {
    for (const key of entries.keys()) {
      if (total <= maxBytes) break;
      forget(key);
      await fs.promises.rm(path.join(dir, key), { force: true });
    }
  }

  async function read(key: string): Promise<Buffer | undefined> {
    if (!entries.has(key)) return undefined;
    try {
      const bytes = await fs.promises.readFile(path.join(dir, key));
      const size = entries.get(key)!;
      entries.delete(key);
      entries.set(key, size);
      return bytes;
    } catch {
      // Removed behind our back (another process sharing DATA_DIR): a miss.
      forget(key);
      return undefined;
    }
  }

  async function store(key: string, bytes: Buffer): Promise<void> {
    if (bytes.length > maxBytes) return;
    const tmp = path.join(dir, `.${key}.${crypto.randomUUID()}`);
    await fs.promises.writeFile(tmp, bytes, { mode: 0o600 });
    await fs.promises.rename(tmp, path.join(dir, key));
    forget(key);
    entries.set(key, bytes.length);
    total += bytes.length;
    await evict();
  }

  return {
    get(key, produce) {
      const running = inflight.get(key);
      if (running) return running;
      const work = (async (): Promise<CachedResult> => {
        const cached = await read(key);
        if (cached) return { bytes: cached, hit: true };
        const bytes = await produce();
        await store(key, bytes).catch(() => {});
        return { bytes, hit: false };
      })().finally(() => inflight.delete(key));
      inflight.set(key, work);
      return work;
    },
    size: () => total,
  };
}
