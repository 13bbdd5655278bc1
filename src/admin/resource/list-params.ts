/**
 * A list's search and filters as URL query parameters: `q` for the search, each filter by its
 * field name with the option's value (`?q=ayşe&status=new`, `?published=true`). Values that are
 * not an option of the config's filter are ignored; a staff or table-rows filter takes a uuid, a typed one
 * any short text (the database compares it for equality).
 */
import type { FilterValues } from './list-query.ts';
import type { AnyResource } from './types.ts';

export const SEARCH_PARAM = 'q';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longer than any column a typed filter compares (a path: 500). */
const TYPED_MAX = 500;

export function filtersFromParams(resource: AnyResource, params: URLSearchParams): FilterValues {
  const out: FilterValues = {};
  for (const f of resource.list.filters ?? []) {
    const raw = params.get(f.field as string);
    if (raw !== null && ((f.optionsFrom !== undefined && UUID.test(raw)) || (f.typed !== undefined && raw.length <= TYPED_MAX && raw.trim() !== ''))) {
      out[f.field as string] = raw;
      continue;
    }
    const option = raw === null ? undefined : f.options.find((o) => String(o.value) === raw);
    if (option) out[f.field as string] = option.value;
  }
  return out;
}

/** `params` with the search and the filters replaced (empty ones removed), other parameters kept. */
export function withListParams(params: URLSearchParams, search: string, filters: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  if (search) next.set(SEARCH_PARAM, search);
  else next.delete(SEARCH_PARAM);
  for (const [field, value] of Object.entries(filters)) {
    if (value === undefined) next.delete(field);
    else next.set(field, String(value));
  }
  return next;
}
