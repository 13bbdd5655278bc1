/**
 * The public origin of the site (scheme://host[:port]), for every absolute URL the server
 * writes: e-mail links, invitations, canonical and og:url, robots.txt and the sitemap, the
 * runtime config, the token issuer. Always the operator's setting, never a request header:
 * Host and X-Forwarded-Host are written by whoever sends the request (a recovery link pointed
 * at their host hands them the account), and behind a proxy Host is the internal address.
 * SITE_URL, or without it (only allowed with no TRUST_PROXY) the address the server listens on.
 */
import type { PlatformConfig } from '../config.ts';

export function publicOrigin(config: Pick<PlatformConfig, 'siteUrl' | 'host' | 'port'>): string {
  if (config.siteUrl) return config.siteUrl;
  const wildcard = !config.host || config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/**
 * The API URL the browser is told (runtime config, a page's inline config and image URLs):
 * SITE_URL, or without it '' — the page's own origin, so the site and the admin work at every
 * address the server answers on (127.0.0.1, localhost, a LAN name) without trusting Host.
 */
export function browserApiUrl(config: Pick<PlatformConfig, 'siteUrl'>): string {
  return config.siteUrl ?? '';
}
