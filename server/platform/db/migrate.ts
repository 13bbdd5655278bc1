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

/**
 * A statement that ends or opens a transaction would let part of a migration commit on its
 * own; such a file is refused before any of it runs (the Supabase CLI wraps files likewise).
 */
const TRANSACTION_CONTROL = /^(begin|start\s+transaction|commit|end|rollback|abort|prepare\s+transaction)\b/i;

function withoutLeadingComments(statement: string): string {
  return statement.replace(/^(\s*(--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/))*\s*/, '');
}

/** The first word of a statement that ends or opens a transaction (`commit`, …), if any. */
export function transactionControlWord(statements: string[]): string | undefined {
  const control = statements.map(withoutLeadingComments).find((s) => TRANSACTION_CONTROL.test(s));
  return control?.split(/[\s;]/)[0]!.toLowerCase();
}

/** Constraints added NOT VALID (generated data steps found rows they could not correct). */
export async function constraintsNotValid(client: pg.ClientBase): Promise<{ table: string; constraint: string }[]> {
  const { rows } = await client.query<{ table: string; constraint: string }>(
    `select 'public.' || quote_ident(t.relname) as table, quote_ident(c.conname) as constraint
     from pg_constraint c join pg_class t on t.oid = c.conrelid
     where not c.convalidated and c.connamespace = 'public'::regnamespace order by 1, 2`,
  );
  return rows;
}

/**
 * Runs `fn` holding the migrations' lock: several server processes may share one database;
 * one migrates, the others wait. The lock is per session and nests.
 */
export async function withMigrationLock<T>(client: pg.ClientBase, fn: () => Promise<T>): Promise<T> {
  await client.query(`select pg_advisory_lock(hashtext('supabase_migrations'))`);
  try {
    return await fn();
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('supabase_migrations'))`);
  }
}

export async function applyMigrations(client: pg.ClientBase, dir: string, log: (m: string) => void = () => {}): Promise<string[]> {
  await client.query(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`);
  return withMigrationLock(client, async () => {
    const { rows } = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: string[] = [];
    for (const m of listMigrations(dir)) {
      if (done.has(m.version)) continue;
      const statements = splitSqlStatements(fs.readFileSync(m.file, 'utf8'));
      const word = transactionControlWord(statements);
      if (word !== undefined) {
        throw new MigrationError(
          `Migration ${path.basename(m.file)} was not applied: it contains "${word}", which would commit part of it on its own. Every migration runs in one transaction; remove the statement.`,
          applied,
        );
      }
      // A data step's report of rows it left NOT VALID reaches the console (other notices, such
      // as "already exists, skipping", do not).
      const notice = (n: { message?: string; where?: string }) => {
        if (n.where?.includes('private.validate_or_report')) log(`${path.basename(m.file)}: ${n.message ?? ''}`);
      };
      client.on('notice', notice);
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
        client.off('notice', notice);
        const message = await describeMigrationFailure(client, path.basename(m.file), statements.slice(0, current), statements[current] ?? '', err);
        throw new MigrationError(message, applied, { cause: err });
      }
      client.off('notice', notice);
      log(`Applied migration ${path.basename(m.file)}`);
      applied.push(m.version);
    }
    // Every API server on this database reloads its schema cache (as PostgREST on Supabase).
    if (applied.length > 0) await client.query(`notify pgrst, 'reload schema'`);
    for (const c of await constraintsNotValid(client)) {
      log(`Constraint ${c.constraint} on ${c.table} is NOT VALID: some old rows do not meet it. Correct them, then run: alter table ${c.table} validate constraint ${c.constraint};`);
    }
    return applied;
  });
}
