/**
 * robots.txt and sitemap.xml from the SEO settings and the published content (the entries
 * come from the route table: routes/sitemap-entries.ts).
 */
import type { SeoSettings } from '../../../schema/seo-settings.ts';

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
  /** Published but kept from search engines (pages.noindex): a real page, not in sitemap.xml. */
  noindex?: boolean;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
    return `  <url><loc>${xmlEscape(origin + e.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
