/**
 * What each public page tells search engines and link previews: title, description, canonical
 * URL, Open Graph / Twitter image and JSON-LD. Pure functions of the page's data, with no React
 * and no browser API, so the SPA (through <HeadTags>) and the server's HTML for crawlers use the
 * same rules.
 */
import { contentPath } from '../../../generated/public-content.ts';
import { PUBLIC_PAGES, type PublicPagesTable } from '../../../generated/public-pages.ts';
import type { Tables } from '../../../generated/database.types.ts';
import { htmlToPlainText } from '../../lib/plain-text.ts';
import { openGraphImageUrl } from '../../lib/image-url.ts';
import type { Page } from '../../../schema/pages.ts';
import type { Project } from '../../../schema/projects.ts';
import type { Service } from '../../../schema/services.ts';
import type { SeoSettings } from '../../../schema/seo-settings.ts';
import type { SiteSettings } from '../../../schema/site-settings.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../schema/languages.ts';
import { languageOf, localizedPath } from '../../lib/i18n/languages.ts';
import { stringsOf } from '../../lib/i18n/strings/index.ts';

/** The site-wide facts every page's metadata needs. */
export interface SiteMeta {
  siteName: string;
  /** Origin the site is served from, e.g. https://parlakdijital.com.tr (no trailing slash). */
  origin: string;
  /** Base URL of the Supabase API for stored /storage/v1/... paths; '' the page's origin (meta tags then use `origin`). */
  apiUrl: string;
  defaultTitle: string;
  defaultDescription: string;
  defaultImage?: string;
  logo?: string;
  email?: string;
  phone?: string;
  address?: string;
  sameAs: string[];
  /** The language of the page: its addresses, words and locale. */
  lang: LanguageCode;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  image?: string;
  type: 'website' | 'article';
  keywords?: string;
  noindex?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
  jsonLd: Record<string, unknown>[];
  /**
   * The same page in each language it exists in (absolute URLs, the page's own included):
   * hreflang links, og:locale:alternate and the language switcher (seo/alternates.ts).
   */
  alternates?: { lang: LanguageCode; href: string }[];
}

const DESCRIPTION_MAX = 160;

type SiteRow = Pick<SiteSettings, 'site_name' | 'site_description' | 'logo_url' | 'contact_email' | 'contact_phone' | 'contact_address' | 'social_links'>;
type SeoRow = Pick<SeoSettings, 'site_name' | 'default_meta_title' | 'default_meta_description' | 'default_og_image' | 'default_meta_keywords'>;

export const FALLBACK_SITE_NAME = 'Dijital Ajans';

export function siteMeta(site: SiteRow | null | undefined, seo: SeoRow | null | undefined, origin: string, apiUrl: string, lang: LanguageCode = DEFAULT_LANGUAGE): SiteMeta {
  const siteName = seo?.site_name || site?.site_name || FALLBACK_SITE_NAME;
  const social = (site?.social_links ?? {}) as Record<string, string | undefined>;
  return {
    siteName,
    origin: origin.replace(/\/$/, ''),
    apiUrl: apiUrl.replace(/\/$/, ''),
    // The SEO settings hold the one default of each (schema/seo-settings.ts).
    defaultTitle: seo?.default_meta_title || siteName,
    defaultDescription: seo?.default_meta_description || site?.site_description || '',
    defaultImage: seo?.default_og_image ?? undefined,
    logo: site?.logo_url ?? undefined,
    email: site?.contact_email ?? undefined,
    phone: site?.contact_phone ?? undefined,
    address: site?.contact_address ?? undefined,
    sameAs: Object.values(social).filter((v): v is string => typeof v === 'string' && /^https?:\/\//.test(v)),
    lang,
  };
}

/** Plain text of HTML, whitespace collapsed, cut at a word boundary. */
export function plainText(html: string | null | undefined, max = DESCRIPTION_MAX): string {
  const text = htmlToPlainText(html ?? '');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

export function absolute(site: SiteMeta, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//.test(url)) return url;
  if (url.startsWith('/storage/v1/')) return (site.apiUrl || site.origin) + url;
  if (url.startsWith('/')) return site.origin + url;
  return undefined;
}

/** "Title | Site", unless the title already names the site. */
export function withSiteName(site: SiteMeta, title: string): string {
  return title.includes(site.siteName) ? title : `${title} | ${site.siteName}`;
}

export function organization(site: SiteMeta): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.siteName,
    url: `${site.origin}/`,
    ...(site.logo ? { logo: absolute(site, site.logo) } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.address ? { address: site.address } : {}),
    ...(site.sameAs.length ? { sameAs: site.sameAs } : {}),
  };
}

