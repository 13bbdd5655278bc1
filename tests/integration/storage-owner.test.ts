/**
 * Only the database that owns an object store deletes from it (store-owner.ts). The attack this
 * answers: a backup restored into a new folder and started on the live site's S3 bucket saw
 * every file uploaded after the backup as "without a row" and deleted it at its start. Here the
 * copy leaves such a file readable on the live site (the bucket's objects backdated past the
 * 10-minute grace period), says why once in Turkish, keeps the bytes of rows it deletes, and the
 * operator's `npm run storage:orphans` lists, deletes only with `--delete`, and refuses for a
 * database that does not own the store. A fresh store is claimed; a second server over the same
 * database is an owner too; on disk a restored folder's files are the copy's own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClusterSession } from '../../server/app/backup/cluster-session.ts';
import { createBackup } from '../../server/app/backup/create-backup.ts';
import { restoreBackup } from '../../server/app/backup/restore-backup.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { ORPHAN_GRACE_MS } from '../../server/platform/storage/orphans.ts';
import { STORE_OWNER_MARKER } from '../../server/platform/storage/object-bytes.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const PAST_GRACE = ORPHAN_GRACE_MS + 60_000;
const NOTICE_START = 'Depolama: bu veritabanı dosya deposunun';

/** `npm run storage:orphans` with these settings, to its end. */
function orphansCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/storage-orphans.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** A PNG of this size: each size its own bytes. */
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: width, g: height, b: 90 } } }).png().toBuffer();

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

async function identityOf(t: TestServer): Promise<string> {
  return (await t.server.ctx.db.admin.query<{ id: string }>('select id::text as id from _embedded.database_identity')).rows[0]!.id;
}

/** An archive of the running server's data folder, as `npm run backup` writes it. */
async function backUp(t: TestServer, backupDir: string): Promise<string> {
  const session = await openClusterSession(t.dataDir, () => {});
  try {
    return (await createBackup({ client: session.client, clusterDir: session.clusterDir, dataDir: t.dataDir, backupDir })).file;
  } finally {
    await session.close();
  }
}

/** Once this answers, the server's start-up storage check is over (storage requests wait for it). */
async function checked(t: TestServer): Promise<void> {
  expect((await t.service().storage.getBucket('media')).error).toBeNull();
}

async function upload(t: TestServer, name: string, body: Buffer): Promise<void> {
  const { error } = await t.service().storage.from('media').upload(name, body, { contentType: 'image/png' });
  expect(error).toBeNull();
}

