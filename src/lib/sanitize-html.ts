/**
 * HTML from the database (post and page content, the hero title, CTA titles) is sanitized
 * against an allowlist before rendering (product decision 6): formatting, headings, lists,
 * links, images, tables, quotes and code; no scripts, styles, forms, frames or event handlers.
 * Internal links (relative or to the site's origin) open in the same tab; external links open
 * a new tab with rel="noopener noreferrer" (src/lib/link-target.ts), whatever was stored.
 */
import DOMPurify from 'dompurify';
import { applyLinkTarget } from './link-target.ts';

const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'code', 'del', 'div', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'hr', 'i', 'img', 'li', 'mark', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup',
  'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'loading', 'class', 'colspan', 'rowspan'];

let hooked = false;

/** The origin of the page the HTML is rendered for (none outside a browser: only relative links are internal). */
function siteOrigin(win: Window | undefined): string | undefined {
  const origin = (win ?? (typeof window === 'undefined' ? undefined : window))?.location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}

function purifier(win?: Window): ReturnType<typeof DOMPurify> {
  const purify = win ? DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]) : DOMPurify;
  if (!hooked || win) {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') applyLinkTarget(node, siteOrigin(win));
      if (node.tagName === 'IMG' && !node.getAttribute('loading')) node.setAttribute('loading', 'lazy');
    });
    if (!win) hooked = true;
  }
  return purify;
}

/** Sanitized HTML, ready for dangerouslySetInnerHTML. `win` is for tests outside a browser. */
export function sanitizeHtml(html: string | null | undefined, win?: Window): string {
  if (!html) return '';
  return purifier(win).sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/|#|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
