/**
 * An upload's transfer to an S3 store runs in an upload slot, taken before its transaction
 * opens (so a slow transfer neither holds a pool connection while waiting nor goes unbounded);
 * a disk store's put, a rename, takes no slot. upload() runs behind a real HTTP server with
 * stand-ins for the database and the store that record what happens in which order.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rollback } from '../../server/platform/db/caller-transaction.ts';
import type { ObjectBytes } from '../../server/platform/storage/object-bytes.ts';
import { upload, type UploadDeps } from '../../server/platform/storage/upload.ts';
import { createUploadSlots } from '../../server/platform/storage/upload-slots.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);

describe.each(['s3', 'disk'] as const)('upload to a %s store', (kind) => {
  let server: http.Server;
  let url: string;
  let tmpDir: string;
  const events: string[] = [];

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-upload-slots-'));
    const slots = createUploadSlots(2);
    let inSlot = 0;
    const bytes = {
      kind,
      tmpDir,
      tempFile: () => path.join(tmpDir, `${events.length}-${Math.random()}`),
      put: async () => {
        events.push(inSlot > 0 ? 'put in a slot' : 'put outside slots');
      },
      remove: async () => {},
    } as unknown as ObjectBytes;
    const client = { query: async () => ({ rows: [{ id: 'nesne-1' }] }) } as unknown as pg.PoolClient;
    const deps: UploadDeps = {
      admin: { query: async () => ({ rows: [{ conflict: false }] }) } as unknown as pg.Pool,
      bytes,
      slots: {
        async run(work) {
          return slots.run(async () => {
            inSlot++;
            try {
              return await work();
            } finally {
              inSlot--;
            }
          });
        },
      },
      policy: { sniffBytes: 8, sniffContentType: () => 'image/png', sameType: () => true } as unknown as UploadDeps['policy'],
      bucket: async (id) => ({ id, public: true, file_size_limit: null, allowed_mime_types: null }),
      async asCaller(work) {
        events.push(inSlot > 0 ? 'transaction in a slot' : 'transaction outside slots');
        try {
          return await work(client);
        } catch (err) {
          if (err instanceof Rollback) return err.result as never;
          throw err;
        }
      },
    };
    server = http.createServer((req, res) => {
      upload(deps, req, res, { role: 'service_role', claims: {} } as never, 'media', 'a/b.png').catch((err: unknown) => {
        res.writeHead(500).end(String(err));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it(kind === 's3' ? 'stores the bytes inside a slot, taken before the transaction' : 'renames the bytes into place without a slot', async () => {
    const res = await fetch(`${url}/storage/v1/object/media/a/b.png`, { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array(PNG) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Key: 'media/a/b.png', Id: 'nesne-1' });
    // The first transaction is the permission probe, before the body is read.
    expect(events).toEqual(
      kind === 's3'
        ? ['transaction outside slots', 'transaction in a slot', 'put in a slot']
        : ['transaction outside slots', 'transaction outside slots', 'put outside slots'],
    );
  });
});
