/**
 * Storage over an S3-compatible object store (s3rver) with two servers over one PostgreSQL and
 * one bucket: what one server stores the other serves (whole, by range, as an image variant),
 * a removal through one is gone on both, a large upload streams through in parts with its bytes
 * intact, the bytes are really in the bucket, and a store that is unreachable or refuses the
 * key or has no such bucket answers Storage's error JSON.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createObjectBytes } from '../../server/platform/storage/object-bytes.ts';
import { findOrphans, ORPHAN_GRACE_MS, removeOrphanFiles } from '../../server/platform/storage/orphans.ts';
import { startServerPair, type ServerPair } from '../helpers/server-pair.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const MB = 1024 * 1024;
const NOT_FOUND = { statusCode: '404', error: 'not_found', message: 'Object not found' };
const STORE_UNAVAILABLE = { statusCode: '503', error: 'S3Error', message: 'The object store is unavailable. Please try again later.' };

/** A photo-like PNG (noise, so it does not compress to nothing). */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('/storage/v1 over an S3-compatible store, two servers', () => {
  let s3: TestS3Server;
  let pair: ServerPair;
  const extra: TestServer[] = [];
  let image: Buffer;
  const headers = () => ({ apikey: pair.first.serviceRoleKey, Authorization: `Bearer ${pair.first.serviceRoleKey}` });

  /** One more server over the pair's database, with its own data folder and these settings. */
  async function serverWith(env: Record<string, string>): Promise<TestServer> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-test-s3-'));
    fs.copyFileSync(path.join(pair.first.dataDir, 'secrets.json'), path.join(dataDir, 'secrets.json'));
    const t = await startTestServer({ dataDir, env: { ...env, DATABASE_URL: pair.first.server.ctx.databaseUrl } });
    extra.push(t);
    return t;
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    pair = await startServerPair({ env: s3.env });
    image = await photo(800, 600);
  }, 240_000);
  afterAll(async () => {
    for (const t of extra) await t.close();
    await pair?.close();
    await s3?.close();
  });

  it('an upload through the first server is served by the second: whole, by range and as a variant', async () => {
    const { error } = await pair.first.service().storage.from('media').upload('s3/photo.png', image, { contentType: 'image/png', cacheControl: '3600' });
    expect(error).toBeNull();
    expect(await s3.keys()).toContain('media/s3/photo.png');
    // Nothing on either server's disk: the bytes are only in the bucket.
    for (const t of [pair.first, pair.second]) expect(fs.existsSync(path.join(t.dataDir, 'storage', 'media', 's3'))).toBe(false);

    const whole = await fetch(`${pair.second.url}/storage/v1/object/public/media/s3/photo.png`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('content-length')).toBe(String(image.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(image)).toBe(true);

    const part = await fetch(`${pair.second.url}/storage/v1/object/public/media/s3/photo.png`, { headers: { Range: 'bytes=100-1123' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${image.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(image.subarray(100, 1124))).toBe(true);

    const tail = await fetch(`${pair.second.url}/storage/v1/object/public/media/s3/photo.png`, { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(image.subarray(image.length - 10))).toBe(true);

    const variant = await fetch(`${pair.second.url}/storage/v1/render/image/public/media/s3/photo.png?width=320&format=origin`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 240]);
  });

  it('a removal through the second server makes the object a 404 on the first and takes it out of the bucket', async () => {
    const { error } = await pair.first.service().storage.from('media').upload('s3/remove-me.png', image, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect((await fetch(`${pair.first.url}/storage/v1/object/public/media/s3/remove-me.png`)).status).toBe(200);
    const { data, error: removeError } = await pair.second.service().storage.from('media').remove(['s3/remove-me.png']);
    expect(removeError).toBeNull();
    expect(data?.map((o) => o.name)).toEqual(['s3/remove-me.png']);
    const res = await fetch(`${pair.first.url}/storage/v1/object/public/media/s3/remove-me.png`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(NOT_FOUND);
    expect(await s3.keys()).not.toContain('media/s3/remove-me.png');
  });

  it('an upsert through the second server replaces the bytes the first serves', async () => {
    const other = await photo(640, 480);
    const store = (t: TestServer, bytes: Buffer) => t.service().storage.from('media').upload('s3/replaced.png', bytes, { contentType: 'image/png', upsert: true });
    expect((await store(pair.first, image)).error).toBeNull();
    expect((await store(pair.second, other)).error).toBeNull();
    const res = await fetch(`${pair.first.url}/storage/v1/object/public/media/s3/replaced.png`);
    expect(Buffer.from(await res.arrayBuffer()).equals(other)).toBe(true);
  });

  it('a 20 MB upload streams to the bucket in parts and reads back byte for byte', async () => {
    const big = Buffer.concat([image, crypto.randomBytes(20 * MB - image.length)]);
    const res = await fetch(`${pair.first.url}/storage/v1/object/media/s3/big.png`, { method: 'POST', headers: { ...headers(), 'Content-Type': 'image/png' }, body: new Uint8Array(big) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Key: 'media/s3/big.png' });
    const back = await fetch(`${pair.second.url}/storage/v1/object/public/media/s3/big.png`);
    expect(back.status).toBe(200);
    expect(sha256(Buffer.from(await back.arrayBuffer()))).toBe(sha256(big));
    const { rows } = await pair.first.server.ctx.db.admin.query<{ size: number }>(`select (metadata->>'size')::int as size from storage.objects where bucket_id = 'media' and name = 's3/big.png'`);
    expect(rows).toEqual([{ size: 20 * MB }]);
    // The temp file is gone once the bytes are in the bucket.
    expect(fs.readdirSync(path.join(pair.first.dataDir, 'storage', '.tmp'))).toEqual([]);
  }, 120_000);

  it('the orphan removal takes bytes in the bucket that no row names, once they are old', async () => {
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'media/s3/stray.png', Body: image }));
    const bytes = createObjectBytes(pair.first.server.ctx.config, () => {});
    const admin = pair.first.server.ctx.db.admin;
    // Fresh bytes may be an upload in flight on another server: left alone.
    expect((await findOrphans(admin, bytes)).filesWithoutRow).toEqual([]);
    const later = Date.now() + ORPHAN_GRACE_MS + 60_000;
    const found = await findOrphans(admin, bytes, later);
    expect(found.filesWithoutRow.map((f) => `${f.bucket}/${f.name}`)).toEqual(['media/s3/stray.png']);
    expect(found.rowsWithoutFile).toEqual([]);
    expect(await removeOrphanFiles(admin, bytes, found.filesWithoutRow, later)).toEqual(['media/s3/stray.png']);
    // The owner marker the first start wrote stays: it is no storage bucket's.
    expect(await s3.keys()).toEqual(['.ajans-store-owner.json', 'media/s3/big.png', 'media/s3/photo.png', 'media/s3/replaced.png']);
    bytes.close?.();
  });

  it('an unreachable store answers Storage error JSON, and the upload leaves no row', async () => {
    const t = await serverWith({ ...s3.env, STORAGE_S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
    const up = await fetch(`${t.url}/storage/v1/object/media/s3/unreachable.png`, { method: 'POST', headers: { ...headers(), 'Content-Type': 'image/png' }, body: new Uint8Array(image) });
    expect(up.status).toBe(503);
    expect(up.headers.get('retry-after')).toBe('5');
    expect(await up.json()).toEqual(STORE_UNAVAILABLE);
    const { rows } = await t.server.ctx.db.admin.query(`select 1 from storage.objects where name = 's3/unreachable.png'`);
    expect(rows).toEqual([]);
    // An object whose row exists (stored through the working servers) cannot be read either.
    const down = await fetch(`${t.url}/storage/v1/object/public/media/s3/photo.png`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual(STORE_UNAVAILABLE);
    const variant = await fetch(`${t.url}/storage/v1/render/image/public/media/s3/photo.png?width=160`);
    expect(variant.status).toBe(503);
    expect(await variant.json()).toEqual(STORE_UNAVAILABLE);
  }, 120_000);

  it.each([
    ['refuses the key', { STORAGE_S3_ACCESS_KEY_ID: 'UNKNOWN-KEY' }],
    ['has no such bucket', { STORAGE_S3_BUCKET: 'no-such-bucket' }],
  ])('a store that %s answers the same error JSON, not a 500', async (_, settings) => {
    const t = await serverWith({ ...s3.env, ...settings });
    const down = await fetch(`${t.url}/storage/v1/object/public/media/s3/photo.png`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual(STORE_UNAVAILABLE);
    const up = await fetch(`${t.url}/storage/v1/object/media/s3/refused.png`, { method: 'POST', headers: { ...headers(), 'Content-Type': 'image/png' }, body: new Uint8Array(image) });
    expect(up.status).toBe(503);
    expect(await up.json()).toEqual(STORE_UNAVAILABLE);
    expect(await s3.keys()).not.toContain('media/s3/refused.png');
    const { rows } = await t.server.ctx.db.admin.query(`select 1 from storage.objects where name = 's3/refused.png'`);
    expect(rows).toEqual([]);
  }, 120_000);
});
