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
/** Outside a browser (server rendering) DOMPurify needs a window to parse with. */
let defaultPurify: ReturnType<typeof DOMPurify> | undefined;

/**
 * Only relative links count as internal when rendering for the site, so the server and the
 * browser produce the same markup (hydration); an explicit `win` (tests) brings its own origin.
 */
function withHooks(purify: ReturnType<typeof DOMPurify>, siteOrigin?: string): ReturnType<typeof DOMPurify> {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') applyLinkTarget(node, siteOrigin);
    if (node.tagName === 'IMG' && !node.getAttribute('loading')) node.setAttribute('loading', 'lazy');
  });
  return purify;
}

/** Makes sanitizeHtml() parse with this window (the server renderer's jsdom window). */
export function setSanitizerWindow(win: Window): void {
  defaultPurify = withHooks(DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]));
}

function purifier(win?: Window): ReturnType<typeof DOMPurify> {
  if (win) {
    const origin = win.location?.origin;
    return withHooks(DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]), origin && origin !== 'null' ? origin : undefined);
  }
  if (defaultPurify) return defaultPurify;
  if (!hooked) {
    withHooks(DOMPurify);
    hooked = true;
  }
  return DOMPurify;
}

/** Sanitized HTML, ready for dangerouslySetInnerHTML. `win` is for tests outside a browser. */
export function sanitizeHtml(html: string | null | undefined, win?: Window): string {
  if (!html) return '';
  const purify = purifier(win);
  // Never hand back unsanitized HTML: without a DOM DOMPurify would return its input.
  if (!purify.isSupported) throw new Error('sanitizeHtml needs a DOM (setSanitizerWindow on the server)');
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/|#|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
