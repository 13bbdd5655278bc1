/**
 * robots.txt and sitemap.xml from the SEO settings and the published content.
 */
import type { PublicClient } from '../../lib/public-client.ts';
import type { SeoSettings } from '../../../schema/seo-settings.ts';
import { STATIC_PAGES } from './page-meta.ts';

export const DEFAULT_ROBOTS_TXT = 'User-agent: *\nAllow: /';

/** The stored robots.txt (or the default), naming the sitemap when it is enabled. */
export function buildRobotsTxt(seo: Pick<SeoSettings, 'robots_txt' | 'sitemap_enabled'> | null, origin: string): string {
  let text = (seo?.robots_txt?.trim() || DEFAULT_ROBOTS_TXT).replace(/\r\n/g, '\n');
  const sitemapEnabled = seo?.sitemap_enabled ?? true;
  if (sitemapEnabled && !/^sitemap:/im.test(text)) text += `\n\nSitemap: ${origin}/sitemap.xml`;
  return `${text}\n`;
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Every published page, service, project and post, plus the fixed routes. */
export async function sitemapEntries(db: PublicClient): Promise<SitemapEntry[]> {
  const [pages, services, projects, posts] = await Promise.all([
    db.from('pages').select('slug, updated_at').eq('published', true).order('slug'),
    db.from('services').select('slug, updated_at').eq('published', true).order('created_at', { ascending: false }),
    db.from('projects').select('slug, updated_at').eq('published', true).order('created_at', { ascending: false }),
    db.from('blog_posts').select('slug, updated_at').eq('published', true).order('created_at', { ascending: false }),
  ]);
  for (const r of [pages, services, projects, posts]) if (r.error) throw new Error(r.error.message);
  const latest = (rows: { updated_at: string }[] | null) => rows?.reduce<string | undefined>((m, r) => (!m || r.updated_at > m ? r.updated_at : m), undefined);
  const home = pages.data!.find((p) => p.slug === 'home');
  return [
    { path: '/', lastmod: home?.updated_at },
    ...Object.values(STATIC_PAGES).map((p) => ({
      path: p.path,
      lastmod: p.path === '/blog' ? latest(posts.data) : p.path === '/services' ? latest(services.data) : p.path === '/projects' ? latest(projects.data) : undefined,
    })),
    ...pages.data!.filter((p) => p.slug !== 'home').map((p) => ({ path: `/${p.slug}`, lastmod: p.updated_at })),
    ...services.data!.map((s) => ({ path: `/services/${s.slug}`, lastmod: s.updated_at })),
    ...projects.data!.map((p) => ({ path: `/projects/${p.slug}`, lastmod: p.updated_at })),
    ...posts.data!.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updated_at })),
  ];
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
    return `  <url><loc>${xmlEscape(origin + e.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
