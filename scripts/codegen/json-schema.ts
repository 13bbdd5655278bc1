/** JSON Schemas of the row types, through ts-json-schema-generator (one TypeScript program for all). */
import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';
import { ROOT, SCHEMA_DIR } from './entities.ts';

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
  definitions?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  readOnly?: boolean;
  default?: unknown;
  title?: string;
  format?: string;
  [key: string]: unknown;
};

/** Shared columns (schema/common/fields.ts) come first (the key) or last, whatever the order of `extends`. */
const FIRST = ['id'];
const LAST = ['slug', 'meta_title', 'meta_description', 'meta_keywords', 'published', 'created_at', 'updated_at'];

function rank(name: string): number {
  if (FIRST.includes(name)) return -1;
  const last = LAST.indexOf(name);
  return last < 0 ? 0 : 1 + last;
}

/** Row types list their own columns in declaration order between the shared ones. */
function orderProperties(schema: Schema): Schema {
  if (!schema.properties) return schema;
  const names = Object.keys(schema.properties).sort((a, b) => rank(a) - rank(b));
  const properties = Object.fromEntries(names.map((n) => [n, schema.properties![n]!]));
  const required = schema.required ? names.filter((n) => schema.required!.includes(n)) : undefined;
  return { ...schema, properties, ...(required ? { required } : {}) };
}

/**
 * `@dbType` tags: a column's SQL type where the JSON type does not say it (`bigint`). Kept
 * out of the emitted schemas (validators do not know the keyword).
 */
function takeDbTypes(schema: Schema): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (typeof prop.dbType === 'string') {
      found[name] = prop.dbType;
      delete prop.dbType;
    }
  }
  return found;
}

/** Row type name → its columns' `@dbType`s. */
export type DbTypes = Map<string, Record<string, string>>;

/** `files`: the schema files whose exported types are named (the entities; schema/blocks has its own generator). */
export function createSchemaGenerator(dbTypes?: DbTypes, files = path.join(SCHEMA_DIR, '*.ts')): (typeName: string) => Schema {
  const generator = createGenerator({
    path: files,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    type: '*',
    expose: 'export',
    jsDoc: 'extended',
    topRef: false,
    skipTypeCheck: true,
    additionalProperties: false,
    sortProps: false,
    extraTags: ['dbType'],
  });
  return (typeName) => {
    const schema = orderProperties(generator.createSchema(typeName) as Schema);
    const types = takeDbTypes(schema);
    dbTypes?.set(typeName, types);
    return schema;
  };
}

/** Follows a local `$ref` into the root schema's definitions. */
export function resolve(schema: Schema, root: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = decodeURIComponent(schema.$ref.replace('#/definitions/', ''));
  const target = root.definitions?.[name];
  if (!target) throw new Error(`Unresolved $ref ${schema.$ref}`);
  // Annotations next to the $ref (title, default) win over the definition's.
  const { $ref: _ref, ...annotations } = schema;
  return { ...resolve(target, root), ...annotations };
}
