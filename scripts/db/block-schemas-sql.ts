/**
 * `private.block_schemas()`: the JSON Schema of every block type (schema/blocks), which
 * `private.page_blocks_valid` (migration ..._page_blocks_validation.sql) checks each block of
 * `pages.blocks` against, so the database refuses what the admin's form would. Only the
 * keywords `private.json_schema_error` checks are kept: titles, descriptions and defaults
 * are the admin's, so renaming a block's field is a schema edit and `codegen`, never a migration.
 */
import { literal } from '../../server/platform/db/sql-text.ts';
import type { BlockModel } from '../codegen/blocks.ts';
import type { Schema } from '../codegen/json-schema.ts';
import type { GeneratedFunction } from './generated-functions.ts';

/** What private.json_schema_error reads (its migration lists the same subset). */
const VALUE_KEYWORDS = ['type', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'minItems', 'maxItems', 'required'] as const;

/** The schema with only what validation needs, recursively (property names are kept as they are). */
export function validationSchema(schema: Schema): Schema {
  const kept: Schema = {};
  for (const key of VALUE_KEYWORDS) if (schema[key] !== undefined) (kept as Record<string, unknown>)[key] = schema[key];
  if (schema.anyOf) kept.anyOf = schema.anyOf.map(validationSchema);
  if (schema.items) kept.items = validationSchema(schema.items);
  if (schema.properties) kept.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, validationSchema(p)]));
  if (schema.additionalProperties === false) kept.additionalProperties = false;
  return kept;
}

export function blockSchemasFunctionSql(blocks: BlockModel[]): GeneratedFunction {
  const schemas = Object.fromEntries(blocks.map((b) => [b.block.type, validationSchema(b.schema)]));
  return {
    signature: 'private.block_schemas()',
    about: 'what private.page_blocks_valid checks of each block type (schema/blocks; no labels)',
    sql: [
      `create or replace function private.block_schemas() returns jsonb language sql immutable parallel safe set search_path = '' as $$ select ${literal(JSON.stringify(schemas))}::jsonb $$;`,
      'revoke all on function private.block_schemas() from public;',
    ],
  };
}
