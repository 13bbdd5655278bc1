/**
 * What a page's search result and social card will say, from the form's values as they are
 * typed: the same rules as the public page's metadata (src/public/seo/page-meta.ts, which the
 * admin may not import): the meta title, else "Başlık | Site"; the meta description, else the
 * item's summary as plain text, else the site's default; Open Graph fields win on the card.
 */
import { htmlToPlainText } from '../../../lib/plain-text.ts';

export interface SeoPreviewOptions {
  title: string;
  description: string;
  fallbackTitle?: string;
  fallbackDescription?: string;
  image?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  /** The item's public address, e.g. '/blog/{slug}'. */
  path?: string;
  /** Values of fields the form has not (a translation's: the item's image), under the form's. */
  shared?: Record<string, unknown>;
}

/** A field's `ui:options.seoPreview` (codegen writes it from the schema's `seoPreview`). */
export function seoPreviewOf(ui: unknown): SeoPreviewOptions | undefined {
  const options = (ui as { 'ui:options'?: { seoPreview?: SeoPreviewOptions } } | undefined)?.['ui:options'];
  return options?.seoPreview;
}

export interface SiteFacts {
  siteName: string;
  /** The public site's address, without a trailing slash. */
  origin: string;
  defaultDescription: string;
  defaultImage?: string;
}

export interface PreviewTexts {
  title: string;
  description: string;
  /** Shown as Google shows it: host › path › parts. */
  breadcrumb: string;
  host: string;
  card: { title: string; description: string; image?: string };
}

const text = (data: Record<string, unknown>, field: string | undefined): string => {
  const v = field ? data[field] : undefined;
  return typeof v === 'string' ? v.trim() : '';
};

/** Plain text of HTML, whitespace collapsed (as the public page's description). */
export const plain = htmlToPlainText;

function withSiteName(title: string, siteName: string): string {
  if (!title) return siteName;
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

export function previewTexts(values: Record<string, unknown>, o: SeoPreviewOptions, site: SiteFacts): PreviewTexts {
  const data = o.shared ? { ...o.shared, ...values } : values;
  const title = text(data, o.title) || withSiteName(text(data, o.fallbackTitle), site.siteName);
  const description = text(data, o.description) || plain(text(data, o.fallbackDescription)) || site.defaultDescription;
  const slug = text(data, 'slug');
  const path = o.path ? o.path.replace('{slug}', encodeURIComponent(slug || 'yeni-sayfa')) : '/';
  const host = site.origin.replace(/^https?:\/\//, '');
  const image = text(data, o.ogImage) || text(data, o.image) || site.defaultImage;
  return {
    title,
    description,
    host,
    breadcrumb: [host, ...path.split('/').filter(Boolean).map(decodeURIComponent)].join(' › '),
    card: { title: text(data, o.ogTitle) || title, description: text(data, o.ogDescription) || description, ...(image ? { image } : {}) },
  };
}
