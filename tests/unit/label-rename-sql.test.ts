/**
 * A label rename in schema/ produces no migration: every Turkish text of every resource config
 * (names, titles, list and form labels, messages) and block config (name, description), and
 * every title and description of the row and block JSON Schemas, is renamed in memory, and the
 * SQL schema/ describes (each table's statements and the generated functions: media where-used,
 * alt texts, private columns, block schemas) stays byte-identical. The admin's names change
 * instead (generated/admin/media-usages.ts). A structural edit does change the SQL, so the
 * comparison can fail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockModel } from '../../scripts/codegen/blocks.ts';
import { loadBlockModel } from '../../scripts/codegen/blocks.ts';
import { loadEntities } from '../../scripts/codegen/entities.ts';
import { createSchemaGenerator, type DbTypes, type Schema } from '../../scripts/codegen/json-schema.ts';
import { mediaUsagePlacesModule } from '../../scripts/codegen/media-usage-places.ts';
import { generatedFunctionsSql } from '../../scripts/db/generated-functions.ts';
import { publicContentTables, tableSql, type SchemaModelEntry } from '../../scripts/db/schema-sql.ts';

/** Keys whose strings are data, names the database uses or the engine's kinds (widget 'richText'), never labels. */
const NOT_LABELS = new Set(['db', 'table', 'route', 'rowType', 'dataType', 'type', 'uses', 'defaults', 'initial', 'rows', 'value', 'icon', 'publicPath', 'widget', 'display', 'weight']);
/** An identifier, a column list entry or a path: structure, not text for people. */
const STRUCTURAL = /^[a-z0-9_\-./{}:[\]]*$/;

const renamed = (text: string) => `${text} (yeni ad)`;

/** The config with every label-like string renamed; functions and structural values kept. */
function renameLabels<T>(value: T, key = ''): T {
  if (NOT_LABELS.has(key)) return value;
  if (typeof value === 'string') return (STRUCTURAL.test(value) ? value : renamed(value)) as T;
  if (Array.isArray(value)) return value.map((v) => renameLabels(v, key)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renameLabels(v, k)])) as T;
  }
  return value;
}

/** The JSON Schema with every title and description renamed (property names kept). */
function renameSchemaTitles(s: Schema): Schema {
  const out: Schema = { ...s };
  if (typeof s.title === 'string') out.title = renamed(s.title);
  if (typeof s.description === 'string') out.description = renamed(s.description);
  if (s.properties) out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, p]) => [k, renameSchemaTitles(p)]));
  if (s.definitions) out.definitions = Object.fromEntries(Object.entries(s.definitions).map(([k, p]) => [k, renameSchemaTitles(p)]));
  if (s.items) out.items = renameSchemaTitles(s.items);
  if (s.anyOf) out.anyOf = s.anyOf.map(renameSchemaTitles);
  if (s.oneOf) out.oneOf = s.oneOf.map(renameSchemaTitles);
  if (typeof s.additionalProperties === 'object') out.additionalProperties = renameSchemaTitles(s.additionalProperties);
  return out;
}

/** Everything schema/ makes of the database, as one text. */
function databaseSql(model: SchemaModelEntry[], blocks: BlockModel[]): string {
  const publicContent = publicContentTables(model);
  const tables = model.map((m) => tableSql(m, publicContent)).flatMap((t) => [t.create, ...t.body, ...t.foreignKeys]);
  return [...tables, ...generatedFunctionsSql(model, blocks)].join('\n');
}

describe('a label rename in schema/ produces no migration', () => {
  let model: SchemaModelEntry[];
  let blocks: BlockModel[];
  let relabelled: { model: SchemaModelEntry[]; blocks: BlockModel[] };

  beforeAll(async () => {
    const dbTypes: DbTypes = new Map();
    const schemaOf = createSchemaGenerator(dbTypes);
    model = (await loadEntities()).map((entity) => ({ entity, row: schemaOf(entity.resource.rowType), dbTypes: dbTypes.get(entity.resource.rowType) ?? {} }));
    blocks = await loadBlockModel();
    relabelled = {
      model: model.map((m) => ({ ...m, entity: { ...m.entity, resource: renameLabels(m.entity.resource) }, row: renameSchemaTitles(m.row) })),
      blocks: blocks.map((b) => ({ ...b, block: renameLabels(b.block), schema: renameSchemaTitles(b.schema) })),
    };
    // Generating every row's JSON Schema takes seconds on a loaded machine.
  }, 120_000);

  it('renames the labels the admin shows (the rename reached the model)', () => {
    const blog = relabelled.model.find((m) => m.entity.resource.table === 'blog_posts')!;
    expect(blog.entity.resource.singular).toBe('Blog yazısı (yeni ad)');
    expect(blog.entity.resource.nav.label).toBe('Blog (yeni ad)');
    const r = blog.entity.resource;
    expect(r.screen === 'resource' && r.list.columns.map((c) => c.label)).toContain('Durum (yeni ad)');
    expect(blog.row.properties!.featured_image!.title).toBe('Öne çıkan görsel (yeni ad)');
    expect(blog.entity.resource.table).toBe('blog_posts');
    expect(relabelled.blocks.find((b) => b.block.type === 'hero')!.block.name).toMatch(/ \(yeni ad\)$/);
    const text = mediaUsagePlacesModule(relabelled.model);
    expect(text).toContain('"resource": "Blog yazısı (yeni ad)"');
    expect(text).toContain('"featured_image": "Öne çıkan görsel (yeni ad)"');
  });

  it('leaves every table statement and generated function byte-identical', () => {
    const before = databaseSql(model, blocks);
    expect(before).toContain('create or replace function public.media_usages(');
    expect(before).toContain('create or replace function private.block_schemas()');
    expect(databaseSql(relabelled.model, relabelled.blocks)).toBe(before);
  });

  it('carries no Turkish text and no admin address in the generated functions', () => {
    const functions = generatedFunctionsSql(model, blocks).join('\n');
    expect(functions).not.toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    expect(functions).not.toContain('/admin');
  });

  it('does change when the structure changes (a block field gets a tighter limit)', () => {
    const hero = blocks.find((b) => b.block.type === 'hero')!;
    const title = hero.schema.properties!.title!;
    const tighter = blocks.map((b) => (b === hero ? { ...b, schema: { ...b.schema, properties: { ...b.schema.properties, title: { ...title, maxLength: 7 } } } } : b));
    expect(databaseSql(model, tighter)).not.toBe(databaseSql(model, blocks));
  });
});
