/**
 * `private.block_schemas()`: the JSON Schema of every block type (schema/blocks), which
 * `private.page_blocks_valid` (migration ..._page_blocks_validation.sql) checks each block of
 * `pages.blocks` against, so the database refuses what the admin's form would.
 */
import { literal } from '../../server/platform/db/sql-text.ts';
import type { BlockModel } from '../codegen/blocks.ts';
import type { GeneratedFunction } from './generated-functions.ts';

export function blockSchemasFunctionSql(blocks: BlockModel[]): GeneratedFunction {
  const schemas = Object.fromEntries(blocks.map((b) => [b.block.type, b.schema]));
  return {
    signature: 'private.block_schemas()',
    about: 'the JSON Schema of each block type (schema/blocks), checked by private.page_blocks_valid',
    sql: [
      `create or replace function private.block_schemas() returns jsonb language sql immutable parallel safe set search_path = '' as $$ select ${literal(JSON.stringify(schemas))}::jsonb $$;`,
      'revoke all on function private.block_schemas() from public;',
    ],
  };
}
