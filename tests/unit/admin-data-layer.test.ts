/**
 * The admin has one data layer (src/admin/data, under TanStack Query): no screen, hook or
 * loader elsewhere in src/admin builds a query itself with `.from(…)` (a table through
 * PostgREST, or a Storage bucket). Static `Array.from` and the like are no queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shouldRetryRead } from '../../src/admin/data/query-client.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DATA_DIR = 'src/admin/data';

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    return e.isDirectory() ? files(rel) : /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** The `.from(` calls of a source text that are queries: on a value, not on a class (`Array.from`). */
function queryFromCalls(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/([\w$]*)(\s*)\.\s*from\s*\(/g)) {
    const receiver = m[1]!;
    if (/^[A-Z]/.test(receiver)) continue;
    const line = source.slice(0, m.index).split('\n').length;
    found.push(`${line}: ${receiver}.from(`);
  }
  return found;
}

describe('admin data layer', () => {
  it('finds query calls and ignores static constructors', () => {
    const sample = "const a = Array.from(x);\nconst b = Uint8Array.from(y);\nclient.from('t').select();\nawait db\n  .from('t')\n  .delete();\ndb.storage.from('media');";
    expect(queryFromCalls(sample)).toEqual(["3: client.from(", "4: db.from(", "7: storage.from("]);
  });

  it('leaves every .from( call to src/admin/data', () => {
    const offenders = files('src/admin')
      .filter((f) => !f.startsWith(`${DATA_DIR}/`))
      .flatMap((f) => queryFromCalls(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((call) => `${f}:${call}`));
    expect(offenders).toEqual([]);
  });

  it('retries a failed read twice unless the database answered with a code', () => {
    const network = { code: '', message: 'TypeError: Failed to fetch', details: null };
    expect([0, 1, 2].map((n) => shouldRetryRead(n, network))).toEqual([true, true, false]);
    expect(shouldRetryRead(0, new Error('fetch failed'))).toBe(true);
    expect(shouldRetryRead(0, { code: '42501', message: 'permission denied', details: null })).toBe(false);
    expect(shouldRetryRead(0, { code: 'PGRST116', message: 'no rows', details: null })).toBe(false);
  });
});
