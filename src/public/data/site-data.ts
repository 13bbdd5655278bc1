/** The site-wide rows every public page shows: site and SEO settings, the published menus. */
import type { Menu } from '../../../schema/menus.ts';
import type { SeoSettings } from '../../../schema/seo-settings.ts';
import type { SiteSettings } from '../../../schema/site-settings.ts';
import type { PublicClient } from '../../lib/public-client.ts';
import { PUBLIC_COLUMNS, type PrivateColumns } from '../../../generated/public-columns.ts';

/** The site settings a visitor may read (schema/site-settings.ts `privateColumns` left out). */
export type PublicSiteSettings = Omit<SiteSettings, PrivateColumns['site_settings']>;

export interface SiteRows {
  /**
   * null when no settings row exists or it failed to load; pages then use their defaults.
   * Visitors may not read the private columns (the notification address), so they are absent.
   */
  settings: PublicSiteSettings | null;
  seo: SeoSettings | null;
  menus: Menu[];
}

/** The rows, and whether all of them loaded (a partial result is shown but not cached). */
export async function loadSiteRows(db: PublicClient): Promise<{ rows: SiteRows; complete: boolean }> {
  const [settings, seo, menus] = await Promise.all([
    db.from('site_settings').select(PUBLIC_COLUMNS.site_settings).limit(1).maybeSingle(),
    db.from('seo_settings').select('*').limit(1).maybeSingle(),
    db.from('menus').select('*').eq('published', true).order('created_at', { ascending: true }),
  ]);
  const errors = [settings, seo, menus].filter((r) => r.error);
  for (const r of errors) console.error(r.error);
  return {
    rows: {
      settings: (settings.data ?? null) as PublicSiteSettings | null,
      seo: (seo.data ?? null) as SeoSettings | null,
      menus: (menus.data ?? []) as unknown as Menu[],
    },
    complete: errors.length === 0,
  };
}
