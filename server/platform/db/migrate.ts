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
import { describeMigrationFailure } from './migration-failure.ts';

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

/** A migration failed; `applied` lists those of this run that were applied before it. */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly applied: string[],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Migrations in `dir` the database does not have yet, and whether it has any at all. */
export async function pendingMigrations(client: pg.ClientBase, dir: string): Promise<{ pending: MigrationFile[]; fresh: boolean }> {
  const { rows } = await client.query<{ version: string }>(
    `select version from supabase_migrations.schema_migrations where to_regclass('supabase_migrations.schema_migrations') is not null`,
  ).catch(() => ({ rows: [] as { version: string }[] }));
  const done = new Set(rows.map((r) => r.version));
  return { pending: listMigrations(dir).filter((m) => !done.has(m.version)), fresh: done.size === 0 };
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
      let current = 0;
      try {
        for (; current < statements.length; current++) await client.query(statements[current]!);
        await client.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [
          m.version,
          statements,
          m.name,
        ]);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        const message = await describeMigrationFailure(client, path.basename(m.file), statements.slice(0, current), statements[current] ?? '', err);
        throw new MigrationError(message, applied, { cause: err });
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
