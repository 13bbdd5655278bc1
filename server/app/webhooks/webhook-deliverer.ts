/**
 * The webhook deliverer every server runs: woken by the database's notification
 * `webhook_queued` (sent at the commit of a change that queued a delivery) and by its own
 * clock (retries, claims other servers left), it claims due deliveries (webhook-queue.ts),
 * calls the endpoint signed (webhook-signature.ts) in its format (webhook-body.ts), and records
 * the answer: 2xx delivered; anything else retried after WEBHOOK_RETRY_DELAYS_MS, then
 * failed; a target that may never be called (private address) failed at once. At each poll it
 * also asks the database to announce content whose publication time has come.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type pg from 'pg';
import { listen, type Listener } from '../../platform/db/listen.ts';
import { errorText, repeatJob } from '../../platform/repeating-job.ts';
import type { WebhookConfig } from '../../config.ts';
import { webhookBody } from './webhook-body.ts';
import { postWebhook, type PostResult } from './webhook-post.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from './webhook-signature.ts';
import { databaseWebhookQueue, type ClaimedDelivery, type DeliveryOutcome } from './webhook-queue.ts';

/** Calls in flight at once per server. */
const CONCURRENCY = 4;
/** Never wait less than this before looking again (another server may be mid-claim). */
const MIN_WAKE_MS = 100;
/** How often the log's retention (WEBHOOK_LOG_DAYS) runs; every server may, a second finds nothing. */
const PRUNE_INTERVAL_MS = 3_600_000;

export interface WebhookDelivererOptions {
  db: pg.Pool;
  config: WebhookConfig;
  /** The site's public origin, for the links in Slack and Teams messages. */
  siteUrl?: string;
  log: (message: string) => void;
}

export interface WebhookDeliverer {
  /** Looks for due deliveries now. */
  deliverSoon(): void;
  /** One run of the scheduled go-lives' announcement (content.published); how many it sent. */
  announceDuePublications(): Promise<number>;
  close(): Promise<void>;
}

function outcomeOf(result: PostResult, attempts: number, delays: number[]): DeliveryOutcome {
  if (result.kind === 'refused') return { status: 'failed', statusCode: null, response: result.reason };
  const statusCode = result.kind === 'answered' ? result.status : null;
  const response = result.kind === 'answered' ? result.excerpt : result.reason;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return { status: 'delivered', statusCode, response };
  const wait = delays[attempts - 1];
  return wait === undefined ? { status: 'failed', statusCode, response } : { status: 'pending', statusCode, response, retryInMs: wait };
}

/** Queues content.published for rows whose publication time has come (19_webhooks.sql). */
async function announceDuePublications(db: pg.Pool): Promise<number> {
  return (await db.query<{ n: number }>('select private.announce_due_publications() as n')).rows[0]!.n;
}

export async function startWebhookDeliverer(opts: WebhookDelivererOptions): Promise<WebhookDeliverer> {
  const queue = databaseWebhookQueue(opts.db);
  const owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = opts.config.claimLeaseSeconds * 1000;
  const pollMs = opts.config.pollSeconds * 1000;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function attempt(d: ClaimedDelivery): Promise<void> {
    let result: PostResult;
    if (!d.url || !d.enabled) result = { kind: 'refused', reason: 'Webhook kapalı ya da silinmiş.' };
    else if (!d.secret) result = { kind: 'refused', reason: 'Webhook\'un gizli anahtarı yok.' };
    else {
      const body = webhookBody(d.format, d, opts.siteUrl);
      const timestamp = Math.floor(Date.now() / 1000);
      result = await postWebhook(d.url, body, {
        allowPrivate: opts.config.allowPrivateHosts,
        timeoutMs: opts.config.timeoutSeconds * 1000,
        headers: {
          'User-Agent': 'Ajans-Webhooks/1.0',
          'X-Ajans-Event': d.event,
          'X-Ajans-Delivery': d.id,
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: webhookSignature(d.secret, timestamp, body),
        },
      });
    }
    const outcome = outcomeOf(result, d.attempts, opts.config.retryDelaysMs);
    if (outcome.status === 'failed') opts.log(`Webhook gönderilemedi (${d.attempts} deneme, ${d.event}): ${outcome.response.slice(0, 200)}`);
    await queue.finish(owner, d.id, outcome);
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (closed) return;
      const d = await queue.claimDue(owner, leaseMs);
      if (!d) return;
      await attempt(d);
    }
  }

  function wakeAt(at: number): void {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(pump, Math.max(MIN_WAKE_MS, at - Date.now()));
    timer.unref?.();
  }

  /** One round at a time; a wake-up during a round makes another round follow it. */
  function pump(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await Promise.all(Array.from({ length: CONCURRENCY }, drain));
        } while (again && !closed);
        wakeAt(Math.min((await queue.nextWake()) ?? Infinity, Date.now() + pollMs));
      } catch (err) {
        // The database is away: look again at the next poll.
        opts.log(`Webhook kuyruğu: ${err instanceof Error ? err.message : String(err)}`);
        wakeAt(Date.now() + pollMs);
      } finally {
        running = undefined;
      }
    })();
  }

  const listener: Listener = await listen(opts.db, 'webhook_queued', { onNotify: pump, onSubscribed: pump }, opts.log, 'Webhooks');
  const retention = repeatJob({
    intervalMs: PRUNE_INTERVAL_MS,
    run: () => queue.pruneFinished(opts.config.logDays),
    onError: (err) => opts.log(`Webhook gönderim kaydı saklama süresi uygulanamadı: ${errorText(err)}`),
  });

  // Content whose publication time came (with no write to queue its event) is announced at the
  // poll; the database records each announcement, so every server may run it.
  const publications = repeatJob({
    intervalMs: pollMs,
    run: () => announceDuePublications(opts.db),
    onError: (err) => opts.log(`Zamanı gelen yayınlar bildirilemedi: ${errorText(err)}`),
  });

  return {
    deliverSoon: pump,
    announceDuePublications: () => announceDuePublications(opts.db),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await listener.close();
      await retention.close();
      await publications.close();
      await running;
    },
  };
}
