/**
 * A list's search and filters as URL query parameters: `q` for the search, each filter by its
 * field name with the option's value (`?q=ayşe&status=new`, `?published=true`). Values that are
 * not an option of the config's filter are ignored.
 */
import type { FilterValues } from './list-query.ts';
import type { AnyResource } from './types.ts';

export const SEARCH_PARAM = 'q';

export function filtersFromParams(resource: AnyResource, params: URLSearchParams): FilterValues {
  const out: FilterValues = {};
  for (const f of resource.list.filters ?? []) {
    const raw = params.get(f.field as string);
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
