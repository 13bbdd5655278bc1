/**
 * The pieces of a backup that need no database: the tar format (read back by our reader and
 * by the system's tar), the daily time in Europe/Istanbul, retention, BACKUP_* settings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readTar, TAR_END, tarHeader, tarPadding, TarFormatError } from '../../server/app/backup/tar.ts';
import { listBackups, nextBackupTime, pruneBackups } from '../../server/app/backup/backup-schedule.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';

function archive(entries: { name: string; body?: Buffer }[]): Buffer {
  const mtime = new Date('2026-11-25T03:00:00Z');
  const parts: Buffer[] = [];
  for (const e of entries) {
    if (!e.body) parts.push(tarHeader({ name: e.name, type: 'directory', mode: 0o700, size: 0, mtime }));
    else parts.push(tarHeader({ name: e.name, type: 'file', mode: 0o600, size: e.body.length, mtime }), e.body, tarPadding(e.body.length));
  }
  parts.push(TAR_END);
  return Buffer.concat(parts);
}

async function* chunked(b: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < b.length; i += size) yield b.subarray(i, i + size);
}

describe('backup archive format', () => {
  const longName = `storage/media/${'çok-uzun-klasör/'.repeat(12)}görsel.png`;
  const entries = [
    { name: 'storage' },
    { name: 'storage/media/a.txt', body: Buffer.from('merhaba') },
    { name: longName, body: Buffer.alloc(700_000, 7) },
    { name: 'empty.txt', body: Buffer.alloc(0) },
  ];

  it('reads back every name (long and non-ASCII included) and byte, in any chunking', async () => {
    const tar = archive(entries);
    for (const size of [1, 511, 4096, tar.length]) {
      const got: { name: string; type: string; body: Buffer }[] = [];
      await readTar(chunked(tar, size), async (entry, body) => {
        const chunks: Buffer[] = [];
        for await (const c of body) chunks.push(c);
        got.push({ name: entry.name, type: entry.type, body: Buffer.concat(chunks) });
      });
      expect(got.map((g) => [g.name, g.type])).toEqual([
        ['storage', 'directory'],
        ['storage/media/a.txt', 'file'],
        [longName, 'file'],
        ['empty.txt', 'file'],
      ]);
      expect(got[2]!.body.equals(entries[2]!.body!)).toBe(true);
      expect(got[1]!.body.toString()).toBe('merhaba');
    }
  });

  it('is a tar archive the system tar extracts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-tar-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.tar'), archive(entries));
      execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir });
      expect(fs.readFileSync(path.join(dir, longName), 'utf8')).toBe(Buffer.alloc(700_000, 7).toString());
      expect(fs.readFileSync(path.join(dir, 'storage/media/a.txt'), 'utf8')).toBe('merhaba');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a damaged header and a cut archive', async () => {
    const tar = archive(entries);
    const damaged = Buffer.from(tar);
    damaged[520] = damaged[520]! ^ 0xff; // inside the second header
    await expect(readTar(chunked(damaged, 4096), async () => {})).rejects.toThrow(new TarFormatError('an entry header is damaged'));
    await expect(readTar(chunked(tar.subarray(0, 3000), 4096), async () => {})).rejects.toThrow(new TarFormatError('the archive ends in the middle of an entry'));
  });
});

describe('backup schedule', () => {
  it('runs at the set Istanbul time (UTC+3), today when still ahead, else tomorrow', () => {
    expect(nextBackupTime(new Date('2026-11-25T23:59:00Z'), { hour: 3, minute: 0 }).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(nextBackupTime(new Date('2026-11-26T00:00:00Z'), { hour: 3, minute: 0 }).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(nextBackupTime(new Date('2026-11-25T20:30:00Z'), { hour: 23, minute: 45 }).toISOString()).toBe('2026-11-25T20:45:00.000Z');
    expect(nextBackupTime(new Date('2026-11-25T21:00:00Z'), { hour: 0, minute: 5 }).toISOString()).toBe('2026-11-25T21:05:00.000Z');
  });

  it('an old archive that cannot be removed is reported, and the others beyond BACKUP_KEEP still go', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-keep-'));
    try {
      const names = ['01', '02', '03', '04'].map((d) => `ajans-backup-2026-11-${d}T00-00-00-000Z.tar.gz`);
      for (const n of [names[0]!, names[2]!, names[3]!]) fs.writeFileSync(path.join(dir, n), n);
      // A folder with an archive's name: rmSync refuses it (ERR_FS_EISDIR).
      fs.mkdirSync(path.join(dir, names[1]!));
      const failed: string[] = [];
      expect(pruneBackups(dir, 2, (name) => failed.push(name))).toEqual([names[0]]);
      expect(failed).toEqual([names[1]]);
      expect(fs.existsSync(path.join(dir, names[0]!))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the newest BACKUP_KEEP archives and leaves other files alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-keep-'));
    try {
      const names = ['01', '02', '03', '04'].map((d) => `ajans-backup-2026-11-${d}T00-00-00-000Z.tar.gz`);
      for (const n of names) fs.writeFileSync(path.join(dir, n), n);
      fs.writeFileSync(path.join(dir, 'notlar.txt'), 'x');
      expect(pruneBackups(dir, 2)).toEqual([names[1], names[0]]);
      expect(listBackups(dir).map((b) => [b.name, b.bytes])).toEqual([
        [names[3], names[3]!.length],
        [names[2], names[2]!.length],
      ]);
      expect(fs.existsSync(path.join(dir, 'notlar.txt'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads BACKUP_DIR, BACKUP_KEEP and BACKUP_SCHEDULE, with defaults', () => {
    const c = loadConfig({ DATA_DIR: '/srv/ajans' }, '/');
    expect(c.backup).toEqual({ dir: '/srv/ajans/backups', keep: 7, schedule: { hour: 3, minute: 0 } });
    expect(loadConfig({ BACKUP_SCHEDULE: 'off', BACKUP_KEEP: '30', BACKUP_DIR: 'yedek' }, '/srv').backup).toEqual({ dir: '/srv/yedek', keep: 30, schedule: null });
    expect(() => loadConfig({ BACKUP_SCHEDULE: '25:00' })).toThrow(new ConfigError('BACKUP_SCHEDULE must be a daily time such as 03:00 (Europe/Istanbul) or off, got "25:00"'));
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(new ConfigError('BACKUP_KEEP must be between 1 and 10000, got 0'));
  });
});
