/**
 * Applies supabase/migrations/*.sql in order and records each one in
 * supabase_migrations.schema_migrations exactly as the Supabase CLI does (version, the
 * statements without their terminating semicolons, name), so that
 * `supabase db push --db-url …` afterwards finds nothing to apply.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { splitSqlStatements } from './split-sql.ts';

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

const MIGRATION_NAME = /^(\d+)_(.*)\.sql$/;

export function listMigrations(dir: string): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => ({ f, m: MIGRATION_NAME.exec(f) }))
    .filter((x): x is { f: string; m: RegExpExecArray } => x.m !== null)
    .map(({ f, m }) => ({ version: m[1]!, name: m[2]!, file: path.join(dir, f) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

export async function applyMigrations(client: pg.ClientBase, dir: string, log: (m: string) => void = () => {}): Promise<string[]> {
  await client.query(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`);
  // Several server processes may share one database: one migrates, the others wait.
  await client.query(`select pg_advisory_lock(hashtext('supabase_migrations'))`);
  try {
    const { rows } = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: string[] = [];
    for (const m of listMigrations(dir)) {
      if (done.has(m.version)) continue;
      const statements = splitSqlStatements(fs.readFileSync(m.file, 'utf8'));
      await client.query('begin');
      try {
        for (const sql of statements) await client.query(sql);
        await client.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [
          m.version,
          statements,
          m.name,
        ]);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(`Migration ${path.basename(m.file)} failed: ${message}`, { cause: err });
      }
      log(`Applied migration ${path.basename(m.file)}`);
      applied.push(m.version);
    }
    // Every API server on this database reloads its schema cache (as PostgREST on Supabase).
    if (applied.length > 0) await client.query(`notify pgrst, 'reload schema'`);
    return applied;
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('supabase_migrations'))`);
  }
}
