/**
 * The data of /arama (and /en/arama): the visitor's query and what `public.search_site` finds
 * for it in the page's language (as anon: published rows and published translations only).
 */
import type { LoadArgs } from '../routes/route.ts';
import { searchTypeLabel } from '../../lib/i18n/strings/search.ts';

export interface SearchHit {
  type: string;
  label: string;
  slug: string;
  url: string;
  title: string;
  excerpt: string;
  rank: number;
}

export interface SearchData {
  q: string;
  hits: SearchHit[];
}

/** Longer queries are cut (the function reads 200 characters and 8 words). */
export const MAX_QUERY_LENGTH = 200;
const RESULTS = 20;

export async function loadSearch({ db, lang, search, onError }: LoadArgs): Promise<SearchData> {
  const q = (search.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return { q, hits: [] };
  const { data, error } = await db.rpc('search_site', { q, max: RESULTS, language: lang });
  if (error) {
    onError(error);
    return { q, hits: [] };
  }
  // The database answers the type's table (or block type); the label is the schema's or the language's.
  return { q, hits: (data ?? []).map((hit) => ({ ...hit, label: searchTypeLabel(lang, hit.type) })) };
}
