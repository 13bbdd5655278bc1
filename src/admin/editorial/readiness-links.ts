/**
 * Where an internal address leads, for the readiness rules: one of the site's fixed pages,
 * a published item (by its resource's `publicPath`, e.g. '/blog/{slug}'), an unpublished
 * one, or nothing (the visitor gets the 404 page).
 */
import type { LinkStatus } from './readiness.ts';

/**
 * The public route table's addresses without parameters (src/public/routes/table.ts; the
 * admin does not load the site's code). tests/unit/readiness.test.ts keeps the two equal.
 */
export const FIXED_PUBLIC_PATHS = ['/', '/about', '/services', '/projects', '/blog', '/contact', '/faq', '/bulten/onay', '/bulten/ayril', '/arama'] as const;

export interface LinkableRows {
  /** The resource's publicPath template with one `{slug}`. */
  template: string;
  rows: { slug: string; published: boolean }[];
}

export function linkResolver(linkables: LinkableRows[], fixed: readonly string[] = FIXED_PUBLIC_PATHS): (path: string) => LinkStatus {
  const fixedSet = new Set<string>(fixed);
  // More specific templates first: '/blog/{slug}' before '/{slug}'.
  const templates = linkables
    .map((l) => {
      const [prefix = '', suffix = ''] = l.template.split('{slug}');
      return { prefix, suffix, bySlug: new Map(l.rows.map((r) => [r.slug, r.published])) };
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return (path) => {
    // The CMS page 'home' is the home page; /home redirects there.
    if (fixedSet.has(path) || path === '/home') return 'ok';
    let unpublished = false;
    for (const t of templates) {
      if (!path.startsWith(t.prefix) || !path.endsWith(t.suffix)) continue;
      const segment = path.slice(t.prefix.length, path.length - t.suffix.length);
      if (!segment || segment.includes('/')) continue;
      let slug: string;
      try {
        slug = decodeURIComponent(segment);
      } catch {
        continue;
      }
      const published = t.bySlug.get(slug);
      if (published === true) return 'ok';
      if (published === false) unpublished = true;
    }
    return unpublished ? 'unpublished' : 'missing';
  };
}

/** `<bucket>/<path>` of a storage address (object or image-transform form), else the address itself. */
export function storageKey(url: string): string {
  const m = /\/storage\/v1\/(?:object|render\/image)\/(?:public|authenticated)\/([^?#]+)/.exec(url);
  return m ? m[1]! : url;
}