export function breadcrumb(site: SiteMeta, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: stringsOf(site.lang).breadcrumbHome, path: '/' }, ...items].map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${site.origin}${localizedPath(site.lang, item.path)}`,
    })),
  };
}

interface BaseInput {
  title: string;
  description?: string | null;
  path: string;
  image?: string | null;
  keywords?: string | null;
}

export function base(site: SiteMeta, input: BaseInput, jsonLd: Record<string, unknown>[] = []): PageMeta {
  return {
    title: input.title,
    description: plainText(input.description) || site.defaultDescription,
    // Each language's page is its own canonical (`/en/blog/x`), never the default language's.
    canonical: `${site.origin}${localizedPath(site.lang, input.path === '/' ? '/' : input.path.replace(/\/$/, ''))}`,
    image: absolute(site, input.image) ?? absolute(site, site.defaultImage),
    type: 'website',
    keywords: input.keywords ?? undefined,
    jsonLd,
  };
}

/** The home page: the CMS page `home` when it exists, else the site's defaults. */
export function homeMeta(site: SiteMeta, page?: Pick<Page, 'meta_title' | 'meta_description' | 'excerpt' | 'featured_image' | 'meta_keywords'> | null): PageMeta {
  return base(
    site,
    {
      title: page?.meta_title || site.defaultTitle,
      description: page?.meta_description || site.defaultDescription || page?.excerpt,
      path: '/',
      image: page?.featured_image,
      keywords: page?.meta_keywords,
    },
    [organization(site), { '@context': 'https://schema.org', '@type': 'WebSite', name: site.siteName, url: `${site.origin}${localizedPath(site.lang, '/')}`, inLanguage: intlOf(site) }],
  );
}

/** The BCP 47 tag of the page's language (JSON-LD `inLanguage`). */
export function intlOf(site: Pick<SiteMeta, 'lang'>): string {
  return languageOf(site.lang).intl;
}

/** A content type's list page title and description in the page's language (its schema's Turkish ones by default). */
export function listTexts(site: Pick<SiteMeta, 'lang'>, table: PublicPagesTable): { title: string; description: string } {
  return stringsOf(site.lang).lists[table] ?? PUBLIC_PAGES[table].list;
}

/** A declared list page's address, title and description (its schema's `public.list`). */
const listPage = (table: PublicPagesTable) => ({ path: PUBLIC_PAGES[table].base, title: PUBLIC_PAGES[table].list.title, description: PUBLIC_PAGES[table].list.description });

/** The fixed pages and the list pages, with their Turkish titles and descriptions. */
export const STATIC_PAGES = {
  about: { path: '/about', title: 'Hakkımızda', description: 'Ekibimizi, hikayemizi ve değerlerimizi tanıyın.' },
  services: listPage('services'),
  projects: listPage('projects'),
  blog: listPage('blog_posts'),
  contact: { path: '/contact', title: 'İletişim', description: 'Projeniz için bize ulaşın; size en kısa sürede dönüş yapalım.' },
  faq: { path: '/faq', title: 'Sıkça Sorulan Sorular', description: 'Hizmetlerimiz, süreçlerimiz ve fiyatlandırma hakkında sıkça sorulan sorular.' },
} as const;

export type StaticPageKey = keyof typeof STATIC_PAGES;

/** A fixed page's title and description in the page's language. */
function staticTexts(site: SiteMeta, key: StaticPageKey): { path: string; title: string; description: string } {
  const s = stringsOf(site.lang);
  const path = STATIC_PAGES[key].path;
  switch (key) {
    case 'about':
      return { path, title: s.aboutTitle, description: s.aboutDescription };
    case 'contact':
      return { path, title: s.contactTitle, description: s.contactDescription };
    case 'faq':
      return { path, title: s.faqTitle, description: s.faqDescription };
    case 'services':
      return { path, ...listTexts(site, 'services') };
    case 'projects':
      return { path, ...listTexts(site, 'projects') };
    case 'blog':
      return { path, ...listTexts(site, 'blog_posts') };
  }
}

export function staticPageMeta(site: SiteMeta, key: StaticPageKey, description?: string | null): PageMeta {
  const page = staticTexts(site, key);
  return base(site, { title: withSiteName(site, page.title), description: description || page.description, path: page.path }, [
    breadcrumb(site, [{ name: page.title, path: page.path }]),
  ]);
}

export function blogPostMeta(site: SiteMeta, post: Pick<Tables<'blog_posts'>, 'title' | 'slug' | 'excerpt' | 'content' | 'featured_image' | 'meta_title' | 'meta_description' | 'author' | 'category' | 'tags' | 'created_at' | 'updated_at'> & { publish_at?: string | null }): PageMeta {
  const path = contentPath('blog_posts', post.slug);
  // A scheduled post was published when its time came, not when it was written.
  const published = post.publish_at ?? post.created_at;
  const meta = base(site, {
    title: post.meta_title || withSiteName(site, post.title),
    description: post.meta_description || post.excerpt || post.content,
    path,
    image: post.featured_image,
    keywords: post.tags?.join(', '),
  });
  const author = post.author?.name || site.siteName;
  return {
    ...meta,
    type: 'article',
    publishedTime: published,
    modifiedTime: post.updated_at,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: meta.description,
        ...(meta.image ? { image: [meta.image] } : {}),
        datePublished: published,
        dateModified: post.updated_at,
        author: post.author?.name ? { '@type': 'Person', name: author } : { '@type': 'Organization', name: author },
        publisher: organization(site),
        mainEntityOfPage: meta.canonical,
        articleSection: post.category,
        keywords: post.tags?.join(', ') || undefined,
        inLanguage: intlOf(site),
      },
      breadcrumb(site, [
        { name: listTexts(site, 'blog_posts').title, path: '/blog' },
        { name: post.title, path },
      ]),
    ],
  };
}

export function serviceMeta(site: SiteMeta, service: Pick<Service, 'title' | 'slug' | 'description' | 'meta_title' | 'meta_description' | 'price'>): PageMeta {
  const path = contentPath('services', service.slug);
  const meta = base(site, { title: service.meta_title || withSiteName(site, service.title), description: service.meta_description || service.description, path });
  return {
    ...meta,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: meta.description,
        provider: organization(site),
        areaServed: 'TR',
        url: meta.canonical,
      },
      breadcrumb(site, [
        { name: listTexts(site, 'services').title, path: '/services' },
        { name: service.title, path },
      ]),
    ],
  };
}

export function projectMeta(site: SiteMeta, project: Pick<Project, 'title' | 'slug' | 'description' | 'featured_image' | 'meta_title' | 'meta_description' | 'meta_keywords' | 'og_title' | 'og_description' | 'og_image' | 'canonical_url' | 'client' | 'created_at'>): PageMeta {
  const path = contentPath('projects', project.slug);
  const meta = base(site, {
    title: project.meta_title || withSiteName(site, project.title),
    description: project.meta_description || project.description,
    path,
    image: project.og_image || project.featured_image,
    keywords: project.meta_keywords,
  });
  return {
    ...meta,
    canonical: project.canonical_url && /^https?:\/\//.test(project.canonical_url) ? project.canonical_url : meta.canonical,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CreativeWork',
        name: project.title,
        description: meta.description,
        ...(meta.image ? { image: meta.image } : {}),
        creator: organization(site),
        ...(project.client ? { sourceOrganization: { '@type': 'Organization', name: project.client } } : {}),
        dateCreated: project.created_at,
        url: meta.canonical,
        inLanguage: intlOf(site),
      },
      breadcrumb(site, [
        { name: listTexts(site, 'projects').title, path: '/projects' },
        { name: project.title, path },
      ]),
    ],
  };
}

/** A generic CMS page at /{slug}. */
export function cmsPageMeta(site: SiteMeta, page: Pick<Page, 'title' | 'slug' | 'excerpt' | 'content' | 'featured_image' | 'meta_title' | 'meta_description' | 'meta_keywords'> & { noindex?: boolean }): PageMeta {
  const path = contentPath('pages', page.slug);
  const meta = base(
    site,
    {
      title: page.meta_title || withSiteName(site, page.title),
      description: page.meta_description || page.excerpt || page.content,
      path,
      image: page.featured_image,
      keywords: page.meta_keywords,
    },
    [breadcrumb(site, [{ name: page.title, path }])],
  );
  // "Arama motorlarından gizle": robots noindex (and no sitemap entry, routes/table.ts).
  return page.noindex ? { ...meta, noindex: true } : meta;
}

/** Unknown addresses and missing items: not indexed. */
export function notFoundMeta(site: SiteMeta, path: string, title?: string): PageMeta {
  const s = stringsOf(site.lang);
  // `path` is the address asked for, already in its language.
  const meta = base({ ...site, lang: DEFAULT_LANGUAGE }, { title: withSiteName(site, title ?? s.notFoundTitle), description: s.notFoundDescription, path });
  return { ...meta, noindex: true, jsonLd: [] };
}

/** Meta and link tags of a page, as plain data (rendered by React or written into HTML). */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export function headTags(site: SiteMeta, meta: PageMeta): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: meta.canonical } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: site.siteName } },
    { tag: 'meta', attrs: { property: 'og:locale', content: languageOf(site.lang).ogLocale } },
    ...(meta.alternates ?? []).filter((a) => a.lang !== site.lang).map((a): HeadTag => ({ tag: 'meta', attrs: { property: 'og:locale:alternate', content: languageOf(a.lang).ogLocale } })),
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: meta.canonical } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
  ];
  for (const a of meta.alternates ?? []) tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.lang, href: a.href } });
  // x-default: the default language's page, for visitors whose language the site lacks.
  const fallback = meta.alternates?.find((a) => a.lang === DEFAULT_LANGUAGE);
  if (fallback) tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: fallback.href } });
  if (meta.image) {
    // Social sites show a 1.91:1 card: the image's crop around its focal point, at that size.
    const share = openGraphImageUrl(meta.image);
    tags.push({ tag: 'meta', attrs: { property: 'og:image', content: share } }, { tag: 'meta', attrs: { name: 'twitter:image', content: share } });
  }
  if (meta.keywords) tags.push({ tag: 'meta', attrs: { name: 'keywords', content: meta.keywords } });
  tags.push({ tag: 'meta', attrs: { name: 'robots', content: meta.noindex ? 'noindex, follow' : 'index, follow' } });
  if (meta.publishedTime) tags.push({ tag: 'meta', attrs: { property: 'article:published_time', content: meta.publishedTime } });
  if (meta.modifiedTime) tags.push({ tag: 'meta', attrs: { property: 'article:modified_time', content: meta.modifiedTime } });
  return tags;
}

/** JSON-LD as a string safe inside <script> (no "</script>" breakout). */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A page reached only from an e-mail link (newsletter confirmation, unsubscribe): never indexed. */
export function linkPageMeta(site: SiteMeta, title: string, description: string, path: string): PageMeta {
  // `path` is the address asked for, already in its language.
  return { ...base({ ...site, lang: DEFAULT_LANGUAGE }, { title: withSiteName(site, title), description, path }), noindex: true, jsonLd: [] };
}
