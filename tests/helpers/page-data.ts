/**
 * What a CMS page's route loads to render (src/public/routes/loaders.ts), read as the server's
 * renderer reads it: through postgrest-js as anon. The data no longer travels in an islands
 * page's HTML, so tests of what a page loads ask the loader itself.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../generated/database.types.ts';
import { loadCmsPage, type CmsPageData } from '../../src/public/routes/loaders.ts';
import type { TestServer } from './server.ts';

export function loadPageData(t: TestServer, slug: string): Promise<CmsPageData> {
  const db = new PostgrestClient<Database>(`${t.url}/rest/v1`, { headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}` } });
  return loadCmsPage({
    db,
    lang: 'tr',
    params: { slug },
    search: new URLSearchParams(),
    onError: (error) => {
      throw error;
    },
  });
}
