/**
 * The public origin of a request (scheme://host[:port]), for every absolute URL the server
 * writes: canonical and og:url, robots.txt and the sitemap, the runtime config, the token
 * issuer. The request's Host and X-Forwarded-* headers are set by whoever sends the request,
 * so they count only behind a trusted reverse proxy (TRUST_PROXY); otherwise the configured
 * SITE_URL, or the address the server listens on.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config.ts';

/** host, host:port, [v6]:port; nothing that could carry a path or markup. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstValue(header: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  return raw?.split(',')[0]?.trim() || undefined;
}

/** The origin used when no trusted header says otherwise. */
export function configuredOrigin(config: Pick<ServerConfig, 'siteUrl' | 'host' | 'port'>): string {
  if (config.siteUrl) return config.siteUrl;
  const wildcard = !config.host || config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

export function publicOrigin(req: IncomingMessage, config: Pick<ServerConfig, 'siteUrl' | 'host' | 'port' | 'trustProxy'>): string {
  const fallback = configuredOrigin(config);
  if (!config.trustProxy) return fallback;
  const host = firstValue(req.headers['x-forwarded-host']) ?? firstValue(req.headers.host);
  if (!host || !HOST.test(host)) return fallback;
  const proto = firstValue(req.headers['x-forwarded-proto'])?.toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : new URL(fallback).protocol.slice(0, -1);
  return `${scheme}://${host.toLowerCase()}`;
}
