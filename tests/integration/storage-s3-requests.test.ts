/**
 * What image variants cost an S3-compatible store, counted by a proxy in front of s3rver: a
 * render reads its source once (no HEAD, the size is the row's), a cache hit and a 304 ask the
 * store nothing, and pre-rendering an upload's variants reads the source once for all widths.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageRendererOf, type ImageRenderer } from '../../server/platform/storage/render-image.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { RENDER_WIDTHS } from '../../src/lib/image-variants.ts';

/** A photo-like PNG (noise, so it does not compress to nothing). */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** Forwards everything to `target`, recording "METHOD /path" of each request. */
async function countingProxy(target: string): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const to = new URL(target);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    const forward = http.request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('image variants over an S3-compatible store: store requests', () => {
  let s3: TestS3Server;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  let t: TestServer;
  let renderer: ImageRenderer;
  let image: Buffer;
  /** Requests for one object's key since the last call. */
  const requestsFor = (name: string) => {
    const mine = proxy.requests.filter((r) => r.endsWith(` /${s3.bucket}/media/${name}`)).map((r) => r.split(' ')[0]);
    proxy.requests.length = 0;
    return mine.sort();
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    proxy = await countingProxy(s3.endpoint);
    t = await startTestServer({ env: { ...s3.env, STORAGE_S3_ENDPOINT: proxy.url } });
    renderer = imageRendererOf(t.server.ctx)!;
    image = await photo(800, 600);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await s3?.close();
  });

  it('a render reads the source once; a cache hit and a 304 ask the store nothing', async () => {
    // The service key's uploads are not pre-rendered: the first request renders.
    expect((await t.service().storage.from('media').upload('sayim/photo.png', image, { contentType: 'image/png' })).error).toBeNull();
    expect(requestsFor('sayim/photo.png')).toEqual(['PUT']);

    const url = `${t.url}/storage/v1/render/image/public/media/sayim/photo.png?width=320&format=origin`;
    const miss = await fetch(url);
    expect([miss.status, miss.headers.get('x-cache')]).toEqual([200, 'MISS']);
    const meta = await sharp(Buffer.from(await miss.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 240]);
    expect(requestsFor('sayim/photo.png')).toEqual(['GET']);

    const hit = await fetch(url);
    expect([hit.status, hit.headers.get('x-cache')]).toEqual([200, 'HIT']);
    await hit.arrayBuffer();
    const notModified = await fetch(url, { headers: { 'If-None-Match': hit.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(requestsFor('sayim/photo.png')).toEqual([]);
  });

  it("pre-rendering an upload's widths reads its source once", async () => {
    const staff = await t.signIn();
    const before = renderer.stats.transforms;
    expect((await staff.storage.from('media').upload('sayim/onceden.png', image, { contentType: 'image/png' })).error).toBeNull();
    await vi.waitFor(() => expect(renderer.backgroundIdle()).toBe(true), { timeout: 120_000, interval: 50 });
    // Widths up to the source's 800 px, each its own variant; wider ones are the 800 px one.
    expect(renderer.stats.transforms - before).toBe(RENDER_WIDTHS.filter((w) => w <= 800).length);
    expect(RENDER_WIDTHS.filter((w) => w <= 800)).toHaveLength(10);
    expect(requestsFor('sayim/onceden.png')).toEqual(['GET', 'PUT']);
  }, 180_000);
});
