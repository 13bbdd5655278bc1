/**
 * The server's own daily backups: each run writes one archive into BACKUP_DIR and keeps the
 * newest BACKUP_KEEP; with several servers on one database only the one holding the turn
 * (an advisory lock) writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { listBackups } from '../../server/app/backup/backup-schedule.ts';
import { until } from '../helpers/until.ts';

describe('scheduled backups', () => {
  let t: TestServer;
  let backupDir: string;
  beforeAll(async () => {
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-scheduled-'));
    t = await startTestServer({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '2', BACKUP_SCHEDULE: '03:00' } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('writes an archive per run and keeps the newest BACKUP_KEEP', async () => {
    const schedule = t.server.backups!;
    expect(schedule).toBeDefined();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect(await schedule.runOnce()).toBe(true);
      names.push(listBackups(backupDir)[0]!.name);
    }
    expect(new Set(names).size).toBe(3);
    const kept = listBackups(backupDir);
    expect(kept.map((b) => b.name)).toEqual([names[2], names[1]]);
    expect(kept.every((b) => b.bytes > 100_000)).toBe(true);
  });

  it('administrators see the archives with their sizes on /backup/v1/backups; editors and anon do not', async () => {
    const list = async (token: string) => {
      const res = await fetch(`${t.url}/backup/v1/backups`, { headers: { apikey: t.anonKey, Authorization: `Bearer ${token}` } });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const admin = await t.signIn();
    const adminToken = (await admin.auth.getSession()).data.session!.access_token;
    const seen = await list(adminToken);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      available: true,
      schedule: '03:00',
      keep: 2,
      running: null,
      last_failure: null,
      backups: listBackups(backupDir).map((b) => ({ name: b.name, bytes: b.bytes, created_at: b.createdAt })),
    });
    expect((seen.body.backups as unknown[]).length).toBe(2);

    const created = await t.service().auth.admin.createUser({ email: 'editor.yedek@example.com', password: 'editor-password-1', email_confirm: true, app_metadata: { role: 'editor' } });
    expect(created.error).toBeNull();
    const editor = await t.signIn('editor.yedek@example.com', 'editor-password-1');
    const refused = await list((await editor.auth.getSession()).data.session!.access_token);
    expect(refused).toEqual({ status: 403, body: { code: 403, error_code: 'not_admin', msg: 'User not allowed' } });
    expect((await list(t.anonKey)).status).toBe(403);
    expect((await fetch(`${t.url}/backup/v1/backups`)).status).toBe(401);
  });

  it('takes a backup now for an administrator and streams it through a two-minute link; editors get 403', async () => {
    const admin = await t.signIn();
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const call = (p: string, init: RequestInit & { token?: string } = {}) =>
      fetch(`${t.url}/backup/v1${p}`, { ...init, headers: { apikey: t.anonKey, Authorization: `Bearer ${init.token ?? token}` } });
    const before = listBackups(backupDir).map((b) => b.name);
    const started = await call('/backups', { method: 'POST' });
    expect(started.status).toBe(202);
    const running = ((await started.json()) as { running: { bytes_total: number; bytes_done: number } | null }).running;
    expect(running?.bytes_total).toBeGreaterThan(1_000_000);
    expect((await call('/backups', { method: 'POST' })).status).toBe(409);
    const done = await until('the backup from the admin to finish', async () => {
      const body = (await (await call('/backups')).json()) as { running: unknown; backups: { name: string }[] };
      return body.running === null ? body : undefined;
    }, { timeoutMs: 120_000, intervalMs: 200 });
    const name = done.backups.map((b) => b.name).find((n) => !before.includes(n))!;
    expect(name).toMatch(/^ajans-backup-.*\.tar\.gz$/);

    const linked = await call(`/backups/${name}/link`, { method: 'POST' });
    expect(linked.status).toBe(200);
    const link = (await linked.json()) as { path: string; expires_in: number };
    expect(link.expires_in).toBe(120);
    // The link alone (no API key, no session) downloads the archive, byte for byte.
    const download = await fetch(t.url + link.path);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(backupDir, name)))).toBe(true);
    // A link names one archive; it is no session for the other APIs.
    const other = link.path.replace(name, before[0]!);
    expect((await fetch(t.url + other)).status).toBe(403);
    const asSession = await fetch(`${t.url}/rest/v1/pages?select=id`, { headers: { apikey: t.anonKey, Authorization: `Bearer ${new URL(link.path, t.url).searchParams.get('token')}` } });
    expect(asSession.status).toBe(401);
    expect((await call(`/backups/${name}`)).status).toBe(200);
    expect((await call('/backups/..%2Fsecrets.json')).status).toBe(404);

    const editor = await t.signIn('editor.yedek@example.com', 'editor-password-1');
    const editorToken = (await editor.auth.getSession()).data.session!.access_token;
    for (const [p, method] of [[`/backups/${name}`, 'GET'], [`/backups/${name}/link`, 'POST'], ['/backups', 'POST']] as const) {
      const refused = await call(p, { method, token: editorToken });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ code: 403, error_code: 'not_admin', msg: 'User not allowed' });
    }
  }, 180_000);

  it('skips the run while another server holds the turn', async () => {
    const other = new pg.Client({ connectionString: t.server.ctx.databaseUrl });
    await other.connect();
    try {
      await other.query(`select pg_advisory_lock(hashtext('ajans_scheduled_backup'))`);
      const before = listBackups(backupDir).map((b) => b.name);
      expect(await t.server.backups!.runOnce()).toBe(false);
      expect(listBackups(backupDir).map((b) => b.name)).toEqual(before);
    } finally {
      await other.end();
    }
  });
});
