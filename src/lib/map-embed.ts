/**
 * The map on the contact page comes from site_settings.map_embed_code, pasted by staff. Only
 * an iframe from a known map provider is accepted (product decision 6): we take its src, check
 * the host and path, and render our own iframe with that URL, never the pasted markup.
 */
const PROVIDERS: { host: RegExp; path: RegExp; name: string }[] = [
  { host: /^(www\.)?google\.(com|com\.tr|[a-z]{2})$/, path: /^\/maps(\/embed)?/, name: 'Google Haritalar' },
  { host: /^maps\.google\.(com|com\.tr|[a-z]{2})$/, path: /^\//, name: 'Google Haritalar' },
  { host: /^(www\.)?openstreetmap\.org$/, path: /^\/export\/embed\.html/, name: 'OpenStreetMap' },
  { host: /^yandex\.(com|com\.tr|ru)$/, path: /^\/map-widget\//, name: 'Yandex Haritalar' },
  { host: /^(www\.)?bing\.com$/, path: /^\/maps\/embed/, name: 'Bing Haritalar' },
];

/** The embeddable map URL from pasted iframe code (or a bare URL), or null when not allowed. */
export function safeMapEmbedUrl(code: string | null | undefined): string | null {
  if (!code) return null;
  const trimmed = code.trim();
  const src = /^<iframe\b/i.test(trimmed) ? /\bsrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(trimmed) : null;
  const raw = src ? (src[2] ?? src[3] ?? '') : trimmed;
  let url: URL;
  try {
    url = new URL(raw.replace(/&amp;/g, '&'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const ok = PROVIDERS.some((p) => p.host.test(url.hostname) && p.path.test(url.pathname));
  return ok ? url.toString() : null;
}

/** Who serves an embed URL (one safeMapEmbedUrl gave), as the map's placeholder names it. */
export function mapProviderName(embedUrl: string): string {
  const url = new URL(embedUrl);
  return PROVIDERS.find((p) => p.host.test(url.hostname) && p.path.test(url.pathname))?.name ?? url.hostname;
}

/** A Google Maps embed for coordinates, the fallback when no embed code is set. */
export function coordinatesMapUrl(lat: number, lng: number, zoom: number): string {
  return `https://maps.google.com/maps?q=${lat},${lng}&z=${zoom}&output=embed`;
}

/**
 * The map to open in a new tab (the placeholder's link): the place by its coordinates, or by the
 * address when there are none.
 */
export function openMapUrl(address: string, lat?: number | null, lng?: number | null): string {
  const query = lat != null && lng != null ? `${lat},${lng}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
