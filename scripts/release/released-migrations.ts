/**
 * Migrations that have shipped are never edited: an upgraded database ran them once and will
 * not run them again, so an edit would reach only new databases and the two would drift.
 * `scripts/release/released-migrations.txt` lists each shipped file with its SHA-256 (the
 * `sha256sum` format, so `cd supabase/migrations && sha256sum -c` checks it too); a unit test
 * fails when a listed file changed or disappeared. At a release, `npm run release:migrations`
 * adds every migration file to the list.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_DIR = path.join(ROOT, 'supabase/migrations');
export const RELEASED_LIST = path.join(ROOT, 'scripts/release/released-migrations.txt');

export function sha256Of(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The shipped migrations and their hashes, as listed. */
export function readReleased(list = RELEASED_LIST): Map<string, string> {
  const released = new Map<string, string>();
  for (const line of fs.readFileSync(list, 'utf8').split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(\S+\.sql)$/.exec(line.trim());
    if (m) released.set(m[2]!, m[1]!);
  }
  return released;
}

/** Each listed migration that is missing or no longer has its shipped hash. */
export function changedReleased(dir = MIGRATIONS_DIR, list = RELEASED_LIST): { file: string; problem: 'missing' | 'edited' }[] {
  const changed: { file: string; problem: 'missing' | 'edited' }[] = [];
  for (const [file, hash] of readReleased(list)) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) changed.push({ file, problem: 'missing' });
    else if (sha256Of(full) !== hash) changed.push({ file, problem: 'edited' });
  }
  return changed;
}

/** Lists every migration file as shipped (run when a release is cut). */
export function markAllReleased(dir = MIGRATIONS_DIR, list = RELEASED_LIST): number {
  const files = fs.readdirSync(dir).filter((f) => /^\d+_.*\.sql$/.test(f)).sort();
  fs.writeFileSync(list, files.map((f) => `${sha256Of(path.join(dir, f))}  ${f}\n`).join(''));
  return files.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const changed = changedReleased();
  if (changed.length) {
    for (const c of changed) console.error(`${c.file}: ${c.problem === 'missing' ? 'removed' : 'edited'} after it shipped`);
    console.error('Put the change in a new migration instead; shipped ones stay as they were.');
    process.exit(1);
  }
  console.log(`${markAllReleased()} migrations listed as released in ${path.relative(ROOT, RELEASED_LIST)}.`);
}
