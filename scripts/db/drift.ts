/**
 * Compares the database the migrations build with the one the project declares, with no
 * Docker and no server: a throwaway embedded PostgreSQL in a temporary folder gets a
 * bootstrapped and migrated database ("migrated") and a copy of it ("wanted") in which
 * everything the project declares is dropped and built again from its declarations:
 *   1. its public tables are dropped, and so are the hand-written functions, private
 *      tables, triggers and policies outside public, views and extensions (declared-sql.ts);
 *   2. schema/'s CREATE TABLE statements (columns), so functions taking a table's row find it;
 *   3. supabase/schemas/*.sql in file-name order (functions, private tables, triggers on
 *      auth and private tables, storage policies, grants);
 *   4. schema/'s keys, CHECKs, indexes, triggers, grants and policies, then foreign keys,
 *      then the functions generated from schema/ (generated-functions.ts).
 * Both are read back the same way (introspect.ts for public tables, declared-state.ts for
 * the rest) and compared (diff.ts, declared-diff.ts). What the platform's bootstrap makes
 * (auth, storage, _embedded) is the same in both and not compared.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadEntities } from '../codegen/entities.ts';
import { loadBlockModel, type BlockModel } from '../codegen/blocks.ts';
import { createSchemaGenerator, type DbTypes } from '../codegen/json-schema.ts';
import { startEmbeddedPostgres } from '../../server/platform/db/embedded.ts';
import { setupDatabase, MIGRATIONS_DIR } from '../../server/platform/db/setup.ts';
import { loadSecrets } from '../../server/platform/secrets.ts';
import { ident } from '../../server/platform/db/sql-text.ts';
import { diffDatabases, type Change } from './diff.ts';
import { introspect, type DatabaseState } from './introspect.ts';
import { readApiFunctions, type ApiFunction } from './api-functions.ts';
import { diffGeneratedFunctions, generatedFunctionsSql, readGeneratedFunctions, type FunctionState } from './generated-functions.ts';
import { publicContentTables, publicTranslationTables, tableSql, type SchemaModelEntry } from './schema-sql.ts';
import { applyDeclaredFiles, dropDeclaredObjects, readDeclaredFiles, SCHEMAS_DIR, type DeclaredFile, type DeclaredIn } from './declared-sql.ts';
import { translationEntries } from '../codegen/translations.ts';
import { readDeclaredState, type DeclaredState } from './declared-state.ts';
import { diffDeclared } from './declared-diff.ts';

export async function loadSchemaModel(): Promise<SchemaModelEntry[]> {
  const entities = await loadEntities();
  const dbTypes: DbTypes = new Map();
  const schemaOf = createSchemaGenerator(dbTypes);
  const model = entities.map((entity) => {
    const row = schemaOf(entity.resource.rowType);
    return { entity, row, dbTypes: dbTypes.get(entity.resource.rowType) ?? {} };
  });
  return [...model, ...translationEntries(model)];
}

/** The schema's tables as SQL: every CREATE TABLE (`tables`), then (`rest`) keys, indexes, triggers, access, foreign keys and generated functions. */
export function schemaStatements(model: SchemaModelEntry[], blocks: BlockModel[]): { tables: string[]; rest: string[] } {
  const publicContent = publicContentTables(model);
  const publicTranslations = publicTranslationTables(model);
  const perTable = model.map((entry) => tableSql(entry, publicContent, publicTranslations));
  return {
    tables: perTable.map((t) => t.create),
    rest: [...perTable.flatMap((t) => t.body), ...perTable.flatMap((t) => t.foreignKeys), ...generatedFunctionsSql(model, blocks)],
  };
}

async function runSchemaSql(client: pg.ClientBase, statements: string[]): Promise<void> {
  for (const sql of statements) {
    try {
      await client.query(sql);
    } catch (err) {
      throw new Error(`schema/ produced SQL PostgreSQL refuses: ${err instanceof Error ? err.message : String(err)}\n  ${sql}`, { cause: err });
    }
  }
}

