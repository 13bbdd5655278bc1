/**
 * Sends the double opt-in e-mail for each pending newsletter sign-up that has no
 * confirmation token yet (database notification `newsletter_confirmation_needed`, and a
 * sweep after every (re)subscription to catch notifications sent while nobody listened).
 * It claims the row by setting the token hashes in one conditional update, so only one
 * server sends, and stores the e-mail with the raw tokens in the outbox in the same
 * transaction. The links are answered by the
 * database functions confirm_newsletter_subscription / unsubscribe_newsletter.
 */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Mailer } from './mailer.ts';
import { listen, type Listener } from '../../platform/db/listen.ts';
import { newsletterConfirmationMail, newsletterConfirmUrl, newsletterUnsubscribeUrl } from './templates/newsletter-confirmation.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface NewsletterConfirmerOptions {
  db: pg.Pool;
  mail: Mailer;
  siteUrl: () => string;
  log: (message: string) => void;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores and the link functions compare: SHA-256 of the token, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function startNewsletterConfirmer(opts: NewsletterConfirmerOptions): Promise<{ close(): Promise<void> }> {
  async function send(id: string): Promise<void> {
    const confirm = newToken();
    const unsubscribe = newToken();
    const client = await opts.db.connect();
    try {
      await client.query('begin');
      // Claim: only a pending row still without a token, within its 48 hours. Only hashes are
      // stored, so each e-mail carries a new unsubscribe token (an earlier one stops working).
      // The e-mail is stored in the outbox in the same transaction: a token is set exactly
      // when its e-mail exists (the pruning of expired sign-ups relies on it), and of several
      // servers the one whose claim commits sends.
      const { rows } = await client.query<{ email: string; site_name: string | null }>(
        `with claimed as (
           update public.newsletter_subscribers
              set confirm_token_hash = $2, unsubscribe_token_hash = $3
            where id = $1 and status = 'pending' and confirm_token_hash is null
              and consented_at > now() - interval '48 hours'
            returning email
         )
         select c.email, (select site_name from public.site_settings limit 1) as site_name from claimed c`,
        [id, tokenHash(confirm), tokenHash(unsubscribe)],
      );
      const row = rows[0];
      if (row) {
        const site = opts.siteUrl();
        const mail = newsletterConfirmationMail(row.email, row.site_name?.trim() || 'Ajans', newsletterConfirmUrl(site, confirm), newsletterUnsubscribeUrl(site, unsubscribe));
        await opts.mail.queueInTransaction(client, mail);
      }
      await client.query('commit');
      if (row) opts.mail.sendSoon();
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  function handle(id: string): void {
    send(id).catch((err: unknown) => opts.log(`Bülten onay e-postası hazırlanamadı: ${(err as Error).message}`));
  }

  async function sweep(): Promise<void> {
    const { rows } = await opts.db.query<{ id: string }>(
      `select id::text from public.newsletter_subscribers
        where status = 'pending' and confirm_token_hash is null and consented_at > now() - interval '48 hours'
        order by consented_at limit 500`,
    );
    for (const r of rows) handle(r.id);
  }

  const listener: Listener = await listen(
    opts.db,
    'newsletter_confirmation_needed',
    {
      onNotify(payload) {
        if (UUID.test(payload)) handle(payload);
      },
      onSubscribed() {
        sweep().catch((err: unknown) => opts.log(`Bülten onay e-postaları taranamadı: ${(err as Error).message}`));
      },
    },
    opts.log,
    'Newsletter confirmations',
  );
  return { close: () => listener.close() };
}
