/**
 * What the search box asked a bespoke screen to show (`?q=<title>&kayit=<id>`, search-groups.ts):
 * the screen's search starts with it and follows a later result opened on the same screen.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM } from '../resource/list-params.ts';
import { ITEM_PARAM } from './search-groups.ts';

export function useOpenedSearch(): { query: string; setQuery: (q: string) => void; itemId: string | null } {
  const [params] = useSearchParams();
  const asked = params.get(SEARCH_PARAM) ?? '';
  const [query, setQuery] = useState(asked);
  useEffect(() => setQuery(asked), [asked]);
  return { query, setQuery, itemId: params.get(ITEM_PARAM) };
}
