/**
 * Storage's JSON request bodies (list, remove): JSON text to a value, refused with 400
 * `invalid_request` when it is not JSON, not UTF-8, or holds text PostgreSQL cannot
 * (U+0000, half a surrogate pair; malformed-text.ts): such a prefix or name matches nothing
 * and would only reach the database changed.
 */
import { isUtf8Text, parsedJsonFault } from '../http/malformed-text.ts';
import { StorageError } from './errors.ts';

export const invalidRequest = (message: string) => new StorageError('400', 'invalid_request', message);

/** `example` shows the expected body in the refusal of one that is not JSON (an empty body included). */
export function parseStorageJson(raw: Buffer, example: string): unknown {
  if (!isUtf8Text(raw)) throw invalidRequest('Invalid characters in the body: not UTF-8');
  const text = raw.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidRequest(`The body must be JSON: ${example}`);
  }
  const fault = parsedJsonFault(text, body);
  if (fault) throw invalidRequest(fault.key ? `Invalid characters in ${fault.key}` : 'Invalid characters in a field name');
  return body;
}
