/**
 * Codegen: schema/*.ts → generated/. `npm run codegen` writes the files;
 * `npm run codegen:check` fails (exit 1) when generated/ differs from what schema/ produces,
 * or when the database supabase/migrations build differs from the one schema/ describes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { adminConfig, adminRegistry, formFields, formSchema } from './admin-config.ts';
import { adminChrome } from './admin-chrome.ts';
import { databaseTypes } from './database-types.ts';
import { GENERATED_DIR, loadEntities } from './entities.ts';
import { reportDrift } from '../db/drift-check.ts';
import { computeDrift } from '../db/drift.ts';
import type { Change } from '../db/diff.ts';
import { createSchemaGenerator, type DbTypes, type Schema } from './json-schema.ts';
import type { SchemaModelEntry } from '../db/schema-sql.ts';
import { validatorsModule, validatorsRegistry } from './validators.ts';
import { publicColumnsModule } from './public-columns.ts';
import { isPublicContent, publicContentModule } from './public-content.ts';
import { publicTablesModule } from './public-tables.ts';
import { publicPagesModule } from './public-pages.ts';
import { searchTypesModule } from './search-types.ts';
import { adminSearchModule } from './admin-search.ts';
import { blockFormsModule, blocksModule, checkContentPickers, loadBlockModel } from './blocks.ts';
import { mediaUsagePlacesModule } from './media-usage-places.ts';
import { localizedFieldsModule, translationEntries } from './translations.ts';

/** generated/ as schema/ describes it, and how far the migrations' database is from schema/'s. */
async function generate(): Promise<{ files: Map<string, string>; changes: Change[]; seconds: number }> {
  const entities = await loadEntities();
  const blocks = await loadBlockModel();
  checkContentPickers(blocks, new Set(entities.filter((e) => isPublicContent(e.resource)).map((e) => e.resource.table)));
  const dbTypes: DbTypes = new Map();
  const schemaOf = createSchemaGenerator(dbTypes);
  const files = new Map<string, string>();
  const rowSchemas = new Map<string, Schema>();
  const formRoutes: string[] = [];
  const model: SchemaModelEntry[] = [];
  for (const entity of entities) {
    const row = schemaOf(entity.resource.rowType);
    rowSchemas.set(entity.resource.table, row);
    model.push({ entity, row, dbTypes: dbTypes.get(entity.resource.rowType) ?? {} });
    files.set(`json-schema/${entity.resource.table}.json`, JSON.stringify(row, null, 2) + '\n');
    files.set(`admin/${entity.resource.route}.ts`, adminConfig(entity, row, schemaOf, blocks));
    const fields = formFields(entity.resource);
    if (fields) {
      files.set(`validators/${entity.resource.route}.ts`, validatorsModule(entity, formSchema(fields, row, entity.resource.singular, schemaOf, blocks)));
      formRoutes.push(entity.resource.route);
    }
  }
  // Translations: a `<table>_translations` table per resource with localized fields.
  const translations = translationEntries(model);
  for (const t of translations) {
    rowSchemas.set(t.entity.resource.table, t.row);
    files.set(`json-schema/${t.entity.resource.table}.json`, JSON.stringify(t.row, null, 2) + '\n');
  }
  model.push(...translations);
  const tableEntities = [...entities, ...translations.map((t) => t.entity)].sort((a, b) => a.resource.table.localeCompare(b.resource.table));
  // Block types: their TS types and picker list, their forms, their JSON Schemas.
  files.set('blocks.ts', blocksModule(blocks));
  files.set('admin/blocks.ts', blockFormsModule(blocks));
  for (const b of blocks) files.set(`json-schema/blocks/${b.block.type}.json`, JSON.stringify(b.schema, null, 2) + '\n');
  // The functions come from the database schema/ describes (the migrations' hand-written
  // functions and the generated ones), so the types never wait for a migration.
  const started = Date.now();
  const { changes, functions } = await computeDrift({ model, blocks });
  files.set('database.types.ts', databaseTypes(tableEntities, rowSchemas, functions));
  files.set('admin/resources.ts', adminRegistry(entities));
  files.set('validators/index.ts', validatorsRegistry(formRoutes));
  files.set('admin/chrome.ts', adminChrome(entities));
  files.set('admin/media-usages.ts', mediaUsagePlacesModule(model));
  files.set('public-columns.ts', publicColumnsModule(model));
  files.set('public-content.ts', publicContentModule(entities, rowSchemas));
  files.set('public-tables.ts', publicTablesModule(tableEntities));
  files.set('localized-fields.ts', localizedFieldsModule(model));
  files.set('public-pages.ts', publicPagesModule(entities, rowSchemas));
  files.set('search-types.ts', searchTypesModule(model));
  files.set('admin/search.ts', adminSearchModule(model));
  return { files, changes, seconds: (Date.now() - started) / 1000 };
}

function existingFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? existingFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const { files, changes, seconds } = await generate();
  const existing = existingFiles(GENERATED_DIR);
  const stale = existing.filter((f) => !files.has(f));
  const changed = [...files].filter(([f, content]) => {
    const p = path.join(GENERATED_DIR, f);
    return !fs.existsSync(p) || fs.readFileSync(p, 'utf8') !== content;
  });
  if (check) {
    if (stale.length || changed.length) {
      console.error('generated/ is stale. Run `npm run codegen` and commit the result.');
      for (const [f] of changed) console.error(`  differs: generated/${f}`);
      for (const f of stale) console.error(`  not produced by schema/: generated/${f}`);
      process.exit(1);
    }
    console.log(`generated/ is up to date (${files.size} files).`);
    if (!reportDrift(changes, seconds)) process.exit(1);
    return;
  }
  for (const f of stale) fs.rmSync(path.join(GENERATED_DIR, f));
  for (const [f, content] of changed) {
    fs.mkdirSync(path.dirname(path.join(GENERATED_DIR, f)), { recursive: true });
    fs.writeFileSync(path.join(GENERATED_DIR, f), content);
  }
  console.log(`Codegen: ${changed.length} written, ${stale.length} removed, ${files.size} files in generated/.`);
}

main().catch((err: unknown) => {
  console.error(`Codegen failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
