/**
 * /storage/v1/render/image through the real server: resizing in each mode, the output format
 * (WebP for browsers that take it, the original with format=origin), Storage's 400s for bad
 * parameters, missing and non-image objects, source limits, the disk cache (hit, 304,
 * invalidated by a re-upload) and the authenticated variant's read check.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
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
  const render = (name: string, query: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/storage/v1/render/image/public/media/${name}?${query}`, { headers });
  const cacheFiles = () => fs.readdirSync(path.join(t.dataDir, 'storage-cache')).filter((f) => !f.startsWith('.'));

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    service = t.service();
    const uploads: [string, Buffer, string][] = [
      ['render/photo.jpg', await photo(1200, 800, 'jpeg'), 'image/jpeg'],
      ['render/wide.png', await photo(400, 200, 'png'), 'image/png'],
    ];
    for (const [name, bytes, contentType] of uploads) {
      const { error } = await service.storage.from('media').upload(name, bytes, { contentType, cacheControl: '86400' });
      expect(error).toBeNull();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('resizes to a width keeping the aspect ratio, as WebP for a browser that accepts it', async () => {
    const res = await render('render/photo.jpg', 'width=300', { Accept: WEBP_ACCEPT });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('max-age=86400');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('x-cache')).toBe('MISS');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
  });

  it('keeps the original format with format=origin, and without WebP in Accept', async () => {
    const origin = await render('render/photo.jpg', 'height=100&format=origin', { Accept: WEBP_ACCEPT });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    expect(origin.headers.get('vary')).toBeNull();
    const a = await sharp(Buffer.from(await origin.arrayBuffer())).metadata();
    expect([a.format, a.width, a.height]).toEqual(['jpeg', 150, 100]);
    const png = await render('render/wide.png', 'width=200&format=origin');
    const b = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([png.headers.get('content-type'), b.format, b.width, b.height]).toEqual(['image/png', 'png', 200, 100]);
    const oldBrowser = await render('render/photo.jpg', 'width=120', { Accept: 'image/png,image/*;q=0.8' });
    expect(oldBrowser.headers.get('content-type')).toBe('image/jpeg');
  });

  it('fits both sides by the resize mode: cover crops, contain fits inside, fill stretches', async () => {
    const sizes: Record<string, [number, number]> = {};
    for (const resize of ['cover', 'contain', 'fill', '']) {
      const res = await render('render/wide.png', `width=100&height=100${resize ? `&resize=${resize}` : ''}&format=origin`);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      sizes[resize || 'default'] = [meta.width!, meta.height!];
    }
    expect(sizes).toEqual({ cover: [100, 100], contain: [100, 50], fill: [100, 100], default: [100, 100] });
  });

  it('never enlarges beyond the source, and lower quality gives fewer bytes', async () => {
    const big = await render('render/photo.jpg', 'width=2500&format=origin');
    const meta = await sharp(Buffer.from(await big.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    const low = await render('render/photo.jpg', 'width=600&quality=20', { Accept: WEBP_ACCEPT });
    const high = await render('render/photo.jpg', 'width=600&quality=100', { Accept: WEBP_ACCEPT });
    expect((await low.arrayBuffer()).byteLength).toBeLessThan((await high.arrayBuffer()).byteLength);
  });

  it("refuses bad parameters with a 400 in Storage's shape", async () => {
    const cases: [string, string][] = [
      ['width=0', 'querystring/width must be >= 1'],
      ['width=abc', 'querystring/width must be integer'],
      ['width=1.5', 'querystring/width must be integer'],
      ['width=99999', 'querystring/width must be <= 2500'],
      ['height=-3', 'querystring/height must be >= 1'],
      ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
      ['quality=5', 'querystring/quality must be >= 20'],
      ['quality=101', 'querystring/quality must be <= 100'],
      ['format=bmp', 'querystring/format must be equal to one of the allowed values'],
    ];
    for (const [query, message] of cases) {
      const res = await render('render/photo.jpg', query);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toEqual({ statusCode: '400', error: 'invalid_request', message });
    }
  });

  it('answers a missing object, a non-image object and a broken image as Storage does', async () => {
    const missing = await render('render/yok.jpg', 'width=100');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    expect((await service.storage.from('media').upload('render/brosur.pdf', pdf, { contentType: 'application/pdf' })).error).toBeNull();
    const document = await render('render/brosur.pdf', 'width=100');
    expect(document.status).toBe(400);
    expect(await document.json()).toEqual({ statusCode: '422', error: 'ImageProcessingError', message: 'Source image type not supported' });
    // Right magic number, no image behind it (uploads are checked by their first bytes only).
    const broken = Buffer.concat([(await photo(10, 10, 'png')).subarray(0, 16), Buffer.alloc(64, 7)]);
    expect((await service.storage.from('media').upload('render/bozuk.png', broken, { contentType: 'image/png' })).error).toBeNull();
    const corrupt = await render('render/bozuk.png', 'width=100');
    expect(corrupt.status).toBe(400);
    expect(await corrupt.json()).toEqual({ statusCode: '422', error: 'ImageProcessingError', message: 'Invalid source image' });
  });

  it('refuses sources over 50 megapixels', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#10b981' } }).png().toBuffer();
    expect((await service.storage.from('media').upload('render/huge.png', huge, { contentType: 'image/png' })).error).toBeNull();
    const res = await render('render/huge.png', 'width=100');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '422', error: 'ImageProcessingError', message: 'Source image resolution is too big' });
  });

  it('serves a repeated request from the disk cache, answers 304 to its ETag, and a re-upload invalidates it', async () => {
    const name = 'render/cached.jpg';
    await service.storage.from('media').upload(name, await photo(800, 400, 'jpeg'), { contentType: 'image/jpeg' });
    const before = cacheFiles().length;
    const first = await render(name, 'width=200', { Accept: WEBP_ACCEPT });
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(cacheFiles().length).toBe(before + 1);
    const second = await render(name, 'width=200', { Accept: WEBP_ACCEPT });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const notModified = await render(name, 'width=200', { Accept: WEBP_ACCEPT, 'If-None-Match': first.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    // Another format of the same size is another entry, with its own ETag.
    const jpeg = await render(name, 'width=200&format=origin');
    expect(jpeg.headers.get('etag')).not.toBe(first.headers.get('etag'));

    const { error } = await service.storage.from('media').upload(name, await photo(400, 400, 'jpeg'), { contentType: 'image/jpeg', upsert: true });
    expect(error).toBeNull();
    const fresh = await render(name, 'width=200', { Accept: WEBP_ACCEPT });
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(fresh.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const meta = await sharp(Buffer.from(await fresh.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
  });

  it('answers identical concurrent requests with the same bytes and caches them once', async () => {
    const before = cacheFiles().length;
    const responses = await Promise.all(Array.from({ length: 4 }, () => render('render/photo.jpg', 'width=480&quality=70', { Accept: WEBP_ACCEPT })));
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    expect(cacheFiles().length).toBe(before + 1);
  });

  it('renders through the authenticated route only what the caller may read', async () => {
    await t.server.ctx.db.admin.query(`insert into storage.buckets (id, name, public) values ('gizli', 'gizli', false)`);
    const secret = await photo(300, 300, 'png');
    expect((await service.storage.from('gizli').upload('plan.png', secret, { contentType: 'image/png' })).error).toBeNull();
    const url = `${t.url}/storage/v1/render/image/authenticated/gizli/plan.png?width=50&format=origin`;

    const noKey = await fetch(url);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ statusCode: '401', error: 'Unauthorized', message: 'No API key found in request' });
    const asAnon = await fetch(url, { headers: { apikey: t.anonKey } });
    expect(await asAnon.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const publicRoute = await fetch(`${t.url}/storage/v1/render/image/public/gizli/plan.png?width=50`);
    expect(await publicRoute.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });

    const asService = await fetch(url, { headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` } });
    expect(asService.status).toBe(200);
    const meta = await sharp(Buffer.from(await asService.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 50, 50]);
  });
});
