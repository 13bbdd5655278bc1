/** The rendered-page cache: least recently used goes first, bytes stay bounded, a content change empties it. */
import { describe, expect, it } from 'vitest';
import { PageCache, type CachedResponse } from '../../server/app/seo/page-cache.ts';

const page = (bytes: number): CachedResponse => ({ status: 200, type: 'text/html; charset=utf-8', cacheControl: 'no-cache', etag: '"x"', body: Buffer.alloc(bytes) });

describe('PageCache', () => {
  it('keeps its bytes under the bound, dropping the least recently used first', () => {
    const cache = new PageCache(10_000, () => 1);
    cache.set('/a', page(2000), 1);
    cache.set('/b', page(2000), 1);
    cache.set('/c', page(2000), 1);
    expect(cache.get('/a')).toBeDefined(); // /a is now the most recent
    cache.set('/d', page(2000), 1);
    cache.set('/e', page(2000), 1);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/e')).toBeDefined();
    const { bytes, entries } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(entries).toBe(4);
  });

  it('does not keep a response larger than a quarter of the bound', () => {
    const cache = new PageCache(10_000, () => 1);
    cache.set('/big', page(3000), 1);
    expect(cache.get('/big')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('empties itself when the content version moves, and ignores responses built before', () => {
    let version = 1;
    const cache = new PageCache(100_000, () => version);
    cache.set('/a', page(100), 1);
    expect(cache.get('/a')).toBeDefined();
    version = 2;
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', page(100), 1); // built while the content was still at 1
    expect(cache.get('/b')).toBeUndefined();
    cache.set('/b', page(100), 2);
    expect(cache.get('/b')).toBeDefined();
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 2, misses: 2 });
  });
});

describe('PageCache under a flood of one-off URLs', () => {
  it('keeps a page asked for twice while 800 entries asked for once come and go', () => {
    const cache = new PageCache(100_000, () => 1);
    cache.set('/blog/yazi', page(5000), 1);
    expect(cache.get('/blog/yazi')).toBeDefined();
    for (let i = 0; i < 800; i++) cache.set(`/blog?kategori=${i}`, page(5000), 1);
    expect(cache.get('/blog/yazi')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
  });

  it('takes a smaller brotli form for a response it still keeps, with its bytes counted anew', () => {
    let version = 1;
    const cache = new PageCache(100_000, () => version);
    const withBr = (bytes: number, br: number): CachedResponse => ({ ...page(bytes), br: Buffer.alloc(br, 1) });
    const a = withBr(1000, 400);
    cache.set('/a', a, 1);
    cache.set('/b', withBr(1000, 400), 1);
    const before = cache.stats().bytes;
    expect(cache.keeps('/a', a)).toBe(true);
    cache.replaceBrotli('/a', a, Buffer.alloc(300, 2));
    expect(cache.stats().bytes).toBe(before - 100);
    expect(cache.get('/a')!.br).toEqual(Buffer.alloc(300, 2));
    // No longer the same response: kept as it is.
    expect(cache.keeps('/a', a)).toBe(false);
    const b = cache.get('/b')!;
    cache.replaceBrotli('/b', b, Buffer.alloc(500, 3)); // larger: not taken
    expect(cache.get('/b')!.br!.length).toBe(400);
    // An edit since: nothing kept, nothing replaced, no bytes counted.
    version = 2;
    expect(cache.keeps('/b', b)).toBe(false);
    cache.replaceBrotli('/b', b, Buffer.alloc(10));
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
