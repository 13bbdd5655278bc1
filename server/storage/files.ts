/** The bytes of stored objects, under DATA_DIR/storage/<bucket>/<name>. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filePath } from './object-key.ts';

export interface FileStore {
  /** Writes to a temporary file first; `commit` moves it into place, `discard` drops it. */
  stage(bytes: Buffer): Promise<{ commit(bucket: string, name: string): Promise<void>; discard(): Promise<void> }>;
  path(bucket: string, name: string): string;
  remove(bucket: string, name: string): Promise<void>;
}

export function createFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'storage');
  const tmp = path.join(root, '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  return {
    async stage(bytes) {
      const staged = path.join(tmp, crypto.randomUUID());
      await fs.promises.writeFile(staged, bytes, { mode: 0o600 });
      return {
        async commit(bucket, name) {
          const target = filePath(root, bucket, name);
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await fs.promises.rename(staged, target);
        },
        async discard() {
          await fs.promises.rm(staged, { force: true });
        },
      };
    },
    path: (bucket, name) => filePath(root, bucket, name),
    async remove(bucket, name) {
      await fs.promises.rm(filePath(root, bucket, name), { force: true });
    },
  };
}
