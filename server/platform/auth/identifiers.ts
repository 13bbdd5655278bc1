/**
 * Canonical forms of the identifiers clients spell: ids and e-mail addresses.
 *
 * Anything keyed by an identifier (rate limits, lookups) uses the canonical form, so a
 * different spelling of the same thing (`4377179B-…` for `4377179b-…`, `Staff@Example.com `,
 * a full-width or compatibility character) is never a fresh key.
 */
import { notFound } from './errors.ts';

const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Ids this server hands out are lower-case UUIDs; only those are accepted back. */
export function isCanonicalUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && CANONICAL_UUID.test(value);
}

/**
 * A path id that must be a canonical UUID, answered as GoTrue answers an id that does not
 * parse (404 validation_failed, "<name> must be an UUID").
 */
export function requireUuidParam(value: string | undefined, name: 'factor_id' | 'user_id'): string {
  if (!isCanonicalUuid(value)) throw notFound('validation_failed', `${name} must be an UUID`);
  return value;
}

/** The e-mail address as stored and as keyed: NFKC, trimmed, lower case. */
export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFKC').trim().toLowerCase() : '';
}
