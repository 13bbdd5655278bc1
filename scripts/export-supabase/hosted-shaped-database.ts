/**
 * A fresh database in an existing cluster shaped like a hosted Supabase project before
 * `supabase db push`: Supabase's schemas and API grants (the cluster already has its base
 * roles), an auth schema, Storage's tables, then our migrations. The auth schema is ours
 * (bootstrap.sql, in CI) or Supabase Auth's own migrations (check-hosted-auth-schema.ts), so
 * the same export and checks prove the two equivalent for an import.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyMigrations } from '../../server/platform/db/migrate.ts';
import { MIGRATIONS_DIR } from '../../server/platform/db/setup.ts';

const BOOTSTRAP_SQL = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'platform', 'db', 'bootstrap.sql');

/** bootstrap.sql's sections: schemas and grants, the auth tables, the storage tables. */
export function bootstrapSections(): { schemas: string; auth: string; storage: string } {
  const sql = fs.readFileSync(BOOTSTRAP_SQL, 'utf8');
  const at = (marker: string) => {
    const i = sql.indexOf(marker);
    if (i < 0) throw new Error(`bootstrap.sql has no "${marker}" section`);
    return i;
  };
  const schemas = at('-- Schemas ---');
  const auth = at('-- auth ---');
  const storage = at('-- storage ---');
  return { schemas: sql.slice(schemas, auth), auth: sql.slice(auth, storage), storage: sql.slice(storage) };
}

export type AuthSchema = (db: pg.ClientBase) => Promise<void>;

/** Our own auth schema, as the embedded server creates it. */
export const embeddedAuthSchema: AuthSchema = async (db) => {
  await db.query(bootstrapSections().auth);
};

/** Creates (or re-creates) database `name` beside the one `clusterUrl` names; answers its URL. */
export async function createHostedShapedDatabase(clusterUrl: string, name: string, authSchema: AuthSchema): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const sections = bootstrapSections();
    await db.query(sections.schemas);
    await authSchema(db);
    await db.query(sections.storage);
    await applyMigrations(db, MIGRATIONS_DIR);
  } finally {
    await db.end();
  }
  return url.toString();
}

export async function dropDatabase(clusterUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
