/**
 * Where an e-mail link may send the browser: as GoTrue's allow list, only to URLs under the
 * site's own origin (SITE_URL, never a request header); anything else, or nothing, falls back
 * to the site itself.
 */
import type { PlatformConfig } from '../config.ts';
import { publicOrigin } from '../http/public-origin.ts';

export function allowedRedirect(config: PlatformConfig, requested: string | null | undefined): string {
  const site = publicOrigin(config);
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
