/**
 * robots.txt and sitemap.xml from the SEO settings and the published content (the entries
 * come from the route table: routes/sitemap-entries.ts). A small site's sitemap.xml lists
 * every URL; past SITEMAP_PART_ROWS items it is an index of bounded parts.
 */
import type { SeoSettings } from '../../../schema/seo-settings.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../schema/languages.ts';

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
  /** The same page in each language it exists in, this one included (xhtml:link alternates). */
  alternates?: { lang: LanguageCode; path: string }[];
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** hreflang alternates of a URL in more than one language, with x-default (the default language's). */
function alternateLinks(origin: string, e: SitemapEntry): string {
  if (!e.alternates || e.alternates.length < 2) return '';
  const link = (lang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(origin + path)}"/>`;
  const fallback = e.alternates.find((a) => a.lang === DEFAULT_LANGUAGE);
  return [...e.alternates.map((a) => link(a.lang, a.path)), ...(fallback ? [link('x-default', fallback.path)] : [])].join('');
}

export function buildSitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
    return `  <url><loc>${xmlEscape(origin + e.path)}</loc>${lastmod}${alternateLinks(origin, e)}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap index (sitemaps.org): the addresses of its parts, each a sitemap of its own. */
export function buildSitemapIndexXml(origin: string, paths: string[]): string {
  const parts = paths.map((p) => `  <sitemap><loc>${xmlEscape(origin + p)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`;
}
