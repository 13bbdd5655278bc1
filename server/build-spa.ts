/**
 * Builds the site with Vite when dist/ is missing or older than its sources: the browser
 * bundle (dist/) and the server renderer of the public pages (dist/server/, Vite's SSR build
 * of src/public/entry-server.tsx, which the server loads instead of the TS sources).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from './db/setup.ts';

const SOURCES = ['src', 'index.html', 'vite.config.ts', 'generated', 'schema', 'public'];

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
  const built = Math.min(builtAt(path.join(distDir, 'index.html')), builtAt(path.join(distDir, SSR_ENTRY)));
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(PROJECT_ROOT, s))));
  if (built && built >= sources) return;
  log(built ? 'Sources changed: rebuilding the site…' : 'Building the site (first start)…');
  const vite = path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [vite, 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'], { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error('The site build failed (see the messages above)');
  };
  run(['--outDir', distDir]);
  run(['--ssr', SSR_SOURCE, '--outDir', path.join(distDir, 'server')]);
}
