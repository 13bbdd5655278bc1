/** JSON Schema → TypeScript type literals (object literal types, which supabase-js's generics accept). */
import { resolve, type Schema } from './json-schema.ts';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function key(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

export function tsType(schema: Schema, root: Schema, indent = ''): string {
  const s = resolve(schema, root);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const options = s.anyOf ?? s.oneOf;
  if (options) return [...new Set(options.map((o) => tsType(o, root, indent)))].join(' | ');
  const types = s.type ? (Array.isArray(s.type) ? s.type : [s.type]) : ['object'];
  return types.map((t) => single(t, s, root, indent)).join(' | ');
}

function single(type: string, s: Schema, root: Schema, indent: string): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = s.items ? tsType(s.items, root, indent) : 'Json';
      return /[|&]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    default: {
      if (!s.properties) return '{ [key: string]: Json | undefined }';
      const required = new Set(s.required ?? []);
      const inner = indent + '  ';
      const lines = Object.entries(s.properties).map(
        ([name, prop]) => `${inner}${key(name)}${required.has(name) ? '' : '?'}: ${tsType(prop, root, inner)}`,
      );
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
  }
}

/** A row type's Row, Insert and Update shapes, as Supabase's generated types have them. */
export function tableTypes(row: Schema, indent: string): { row: string; insert: string; update: string } {
  const required = new Set(row.required ?? []);
  const props = Object.entries(row.properties ?? {});
  const inner = indent + '  ';
  const render = (optional: (name: string, prop: Schema) => boolean) =>
    `{\n${props.map(([name, prop]) => `${inner}${key(name)}${optional(name, resolve(prop, row)) ? '?' : ''}: ${tsType(prop, row, inner)}`).join('\n')}\n${indent}}`;
  const nullable = (prop: Schema) => tsType(prop, row).split(' | ').includes('null');
  return {
    row: render((name) => !required.has(name)),
    insert: render((name, prop) => !required.has(name) || prop.readOnly === true || prop.default !== undefined || nullable(prop)),
    update: render(() => true),
  };
}
