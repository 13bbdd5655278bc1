/**
 * Site-wide data every public page shares, loaded once: site and SEO settings, the published
 * menus, and where the API is (for image URLs). Pages read it with `useSite()`.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Menu, MenuLocation } from '../../schema/menus.ts';
import type { SeoSettings } from '../../schema/seo-settings.ts';
import type { SiteSettings } from '../../schema/site-settings.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { publicClient } from '../lib/public-client.ts';
import { loadRuntimeConfig } from '../lib/runtime-config.ts';
import { useAsync } from '../lib/use-async.ts';
import { siteMeta, type SiteMeta } from './seo/page-meta.ts';

export interface SiteData {
  /** null while loading or when no settings row exists; pages then use their defaults. */
  settings: SiteSettings | null;
  seo: SeoSettings | null;
  menus: Menu[];
  apiUrl: string;
  loading: boolean;
  meta: SiteMeta;
  /** The published menu of a location, if any. */
  menu(location: MenuLocation): Menu | undefined;
  /** A stored image path as a URL the browser can load. */
  media(url: string | null | undefined): string | undefined;
}

const SiteContext = createContext<SiteData | null>(null);

async function loadSite() {
  const [config, db] = await Promise.all([loadRuntimeConfig(), publicClient()]);
  const [settings, seo, menus] = await Promise.all([
    db.from('site_settings').select('*').limit(1).maybeSingle(),
    db.from('seo_settings').select('*').limit(1).maybeSingle(),
    db.from('menus').select('*').eq('published', true).order('created_at', { ascending: true }),
  ]);
  for (const r of [settings, seo, menus]) if (r.error) console.error(r.error);
  return {
    apiUrl: config.supabaseUrl,
    settings: (settings.data ?? null) as SiteSettings | null,
    seo: (seo.data ?? null) as SeoSettings | null,
    menus: (menus.data ?? []) as unknown as Menu[],
  };
}

export function SiteProvider({ children }: { children: ReactNode }) {
  const { data, loading } = useAsync(loadSite, []);
  const value = useMemo<SiteData>(() => {
    const apiUrl = data?.apiUrl ?? window.location.origin;
    const settings = data?.settings ?? null;
    const seo = data?.seo ?? null;
    const menus = data?.menus ?? [];
    return {
      settings,
      seo,
      menus,
      apiUrl,
      loading,
      meta: siteMeta(settings, seo, window.location.origin, apiUrl),
      menu: (location) => menus.find((m) => m.location === location && m.items.length > 0),
      media: (url) => mediaUrl(url, apiUrl),
    };
  }, [data, loading]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteProvider>');
  return site;
}
