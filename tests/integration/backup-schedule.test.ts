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
import { listBackups } from '../../server/backup/backup-schedule.ts';

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
