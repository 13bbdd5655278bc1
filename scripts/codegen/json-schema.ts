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

export function createSchemaGenerator(): (typeName: string) => Schema {
  const generator = createGenerator({
    path: path.join(SCHEMA_DIR, '*.ts'),
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    type: '*',
    expose: 'export',
    jsDoc: 'extended',
    topRef: false,
    skipTypeCheck: true,
    additionalProperties: false,
    sortProps: false,
  });
  return (typeName) => generator.createSchema(typeName) as Schema;
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
