/**
 * The bytes of stored objects, under DATA_DIR/storage/<bucket>/<name>. Uploads are written to
 * DATA_DIR/storage/.tmp first (same file system, so the move into place is an atomic rename)
 * and moved while the row's transaction is still open: a committed row always has its file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { invalidKey } from './errors.ts';
import { filePath } from './object-key.ts';

export interface FileStore {
  root: string;
  tmpDir: string;
  /** A fresh temp file name (not yet created). */
  tempFile(): string;
  /** Moves a temp file to the object's place, replacing an older version of the same object. */
  place(temp: string, bucket: string, name: string): Promise<void>;
  path(bucket: string, name: string): string;
  /** Removes an object's file and the folders it leaves empty. */
  remove(bucket: string, name: string): Promise<void>;
}

/** File system answers that mean "a file is where a folder must be", or the reverse. */
const LAYOUT_CONFLICTS = new Set(['ENOTDIR', 'EISDIR', 'EEXIST', 'ENOTEMPTY', 'ENAMETOOLONG']);

export function createFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'storage');
  const tmpDir = path.join(root, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });

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

  return {
    root,
    tmpDir,
    tempFile: () => path.join(tmpDir, crypto.randomUUID()),
    async place(temp, bucket, name) {
      const target = filePath(root, bucket, name);
      // Twice: a concurrent removal may prune the freshly made folder before the rename.
      for (let attempt = 0; ; attempt++) {
        try {
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          // An empty folder left where the file goes (its objects were removed) is taken over.
          await fs.promises.rmdir(target).catch(() => {});
          await fs.promises.rename(temp, target);
          return;
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code ?? '';
          if (code === 'ENOENT' && attempt === 0) continue;
          if (LAYOUT_CONFLICTS.has(code)) throw invalidKey(name);
          throw err;
        }
      }
    },
    path: (bucket, name) => filePath(root, bucket, name),
    async remove(bucket, name) {
      const file = filePath(root, bucket, name);
      await fs.promises.rm(file, { force: true });
      await pruneEmpty(path.dirname(file), path.join(root, bucket));
    },
  };
}
