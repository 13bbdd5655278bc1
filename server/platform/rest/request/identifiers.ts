/**
 * The checks every name from a request passes before it may appear in SQL: no NUL bytes
 * anywhere, and casts restricted to a bare type name (as PostgREST's grammar allows); columns
 * are resolved against the schema cache in the plan (plan/undefined-column.ts). Values never
 * come here: they are bound as parameters.
 */
import { parseError } from '../errors.ts';

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
