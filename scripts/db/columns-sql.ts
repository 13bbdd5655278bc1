/**
 * One column of a row type as PostgreSQL sees it: its SQL type, NOT NULL, default and the
 * CHECK its JSON Schema keywords imply (jsonb shape, enum, pattern, lengths, e-mail format,
 * ranges), in that order. Everything here is derived from the schema file; nothing comes from a request.
 */
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import { resolve, type Schema } from '../codegen/json-schema.ts';

export interface ColumnSql {
  name: string;
  type: string;
  notNull: boolean;
  default?: string;
  /** The column's CHECK expression (constraint `<table>_<column>_check`). */
  check?: string;
}

/** The same address shape the public forms accept (and the hand-written tables had). */
export const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

/** The property without its `| null`, with the annotations written next to it. */
function nonNull(raw: Schema, root: Schema): Schema {
  const s = resolve(raw, root);
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    const rest = options.filter((o) => resolve(o, root).type !== 'null');
    if (rest.length === 1) {
      const { anyOf: _a, oneOf: _o, ...annotations } = s;
      return { ...nonNull(rest[0]!, root), ...annotations };
    }
  }
  if (Array.isArray(s.type)) {
    const types = s.type.filter((t) => t !== 'null');
    return { ...s, type: types.length === 1 ? types[0] : types, ...(s.enum ? { enum: s.enum.filter((v) => v !== null) } : {}) };
  }
  return s;
}

function isNullable(raw: Schema, root: Schema): boolean {
  const s = resolve(raw, root);
  if (Array.isArray(s.type) && s.type.includes('null')) return true;
  const options = s.anyOf ?? s.oneOf;
  return options ? options.some((o) => resolve(o, root).type === 'null') : false;
}

function sqlType(s: Schema, root: Schema, dbType: string | undefined): string {
  if (dbType) return dbType;
  switch (s.type) {
    case 'string':
      if (s.format === 'uuid') return 'uuid';
      if (s.format === 'date-time') return 'timestamp with time zone';
      if (s.format === 'date') return 'date';
      return 'text';
    case 'boolean':
      return 'boolean';
    case 'integer':
      return 'integer';
    case 'number':
      return 'double precision';
    case 'array': {
      const items = s.items ? nonNull(s.items, root) : undefined;
      if (items?.type === 'string' && !items.format && !items.enum) return 'text[]';
      return 'jsonb';
    }
    default:
      if (s.enum?.every((v) => typeof v === 'string')) return 'text';
      return 'jsonb';
  }
}

function defaultSql(s: Schema, type: string): string | undefined {
  if (s.readOnly && s.default === undefined) {
    if (type === 'uuid') return 'gen_random_uuid()';
    if (type === 'timestamp with time zone') return 'now()';
    return undefined;
  }
  const v = s.default;
  if (v === undefined) return undefined;
  if (v === null) return 'null';
  if (type === 'jsonb') return `${literal(JSON.stringify(v))}::jsonb`;
  if (type === 'text[]') return `${literal(`{${(v as string[]).map((x) => JSON.stringify(x)).join(',')}}`)}::text[]`;
  if (typeof v === 'string') return literal(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new Error(`Unsupported default ${JSON.stringify(v)}`);
}

function range(expr: string, min: unknown, max: unknown): string | undefined {
  if (typeof min === 'number' && typeof max === 'number') return `${expr} between ${min} and ${max}`;
  if (typeof min === 'number') return `${expr} >= ${min}`;
  if (typeof max === 'number') return `${expr} <= ${max}`;
  return undefined;
}

function checkSql(name: string, s: Schema, type: string): string | undefined {
  const col = ident(name);
  const parts: string[] = [];
  if (type === 'jsonb') parts.push(`jsonb_typeof(${col}) = ${literal(s.type === 'array' ? 'array' : 'object')}`);
  if (s.enum && type === 'text') parts.push(`${col} in (${s.enum.filter((v) => v !== null).map((v) => literal(String(v))).join(', ')})`);
  if (typeof s.pattern === 'string') parts.push(`${col} ~ ${literal(s.pattern)}`);
  if (type === 'text') {
    const length = range(`length(${col})`, s.minLength, s.maxLength);
    if (length) parts.push(length);
  }
  // A list's @minItems/@maxItems bound it in the database too (a visitor-facing fan-out, such as
  // a form's notification addresses, must not be unbounded when a client skips the form).
  const items = type === 'text[]' ? `cardinality(${col})` : type === 'jsonb' && s.type === 'array' ? `(case when jsonb_typeof(${col}) = 'array' then jsonb_array_length(${col}) end)` : undefined;
  const count = items ? range(items, s.minItems, s.maxItems) : undefined;
  if (count) parts.push(count);
  if (s.format === 'email' && type === 'text') parts.push(`${col} ~* ${literal(EMAIL_PATTERN)}`);
  if (type === 'integer' || type === 'bigint' || type === 'smallint' || type === 'double precision' || type === 'numeric') {
    const values = range(col, s.minimum, s.maximum);
    if (values) parts.push(values);
  }
  return parts.length ? parts.join(' and ') : undefined;
}

export function columnsSql(row: Schema, dbTypes: Record<string, string>, dbDefaults: Record<string, string | undefined> = {}): ColumnSql[] {
  const required = new Set(row.required ?? []);
  return Object.entries(row.properties ?? {}).map(([name, raw]) => {
    const s = nonNull(raw, row);
    const type = sqlType(s, row, dbTypes[name]);
    const def = dbDefaults[name] ?? defaultSql(s, type);
    const check = checkSql(name, s, type);
    return {
      name,
      type,
      notNull: required.has(name) && !isNullable(raw, row),
      ...(def ? { default: def } : {}),
      ...(check ? { check } : {}),
    };
  });
}
