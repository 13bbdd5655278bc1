/**
 * The object store's two implementations behave alike: put from a temp file, head, get whole
 * and by range, list, remove; missing objects are "not found", never a store error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskObjectBytes } from '../../server/platform/storage/disk-object-bytes.ts';
import type { ObjectBytes } from '../../server/platform/storage/object-bytes.ts';
import { createS3ObjectBytes } from '../../server/platform/storage/s3-object-bytes.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const NOT_FOUND = { statusCode: '404', error: 'not_found', message: 'Object not found' };

describe.each(['disk', 's3'] as const)('object bytes on %s', (kind) => {
  let s3: TestS3Server | undefined;
  let bytes: ObjectBytes;
  let dataDir: string;
  const content = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

  async function put(name: string, data: Buffer): Promise<void> {
    const temp = bytes.tempFile();
    fs.writeFileSync(temp, data);
    await bytes.put(temp, 'media', name, 'application/octet-stream');
    fs.rmSync(temp, { force: true });
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-bytes-'));
    if (kind === 's3') {
      s3 = await startS3Server();
      const env = s3.env;
      bytes = createS3ObjectBytes(dataDir, { endpoint: env.STORAGE_S3_ENDPOINT!, bucket: env.STORAGE_S3_BUCKET!, region: env.STORAGE_S3_REGION!, accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID!, secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY!, forcePathStyle: true }, () => {});
    } else {
      bytes = createDiskObjectBytes(dataDir);
    }
    expect(bytes.kind).toBe(kind);
  }, 60_000);
  afterAll(async () => {
    bytes?.close?.();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores, describes and reads back whole and by range', async () => {
    await put('a/b/c.bin', content);
    expect((await bytes.head('media', 'a/b/c.bin'))?.size).toBe(5000);
    expect((await readAll(await bytes.get('media', 'a/b/c.bin'))).equals(content)).toBe(true);
    expect((await readAll(await bytes.get('media', 'a/b/c.bin', { start: 10, end: 19 }))).equals(content.subarray(10, 20))).toBe(true);
  });

  it('replaces on a second put, lists and removes', async () => {
    const other = Buffer.from('ikinci sürüm');
    await put('a/b/c.bin', other);
    expect((await readAll(await bytes.get('media', 'a/b/c.bin'))).equals(other)).toBe(true);
    await put('kopya/c.bin', other);
    const listed: string[] = [];
    for await (const o of bytes.list('media')) listed.push(`${o.name}:${o.size}`);
    expect(listed.sort()).toEqual([`a/b/c.bin:${other.length}`, `kopya/c.bin:${other.length}`]);
    await bytes.remove('media', 'a/b/c.bin');
    await bytes.remove('media', 'a/b/c.bin'); // a second removal is no error
    expect(await bytes.head('media', 'a/b/c.bin')).toBeUndefined();
  });

  it('answers "not found" for missing objects', async () => {
    expect(await bytes.head('media', 'yok.bin')).toBeUndefined();
    await expect(bytes.get('media', 'yok.bin')).rejects.toMatchObject(NOT_FOUND);
  });
});
