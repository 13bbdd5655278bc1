/**
 * Where an e-mail link may send the browser: as GoTrue's allow list, only to URLs under the
 * site's own origin (SITE_URL, or the public origin behind a trusted proxy); anything else,
 * or nothing, falls back to the site itself.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config.ts';
import { publicOrigin } from '../http/public-origin.ts';

export function allowedRedirect(req: IncomingMessage, config: ServerConfig, requested: string | null | undefined): string {
  const site = publicOrigin(req, config);
  if (requested) {
    try {
      const url = new URL(requested);
      if (url.origin === site && !url.username && !url.password) return url.toString();
    } catch {
      // Not a URL: the site instead.
    }
  }
  return `${site}/`;
}
