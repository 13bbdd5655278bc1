/**
 * Builds the site with Vite when dist/ is missing or older than its sources: the public site's
 * browser bundle (dist/), its islands' (Preact, dist/assets/islands/: vite.islands.config.ts), the admin's (dist/admin/, a build of its own: vite.config.ts) and the
 * server renderer of the public pages (dist/server/, Vite's SSR build of
 * src/public/entry-server.tsx, which the server loads instead of the TS sources).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../platform/db/setup.ts';
import { ADMIN_HTML } from './static/admin-paths.ts';

const SOURCES = ['src', 'index.html', 'admin.html', 'vite.config.ts', 'vite.admin.config.ts', 'vite.islands.config.ts', 'server/app/static/admin-paths.ts', 'generated', 'schema', 'public'];

/** Where the SSR build of the public pages lives inside a dist directory. */
export const SSR_ENTRY = path.join('server', 'entry-server.js');
export const SSR_SOURCE = 'src/public/entry-server.tsx';

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const e of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

function builtAt(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

export async function ensureSpaBuilt(distDir: string, log: (m: string) => void): Promise<void> {
  // A deployment may ship dist/ without sources: then there is nothing to rebuild.
  if (!fs.existsSync(path.join(PROJECT_ROOT, 'src'))) return;
  const built = Math.min(...['index.html', ADMIN_HTML, SSR_ENTRY].map((f) => builtAt(path.join(distDir, f))));
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(PROJECT_ROOT, s))));
  if (built && built >= sources) return;
  log(built ? 'Sources changed: rebuilding the site…' : 'Building the site (first start)…');
  const vite = path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [vite, 'build', ...args, '--logLevel', 'warn'], { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error('The site build failed (see the messages above)');
  };
  // In this order: the public build empties dist/ (old files go), the islands' and the admin's
  // add to it (their configs never empty it), the renderer's empties only dist/server/.
  run(['--outDir', distDir, '--emptyOutDir']);
  run(['--config', 'vite.islands.config.ts', '--outDir', distDir]);
  run(['--config', 'vite.admin.config.ts', '--outDir', distDir]);
  run(['--ssr', SSR_SOURCE, '--outDir', path.join(distDir, 'server'), '--emptyOutDir']);
}
