/**
 * A seeded server of a built checkout (this tree or an older commit's worktree), started in this
 * process with that tree's own server code and dist/, on free ports and a temporary data folder:
 * what bench/block-pages.ts and scripts/visual-diff.ts compare side by side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BuiltTreeServer {
  base: string;
  sql(text: string, params?: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

export async function startBuiltTree(root: string): Promise<BuiltTreeServer> {
  const { loadConfig } = (await import(path.join(root, 'server/config.ts'))) as typeof import('../server/config.ts');
  const { startServer } = (await import(path.join(root, 'server/start.ts'))) as typeof import('../server/start.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-built-tree-'));
  // That tree's folder as the working directory: its own dist/ (files and server renderer).
  const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', PG_PORT: '0', DATA_DIR: dataDir, SEED: 'true', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password-123' }, root), () => {});
  return {
    base: `http://127.0.0.1:${server.port}`,
    sql: async (text, params = []) => (await server.ctx.db.admin.query(text, params)).rows,
    close: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
