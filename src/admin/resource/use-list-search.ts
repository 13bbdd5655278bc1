/** The list's search and filters, kept in the URL (?q=…&status=new) so a reload or a shared link keeps them. */
import { useMemo } from 'react';
import { filtersFromParams, SEARCH_PARAM, withListParams } from './list-params.ts';
import type { FilterValues } from './list-query.ts';
import type { AnyResource } from './types.ts';
import { useChainedSearchParams } from './use-chained-search-params.ts';

export function useListSearch(resource: AnyResource) {
  const [params, setParams] = useChainedSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const filters = useMemo(() => filtersFromParams(resource, params), [resource, params]);
  return {
    search,
    filters,
    /** Whether a search or a filter narrows the list. */
    filtered: search.trim() !== '' || Object.values(filters).some((v) => v !== undefined),
    setSearch: (q: string) => setParams((p) => withListParams(p, q, filtersFromParams(resource, p)), { replace: true }),
    setFilters: (f: FilterValues) => setParams((p) => withListParams(p, p.get(SEARCH_PARAM) ?? '', f), { replace: true }),
  };
}
