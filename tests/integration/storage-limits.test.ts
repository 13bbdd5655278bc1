/**
 * /storage/v1 under hostile uploads: permission is decided before the body is read (so
 * refused uploads cost no memory and leave no temp files), large allowed files stream to
 * disk intact, names the disk cannot hold are refused up front, and leftovers of a crash
 * (temp files, files without rows) are cleaned on the next start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { createAuthUser } from '../helpers/tokens.ts';
import { png } from '../helpers/png.ts';
import { streamUpload } from '../helpers/stream-upload.ts';

const MB = 1024 * 1024;

/** A PNG signature followed by filler: sniffs as image/png, any size. */
function pngChunks(): (offset: number) => Buffer {
  const filler = Buffer.alloc(MB, 0x5a);
  const first = Buffer.concat([png(), filler]).subarray(0, MB);
  return (offset) => (offset === 0 ? first : filler);
}

function tempFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'storage', '.tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('/storage/v1 upload limits', () => {
  let t: TestServer;
  let staffToken: string;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    const sub = await createAuthUser(t, 'limits@example.com', { role: 'admin' });
    staffToken = await t.server.ctx.jwt.sign(
      { role: 'authenticated', aud: 'authenticated', aal: 'aal1', session_id: crypto.randomUUID(), app_metadata: { role: 'admin' }, user_metadata: {}, sub },
      3600,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses 8 parallel anonymous 50 MB uploads with 403 before reading them: little memory, no temp files', async () => {
    const size = 50 * MB;
    const chunks = pngChunks();
    const headers = { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, 'Content-Type': 'image/png' };
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => streamUpload(`${t.url}/storage/v1/object/media/big/anon-${i}.png`, headers, size, chunks)),
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = (peak - before) / MB;
    console.log(`RSS growth during 8 refused 50 MB uploads: ${growthMb.toFixed(1)} MB`);
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(JSON.parse(a.body)).toEqual({ statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' });
    }
    expect(growthMb).toBeLessThan(80);
    expect(tempFiles(t.dataDir)).toEqual([]);
    const { rows } = await t.server.ctx.db.admin.query(`select name from storage.objects where name like 'big/%'`);
    expect(rows).toEqual([]);
  });
});
