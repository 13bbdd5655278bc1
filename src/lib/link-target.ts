/**
 * Where a link in content opens: internal links (relative, or to the site's own origin) in
 * the same tab; external ones in a new tab with rel="noopener noreferrer". Shared by the
 * admin's rich-text editor and the sanitizer that renders content on the site.
 */

import { isProtocolRelative } from './site-path.ts';

/** True for an absolute http(s) link to another origin (and protocol-relative ones: `//host`, `/\host`, `\\host`). */
export function isExternalHref(href: string, siteOrigin?: string): boolean {
  const value = href.trim();
  if (isProtocolRelative(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value, siteOrigin ?? 'http://localhost');
    return !siteOrigin || url.origin !== siteOrigin;
  } catch {
    return true;
  }
}

/** Sets target/rel of an anchor from its href: new tab only for external links. */
export function applyLinkTarget(anchor: Element, siteOrigin?: string): void {
  const href = anchor.getAttribute('href');
  if (href && isExternalHref(href, siteOrigin)) {
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
  } else {
    anchor.removeAttribute('target');
    anchor.removeAttribute('rel');
  }
}
