/**
 * The JSON body of an Auth request: an object, or 400 as GoTrue answers.
 *
 * PostgreSQL cannot store U+0000 or half a surrogate pair (`\ud800`), and no credential,
 * code or token contains a control character, so such input is refused here with 400
 * validation_failed (bytes that are not UTF-8: bad_json) instead of failing later in the
 * database with a 500 or being stored changed (malformed-text.ts). Strings nested in
 * metadata objects may hold line breaks and tabs (free text), never U+0000 or a lone
 * surrogate. A body nested deeper than MAX_DEPTH is refused before it is parsed (json-depth.ts).
 */
import type { IncomingMessage } from 'node:http';
import { jsonNestsDeeperThan } from '../http/json-depth.ts';
import { isUtf8Text, parsedJsonFault } from '../http/malformed-text.ts';
import { readBody } from '../http/respond.ts';
import { badRequest } from './errors.ts';

const BODY_LIMIT = 64 * 1024;
/** Levels of arrays and objects a body may nest; metadata needs a handful. */
const MAX_DEPTH = 64;
// Control characters (C0, DEL, C1): never part of an e-mail, password, code, id or token.
const CONTROL = /\p{Cc}/u;

export type JsonObject = Record<string, unknown>;

export async function readJsonObject(req: IncomingMessage): Promise<JsonObject> {
  const raw = await readBody(req, BODY_LIMIT);
  if (!isUtf8Text(raw)) throw badRequest('bad_json', 'Could not parse request body as JSON: invalid UTF-8');
  const text = raw.toString('utf8').trim();
  if (!text) return {};
  if (jsonNestsDeeperThan(text, MAX_DEPTH)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: nested deeper than ${MAX_DEPTH} levels`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  }
  const body = parsed as JsonObject;
  for (const [key, value] of Object.entries(body)) {
    if (CONTROL.test(key) || (typeof value === 'string' && CONTROL.test(value))) {
      throw badRequest('validation_failed', `Invalid characters in ${CONTROL.test(key) ? 'a field name' : key}`);
    }
  }
  const fault = parsedJsonFault(text, body);
  if (fault) throw badRequest('validation_failed', fault.key ? `Invalid characters in ${fault.key}` : 'Invalid characters in a field name');
  return body;
}
