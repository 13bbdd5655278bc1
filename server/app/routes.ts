/**
 * What the app answers on the platform's front door: its own administrator APIs (the mail
 * outbox, backups), its Edge Functions, and every other path: the public client config, the
 * rendered pages and the built SPA, under the app's header policy.
 */
import type { ServerContext } from '../context.ts';
import type { ServiceMount } from '../platform/http/front-door.ts';
import type { RouteHandler } from '../platform/http/route.ts';
import type { EdgeFunction } from '../platform/functions/handler.ts';
import { sendJson } from '../platform/http/respond.ts';
import { browserApiUrl, publicOrigin } from '../platform/http/public-origin.ts';
import { applySecurityHeaders } from './http/security-headers.ts';
import { createOutboxHandler } from './mail/outbox-routes.ts';
import { createBackupHandler } from './backup/backup-routes.ts';
import { createSeoHandler } from './seo/handler.ts';
import { createStaticHandler } from './static/handler.ts';
import { smtpSettings } from './functions/smtp-settings.ts';
import { smtpTest } from './functions/smtp-test.ts';

/**
 * /functions/v1/<name> served in this process, with the same names and contracts as on a hosted
 * project. The rest (staff-invite, staff-name) are Deno files under supabase/functions, the same files a
 * hosted project deploys.
 */
export const APP_FUNCTIONS: Readonly<Record<string, EdgeFunction<ServerContext>>> = {
  'smtp-settings': smtpSettings,
  'smtp-test': smtpTest,
};

/**
 * What the Deno-run functions get beside Supabase's own variables (`supabase secrets set` on a
 * hosted project): the site's public address, for links such as the invitation's landing page,
 * and the lead e-mail interval (lead-notify).
 */
export function appFunctionSecrets(ctx: ServerContext): Record<string, string> {
  return { SITE_URL: publicOrigin(ctx.config), LEAD_NOTIFY_INTERVAL: String(ctx.config.mail.leadNotifyIntervalSeconds) };
}

/** The app's administrator APIs; they answer errors as Supabase Auth does. */
export function appServices(ctx: ServerContext): ServiceMount[] {
  return [
    { prefix: '/mail/v1', handler: createOutboxHandler(ctx), errorShape: 'auth' },
    { prefix: '/backup/v1', handler: createBackupHandler(ctx), errorShape: 'auth' },
  ];
}

/** Every path no service answers. */
export function appPages(ctx: ServerContext): RouteHandler {
  const spa = createSeoHandler(ctx, createStaticHandler(ctx));
  return async (req, res, url, path) => {
    applySecurityHeaders(res, path);
    if (path === '/runtime-config.json') {
      // What the browser needs to reach this server: the public URL and the anon key, and the
      // site's address for the admin's settings screen. Never the service-role key.
      sendJson(res, 200, { supabaseUrl: browserApiUrl(ctx.config), supabaseAnonKey: ctx.anonKey, siteUrl: publicOrigin(ctx.config) }, { 'Cache-Control': 'no-cache' });
      return;
    }
    await spa(req, res, url, path);
  };
}
