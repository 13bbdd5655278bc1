/**
 * The Edge Functions are Deno files outside tsconfig's reach: Deno itself type-checks them,
 * their `npm:` imports resolved from node_modules as the embedded server runs them.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { listFunctionFolders } from '../../server/platform/functions/deno-functions.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

it('deno check passes for every supabase/functions/<name>/index.ts', async () => {
  const deno = (createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }).runInstall();
  const entries = listFunctionFolders(path.join(ROOT, 'supabase/functions')).map((name) => `supabase/functions/${name}/index.ts`);
  expect(entries.length).toBeGreaterThan(0);
  const { stderr } = await promisify(execFile)(deno, ['check', '--node-modules-dir=manual', '--cached-only', ...entries], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  expect(stderr.trim().split('\n').sort()).toEqual(entries.map((e) => `Check ${e}`).sort());
}, 120_000);
