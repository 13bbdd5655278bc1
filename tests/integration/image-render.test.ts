/**
 * /storage/v1/render/image through the real server: resizing to the allowed widths, the output
 * format (WebP for browsers that take it, the original with format=origin), Storage's 400s for
 * parameters outside the site's variants, missing and non-image objects, source and output
 * limits, the disk cache (hit, 304, invalidated by a re-upload), one render for identical
 * requests in flight and for widths above the source, the bounded queue's 503s, pre-rendering
 * on upload and the authenticated variant's read check.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { imageRendererOf, type ImageRenderer } from '../../server/platform/storage/render-image.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/** A photo-like image (noise, so encoders cannot shrink it to nothing). */
async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

describe('/storage/v1/render/image', () => {
  let t: TestServer;
  let service: SupabaseClient;
  /** Staff upload through the admin: their images are pre-rendered. */
  let staff: SupabaseClient;
  let renderer: ImageRenderer;
  const render = (name: string, query: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/storage/v1/render/image/public/media/${name}?${query}`, { headers });
  const cacheFiles = () => fs.readdirSync(path.join(t.dataDir, 'storage-cache')).filter((f) => !f.startsWith('.'));
  /** Waits until the uploads' variants are rendered, so the tests below see a settled cache. */
  const prerendered = () => vi.waitFor(() => expect(renderer.backgroundIdle()).toBe(true), { timeout: 120_000, interval: 50 });

  beforeAll(async () => {
    // One transform at a time and two waiting, so a flood reaches the queue's bound quickly.
    t = await startTestServer({ seed: false, env: { IMAGE_TRANSFORM_CONCURRENCY: '1', IMAGE_TRANSFORM_QUEUE: '2' } });
    renderer = imageRendererOf(t.server.ctx)!;
    service = t.service();
    staff = await t.signIn();
    const uploads: [string, Buffer, string][] = [
      ['render/photo.jpg', await photo(1200, 800, 'jpeg'), 'image/jpeg'],
      ['render/wide.png', await photo(400, 200, 'png'), 'image/png'],
    ];
    for (const [name, bytes, contentType] of uploads) {
      const { error } = await staff.storage.from('media').upload(name, bytes, { contentType, cacheControl: '86400' });
      expect(error).toBeNull();
    }
    await prerendered();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('resizes to an allowed width keeping the aspect ratio, as WebP for a browser that accepts it', async () => {
    const res = await render('render/photo.jpg', 'width=320', { Accept: WEBP_ACCEPT });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('max-age=86400');
    expect(res.headers.get('vary')).toBe('Accept');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
  });

  it('keeps the original format with format=origin, and without WebP in Accept', async () => {
    const origin = await render('render/photo.jpg', 'width=160&format=origin', { Accept: WEBP_ACCEPT });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    expect(origin.headers.get('vary')).toBeNull();
    const a = await sharp(Buffer.from(await origin.arrayBuffer())).metadata();
    expect([a.format, a.width, a.height]).toEqual(['jpeg', 160, 107]);
    const png = await render('render/wide.png', 'width=240&format=origin');
    const b = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([png.headers.get('content-type'), b.format, b.width, b.height]).toEqual(['image/png', 'png', 240, 120]);
    const oldBrowser = await render('render/photo.jpg', 'width=128', { Accept: 'image/png,image/*;q=0.8' });
    expect(oldBrowser.headers.get('content-type')).toBe('image/jpeg');
    const avif = await render('render/photo.jpg', 'width=96&format=avif');
    const c = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect([avif.headers.get('content-type'), c.width, c.height]).toEqual(['image/avif', 96, 64]);
  });

  it('never enlarges: every width above the source is the one variant at its own size, rendered once', async () => {
    const before = renderer.stats.transforms;
    const big = await render('render/photo.jpg', 'width=1920&format=origin');
    const meta = await sharp(Buffer.from(await big.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    const other = await render('render/photo.jpg', 'width=1280&format=origin');
    expect(other.headers.get('x-cache')).toBe('HIT');
    expect(other.headers.get('etag')).toBe(big.headers.get('etag'));
    expect(renderer.stats.transforms).toBe(before + 1);
  });

  it('fits a very tall source inside the width and 2500 pixels of height', async () => {
    const tall = await sharp({ create: { width: 100, height: 5000, channels: 3, background: '#10b981' } }).png().toBuffer();
    expect((await staff.storage.from('media').upload('render/tall.png', tall, { contentType: 'image/png' })).error).toBeNull();
    const res = await render('render/tall.png', 'width=96&format=origin');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([res.status, meta.width, meta.height]).toEqual([200, 50, 2500]);
  });

  it("refuses everything outside the site's variants with a 400 in Storage's shape, before any work", async () => {
    const before = renderer.stats.transforms;
    const cases: [string, string][] = [
      ['width=0', 'querystring/width must be equal to one of the allowed values'],
      ['width=abc', 'querystring/width must be integer'],
      ['width=1.5', 'querystring/width must be integer'],
      ['width=99999', 'querystring/width must be equal to one of the allowed values'],
      ['width=300', 'querystring/width must be equal to one of the allowed values'],
      ['width=2500', 'querystring/width must be equal to one of the allowed values'],
      ['format=origin', "querystring must have required property 'width'"],
      ['width=320&height=200', 'querystring/height must be equal to one of the allowed values'],
      ['width=320&height=-3', 'querystring/height must be equal to one of the allowed values'],
      ['width=320&resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
      ['width=320&quality=5', 'querystring/quality must be equal to one of the allowed values'],
      ['width=320&quality=79', 'querystring/quality must be equal to one of the allowed values'],
      ['width=320&quality=101', 'querystring/quality must be equal to one of the allowed values'],
      ['width=320&format=bmp', 'querystring/format must be equal to one of the allowed values'],
    ];
    for (const [query, message] of cases) {
      const res = await render('render/photo.jpg', query);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toEqual({ statusCode: '400', error: 'invalid_request', message });
    }
    // Storage's default quality and any resize mode name the one variant there is.
    const named = await render('render/photo.jpg', 'width=320&quality=80&resize=contain', { Accept: WEBP_ACCEPT });
    expect([named.status, named.headers.get('x-cache')]).toEqual([200, 'HIT']);
    expect(renderer.stats.transforms).toBe(before);
  });

  it('answers a missing object, a non-image object and a broken image as Storage does', async () => {
    const missing = await render('render/yok.jpg', 'width=96');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    expect((await staff.storage.from('media').upload('render/brosur.pdf', pdf, { contentType: 'application/pdf' })).error).toBeNull();
    const document = await render('render/brosur.pdf', 'width=96');
    expect(document.status).toBe(400);
    expect(await document.json()).toEqual({ statusCode: '422', error: 'ImageProcessingError', message: 'Source image type not supported' });
    // Right magic number, no image behind it (uploads are checked by their first bytes only).
    const broken = Buffer.concat([(await photo(10, 10, 'png')).subarray(0, 16), Buffer.alloc(64, 7)]);
    expect((await staff.storage.from('media').upload('render/bozuk.png', broken, { contentType: 'image/png' })).error).toBeNull();
    const corrupt = await render('render/bozuk.png', 'width=96');
    expect(corrupt.status).toBe(400);
    expect(await corrupt.json()).toEqual({ statusCode: '422', error: 'ImageProcessingError', message: 'Invalid source image' });
  });

  it('refuses sources over 50 megapixels from their header, without decoding them', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#10b981' } }).png().toBuffer();
    expect((await staff.storage.from('media').upload('render/huge.png', huge, { contentType: 'image/png' })).error).toBeNull();
    await prerendered();
    const before = renderer.stats.transforms;
    const res = await render('render/huge.png', 'width=96');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '422', error: 'ImageProcessingError', message: 'Source image resolution is too big' });
    expect(renderer.stats.transforms).toBe(before);
  });

  it('pre-renders the WebP variants of an upload, so the first view is a cache hit', async () => {
    const before = cacheFiles().length;
    await staff.storage.from('media').upload('render/new.jpg', await photo(700, 350, 'jpeg'), { contentType: 'image/jpeg' });
    await prerendered();
    // Widths 48…640 and the source's own 700 for every larger width.
    expect(cacheFiles().length).toBe(before + 9);
    const transforms = renderer.stats.transforms;
    for (const width of [48, 640, 800, 1920]) {
      const res = await render('render/new.jpg', `width=${width}`, { Accept: WEBP_ACCEPT });
      expect([width, res.status, res.headers.get('x-cache')]).toEqual([width, 200, 'HIT']);
    }
    expect(renderer.stats.transforms).toBe(transforms);
    // The server's own uploads (the service key: demo images, scripts) are rendered on demand.
    const files = cacheFiles().length;
    expect((await service.storage.from('media').upload('render/script.jpg', await photo(700, 350, 'jpeg'), { contentType: 'image/jpeg' })).error).toBeNull();
    await prerendered();
    expect(cacheFiles().length).toBe(files);
  });

  it('serves a repeated request from the disk cache, answers 304 to its ETag, and a re-upload invalidates it', async () => {
    const name = 'render/cached.jpg';
    await staff.storage.from('media').upload(name, await photo(800, 400, 'jpeg'), { contentType: 'image/jpeg' });
    await prerendered();
    const before = cacheFiles().length;
    const first = await render(name, 'width=240&format=origin');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(cacheFiles().length).toBe(before + 1);
    const second = await render(name, 'width=240&format=origin');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const notModified = await render(name, 'width=240&format=origin', { 'If-None-Match': first.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    // Another format of the same size is another entry, with its own ETag.
    const webp = await render(name, 'width=240', { Accept: WEBP_ACCEPT });
    expect(webp.headers.get('etag')).not.toBe(first.headers.get('etag'));

    const { error } = await staff.storage.from('media').upload(name, await photo(400, 400, 'jpeg'), { contentType: 'image/jpeg', upsert: true });
    expect(error).toBeNull();
    await prerendered();
    const fresh = await render(name, 'width=240&format=origin');
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(fresh.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const meta = await sharp(Buffer.from(await fresh.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([240, 240]);
  });

  it('renders identical concurrent requests once and answers all with the same bytes', async () => {
    const before = renderer.stats.transforms;
    const files = cacheFiles().length;
    const responses = await Promise.all(Array.from({ length: 6 }, () => render('render/photo.jpg', 'width=480&format=avif')));
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    expect(renderer.stats.transforms).toBe(before + 1);
    expect(cacheFiles().length).toBe(files + 1);
  });

  it('refuses a flood beyond the queue with 503 and Retry-After, and answers everything', async () => {
    const sources = ['render/sel-1.png', 'render/sel-2.png', 'render/sel-3.png'];
    for (const name of sources) {
      expect((await staff.storage.from('media').upload(name, await photo(1000, 750, 'png'), { contentType: 'image/png' })).error).toBeNull();
    }
    await prerendered();
    const queries = sources.flatMap((name) => [48, 96, 128, 160, 240, 320, 480, 640, 800, 960].flatMap((w) => [`${name}|width=${w}&format=avif`, `${name}|width=${w}&format=origin`]));
    const responses = await Promise.all(queries.map((q) => render(q.split('|')[0]!, q.split('|')[1]!)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    const busy = responses.find((r) => r.status === 503)!;
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await busy.json()).toEqual({ statusCode: '503', error: 'SlowDown', message: 'Too many image transformations at the moment, please retry' });
    // Once the flood is over, a refused variant renders.
    const again = await render(queries[statuses.indexOf(503)]!.split('|')[0]!, queries[statuses.indexOf(503)]!.split('|')[1]!);
    expect(again.status).toBe(200);
  }, 120_000);

  it('renders through the authenticated route only what the caller may read', async () => {
    await t.server.ctx.db.admin.query(`insert into storage.buckets (id, name, public) values ('gizli', 'gizli', false)`);
    const secret = await photo(300, 300, 'png');
    expect((await service.storage.from('gizli').upload('plan.png', secret, { contentType: 'image/png' })).error).toBeNull();
    const url = `${t.url}/storage/v1/render/image/authenticated/gizli/plan.png?width=48&format=origin`;

    const noKey = await fetch(url);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ statusCode: '401', error: 'Unauthorized', message: 'No API key found in request' });
    const asAnon = await fetch(url, { headers: { apikey: t.anonKey } });
    expect(await asAnon.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const publicRoute = await fetch(`${t.url}/storage/v1/render/image/public/gizli/plan.png?width=48`);
    expect(await publicRoute.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });

    const asService = await fetch(url, { headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` } });
    expect(asService.status).toBe(200);
    const meta = await sharp(Buffer.from(await asService.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 48, 48]);
  });
});
