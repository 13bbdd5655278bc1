/**
 * /storage/v1 under hostile uploads: permission is decided before the body is read (so
 * refused uploads cost no memory and leave no temp files), large allowed files stream to
 * disk intact, names the disk cannot hold are refused up front, and leftovers of a crash
 * are dealt with on the next start (temp files removed, files without rows kept and reported).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { createAuthUser, mintToken } from '../helpers/tokens.ts';
import { png } from '../helpers/png.ts';
import { streamUpload } from '../helpers/stream-upload.ts';
import { checkAtStart, ORPHAN_GRACE_MS } from '../../server/platform/storage/orphans.ts';
import { createDiskObjectBytes } from '../../server/platform/storage/disk-object-bytes.ts';

const MB = 1024 * 1024;

/** A PNG signature followed by filler: sniffs as image/png, any size. */
function pngChunks(): (offset: number) => Buffer {
  const filler = Buffer.alloc(MB, 0x5a);
  const first = Buffer.concat([png(), filler]).subarray(0, MB);
  return (offset) => (offset === 0 ? first : filler);
}

/** Every file under the bucket's folder, relative to it. */
function filesOnDisk(dataDir: string, bucket = 'media'): string[] {
  const dir = path.join(dataDir, 'storage', bucket);
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort() : [];
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
    staffToken = await mintToken(t, { sub, app_metadata: { role: 'admin' } });
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

  const staffHeaders = () => ({ apikey: t.anonKey, Authorization: `Bearer ${staffToken}`, 'Content-Type': 'image/png' });
  const image = png();
  async function put(name: string, body: Buffer = image): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${t.url}/storage/v1/object/media/${name}`, { method: 'POST', headers: staffHeaders(), body: new Uint8Array(body) });
    return { status: res.status, json: await res.json() };
  }
  async function rowsNamed(...names: string[]): Promise<string[]> {
    const { rows } = await t.server.ctx.db.admin.query<{ name: string }>(`select name from storage.objects where name = any($1) order by name`, [names]);
    return rows.map((r) => r.name);
  }

  it('streams a large staff upload to disk; the stored and downloaded bytes are the ones sent', async () => {
    const size = 45 * MB + 123;
    const chunks = pngChunks();
    const expected = crypto.createHash('md5');
    for (let offset = 0; offset < size; offset += MB) expected.update(chunks(offset).subarray(0, Math.min(MB, size - offset)));
    const md5 = expected.digest('hex');
    const before = process.memoryUsage().rss;
    const answer = await streamUpload(`${t.url}/storage/v1/object/media/big/staff.png`, staffHeaders(), size, chunks);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ Key: 'media/big/staff.png' });
    expect((process.memoryUsage().rss - before) / MB).toBeLessThan(80);
    const stored = path.join(t.dataDir, 'storage', 'media', 'big', 'staff.png');
    expect(fs.statSync(stored).size).toBe(size);
    expect(crypto.createHash('md5').update(fs.readFileSync(stored)).digest('hex')).toBe(md5);
    const res = await fetch(`${t.url}/storage/v1/object/public/media/big/staff.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${md5}"`);
    expect(crypto.createHash('md5').update(Buffer.from(await res.arrayBuffer())).digest('hex')).toBe(md5);
    expect(tempFiles(t.dataDir)).toEqual([]);
  });

  it('streams a multipart (browser File) upload the same way', async () => {
    const body = Buffer.concat([image, Buffer.alloc(3 * MB, 7)]);
    const form = new FormData();
    form.append('cacheControl', '600');
    form.append('', new File([new Uint8Array(body)], 'x.png', { type: 'image/png' }));
    const res = await fetch(`${t.url}/storage/v1/object/media/big/form.png`, { method: 'POST', headers: { apikey: t.anonKey, Authorization: `Bearer ${staffToken}` }, body: form });
    expect(res.status).toBe(200);
    const stored = fs.readFileSync(path.join(t.dataDir, 'storage', 'media', 'big', 'form.png'));
    expect(stored.equals(body)).toBe(true);
    const download = await fetch(`${t.url}/storage/v1/object/public/media/big/form.png`);
    expect(download.headers.get('cache-control')).toBe('max-age=600');
  });

  it('refuses an upload whose declared length exceeds the bucket limit before reading it', async () => {
    const answer = await streamUpload(`${t.url}/storage/v1/object/media/big/too-big.png`, staffHeaders(), 50 * MB + 1, pngChunks());
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' });
    expect(await rowsNamed('big/too-big.png')).toEqual([]);
    expect(tempFiles(t.dataDir)).toEqual([]);
  });

  it('stops reading a body without a declared length (or a form\'s file) at the bucket limit: 413, nothing kept', async () => {
    await t.server.ctx.db.admin.query(`insert into storage.buckets (id, name, public, file_size_limit) values ('kucuk', 'kucuk', false, $1)`, [MB]);
    const headers = { apikey: t.anonKey, Authorization: `Bearer ${t.serviceRoleKey}` };
    const filler = Buffer.alloc(256 * 1024, 1);
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(sent === 0 ? Buffer.concat([image, filler]) : filler));
        sent++;
        if (sent === 8) controller.close();
      },
    });
    const raw = await fetch(`${t.url}/storage/v1/object/kucuk/akis.png`, { method: 'POST', headers: { ...headers, 'Content-Type': 'image/png' }, body: chunked, duplex: 'half' } as RequestInit);
    expect(raw.status).toBe(413);
    expect(await raw.json()).toEqual({ statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' });
    const form = new FormData();
    form.append('', new File([new Uint8Array(Buffer.concat([image, Buffer.alloc(MB, 1)]))], 'x.png', { type: 'image/png' }));
    const multipart = await fetch(`${t.url}/storage/v1/object/kucuk/form.png`, { method: 'POST', headers, body: form });
    expect(multipart.status).toBe(413);
    expect(await multipart.json()).toEqual({ statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' });
    const { rows } = await t.server.ctx.db.admin.query(`select name from storage.objects where bucket_id = 'kucuk'`);
    expect(rows).toEqual([]);
    expect(filesOnDisk(t.dataDir, 'kucuk')).toEqual([]);
    expect(tempFiles(t.dataDir)).toEqual([]);
    // Within the limit the same bucket takes it.
    const small = await fetch(`${t.url}/storage/v1/object/kucuk/ok.png`, { method: 'POST', headers: { ...headers, 'Content-Type': 'image/png' }, body: new Uint8Array(image) });
    expect(small.status).toBe(200);
  });

  it('an upload whose client goes away mid-body leaves no temp file and no row', async () => {
    const req = http.request(`${t.url}/storage/v1/object/media/big/yarim.png`, { method: 'POST', headers: { ...staffHeaders(), 'Content-Length': String(20 * MB) } });
    req.on('error', () => {});
    const chunks = pngChunks();
    for (let offset = 0; offset < 3 * MB; offset += MB) req.write(chunks(offset));
    // Wait until the server is writing the temp file, then drop the connection.
    const until = Date.now() + 10_000;
    while (tempFiles(t.dataDir).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(tempFiles(t.dataDir)).toHaveLength(1);
    req.destroy();
    const gone = Date.now() + 10_000;
    while (tempFiles(t.dataDir).length > 0 && Date.now() < gone) await new Promise((r) => setTimeout(r, 20));
    expect(tempFiles(t.dataDir)).toEqual([]);
    expect(await rowsNamed('big/yarim.png')).toEqual([]);
    expect(filesOnDisk(t.dataDir).filter((f) => f.startsWith('big/yarim'))).toEqual([]);
  });

  it('refuses names the disk cannot hold with InvalidKey, leaving no row, file or temp file', async () => {
    const long = 'x'.repeat(300);
    const cases = [`seg/${long}.png`, `${'k/'.repeat(510)}k.png`, 'turkce/ş.png', 'kotu%5Cad.png'];
    for (const name of cases) {
      const r = await put(name);
      const decoded = decodeURIComponent(name);
      expect(r.status, name).toBe(400);
      expect(r.json, name).toEqual({ statusCode: '400', error: 'InvalidKey', message: `Invalid key: ${decoded}` });
    }
    // A file where a folder must go, and a folder where a file must go.
    expect((await put('kat/b.png')).status).toBe(200);
    expect(await put('kat/b.png/c.png')).toEqual({ status: 400, json: { statusCode: '400', error: 'InvalidKey', message: 'Invalid key: kat/b.png/c.png' } });
    expect((await put('tek')).status).toBe(200);
    expect(await put('tek/x.png')).toEqual({ status: 400, json: { statusCode: '400', error: 'InvalidKey', message: 'Invalid key: tek/x.png' } });
    expect((await put('klasor/ic.png')).status).toBe(200);
    expect(await put('klasor')).toEqual({ status: 400, json: { statusCode: '400', error: 'InvalidKey', message: 'Invalid key: klasor' } });
    expect(await rowsNamed('kat/b.png/c.png', 'tek/x.png', 'klasor', `seg/${long}.png`)).toEqual([]);
    expect(filesOnDisk(t.dataDir).filter((f) => /^(kat|tek|klasor|seg|turkce)/.test(f))).toEqual(['kat/b.png', 'klasor/ic.png', 'tek']);
    expect(tempFiles(t.dataDir)).toEqual([]);
  });

  it('an upsert by a signed-in non-staff user is refused and the file kept; staff overwrite it', async () => {
    expect((await put('ustune.png')).status).toBe(200);
    const sub = await createAuthUser(t, 'nonstaff@example.com');
    const token = await mintToken(t, { sub });
    const other = Buffer.concat([image, Buffer.from('farkli')]);
    const res = await fetch(`${t.url}/storage/v1/object/media/ustune.png`, {
      method: 'PUT',
      headers: { apikey: t.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'image/png', 'x-upsert': 'true' },
      body: new Uint8Array(other),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' });
    expect(fs.readFileSync(path.join(t.dataDir, 'storage', 'media', 'ustune.png')).equals(image)).toBe(true);
    const again = await fetch(`${t.url}/storage/v1/object/media/ustune.png`, { method: 'PUT', headers: { ...staffHeaders(), 'x-upsert': 'true' }, body: new Uint8Array(other) });
    expect(again.status).toBe(200);
    expect(fs.readFileSync(path.join(t.dataDir, 'storage', 'media', 'ustune.png')).equals(other)).toBe(true);
  });

  it('a removed folder frees its name for a file', async () => {
    expect((await put('bos/x.png')).status).toBe(200);
    const del = await fetch(`${t.url}/storage/v1/object/media`, { method: 'DELETE', headers: { ...staffHeaders(), 'Content-Type': 'application/json' }, body: JSON.stringify({ prefixes: ['bos/x.png'] }) });
    expect(del.status).toBe(200);
    expect(fs.existsSync(path.join(t.dataDir, 'storage', 'media', 'bos'))).toBe(false);
    expect((await put('bos')).status).toBe(200);
    expect(await rowsNamed('bos')).toEqual(['bos']);
  });

  it('start-up check: drops old temp files, keeps fresh ones, reports files without rows (kept) and rows without files', async () => {
    const root = path.join(t.dataDir, 'storage');
    const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    const oldTemp = path.join(root, '.tmp', 'crashed-upload');
    const freshTemp = path.join(root, '.tmp', 'upload-in-progress');
    const stray = path.join(root, 'media', 'yetim', 'dosya.png');
    fs.mkdirSync(path.dirname(stray), { recursive: true });
    for (const f of [oldTemp, freshTemp, stray]) fs.writeFileSync(f, image);
    for (const f of [oldTemp, stray]) fs.utimesSync(f, old, old);
    expect((await put('kayip/dosya.png')).status).toBe(200);
    fs.rmSync(path.join(root, 'media', 'kayip'), { recursive: true });
    const logged: string[] = [];
    const report = await checkAtStart(t.server.ctx.db.admin, createDiskObjectBytes(t.dataDir), true, (m) => logged.push(m));
    expect(report).toEqual({
      tempFilesRemoved: 1,
      filesWithoutRow: [{ bucket: 'media', name: 'yetim/dosya.png', size: image.length, modifiedMs: expect.closeTo(old.getTime(), 0) }],
      rowsWithoutFile: ['media/kayip/dosya.png'],
    });
    expect(fs.existsSync(oldTemp)).toBe(false);
    expect(fs.existsSync(freshTemp)).toBe(true);
    // Removing it is the operator's command (storage-owner.test.ts).
    expect(fs.existsSync(stray)).toBe(true);
    expect(logged).toContain(
      'Storage: 1 file(s) in the store have no row (kept; list them with "npm run storage:orphans", remove them with "npm run storage:orphans -- --delete"): media/yetim/dosya.png',
    );
    fs.rmSync(path.join(root, 'media', 'yetim'), { recursive: true });
    expect(await rowsNamed('kayip/dosya.png')).toEqual(['kayip/dosya.png']);
    expect(logged.some((m) => m.includes('media/kayip/dosya.png'))).toBe(true);
    fs.rmSync(freshTemp);
  });
});

describe('/storage/v1 after a crash', () => {
  it('a restarted server removes the temp file of an interrupted upload before answering storage requests, and reports (keeps) a file placed without its row', async () => {
    const first = await startTestServer({ seed: false, keepData: true });
    const root = path.join(first.dataDir, 'storage');
    await first.close();
    // What kill -9 in the middle of an upload leaves: a temp file, or a file placed before its row committed.
    const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    const temp = path.join(root, '.tmp', 'interrupted');
    const placed = path.join(root, 'media', 'uploads', 'yarim.png');
    fs.mkdirSync(path.dirname(placed), { recursive: true });
    for (const f of [temp, placed]) {
      fs.writeFileSync(f, png());
      fs.utimesSync(f, old, old);
    }
    const logged: string[] = [];
    const second = await startTestServer({ seed: false, dataDir: first.dataDir, log: (m) => logged.push(m) });
    try {
      const res = await fetch(`${second.url}/storage/v1/object/public/media/uploads/yarim.png`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
      expect(fs.existsSync(temp)).toBe(false);
      expect(fs.existsSync(placed)).toBe(true);
      expect(logged.filter((m) => m.startsWith('Storage: '))).toEqual([
        `Storage: removed 1 unfinished upload(s) from ${path.join(root, '.tmp')}`,
        'Storage: 1 file(s) in the store have no row (kept; list them with "npm run storage:orphans", remove them with "npm run storage:orphans -- --delete"): media/uploads/yarim.png',
      ]);
    } finally {
      await second.close();
    }
  });
});
