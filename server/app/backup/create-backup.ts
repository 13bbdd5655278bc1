/**
 * Writes one backup archive (tar.gz) of a data folder while the site serves: the database
 * (an online base backup, see base-backup.ts), the stored files, the outbox, the secrets a
 * restore needs, and manifest.json with every file's sha256 and the release.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { baseBackup, walk, type ArchiveItem, type BaseBackup } from './base-backup.ts';
import { fileChunks, TAR_END, tarHeader, tarPadding } from './tar.ts';
import { STORE_OWNER_MARKER } from '../../platform/storage/object-bytes.ts';
import { ARCHIVE_FORMAT, MANIFEST_NAME, packageVersion, type BackupManifest, type Release } from './manifest.ts';

export const ARCHIVE_PREFIX = 'ajans-backup-';
export const ARCHIVE_SUFFIX = '.tar.gz';

export interface BackupResult {
  file: string;
  bytes: number;
  createdAt: string;
  release: Release;
  /** Files stored in the archive: database, stored objects. */
  databaseFiles: number;
  storedFiles: number;
}

/** The archive's name for a creation time: sortable, no characters a shell or Windows minds. */
export function archiveName(createdAt: Date): string {
  return `${ARCHIVE_PREFIX}${createdAt.toISOString().replace(/[:.]/g, '-')}${ARCHIVE_SUFFIX}`;
}

async function newestMigration(client: pg.ClientBase): Promise<string | null> {
  const { rows } = await client.query<{ v: string | null }>(
    `select case when to_regclass('supabase_migrations.schema_migrations') is null then null
       else (select max(version) from supabase_migrations.schema_migrations) end as v`,
  );
  return rows[0]?.v ?? null;
}

/**
 * Data-folder contents besides the database (storage-cache is derived, .tmp holds partial
 * uploads; the store's owner marker names this database, so a restored folder's copy of the
 * files is claimed by the restored database instead).
 */
async function* dataFolderItems(dataDir: string): AsyncGenerator<ArchiveItem> {
  for (const folder of ['storage', 'outbox']) {
    const dir = path.join(dataDir, folder);
    if (!fs.existsSync(dir)) continue;
    yield { name: folder, type: 'directory', mode: 0o700, mtime: new Date(), source: dir };
    yield* walk(dir, folder, (rel) => folder === 'storage' && (rel === '.tmp' || rel === STORE_OWNER_MARKER));
  }
  const secrets = path.join(dataDir, 'secrets.json');
  yield { name: 'secrets.json', type: 'file', mode: 0o600, mtime: fs.statSync(secrets).mtime, source: secrets };
}

export async function createBackup(opts: {
  /** A superuser session, held for the whole backup. */
  client: pg.ClientBase;
  clusterDir: string;
  dataDir: string;
  backupDir: string;
  /** Told the bytes read so far (before compression), as the archive is written. */
  onProgress?: (bytesRead: number) => void;
}): Promise<BackupResult> {
  const createdAt = new Date();
  const release: Release = { version: packageVersion(), migration: await newestMigration(opts.client) };
  fs.mkdirSync(opts.backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(opts.backupDir, archiveName(createdAt));
  const partial = `${file}.partial`;
  const files: BackupManifest['files'] = {};
  let database: BaseBackup | undefined;
  let databaseFiles = 0;
  let storedFiles = 0;
  let bytesRead = 0;
  const read = (n: number) => {
    bytesRead += n;
    opts.onProgress?.(bytesRead);
  };

  async function* archiveBytes(): AsyncGenerator<Buffer> {
    const items = async function* () {
      yield { name: 'database', type: 'directory', mode: 0o700, mtime: createdAt, source: opts.clusterDir } satisfies ArchiveItem;
      yield* baseBackup(opts.client, opts.clusterDir, 'database', (b) => (database = b));
      // After the database: every stored object of a row in the backup is on disk by now
      // (an upload's file is in place before its row commits).
      yield* dataFolderItems(opts.dataDir);
    };
    for await (const item of items()) {
      if (item.type === 'directory') {
        yield tarHeader({ name: item.name, type: 'directory', mode: item.mode, size: 0, mtime: item.mtime });
        continue;
      }
      const hash = crypto.createHash('sha256');
      let size: number;
      if (Buffer.isBuffer(item.source)) {
        size = item.source.length;
        yield tarHeader({ name: item.name, type: 'file', mode: item.mode, size, mtime: item.mtime });
        hash.update(item.source);
        read(size);
        yield item.source;
      } else {
        let fd: fs.promises.FileHandle;
        try {
          fd = await fs.promises.open(item.source, 'r');
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // removed meanwhile (a dropped table, a deleted object)
          throw err;
        }
        try {
          size = (await fd.stat()).size;
          yield tarHeader({ name: item.name, type: 'file', mode: item.mode, size, mtime: item.mtime });
          for await (const chunk of fileChunks(fd, size)) {
            hash.update(chunk);
            read(chunk.length);
            yield chunk;
          }
        } finally {
          await fd.close();
        }
      }
      yield tarPadding(size);
      files[item.name] = { size, sha256: hash.digest('hex') };
      if (item.name.startsWith('database/')) databaseFiles++;
      else if (item.name.startsWith('storage/')) storedFiles++;
    }
    const manifest: BackupManifest = { format: ARCHIVE_FORMAT, formatVersion: 1, createdAt: createdAt.toISOString(), release, database: database!, files };
    const body = Buffer.from(JSON.stringify(manifest, null, 1));
    yield tarHeader({ name: MANIFEST_NAME, type: 'file', mode: 0o600, size: body.length, mtime: new Date() });
    yield body;
    yield tarPadding(body.length);
    yield TAR_END;
  }

  try {
    // Level 1: most of a site's bytes are images that do not shrink; the database pages do
    // at any level, and the fastest keeps a backup from slowing the site down.
    await pipeline(Readable.from(archiveBytes()), zlib.createGzip({ level: 1 }), fs.createWriteStream(partial, { mode: 0o600 }));
    const fd = await fs.promises.open(partial, 'r+');
    await fd.sync();
    await fd.close();
    await fs.promises.rename(partial, file);
  } catch (err) {
    await fs.promises.rm(partial, { force: true });
    throw err;
  }
  return { file, bytes: fs.statSync(file).size, createdAt: createdAt.toISOString(), release, databaseFiles, storedFiles };
}

/** The platform's backup-before-upgrade hook (setupDatabase): an archive in `backupDir`. */
export function backupBeforeUpgradeTo(dataDir: string, backupDir: string) {
  return async (session: { client: pg.ClientBase; clusterDir: string }): Promise<string> =>
    (await createBackup({ client: session.client, clusterDir: session.clusterDir, dataDir, backupDir })).file;
}
