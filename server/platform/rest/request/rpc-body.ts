/**
 * The body of `POST /rpc/fn`, read by its `Content-Type` as PostgREST reads it: JSON (also
 * when the header is absent) gives named arguments or one JSON value; a form gives named text
 * arguments; `text/plain`, `text/xml` and `application/octet-stream` give the raw body, which
 * only a function with a single unnamed `text`, `xml` or `bytea` parameter takes. Anything
 * else is 400 PGRST102, as PostgREST answers.
 */
import { RestError } from '../errors.ts';
import { invalidUtf8, parseJsonBody } from './json-body.ts';
import { isUtf8Text, percentDecoded, queryFault } from '../../http/malformed-text.ts';

/** The types of a single unnamed parameter that a raw body fills. */
export type RawType = 'text' | 'xml' | 'bytea';

export type RpcBody =
  /**
   * `value` holds the named arguments (an array's first object); `text` is what a single
   * json/jsonb parameter receives: the body as sent, or `[]` for a body that is neither an
   * object nor an array of objects (PostgREST truncates those to an empty array).
   */
  | { kind: 'json'; value: Record<string, unknown>; text: string }
  | { kind: 'form'; value: Record<string, string> }
  | { kind: 'raw'; type: RawType; bytes: Buffer };

const RAW_TYPES: Record<string, RawType> = { 'text/plain': 'text', 'text/xml': 'xml', 'application/octet-stream': 'bytea' };

/** `application/json; charset=utf-8` → `application/json`. */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export function parseRpcBody(raw: Buffer, contentType: string | undefined): RpcBody {
  const media = mediaTypeOf(contentType);
  if (media === '' || media === 'application/json') {
    const text = raw.toString('utf8');
    // `supabase.rpc('fn')` sends no body: no arguments.
    if (text.trim() === '') return { kind: 'json', value: {}, text: '{}' };
    return jsonArguments(parseJsonBody(raw), text);
  }
  if (media === 'application/x-www-form-urlencoded') {
    const form = raw.toString('latin1');
    if (!isUtf8Text(raw) || queryFault(form)) throw invalidUtf8(isUtf8Text(raw) ? percentDecoded(form) : raw);
    return { kind: 'form', value: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
  }
  const type = RAW_TYPES[media];
  if (type) return { kind: 'raw', type, bytes: raw };
  throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${media}`);
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A JSON body as PostgREST reads it for a function: an object's keys are the argument names;
 * an array must hold objects with the same keys (else 400 PGRST102), and names the first
 * one's; any other value (a number, a string, null) names none and is passed on as `[]`.
 */
function jsonArguments(parsed: unknown, text: string): RpcBody {
  if (isObject(parsed)) return { kind: 'json', value: parsed, text };
  if (!Array.isArray(parsed)) return { kind: 'json', value: {}, text: '[]' };
  if (parsed.length === 0) return { kind: 'json', value: {}, text };
  const first = parsed[0];
  const keysOf = (row: Record<string, unknown>) => JSON.stringify(Object.keys(row).sort());
  const keys = isObject(first) ? keysOf(first) : undefined;
  if (keys === undefined || !parsed.every((row) => isObject(row) && keysOf(row) === keys)) {
    throw new RestError(400, 'PGRST102', 'All object keys must match');
  }
  return { kind: 'json', value: first as Record<string, unknown>, text };
}

/** The argument names a body gives: a JSON object's (or array's first object's) or a form's keys. */
export function bodyKeys(body: RpcBody): string[] {
  return body.kind === 'raw' ? [] : Object.keys(body.value);
}
