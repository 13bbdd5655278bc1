/**
 * An embedded server with SITE_URL talks to browsers at SITE_URL only (links, tokens, the API
 * URL of the runtime config); the admin opened at another address of the same server would
 * call SITE_URL from a page the CSP allows only its own origin, and every sign-in would fail
 * with a console error. It says so instead, with a link to the right address.
 */
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';

export class WrongAdminOriginError extends Error {
  constructor(readonly siteUrl: string) {
    super(`Bu yönetim paneli ${siteUrl} adresinden açılmalı.`);
  }
}

export async function checkAdminOrigin(): Promise<void> {
  const config = await loadRuntimeConfig();
  // A hosted build (no siteUrl) talks to its Supabase project by design; without SITE_URL the
  // API is wherever the admin was opened (runtime-config.ts).
  if (!config.siteUrl || config.supabaseUrl !== config.siteUrl) return;
  if (new URL(config.siteUrl).origin !== window.location.origin) throw new WrongAdminOriginError(new URL(config.siteUrl).origin);
}
