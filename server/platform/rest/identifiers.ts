/**
 * The checks every name from a request passes before it may appear in SQL: no NUL bytes
 * anywhere, casts restricted to a bare type name (as PostgREST's grammar allows), and
 * columns resolved against the table's real columns in the schema cache. Values never come
 * here: they are bound as parameters.
 */
import { parseError, RestError } from './errors.ts';
import type { Table } from './schema-cache.ts';

/** PostgREST's cast grammar: letters, digits and underscores only (`::text`, `::int4`). */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** PostgreSQL's NAMEDATALEN - 1: longer names are truncated, never a real type. */
const MAX_NAME_BYTES = 63;

/**
 * PostgreSQL refuses NUL in query text and in text parameters (at the protocol level, which
 * would answer 08P01); PostgREST's parser has no use for it either, so it stops here.
 */
export function rejectNul(text: string, what: string): void {
  const at = text.indexOf('\0');
  if (at >= 0) throw parseError(what, `unexpected NUL byte at column ${at + 1}`);
}

/** The type after `::`, checked so it can be written into SQL as it is. */
export function castType(text: string, what: string): string {
  const type = text.trim();
  if (!TYPE_NAME.test(type) || Buffer.byteLength(type) > MAX_NAME_BYTES) {
    throw parseError(what, `invalid cast "${type}": expecting a type name (letters, digits, underscore)`);
  }
  return type;
}

/** An unknown column answers as PostgreSQL does for PostgREST's qualified names: 400 42703. */
export function undefinedColumn(table: Table, name: string): RestError {
  return new RestError(400, '42703', `column ${table.name}.${name} does not exist`);
}
