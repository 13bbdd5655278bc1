/**
 * What the app's parts share: the platform's context with the whole configuration, the
 * content version the page caches key on, and the mailer.
 */
import type { ServerConfig } from './config.ts';
import type { PlatformContext } from './platform/context.ts';
import type { ContentVersion } from './app/seo/content-version.ts';
import type { Mailer } from './app/mail/mailer.ts';
import type { SmtpSettingsStore } from './app/mail/smtp-settings.ts';
import type { SmtpRouteSource } from './app/mail/smtp-route.ts';
import type { VisitCounter } from './app/visits/visit-counter.ts';

export interface ServerContext extends PlatformContext {
  config: ServerConfig;
  /** Changes whenever public content or settings change (for page caches). */
  contentVersion: ContentVersion;
  /** Outgoing e-mail: `ctx.mail.queue(message)` never throws and never blocks. */
  mail: Mailer;
  /** SMTP saved from the admin (password sealed), and the route in use now (environment first). */
  smtp: { settings: SmtpSettingsStore; route: SmtpRouteSource };
  /** Page views of the public site, counted without cookies (app/visits). */
  visits: VisitCounter;
}
