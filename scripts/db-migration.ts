/**
 * `npm run db:migration -- <name> [--allow-destructive] [--version YYYYMMDDHHMMSS]`: compares
 * what the project declares (tables in schema/*.ts; functions, triggers, policies, views,
 * private tables and grants in supabase/schemas/*.sql) with the database supabase/migrations
 * build (in a throwaway embedded PostgreSQL, scripts/db/drift.ts) and writes
 * supabase/migrations/<version>_<name>.sql with the difference, then checks that the
 * migrations with the new file match the declarations exactly. A changed function is
 * written from its declared definition (`create or replace`, or drop and create when its
 * result or arguments change) with its grants; an undeclared one is dropped. Shipped
 * migrations are history and never edited: a change is a new migration.
 *
 * Dropping a table or a column, or a type change PostgreSQL cannot make without losing
 * values, is never written unless --allow-destructive is given; without it the command
 * lists them and writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../server/platform/db/setup.ts';
import { listMigrations } from '../server/platform/db/migrate.ts';
import { computeDrift } from './db/drift.ts';
import { migrationText, nextVersion } from './db/migration-file.ts';

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run db:migration -- <name> [--allow-destructive] [--version YYYYMMDDHHMMSS]`);
  process.exit(2);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const allowDestructive = args.includes('--allow-destructive');
  const versionAt = args.indexOf('--version');
  const version = versionAt >= 0 ? args[versionAt + 1] : undefined;
  const name = args.find((a, i) => !a.startsWith('--') && !(versionAt >= 0 && i === versionAt + 1));
  if (!name || !/^[a-z0-9_]+$/.test(name)) usage('Give the migration a name of lowercase letters, digits and underscores.');
  if (version !== undefined && !/^\d{14}$/.test(version)) usage('--version takes 14 digits.');

  const existing = listMigrations(MIGRATIONS_DIR).map((m) => m.version);
  if (version && existing.some((v) => v >= version)) usage(`--version ${version} is not after the newest migration (${existing.sort().at(-1)}).`);

  const { changes } = await computeDrift();
  if (!changes.length) {
    console.log('The migrations already match schema/ and supabase/schemas: nothing to write.');
    return 0;
  }
  const destructive = changes.filter((c) => c.destructive);
  if (destructive.length && !allowDestructive) {
    console.error('WARNING: these changes lose data and were not written:');
    for (const c of destructive) console.error(`  - ${c.description}`);
    console.error('Put the field or table back in schema/, or rerun with --allow-destructive to drop it for good.');
    return 1;
  }
  if (destructive.length) {
    console.warn('WARNING: writing changes that lose data (--allow-destructive):');
    for (const c of destructive) console.warn(`  - ${c.description}`);
  }
  const file = path.join(MIGRATIONS_DIR, `${version ?? nextVersion(existing, new Date())}_${name}.sql`);
  fs.writeFileSync(file, migrationText(name, changes));
  console.log(`Wrote ${path.relative(process.cwd(), file)} (${changes.filter((c) => c.description).length} changes):`);
  for (const c of changes) if (c.description) console.log(`  - ${c.description.split('\n')[0]}`);

  const after = await computeDrift();
  if (after.changes.length) {
    console.error('The new migration does not bring the database to schema/ and supabase/schemas; still different:');
    for (const c of after.changes) if (c.description) console.error(`  - ${c.description}`);
    return 1;
  }
  console.log('Checked: the migrations now build exactly the database schema/ describes.');
  console.log('Checked: its functions, triggers, policies and private tables are the ones supabase/schemas declares.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`db:migration: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
