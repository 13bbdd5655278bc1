/** The id of the CMS page a fixed route draws (src/lib/fixed-pages.ts ROUTE_PAGES), null when there is none. */
import type { RoutePageSlug } from '../../lib/fixed-pages.ts';
import type { AdminClient } from '../../lib/admin-client.ts';

export async function routePageId(client: AdminClient, slug: RoutePageSlug): Promise<string | null> {
  const { data, error } = await client.from('pages').select('id').eq('slug', slug).maybeSingle();
  if (error) throw error;
  return data?.id ?? null;
}
