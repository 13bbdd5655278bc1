/**
 * What the SEO previews show of the site itself: its name, default description and default
 * Open Graph image, from the SEO settings first and the site settings after (as the public
 * pages choose them).
 */
import type { AdminClient } from '../../lib/admin-client.ts';

export interface StoredSiteFacts {
  seo: { site_name: string | null; default_meta_description: string | null; default_og_image: string | null } | null;
  site: { site_name: string | null; site_description: string | null } | null;
}

export async function loadSiteFacts(client: AdminClient): Promise<StoredSiteFacts> {
  const [seo, site] = await Promise.all([
    client.from('seo_settings').select('site_name, default_meta_description, default_og_image').limit(1).maybeSingle(),
    client.from('site_settings').select('site_name, site_description').limit(1).maybeSingle(),
  ]);
  return { seo: seo.data, site: site.data };
}
