/**
 * From a public URL path to that page's metadata and HTTP status, loading what the metadata
 * needs through the public (anon) client. Used by the server to put each page's metadata into
 * the HTML it sends (for crawlers and link previews that run no JavaScript) and usable by any
 * prerender step or edge function of a hosted deployment; the SPA's pages apply the same
 * builders from page-meta.ts to the data they load.
 */
import type { PublicClient } from '../../lib/public-client.ts';
import {
  blogPostMeta,
  cmsPageMeta,
  homeMeta,
  notFoundMeta,
  projectMeta,
  serviceMeta,
  siteMeta,
  STATIC_PAGES,
  staticPageMeta,
  type PageMeta,
  type SiteMeta,
  type StaticPageKey,
} from './page-meta.ts';
import type { BlogPost } from '../../../schema/blog-posts.ts';
import type { SeoSettings } from '../../../schema/seo-settings.ts';
import type { SiteSettings } from '../../../schema/site-settings.ts';

export type RouteMatch =
  | { kind: 'home' }
  | { kind: 'static'; key: StaticPageKey }
  | { kind: 'service' | 'project' | 'post' | 'page'; slug: string }
  | { kind: 'admin' }
  | { kind: 'unknown' };

const STATIC_BY_SEGMENT = new Map<string, StaticPageKey>(
  (Object.keys(STATIC_PAGES) as StaticPageKey[]).map((key) => [STATIC_PAGES[key].path.slice(1), key]),
);
const DETAIL_KIND = { services: 'service', projects: 'project', blog: 'post' } as const;

/** Which route of the SPA a path is (mirrors the routes of src/public/PublicSite.tsx). */
export function matchRoute(pathname: string): RouteMatch {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'admin') return { kind: 'admin' };
  if (parts.length === 0) return { kind: 'home' };
  if (parts.length === 1) {
    const key = STATIC_BY_SEGMENT.get(parts[0]!);
    return key ? { kind: 'static', key } : { kind: 'page', slug: parts[0]! };
  }
  const kind = DETAIL_KIND[parts[0] as keyof typeof DETAIL_KIND];
  if (parts.length === 2 && kind) return { kind, slug: parts[1]! };
  return { kind: 'unknown' };
}

export interface SiteRows {
  settings: SiteSettings | null;
  seo: SeoSettings | null;
}

/** The settings rows; a failed load only falls back to defaults, as on the site. */
export async function loadSiteRows(db: PublicClient): Promise<SiteRows> {
  const [settings, seo] = await Promise.all([
    db.from('site_settings').select('*').limit(1).maybeSingle(),
    db.from('seo_settings').select('*').limit(1).maybeSingle(),
  ]);
  return { settings: (settings.data ?? null) as SiteSettings | null, seo: (seo.data ?? null) as SeoSettings | null };
}

export async function loadSiteMeta(db: PublicClient, origin: string, apiUrl: string): Promise<{ site: SiteMeta; rows: SiteRows }> {
  const rows = await loadSiteRows(db);
  return { site: siteMeta(rows.settings, rows.seo, origin, apiUrl), rows };
}

export interface ResolvedPage {
  meta: PageMeta;
  status: 200 | 404;
}

/** A slug that can exist at all; anything else is not looked up. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function resolvePageMeta(db: PublicClient, pathname: string, site: SiteMeta): Promise<ResolvedPage> {
  const route = matchRoute(pathname);
  const found = (meta: PageMeta): ResolvedPage => ({ meta, status: 200 });
  const missing = (title?: string): ResolvedPage => ({ meta: notFoundMeta(site, pathname, title), status: 404 });
  switch (route.kind) {
    case 'home': {
      const { data } = await db.from('pages').select('meta_title, meta_description, excerpt, featured_image, meta_keywords').eq('slug', 'home').eq('published', true).maybeSingle();
      return found(homeMeta(site, data));
    }
    case 'static':
      return found(staticPageMeta(site, route.key));
    case 'admin':
      return found({ ...notFoundMeta(site, pathname, 'Yönetim Paneli'), noindex: true });
    case 'unknown':
      return missing();
    case 'service': {
      if (!SLUG.test(route.slug)) return missing('Hizmet bulunamadı');
      const { data } = await db.from('services').select('title, slug, description, meta_title, meta_description, price').eq('slug', route.slug).eq('published', true).maybeSingle();
      return data ? found(serviceMeta(site, data)) : missing('Hizmet bulunamadı');
    }
    case 'project': {
      if (!SLUG.test(route.slug)) return missing('Proje bulunamadı');
      const { data } = await db
        .from('projects')
        .select('title, slug, description, featured_image, meta_title, meta_description, meta_keywords, og_title, og_description, og_image, canonical_url, client, created_at')
        .eq('slug', route.slug)
        .eq('published', true)
        .maybeSingle();
      return data ? found(projectMeta(site, data)) : missing('Proje bulunamadı');
    }
    case 'post': {
      if (!SLUG.test(route.slug)) return missing('Blog yazısı bulunamadı');
      const { data } = await db
        .from('blog_posts')
        .select('title, slug, excerpt, content, featured_image, meta_title, meta_description, author, category, tags, created_at, updated_at')
        .eq('slug', route.slug)
        .eq('published', true)
        .maybeSingle();
      return data ? found(blogPostMeta(site, data as unknown as BlogPost)) : missing('Blog yazısı bulunamadı');
    }
    case 'page': {
      if (!SLUG.test(route.slug)) return missing('404 Sayfa bulunamadı');
      const { data } = await db
        .from('pages')
        .select('title, slug, excerpt, content, featured_image, meta_title, meta_description, meta_keywords')
        .eq('slug', route.slug)
        .eq('published', true)
        .maybeSingle();
      return data ? found(cmsPageMeta(site, data)) : missing('404 Sayfa bulunamadı');
    }
  }
}