describe('object store owner, S3: a restored copy on the live bucket', () => {
  let s3: TestS3Server;
  let live: TestServer;
  let copy: TestServer | undefined;
  let second: TestServer | undefined;
  const liveLog: string[] = [];
  const copyLog: string[] = [];
  const temps: string[] = [];
  const temp = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    temps.push(dir);
    return dir;
  };
  let before: Buffer;
  let after: Buffer;

  beforeAll(async () => {
    [before, after] = await Promise.all([png(64, 48), png(80, 60)]);
    s3 = await startS3Server();
    live = await startTestServer({ env: s3.env, log: (m) => liveLog.push(m) });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await copy?.close();
    await live?.close();
    await s3?.close();
    for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the first start on an empty bucket claims it for its database', async () => {
    await checked(live);
    const id = await identityOf(live);
    const { Body } = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: STORE_OWNER_MARKER }));
    expect(JSON.parse(await Body!.transformToString())).toMatchObject({ format: 'ajans-store-owner', database: id });
    expect(liveLog).toContain(`Storage: the store ${s3.bucket} (${s3.endpoint}) had no owner; this database owns it now.`);
  });

  it('the copy leaves the live site\'s newer file readable, says so once, and keeps the bytes of rows it deletes', async () => {
    await upload(live, 'uploads/yedekten-once.png', before);
    const archive = await backUp(live, temp('ajans-owner-backups-'));
    await upload(live, 'uploads/yedekten-sonra.png', after);
    const restoredDir = path.join(temp('ajans-owner-restore-'), 'data');
    await restoreBackup({ archive, dataDir: restoredDir });
    // The live site's upload is as old as the clean-up once needed to take it.
    s3.backdate(PAST_GRACE);
    copy = await startTestServer({ dataDir: restoredDir, env: s3.env, log: (m) => copyLog.push(m) });
    await checked(copy);

    expect(await identityOf(copy)).not.toBe(await identityOf(live));
    const res = await fetch(`${live.url}/storage/v1/object/public/media/uploads/yedekten-sonra.png`);
    expect(res.status).toBe(200);
    expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(sha256(after));
    const notices = copyLog.filter((m) => m.startsWith(NOTICE_START));
    expect(notices).toEqual([
      `Depolama: bu veritabanı dosya deposunun (S3 kovası ${s3.bucket} (${s3.endpoint})) sahibi değil; depo başka bir veritabanına ait ` +
        '(çoğunlukla bu sunucu bir yedekten geri yüklenmiş bir kopyadır). Bu sunucu depodan hiçbir dosya silmeyecek: ' +
        'silinen kayıtların dosyaları depoda kalır, satırı olmayan dosyalar temizlenmez. Kopyaya kendi deposunu verin ' +
        '(S3\'te ayrı bir STORAGE_S3_BUCKET); bu veritabanı artık sitenin kendisiyse (eski sunucu kapatıldıysa) ' +
        'sahipliği "npm run storage:orphans -- --claim" ile alın.',
    ]);
    expect(copyLog.filter((m) => m.includes('have no row'))).toEqual([]);

    // Staff deleting an image in the copy remove its row there, not the live site's file.
    const { data, error } = await copy.service().storage.from('media').remove(['uploads/yedekten-once.png']);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual(['uploads/yedekten-once.png']);
    expect(await s3.keys()).toContain('media/uploads/yedekten-once.png');
    const kept = await fetch(`${live.url}/storage/v1/object/public/media/uploads/yedekten-once.png`);
    expect(kept.status).toBe(200);
    expect(sha256(Buffer.from(await kept.arrayBuffer()))).toBe(sha256(before));
    expect(copyLog.filter((m) => m.startsWith(NOTICE_START))).toHaveLength(1);
  }, 180_000);

  it('storage:orphans on the copy lists the live site\'s files and refuses --delete', async () => {
    const env = { ...s3.env, DATA_DIR: copy!.dataDir };
    const list = await orphansCommand([], env);
    expect(list.code).toBe(0);
    const lines = list.out.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Store: S3 bucket ${s3.bucket} \\(${s3.endpoint}\\), NOT owned by this database: it belongs to database ${await identityOf(live)}, claimed \\S+\\.$`));
    expect(lines.slice(1, 4).map((l) => l.replace(/ {2}\S+ KB {2}\S+$/, ''))).toEqual([
      'Files without a row (untouched for 10 minutes): 2',
      '  media/uploads/yedekten-once.png',
      '  media/uploads/yedekten-sonra.png',
    ]);
    expect(lines.slice(4)).toEqual(['Rows without a file (downloads answer 404): 0']);

    const refused = await orphansCommand(['--delete'], env);
    expect(refused.code).toBe(1);
    expect(refused.err.trim().split('\n').pop()).toBe(
      "Refused: this database does not own the store, so these files may be the owner's (e.g. uploaded after the backup this database was restored from); nothing was deleted. " +
        'Give this copy its own store (STORAGE_S3_BUCKET), or, if this database is the site now, take the store over with: npm run storage:orphans -- --claim --delete',
    );
    expect(await s3.keys()).toEqual(['.ajans-store-owner.json', 'media/uploads/yedekten-once.png', 'media/uploads/yedekten-sonra.png']);
  }, 60_000);

  it('storage:orphans on the live site lists a stray file, and deletes it only with --delete', async () => {
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'media/uploads/yetim.png', Body: await png(10, 10) }));
    s3.backdate(PAST_GRACE);
    const env = { ...s3.env, DATA_DIR: live.dataDir };
    const list = await orphansCommand([], env);
    expect(list.code).toBe(0);
    expect(list.out.replace(/ {2}\S+ KB {2}\S+\n/g, '\n').trim().split('\n')).toEqual([
      `Store: S3 bucket ${s3.bucket} (${s3.endpoint}), owned by this database.`,
      'Files without a row (untouched for 10 minutes): 1',
      '  media/uploads/yetim.png',
      'Rows without a file (downloads answer 404): 0',
      'Remove these files with: npm run storage:orphans -- --delete',
    ]);
    expect(await s3.keys()).toContain('media/uploads/yetim.png');

    const removed = await orphansCommand(['--delete'], env);
    expect(removed.code).toBe(0);
    expect(removed.out.trim().split('\n').slice(-2)).toEqual(['Removed 1 file(s) without a row.', '  media/uploads/yetim.png']);
    expect(await s3.keys()).toEqual(['.ajans-store-owner.json', 'media/uploads/yedekten-once.png', 'media/uploads/yedekten-sonra.png']);
  }, 60_000);

  it('a second server over the live database owns the bucket too, and neither deletes the other\'s files at its start', async () => {
    const dataDir = temp('ajans-owner-second-');
    fs.copyFileSync(path.join(live.dataDir, 'secrets.json'), path.join(dataDir, 'secrets.json'));
    const secondLog: string[] = [];
    await upload(live, 'uploads/ilk-sunucu.png', await png(20, 20));
    s3.backdate(PAST_GRACE);
    second = await startTestServer({ dataDir, env: { ...s3.env, DATABASE_URL: live.server.ctx.databaseUrl }, log: (m) => secondLog.push(m) });
    await checked(second);
    expect(secondLog.filter((m) => m.startsWith('Storage: ') || m.startsWith('Depolama: '))).toEqual([]);
    await upload(second, 'uploads/ikinci-sunucu.png', await png(30, 30));
    expect(await s3.keys()).toEqual(
      ['.ajans-store-owner.json', 'media/uploads/ikinci-sunucu.png', 'media/uploads/ilk-sunucu.png', 'media/uploads/yedekten-once.png', 'media/uploads/yedekten-sonra.png'],
    );
    // As owners, a removal through one server removes the bytes for both.
    expect((await live.service().storage.from('media').remove(['uploads/ikinci-sunucu.png'])).error).toBeNull();
    expect(await s3.keys()).not.toContain('media/uploads/ikinci-sunucu.png');
  }, 120_000);

  it('--claim makes the copy the owner', async () => {
    const claimed = await orphansCommand(['--claim'], { ...s3.env, DATA_DIR: copy!.dataDir });
    expect(claimed.code).toBe(0);
    expect(claimed.out.split('\n').slice(0, 2)).toEqual([
      `This database (${await identityOf(copy!)}) owns the store S3 bucket ${s3.bucket} (${s3.endpoint}) now.`,
      `Store: S3 bucket ${s3.bucket} (${s3.endpoint}), owned by this database.`,
    ]);
  }, 60_000);
});

describe('object store owner, disk', () => {
  const servers: TestServer[] = [];
  const temps: string[] = [];
  afterAll(async () => {
    for (const t of servers.reverse()) await t.close();
    for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  });
  const marker = (dataDir: string) => path.join(dataDir, 'storage', STORE_OWNER_MARKER);
  const backdate = (file: string) => {
    const when = new Date(Date.now() - PAST_GRACE);
    fs.utimesSync(file, when, when);
  };

  it('a restored folder\'s files are the copy\'s own: the backup leaves the marker out, the copy claims them', async () => {
    const original = await startTestServer();
    servers.push(original);
    expect(JSON.parse(fs.readFileSync(marker(original.dataDir), 'utf8'))).toMatchObject({ database: await identityOf(original) });
    await upload(original, 'uploads/disk.png', await png(40, 40));
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-owner-disk-backups-'));
    temps.push(backupDir);
    const archive = await backUp(original, backupDir);
    const restoredDir = path.join(backupDir, 'restored');
    await restoreBackup({ archive, dataDir: restoredDir });
    expect(fs.existsSync(marker(restoredDir))).toBe(false);
    const log: string[] = [];
    const copy = await startTestServer({ dataDir: restoredDir, log: (m) => log.push(m) });
    servers.push(copy);
    await checked(copy);
    expect(log.filter((m) => m.startsWith('Storage: ') || m.startsWith('Depolama: '))).toEqual([
      `Storage: the store ${path.join(restoredDir, 'storage')} had no owner; this database owns it now.`,
    ]);
    expect((await copy.service().storage.from('media').remove(['uploads/disk.png'])).error).toBeNull();
    expect(fs.existsSync(path.join(restoredDir, 'storage', 'media', 'uploads', 'disk.png'))).toBe(false);
    expect(fs.existsSync(path.join(original.dataDir, 'storage', 'media', 'uploads', 'disk.png'))).toBe(true);
  }, 180_000);

  it('a folder another database owns: notice once, nothing deleted, the command refuses; its owner deletes with --delete', async () => {
    const first = await startTestServer({ keepData: true });
    const dataDir = first.dataDir;
    temps.push(dataDir);
    await upload(first, 'uploads/kayitli.png', await png(12, 12));
    await first.close();
    const own = fs.readFileSync(marker(dataDir), 'utf8');
    fs.writeFileSync(marker(dataDir), JSON.stringify({ format: 'ajans-store-owner', database: crypto.randomUUID(), cluster: null, claimedAt: '2026-01-01T00:00:00.000Z' }));
    const stray = path.join(dataDir, 'storage', 'media', 'uploads', 'yetim.png');
    fs.writeFileSync(stray, await png(8, 8));
    backdate(stray);
    const log: string[] = [];
    const t = await startTestServer({ dataDir, log: (m) => log.push(m) });
    servers.push(t);
    await checked(t);
    expect(log.filter((m) => m.startsWith(NOTICE_START))).toEqual([expect.stringContaining(`(klasör ${path.join(dataDir, 'storage')}) sahibi değil`)]);
    expect(fs.existsSync(stray)).toBe(true);
    const stored = path.join(dataDir, 'storage', 'media', 'uploads', 'kayitli.png');
    expect((await t.service().storage.from('media').remove(['uploads/kayitli.png'])).error).toBeNull();
    expect(fs.existsSync(stored)).toBe(true);
    backdate(stored);

    const refused = await orphansCommand(['--delete'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.err.trim().split('\n').pop()).toMatch(/^Refused: this database does not own the store/);
    expect(fs.existsSync(stray) && fs.existsSync(stored)).toBe(true);

    // Back with its owner's marker: listed first, deleted when asked.
    fs.writeFileSync(marker(dataDir), own);
    const listed = await orphansCommand([], { DATA_DIR: dataDir });
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('Files without a row (untouched for 10 minutes): 2\n');
    expect(fs.existsSync(stray) && fs.existsSync(stored)).toBe(true);
    const removed = await orphansCommand(['--delete'], { DATA_DIR: dataDir });
    expect(removed.code).toBe(0);
    expect(removed.out.trim().split('\n').slice(-3)).toEqual(['Removed 2 file(s) without a row.', '  media/uploads/kayitli.png', '  media/uploads/yetim.png']);
    expect(fs.existsSync(path.join(dataDir, 'storage', 'media', 'uploads'))).toBe(false);
  }, 180_000);
});
