/**
 * Compares the database the migrations build with the one schema/*.ts describes, with no
 * Docker and no server: a throwaway embedded PostgreSQL in a temporary folder gets a
 * bootstrapped and migrated database and a copy of it whose public tables are dropped and
 * rebuilt from the schema (the functions of hand-written migrations stay). Both are read
 * back the same way (introspect.ts) and compared (diff.ts).
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
import { publicContentTables, tableSql, type SchemaModelEntry } from './schema-sql.ts';

export async function loadSchemaModel(): Promise<SchemaModelEntry[]> {
  const entities = await loadEntities();
  const dbTypes: DbTypes = new Map();
  const schemaOf = createSchemaGenerator(dbTypes);
  return entities.map((entity) => {
    const row = schemaOf(entity.resource.rowType);
    return { entity, row, dbTypes: dbTypes.get(entity.resource.rowType) ?? {} };
  });
}

/** The schema's tables as SQL: every CREATE TABLE, then keys, indexes, triggers, access, then foreign keys, then generated functions. */
export function schemaStatements(model: SchemaModelEntry[], blocks: BlockModel[]): string[] {
  const publicContent = publicContentTables(model);
  const perTable = model.map((entry) => tableSql(entry, publicContent));
  return [
    ...perTable.map((t) => t.create),
    ...perTable.flatMap((t) => t.body),
    ...perTable.flatMap((t) => t.foreignKeys),
    ...generatedFunctionsSql(model, blocks),
  ];
}

async function rebuildFromSchema(client: pg.ClientBase, statements: string[]): Promise<void> {
  const { rows } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`);
  await client.query('begin');
  for (const r of rows) await client.query(`drop table if exists public.${ident(r.name)} cascade`);
  for (const sql of statements) {
    try {
      await client.query(sql);
    } catch (err) {
      await client.query('rollback');
      throw new Error(`schema/ produced SQL PostgreSQL refuses: ${err instanceof Error ? err.message : String(err)}\n  ${sql}`, { cause: err });
    }
  }
  await client.query('commit');
}

export interface DriftResult {
  changes: Change[];
  migrated: DatabaseState;
  wanted: DatabaseState;
  /** The schema's database's callable functions (codegen types `rpc()` with them). */
  functions: ApiFunction[];
}

export async function computeDrift(opts: { migrationsDir?: string; model?: SchemaModelEntry[]; blocks?: BlockModel[] } = {}): Promise<DriftResult> {
  const model = opts.model ?? (await loadSchemaModel());
  const blocks = opts.blocks ?? (await loadBlockModel());
  const statements = schemaStatements(model, blocks);
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
    try {
      migrated = await introspect(database.admin);
      migratedFunctions = await readGeneratedFunctions(database.admin);
    } finally {
      await database.close();
    }
    // The schema's database starts as a copy of the migrated one (functions, roles' grants,
    // auth and storage), then its public tables are rebuilt from schema/.
    await onCluster('create database wanted template migrated');
    const client = new pg.Client({ connectionString: urlOf('wanted') });
    await client.connect();
    let wanted: DatabaseState;
    let wantedFunctions: Record<string, FunctionState>;
    let functions: ApiFunction[];
    try {
      await rebuildFromSchema(client, statements);
      wanted = await introspect(client);
      wantedFunctions = await readGeneratedFunctions(client);
      functions = await readApiFunctions(client);
    } finally {
      await client.end();
    }
    const changes = [...diffDatabases(migrated, wanted), ...diffGeneratedFunctions(migratedFunctions, wantedFunctions, model, blocks)];
    return { changes, migrated, wanted, functions };
  } finally {
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
