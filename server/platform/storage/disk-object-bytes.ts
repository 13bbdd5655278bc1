/**
 * Object bytes on this server's disk, under DATA_DIR/storage/<bucket>/<name> (the default
 * store). Uploads are written to DATA_DIR/storage/.tmp first (same file system, so the move
 * into place is an atomic rename) and moved while the row's transaction is still open: a
 * committed row always has its file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { invalidKey, objectNotFound } from './errors.ts';
import { filePath, validateBucketId } from './object-key.ts';
import { STORE_OWNER_MARKER, type ObjectBytes, type StoredBytes } from './object-bytes.ts';

/** File system answers that mean "a file is where a folder must be", or the reverse. */
const LAYOUT_CONFLICTS = new Set(['ENOTDIR', 'EISDIR', 'EEXIST', 'ENOTEMPTY', 'ENAMETOOLONG']);

/** Where upload bodies wait for their checks, whatever the store. */
export function uploadTempDir(dataDir: string): string {
  const dir = path.join(dataDir, 'storage', '.tmp');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Every file under `dir`, as `/`-joined paths relative to it. */
async function* walk(dir: string, prefix = ''): AsyncGenerator<{ name: string } & StoredBytes> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true });
  } catch {
    return; // no folder: no files
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(full, name);
    else {
      const stat = await fs.promises.lstat(full).catch(() => undefined);
      if (stat) yield { name, size: stat.size, modifiedMs: stat.mtimeMs };
    }
  }
}

/** Removes empty folders below `dir` (not `dir` itself). */
async function pruneEmptyFolders(dir: string): Promise<void> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const sub = path.join(dir, entry.name);
    await pruneEmptyFolders(sub);
    await fs.promises.rmdir(sub).catch(() => {});
  }
}

export function createDiskObjectBytes(dataDir: string): ObjectBytes {
  const root = path.join(dataDir, 'storage');
  const tmpDir = uploadTempDir(dataDir);

  /** Removes empty folders from `dir` up to (not including) the bucket's folder. */
  async function pruneEmpty(dir: string, bucketDir: string): Promise<void> {
    while (dir.startsWith(bucketDir + path.sep)) {
      try {
        await fs.promises.rmdir(dir);
      } catch {
        return; // not empty (or already gone): stop
      }
      dir = path.dirname(dir);
    }
  }

  /** Moves `source` to the object's place, replacing an older version. */
  async function place(source: string, bucket: string, name: string): Promise<void> {
    const target = filePath(root, bucket, name);
    // Twice: a concurrent removal may prune the freshly made folder before the rename.
    for (let attempt = 0; ; attempt++) {
      try {
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        // An empty folder left where the file goes (its objects were removed) is taken over.
        await fs.promises.rmdir(target).catch(() => {});
        await fs.promises.rename(source, target);
        return;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        if (code === 'ENOENT' && attempt === 0) continue;
        if (LAYOUT_CONFLICTS.has(code)) throw invalidKey(name);
        throw err;
      }
    }
  }

  const marker = path.join(root, STORE_OWNER_MARKER);

  return {
    kind: 'disk',
    where: root,
    tmpDir,
    tempFile: () => path.join(tmpDir, crypto.randomUUID()),
    put: (temp, bucket, name) => place(temp, bucket, name),
    async head(bucket, name) {
      const stat = await fs.promises.stat(filePath(root, bucket, name)).catch(() => undefined);
      return stat?.isFile() ? { size: stat.size, modifiedMs: stat.mtimeMs } : undefined;
    },
    async get(bucket, name, range) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(filePath(root, bucket, name));
      } catch {
        throw objectNotFound();
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    localPath: (bucket, name) => filePath(root, bucket, name),
    async remove(bucket, name) {
      const file = filePath(root, bucket, name);
      await fs.promises.rm(file, { force: true });
      await pruneEmpty(path.dirname(file), path.join(root, bucket));
    },
    readMarker: () => fs.promises.readFile(marker, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    }),
    async writeMarker(body, onlyIfNone) {
      const temp = path.join(tmpDir, `owner-${crypto.randomUUID()}`);
      await fs.promises.writeFile(temp, body, { mode: 0o600 });
      try {
        // A hard link fails where the marker exists: of two claims at once, one wins.
        if (onlyIfNone) await fs.promises.link(temp, marker).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'EEXIST') throw err;
        });
        else await fs.promises.rename(temp, marker);
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },
    list: (bucket) => walk(path.join(root, validateBucketId(bucket))),
    tidy: (bucket) => pruneEmptyFolders(path.join(root, validateBucketId(bucket))),
  };
}
