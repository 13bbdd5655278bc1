/**
 * An address typed without its scheme (`linkedin.com/in/ayse`, `www.ornek.com`) is a web
 * address: it gets `https://`. Site paths (`/iletisim`), anchors and anything with a scheme
 * (`mailto:`, `http://`) stay as typed; so does text that is no address at all, for the
 * validator to mark.
 */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_FIRST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/u;

export function normalizeUrl(value: string): string {
  const v = value.trim();
  if (v === '' || HAS_SCHEME.test(v) || v.startsWith('/') && !v.startsWith('//') || v.startsWith('#') || v.startsWith('?')) return v;
  if (v.startsWith('//')) return `https:${v}`;
  return HOST_FIRST.test(v) ? `https://${v}` : v;
}

/** JSON Schema formats whose text is an address. */
export const URL_FORMATS = new Set(['uri', 'uri-reference', 'url']);
