/**
 * Request bodies as PostgREST reads them before planning: JSON text to a value (PGRST102 when
 * malformed or absurdly deep), a write's rows with the columns they name, and a function's
 * arguments. Only the shape is checked here; the columns are resolved in the plan.
 */
import { RestError } from '../errors.ts';
import { findJsonFault, invalidUtf8Sequence, isUtf8Text } from '../../http/malformed-text.ts';

export type Row = Record<string, unknown>;

/** The rows a POST or PATCH writes, and the columns it writes (`columns=`, else the objects' keys). */
export interface Payload {
  rows: Row[];
  columns: string[];
}

/**
 * How deep a request body may nest. Values are turned back into JSON text for PostgreSQL
 * (recursively, in JavaScript and in PostgreSQL's jsonb parser), and a few thousand levels
 * exhaust either stack; no real content nests more than a handful.
 */
const MAX_JSON_DEPTH = 512;

function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [v, depth] = pending.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) break;
    for (const child of Object.values(v)) pending.push([child, depth + 1]);
  }
  return deepest;
}

function invalidJson(details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', details);
}

/** A body that is not UTF-8: PostgreSQL's own refusal of such text (22021, 400 in PostgREST). */
export function invalidUtf8(bytes: Buffer): RestError {
  return new RestError(400, '22021', `invalid byte sequence for encoding "UTF8": ${invalidUtf8Sequence(bytes)}`);
}

/**
 * Text PostgreSQL's json parser refuses, answered as PostgREST relays its errors: half a
 * surrogate pair is 22P02, U+0000 22P05 (the value would otherwise reach it changed, or
 * not at all when no row matches).
 */
function unstorableJson(fault: 'lone surrogate' | 'NUL'): RestError {
  return fault === 'NUL'
    ? new RestError(400, '22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.')
    : new RestError(400, '22P02', 'invalid input syntax for type json', 'Unicode low surrogate must follow a high surrogate.');
}

export function parseJsonBody(raw: Buffer): unknown {
  if (!isUtf8Text(raw)) throw invalidUtf8(raw);
  const text = raw.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  if (jsonDepth(body) > MAX_JSON_DEPTH) throw invalidJson(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  // The rows' and arguments' names are checked against the schema cache (PGRST204/202), never
  // sent as text; their values (and any keys inside them) are.
  const fault = text.includes('\\u') ? findJsonFault(rowValues(body)) : undefined;
  if (fault) throw unstorableJson(fault.fault as 'lone surrogate' | 'NUL');
  return body;
}

/** What a body gives PostgreSQL as values: a row's (or argument object's) values, else the body itself. */
function rowValues(body: unknown): unknown[] {
  const rows = Array.isArray(body) ? body : [body];
  return rows.flatMap((row) => (isRow(row) ? Object.values(row) : [row]));
}

const isRow = (value: unknown): value is Row => value !== null && typeof value === 'object' && !Array.isArray(value);

/** POST: one object or an array of objects, all with the same keys unless `columns=` names them. */
export function insertPayload(body: unknown, columns: string[] | undefined): Payload {
  const rows = (Array.isArray(body) ? body : [body]) as unknown[];
  if (!rows.every(isRow)) throw invalidJson();
  // No rows write nothing: their columns are not even looked up.
  if (rows.length === 0) return { rows, columns: [] };
  if (columns) return { rows, columns };
  const names = Object.keys(rows[0]!);
  const key = [...names].sort().join(',');
  if (rows.some((r) => Object.keys(r).sort().join(',') !== key)) throw new RestError(400, 'PGRST102', 'All object keys must match');
  if (names.length === 0 && rows.length > 1) throw new RestError(400, 'PGRST102', 'All object keys must match');
  return { rows, columns: names };
}

/**
 * PATCH: one object. With `columns`, only those are set (absent keys: null, or the default
 * with missing=default); other keys are ignored.
 */
export function updatePayload(body: unknown, columns: string[] | undefined): Payload {
  if (!isRow(body)) throw invalidJson();
  return { rows: [body], columns: columns ?? Object.keys(body) };
}
