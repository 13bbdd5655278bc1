/**
 * The e-mails the server sends on database events: lead notifications and newsletter
 * confirmations, composed by the Edge Functions lead-notify and newsletter-confirm, which these
 * workers call when the database announces work. Started once the server listens (the calls go
 * to its own /functions/v1) and after the first-start seed (whose rows announce nothing).
 */
import type { ServerContext } from '../../context.ts';
import { startLeadNotifier } from './lead-notifier.ts';
import { startNewsletterConfirmer } from './newsletter-confirmer.ts';
import { mailFunctionCaller } from './mail-function-call.ts';

export async function startMailWorkers(ctx: ServerContext): Promise<{ close(): Promise<void> }> {
  const call = mailFunctionCaller(ctx);
  const leads = await startLeadNotifier({ db: ctx.db.admin, mail: ctx.mail, call, intervalMs: ctx.config.mail.leadNotifyIntervalSeconds * 1000, log: ctx.log });
  const newsletter = await startNewsletterConfirmer({ db: ctx.db.admin, mail: ctx.mail, call, log: ctx.log });
  return {
    async close() {
      await leads.close();
      await newsletter.close();
    },
  };
}
