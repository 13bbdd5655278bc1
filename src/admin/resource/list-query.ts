/**
 * What the list shows: all rows filtered in the browser while the table is small, or one page
 * filtered and ordered by the database once it is large. Pure helpers, unit-tested.
 */
import { matchesSearch, normalizeForSearch } from '../../lib/turkish-search.ts';
import type { MatchQuery } from '../data/resource-data.ts';
import { filterConditions, matchesFilter } from './publication-status.ts';
import type { AnyResource, Row } from './types.ts';

/** Up to this many rows are loaded at once and searched in the browser. */
export const CLIENT_SIDE_LIMIT = 500;
export const PAGE_SIZE = 50;

export type FilterValues = Record<string, string | boolean | undefined>;

/** `now` decides which published rows are still scheduled (tests pass a fixed instant). */
export function filterRows(resource: AnyResource, rows: Row[], search: string, filters: FilterValues, now = Date.now()): Row[] {
  const fields = resource.list.searchFields as string[];
  return rows.filter((row) => {
    for (const [field, value] of Object.entries(filters)) if (value !== undefined && !matchesFilter(resource, row, field, value, now)) return false;
    return matchesSearch(search, ...fields.map((f) => (row[f] == null ? '' : String(row[f]))));
  });
}

/** A search term safe inside PostgREST's or=() and a regular expression (letters, digits, spaces and a few marks). */
export function searchTerm(search: string): string {
  return search.replace(/[^\p{L}\p{N}\s@._-]/gu, ' ').trim().replace(/\s+/g, ' ');
}

/** Each folded letter matches all its Turkish forms, both cases, as the browser search does. */
const LETTER_FORMS: Record<string, string> = { i: 'iıİI', c: 'cçCÇ', g: 'gğGĞ', o: 'oöOÖ', s: 'sşSŞ', u: 'uüUÜ', a: 'aâAÂ' };

/** A case-insensitive POSIX pattern (for imatch) finding what matchesSearch finds for one phrase. */
export function turkishPattern(term: string): string {
  return [...normalizeForSearch(searchTerm(term))]
    .map((ch) => (LETTER_FORMS[ch] ? `[${LETTER_FORMS[ch]}]` : ch === '.' ? '[.]' : ch))
    .join('');
}

/** The or=() filter for a server-side search over the configured fields. */
export function searchFilter(resource: AnyResource, search: string): string | undefined {
  const term = searchTerm(search);
  if (!term) return undefined;
  const pattern = turkishPattern(term);
  return (resource.list.searchFields as string[]).map((f) => `${f}.imatch.${pattern}`).join(',');
}

/** The database query of a search and the filters (the status by publication time where scheduled). */
export function listMatch(resource: AnyResource, search: string, filters: FilterValues): MatchQuery {
  return { or: searchFilter(resource, search), ...filterConditions(resource, filters) };
}
