/**
 * Site-wide data every public page shares, loaded once: site and SEO settings, the published
 * menus, and where the API is (for image URLs). Pages read it with `useSite()`. A page the
 * server rendered starts with the server's data (no request); otherwise it is loaded here.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Menu, MenuLocation } from '../../schema/menus.ts';
import type { LanguageCode } from '../../schema/languages.ts';
import type { SeoSettings } from '../../schema/seo-settings.ts';
import type { PublicSiteSettings } from './data/site-data.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { publicClient } from '../lib/public-client.ts';
import { loadRuntimeConfig } from '../lib/runtime-config.ts';
import type { SiteRows } from './data/site-data.ts';
import { siteMeta, type SiteMeta } from './seo/page-meta.ts';
import { useLanguage } from './language/use-language.ts';

export interface SiteData {
  /** null while loading or when no settings row exists; pages then use their defaults. */
  settings: PublicSiteSettings | null;
  seo: SeoSettings | null;
  menus: Menu[];
  apiUrl: string;
  loading: boolean;
  meta: SiteMeta;
  /** The moment the first view was rendered: time-dependent text renders the same on both sides. */
  now: Date;
  /** The published menu of a location, if any. */
  menu(location: MenuLocation): Menu | undefined;
  /** A stored image path as a URL the browser can load. */
  media(url: string | null | undefined): string | undefined;
}

/** The site data as the server (or a finished load) has it. */
export interface SiteSeed {
  rows: SiteRows;
  apiUrl: string;
  origin: string;
  renderedAt: string;
}

const SiteContext = createContext<SiteData | null>(null);

async function loadSite(lang: LanguageCode): Promise<SiteSeed> {
  // Loaded only without the server's rows (the islands always have them): the tables' column lists stay out of their bundle.
  const [config, db, { loadSiteRows }] = await Promise.all([loadRuntimeConfig(), publicClient(), import('./data/site-data.ts')]);
  const { rows } = await loadSiteRows(db, lang);
  return { rows, apiUrl: config.supabaseUrl, origin: window.location.origin, renderedAt: new Date().toISOString() };
}

export function SiteProvider({ seed, children }: { seed?: SiteSeed; children: ReactNode }) {
  const [loaded, setLoaded] = useState<SiteSeed | undefined>(seed);
  const lang = useLanguage();
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadSite(lang).then(
      (s) => current && setLoaded(s),
      (error: unknown) => {
        // The pages still show, with their defaults.
        console.error(error);
        const origin = window.location.origin;
        if (current) setLoaded({ rows: { settings: null, seo: null, menus: [] }, apiUrl: origin, origin, renderedAt: new Date().toISOString() });
      },
    );
    return () => {
      current = false;
    };
  }, [lang]);
  const value = useMemo<SiteData>(() => {
    const origin = loaded?.origin ?? window.location.origin;
    const apiUrl = loaded?.apiUrl ?? origin;
    const settings = loaded?.rows.settings ?? null;
    const seo = loaded?.rows.seo ?? null;
    const menus = loaded?.rows.menus ?? [];
    return {
      settings,
      seo,
      menus,
      apiUrl,
      loading: !loaded,
      meta: siteMeta(settings, seo, origin, apiUrl, lang),
      now: loaded ? new Date(loaded.renderedAt) : new Date(),
      menu: (location) => menus.find((m) => m.location === location && m.items.length > 0),
      media: (url) => mediaUrl(url, apiUrl),
    };
  }, [loaded, lang]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteProvider>');
  return site;
}
