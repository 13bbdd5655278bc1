/** The site-wide rows every public page shows: site and SEO settings, the published menus. */
import type { Menu } from '../../../schema/menus.ts';
import type { SeoSettings } from '../../../schema/seo-settings.ts';
import type { SiteSettings } from '../../../schema/site-settings.ts';
import type { PublicClient } from '../../lib/public-client.ts';
import { PUBLIC_COLUMNS, type PrivateColumns } from '../../../generated/public-columns.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../schema/languages.ts';
import { translateRows } from '../../lib/i18n/translated-rows.ts';

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

/**
 * The rows in the page's language: the settings' texts and the menus' labels with their
 * translation over them (what has none stays in the default language).
 */
async function translated(db: PublicClient, lang: LanguageCode, rows: SiteRows): Promise<{ rows: SiteRows; complete: boolean }> {
  if (lang === DEFAULT_LANGUAGE) return { rows, complete: true };
  const [settings, seo, menus] = await Promise.allSettled([
    rows.settings ? translateRows(db, 'site_settings', lang, [rows.settings]) : [],
    rows.seo ? translateRows(db, 'seo_settings', lang, [rows.seo]) : [],
    translateRows(db, 'menus', lang, rows.menus),
  ]);
  const failed = [settings, seo, menus].filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  for (const r of failed) console.error(r.reason);
  const value = <T>(r: PromiseSettledResult<T[]>, fallback: T[]): T[] => (r.status === 'fulfilled' ? r.value : fallback);
  return {
    rows: {
      settings: value(settings, [rows.settings])[0] ?? rows.settings,
      seo: value(seo, [rows.seo])[0] ?? rows.seo,
      menus: value(menus, rows.menus),
    },
    complete: failed.length === 0,
  };
}

/** The rows in the page's language, and whether all of them loaded (a partial result is shown but not cached). */
export async function loadSiteRows(db: PublicClient, lang: LanguageCode = DEFAULT_LANGUAGE): Promise<{ rows: SiteRows; complete: boolean }> {
  const [settings, seo, menus] = await Promise.all([
    db.from('site_settings').select(PUBLIC_COLUMNS.site_settings).limit(1).maybeSingle(),
    db.from('seo_settings').select('*').limit(1).maybeSingle(),
    db.from('menus').select('*').eq('published', true).order('created_at', { ascending: true }),
  ]);
  const errors = [settings, seo, menus].filter((r) => r.error);
  for (const r of errors) console.error(r.error);
  const inLanguage = await translated(db, lang, {
    settings: (settings.data ?? null) as PublicSiteSettings | null,
    seo: (seo.data ?? null) as SeoSettings | null,
    menus: menus.data ?? [],
  });
  return { rows: inLanguage.rows, complete: errors.length === 0 && inLanguage.complete };
}
