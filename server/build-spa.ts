/** Builds the SPA with Vite when dist/ is missing or older than its sources. */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from './db/setup.ts';

const SOURCES = ['src', 'index.html', 'vite.config.ts', 'generated', 'schema', 'public'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const e of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

export async function ensureSpaBuilt(distDir: string, log: (m: string) => void): Promise<void> {
  const index = path.join(distDir, 'index.html');
  // A deployment may ship dist/ without sources: then there is nothing to rebuild.
  if (!fs.existsSync(path.join(PROJECT_ROOT, 'src'))) return;
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(PROJECT_ROOT, s))));
  if (built && built >= sources) return;
  log(built ? 'Sources changed: rebuilding the site…' : 'Building the site (first start)…');
  const vite = path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('The site build failed (see the messages above)');
}
