/**
 * schema/*.ts and supabase/migrations must describe the same database: the same tables,
 * columns, types, nullability and defaults. Adding a field to a schema file without its
 * migration (or the other way round) fails here. The `<table>_translations` tables a
 * resource's `localized` fields make (scripts/codegen/translations.ts) count as schema/'s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaModel } from '../../scripts/db/drift.ts';
import { columnsOf, type ColumnSpec } from '../../scripts/codegen/columns.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

interface DbColumn {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
}

describe('schema definitions agree with the migrated database', () => {
  let t: TestServer;
  let expected: Map<string, ColumnSpec[]>;
  let actual: Map<string, DbColumn[]>;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    const model = await loadSchemaModel();
    expected = new Map(model.map((m) => [m.entity.resource.table, columnsOf(m.row)]));
    const { rows } = await t.server.ctx.db.admin.query<DbColumn>(`
      select c.table_name, c.column_name, c.udt_name, c.is_nullable,
             (c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS') as has_default
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`);
    actual = new Map();
    for (const r of rows) actual.set(r.table_name, [...(actual.get(r.table_name) ?? []), r]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a schema file for every table and a table for every schema file', () => {
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  });

  it('has the same columns, types, nullability and defaults', () => {
    const problems: string[] = [];
    for (const [table, specs] of expected) {
      const columns = new Map((actual.get(table) ?? []).map((c) => [c.column_name, c]));
      for (const spec of specs) {
        const col = columns.get(spec.name);
        if (!col) {
          problems.push(`${table}.${spec.name}: in schema/, missing in the database`);
          continue;
        }
        columns.delete(spec.name);
        if (!spec.udtNames.includes(col.udt_name)) problems.push(`${table}.${spec.name}: database type ${col.udt_name}, schema expects ${spec.udtNames.join(' or ')}`);
        if ((col.is_nullable === 'YES') !== spec.nullable) problems.push(`${table}.${spec.name}: database ${col.is_nullable === 'YES' ? 'nullable' : 'NOT NULL'}, schema ${spec.nullable ? 'nullable' : 'required'}`);
        if (col.has_default !== spec.hasDefault) problems.push(`${table}.${spec.name}: database ${col.has_default ? 'has a default' : 'has no default'}, schema ${spec.hasDefault ? 'declares one (@default/@readOnly)' : 'declares none'}`);
      }
      for (const name of columns.keys()) problems.push(`${table}.${name}: in the database, missing in schema/`);
    }
    expect(problems).toEqual([]);
  });
});
