/**
 * The body of `POST /rpc/fn`, read by its `Content-Type` as PostgREST reads it: JSON (also
 * when the header is absent) gives named arguments or one JSON value; a form gives named text
 * arguments; `text/plain`, `text/xml` and `application/octet-stream` give the raw body, which
 * only a function with a single unnamed `text`, `xml` or `bytea` parameter takes. Anything
 * else is 400 PGRST102, as PostgREST answers.
 */
import { RestError } from '../errors.ts';
import { parseJsonBody } from './json-body.ts';

/** The types of a single unnamed parameter that a raw body fills. */
export type RawType = 'text' | 'xml' | 'bytea';

export type RpcBody =
  /** `text` is the body as sent: a single json/jsonb parameter receives it unchanged. */
  | { kind: 'json'; value: unknown; text: string }
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
    return { kind: 'json', value: parseJsonBody(raw), text };
  }
  if (media === 'application/x-www-form-urlencoded') {
    return { kind: 'form', value: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
  }
  const type = RAW_TYPES[media];
  if (type) return { kind: 'raw', type, bytes: raw };
  throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${media}`);
}

/** The argument names a body gives: a JSON object's or a form's keys; none for anything else. */
export function bodyKeys(body: RpcBody): string[] {
  if (body.kind === 'raw') return [];
  const { value } = body;
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}
