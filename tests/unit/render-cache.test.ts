/** The transformed-image disk cache: byte budget with least-recently-used eviction, shared work. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, createRenderCache } from '../../server/platform/storage/render-cache.ts';

describe('render cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cache-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);
  const files = () => fs.readdirSync(dir).sort();

  it('makes a result once, then serves it from disk', async () => {
    const cache = createRenderCache(dir, 1000);
    let made = 0;
    const produce = async () => {
      made++;
      return bytes(100, 1);
    };
    const key = cacheKey(['media', 'a.jpg', 'v1', 300]);
    expect(await cache.get(key, produce)).toMatchObject({ hit: false });
    const again = await cache.get(key, produce);
    expect(again.hit).toBe(true);
    expect(again.bytes.equals(bytes(100, 1))).toBe(true);
    expect(made).toBe(1);
    expect(files()).toEqual([key]);
  });

  it('shares one piece of work among identical concurrent requests', async () => {
    const cache = createRenderCache(dir, 1000);
    let made = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const produce = async () => {
      made++;
      await gate;
      return bytes(10, 2);
    };
    const pending = [cache.get('k'.repeat(64), produce), cache.get('k'.repeat(64), produce), cache.get('k'.repeat(64), produce)];
    release();
    const results = await Promise.all(pending);
    expect(made).toBe(1);
    expect(results.map((r) => r.bytes.length)).toEqual([10, 10, 10]);
  });

  it('removes the least recently used results once over its budget', async () => {
    const cache = createRenderCache(dir, 250);
    const [a, b, c] = ['a', 'b', 'c'].map((x) => cacheKey([x]));
    await cache.get(a!, async () => bytes(100, 1));
    await cache.get(b!, async () => bytes(100, 2));
    expect((await cache.get(a!, async () => bytes(100, 9))).hit).toBe(true); // a is now the newest
    await cache.get(c!, async () => bytes(100, 3));
    expect(files()).toEqual([a, c].sort());
    expect(cache.size()).toBe(200);
    expect((await cache.get(b!, async () => bytes(100, 2))).hit).toBe(false);
  });

  it('counts files left by an earlier run, and a file removed by someone else is a miss', async () => {
    const first = createRenderCache(dir, 1000);
    const key = cacheKey(['x']);
    await first.get(key, async () => bytes(300, 4));
    const second = createRenderCache(dir, 1000);
    expect(second.size()).toBe(300);
    expect((await second.get(key, async () => bytes(300, 5))).hit).toBe(true);
    fs.rmSync(path.join(dir, key));
    const remade = await second.get(key, async () => bytes(300, 6));
    expect(remade.hit).toBe(false);
    expect(remade.bytes[0]).toBe(6);
  });
});
