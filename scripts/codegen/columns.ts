/**
 * What a row type says about its table's columns: SQL type family, nullability and whether
 * the database supplies a value. Codegen uses it for the Insert types; the consistency test
 * compares it with the migrated database.
 */
import { resolve, type Schema } from './json-schema.ts';

export interface ColumnSpec {
  name: string;
  /** PostgreSQL `udt_name`s this property may be stored as. */
  udtNames: string[];
  nullable: boolean;
  /** The database fills it when omitted (a default, or generated like id and timestamps). */
  hasDefault: boolean;
}

function types(raw: Schema, root: Schema): string[] {
  const schema = resolve(raw, root);
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.flatMap((o) => types(o, root)))];
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (schema.const !== undefined) return [schema.const === null ? 'null' : typeof schema.const];
  return ['object'];
}

function udtNames(raw: Schema, root: Schema): string[] {
  const schema = resolve(raw, root);
  const options = schema.anyOf ?? schema.oneOf;
  const single = options?.filter((o) => !types(o, root).every((t) => t === 'null'));
  if (single?.length === 1) return udtNames(single[0]!, root);
  const nonNull = types(schema, root).filter((t) => t !== 'null');
  if (nonNull.length === 1) {
    switch (nonNull[0]) {
      case 'string':
        if (schema.format === 'uuid') return ['uuid'];
        if (schema.format === 'date-time') return ['timestamptz'];
        if (schema.format === 'date') return ['date'];
        return ['text', 'varchar'];
      case 'boolean':
        return ['bool'];
      case 'integer':
        return ['int2', 'int4', 'int8'];
      case 'number':
        return ['float4', 'float8', 'numeric'];
      case 'array': {
        const items = schema.items ? resolve(schema.items, root) : undefined;
        const itemTypes = items ? types(items, root).filter((t) => t !== 'null') : [];
        if (itemTypes.length === 1 && itemTypes[0] === 'string' && !items?.format) return ['_text'];
        return ['jsonb'];
      }
    }
  }
  return ['jsonb', 'json'];
}

export function columnsOf(rowSchema: Schema): ColumnSpec[] {
  const required = new Set(rowSchema.required ?? []);
  return Object.entries(rowSchema.properties ?? {}).map(([name, raw]) => {
    const prop = resolve(raw, rowSchema);
    return {
      name,
      udtNames: udtNames(prop, rowSchema),
      nullable: types(prop, rowSchema).includes('null') || !required.has(name),
      hasDefault: prop.readOnly === true || prop.default !== undefined,
    };
  });
}
