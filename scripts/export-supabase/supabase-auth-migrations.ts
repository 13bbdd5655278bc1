/**
 * Supabase Auth's own migrations (github.com/supabase/auth, `migrations/*.up.sql`) read from a
 * checkout or a bare clone, applied to a database's auth schema as Supabase Auth applies them
 * (its `{{ index .Options "Namespace" }}` placeholder set to `auth`). Their text stays in that
 * repository: nothing of it is copied into this project.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { AuthSchema } from './hosted-shaped-database.ts';

export function readSupabaseAuthMigrations(repo: string): { name: string; sql: string }[] {
  const folder = path.join(repo, 'migrations');
  let files: { name: string; read: () => string }[];
  if (fs.existsSync(folder)) {
    files = fs.readdirSync(folder).map((name) => ({ name, read: () => fs.readFileSync(path.join(folder, name), 'utf8') }));
  } else {
    // A bare clone: the files of HEAD.
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    files = git('ls-tree', '--name-only', 'HEAD', 'migrations/')
      .trim()
      .split('\n')
      .map((p) => ({ name: path.posix.basename(p), read: () => git('show', `HEAD:${p}`) }));
  }
  const up = files.filter((f) => f.name.endsWith('.up.sql')).sort((a, b) => a.name.localeCompare(b.name));
  if (up.length === 0) throw new Error(`No Supabase Auth migrations (migrations/*.up.sql) in ${repo}`);
  return up.map((f) => ({ name: f.name, sql: f.read().replace(/\{\{\s*index\s+\.Options\s+"Namespace"\s*\}\}/g, 'auth') }));
}

export function supabaseAuthSchema(repo: string): AuthSchema {
  return async (db: pg.ClientBase) => {
    for (const m of readSupabaseAuthMigrations(repo)) {
      try {
        await db.query(m.sql);
      } catch (err) {
        throw new Error(`Supabase Auth migration ${m.name}: ${(err as Error).message}`, { cause: err });
      }
    }
  };
}