/** Steps 1-4 of the header, in one transaction. */
async function rebuildFromDeclarations(client: pg.ClientBase, statements: { tables: string[]; rest: string[] }, files: DeclaredFile[], schemasDir: string): Promise<DeclaredIn> {
  const { rows } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`);
  await client.query('begin');
  try {
    for (const r of rows) await client.query(`drop table if exists public.${ident(r.name)} cascade`);
    await dropDeclaredObjects(client);
    await runSchemaSql(client, statements.tables);
    const declaredIn = await applyDeclaredFiles(client, files, schemasDir);
    await runSchemaSql(client, statements.rest);
    await client.query('commit');
    return declaredIn;
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

export interface DriftResult {
  changes: Change[];
  migrated: DatabaseState;
  wanted: DatabaseState;
  /** The schema's database's callable functions (codegen types `rpc()` with them). */
  functions: ApiFunction[];
}

/** `schemasDir` (supabase/schemas by default) and `migrationsDir` let tests compare a copy. */
export async function computeDrift(
  opts: { migrationsDir?: string; schemasDir?: string; model?: SchemaModelEntry[]; blocks?: BlockModel[] } = {},
): Promise<DriftResult> {
  const model = opts.model ?? (await loadSchemaModel());
  const blocks = opts.blocks ?? (await loadBlockModel());
  const statements = schemaStatements(model, blocks);
  const schemasDir = opts.schemasDir ?? SCHEMAS_DIR;
  const files = readDeclaredFiles(schemasDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-drift-'));
  const secrets = await loadSecrets(dataDir);
  const cluster = await startEmbeddedPostgres({ dataDir, port: 0, password: secrets.postgresPassword });
  try {
    const urlOf = (db: string) => {
      const u = new URL(cluster.url);
      u.pathname = `/${db}`;
      return u.toString();
    };
    const onCluster = async (sql: string) => {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await onCluster('create database migrated');
    const database = await setupDatabase({
      dataDir,
      databaseUrl: urlOf('migrated'),
      pgPort: 0,
      secrets,
      log: () => {},
      migrationsDir: opts.migrationsDir ?? MIGRATIONS_DIR,
    });
    let migrated: DatabaseState;
    let migratedFunctions: Record<string, FunctionState>;
    let migratedDeclared: DeclaredState;
    try {
      migrated = await introspect(database.admin);
      migratedFunctions = await readGeneratedFunctions(database.admin);
      migratedDeclared = await readDeclaredState(database.admin);
    } finally {
      await database.close();
    }
    // The schema's database starts as a copy of the migrated one (roles' grants, auth and
    // storage as the bootstrap made them), then what the project declares is rebuilt.
    await onCluster('create database wanted template migrated');
    const client = new pg.Client({ connectionString: urlOf('wanted') });
    await client.connect();
    let wanted: DatabaseState;
    let wantedFunctions: Record<string, FunctionState>;
    let wantedDeclared: DeclaredState;
    let declaredIn: DeclaredIn;
    let functions: ApiFunction[];
    try {
      declaredIn = await rebuildFromDeclarations(client, statements, files, schemasDir);
      wanted = await introspect(client);
      wantedFunctions = await readGeneratedFunctions(client);
      wantedDeclared = await readDeclaredState(client);
      functions = await readApiFunctions(client);
    } finally {
      await client.end();
    }
    const all = [
      ...diffDatabases(migrated, wanted),
      ...diffDeclared(migratedDeclared, wantedDeclared, declaredIn),
      ...diffGeneratedFunctions(migratedFunctions, wantedFunctions, model, blocks),
    ];
    // Stable: within a phase, the order of the lists above.
    const changes = all.map((c, i) => ({ c, i })).sort((a, b) => a.c.phase - b.c.phase || a.i - b.i).map(({ c }) => c);
    return { changes, migrated, wanted, functions };
  } finally {
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
