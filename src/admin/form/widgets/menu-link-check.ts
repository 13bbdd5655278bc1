/**
 * What a menu link can be told at its row: it is incomplete (a label or an address missing;
 * the save is refused, schema/menus.ts wants both) or its site-internal address is no page
 * visitors can open (a warning: the page may be published later). The pages known are the
 * fixed pages and the published content the page picker offers (link-targets-data.ts).
 */
import type { MenuLink } from '../../../../schema/menus.ts';

export const INCOMPLETE_LINK = 'Etiket ve bağlantı gerekli: doldurun ya da bu öğeyi kaldırın.';
export const MISSING_PAGE = 'Bu adreste yayında bir sayfa yok; ziyaretçiler "Sayfa bulunamadı" sayfasını görür.';

/** Whether the link lacks its label or its address (a row just added and left blank too). */
export function isIncompleteLink(link: Pick<MenuLink, 'label' | 'url'>): boolean {
  return !link.label?.trim() || !link.url?.trim();
}

/** The path a site address opens: without its query, anchor and trailing slash. */
export function sitePathOf(url: string): string | undefined {
  const v = url.trim();
  if (!v.startsWith('/') || v.startsWith('//')) return undefined;
  const path = v.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The set of site paths `targets` open, compared the way isMissingPage compares (no trailing slash). */
export function knownPathsOf(targets: readonly { path: string }[]): ReadonlySet<string> {
  return new Set(targets.map((t) => sitePathOf(t.path) ?? t.path));
}

/**
 * Whether a site-internal link points at a path none of `known` is. Undefined while the
 * known pages are loading, and for what is not a site path (an anchor, another site).
 */
export function isMissingPage(link: Pick<MenuLink, 'url' | 'type'>, known: ReadonlySet<string> | undefined): boolean {
  if (!known || link.type !== 'internal') return false;
  const path = sitePathOf(link.url ?? '');
  if (path === undefined) return false;
  try {
    return !known.has(decodeURI(path)) && !known.has(path);
  } catch {
    return !known.has(path);
  }
}
