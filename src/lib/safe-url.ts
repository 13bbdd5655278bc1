/**
 * Links that come from content (menu items, social links, project URLs, CTA buttons) are only
 * followed when they are site paths, http(s), mailto: or tel:. Anything else, such as
 * `javascript:` or `data:` in any spelling, is refused (undefined) and the link not rendered.
 */
import { isProtocolRelative, isSitePath } from './site-path.ts';

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function safeHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"): drop control characters first.
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (!url) return undefined;
  if (isSitePath(url)) return url;
  // `//host`, `/\host`, `\\host`: another host without a scheme; content links name theirs.
  if (isProtocolRelative(url)) return undefined;
  if (url.startsWith('#') || url.startsWith('?')) return url;
  try {
    const parsed = new URL(url);
    return ALLOWED_PROTOCOLS.has(parsed.protocol) ? url : undefined;
  } catch {
    // Relative without a leading slash ("about"): treat as a site path.
    return /^[a-z0-9][a-z0-9/_-]*$/i.test(url) ? `/${url}` : undefined;
  }
}

/** Whether a (safe) link leaves the site, to open it in a new tab with rel=noopener. */
export function isExternalHref(href: string, origin = typeof window === 'undefined' ? '' : window.location.origin): boolean {
  if (isProtocolRelative(href)) return true;
  return /^https?:\/\//i.test(href) && !(origin && href.startsWith(origin + '/'));
}
