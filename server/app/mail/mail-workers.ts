/**
 * The e-mails the server sends on database events: lead notifications and newsletter
 * confirmations. Started once the server listens (the links need its address) and after
 * the first-start seed (whose rows announce nothing).
 */
import type { ServerContext } from '../../context.ts';
import { startLeadNotifier } from './lead-notifier.ts';
import { startNewsletterConfirmer } from './newsletter-confirmer.ts';

export async function startMailWorkers(ctx: ServerContext, localUrl: string): Promise<{ close(): Promise<void> }> {
  const siteUrl = () => ctx.config.siteUrl ?? localUrl;
  const leads = await startLeadNotifier({ db: ctx.db.admin, mail: ctx.mail, siteUrl, intervalMs: ctx.config.mail.leadNotifyIntervalSeconds * 1000, log: ctx.log });
  const newsletter = await startNewsletterConfirmer({ db: ctx.db.admin, mail: ctx.mail, siteUrl, log: ctx.log });
  return {
    async close() {
      await leads.close();
      await newsletter.close();
    },
  };
}
