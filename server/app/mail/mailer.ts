/**
 * The mailer: `queue()` stores a message in the outbox (the database table every server
 * shares, outbox-store.ts) and returns at once; each server sends due messages one after
 * another, claiming each so that exactly one server sends it, and retries failures with
 * backoff (1 s, 5 s, 30 s, 2 min, 10 min by default), then marks them failed with the last
 * error. A server also looks at the outbox every MAIL_POLL_SECONDS for messages another
 * server left (its retries, or a claim whose lease ran out because that server died).
 * Nothing here ever throws into, or waits inside, the request that asked for the e-mail.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type pg from 'pg';
import type { MailMessage, OutboxEntry } from './message.ts';
import { newOutboxId } from '../../../supabase/functions/_shared/mail/outbox-id.ts';
import { databaseOutbox, insertEntry, type OutboxStore, type Queryable } from './outbox-store.ts';
import { importLegacyOutbox } from './legacy-outbox-import.ts';
import { noteOutboxOnly, sendOverSmtp } from './transport.ts';
import type { SmtpRouteSource } from './smtp-route.ts';

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

export interface MailerConfig {
  /** The owner connection: the outbox table is in `private`. */
  db: pg.Pool;
  /** Where an outbox from before (DATA_DIR/outbox/*.json) is imported from on start. */
  dataDir: string;
  /**
   * The SMTP server to use, asked before every attempt (the environment's SMTP_URL or the
   * admin's settings, read from the database, so every server follows a change at once);
   * none: messages stay in the outbox (mail catcher).
   */
  smtp: SmtpRouteSource;
  /** Waits between attempts; after the last one the message is failed. */
  retryDelaysMs?: number[];
  /** How long a claim on a message being sent lasts (10 minutes by default). */
  claimLeaseMs?: number;
  /** How often the shared outbox is looked at for messages other servers left (30 s by default). */
  pollMs?: number;
  log: (message: string) => void;
}

export interface Mailer {
  /** `smtp` when an SMTP server is set (environment or admin), else `outbox`. */
  delivery(): Promise<'smtp' | 'outbox'>;
  /** Stores the message and sends it in the background. Never throws, never blocks. */
  queue(message: MailMessage): void;
  /**
   * Stores the message with `client`, inside the caller's transaction, so the message exists
   * exactly when the caller's change does (a claimed sign-up, a taken batch of leads). Throws
   * as any query does. Call `sendSoon()` after the commit.
   */
  queueInTransaction(client: Queryable, message: MailMessage): Promise<void>;
  /** Looks for due messages now (after queueInTransaction's commit). */
  sendSoon(): void;
  /**
   * Makes every queued message due now and sends them (the SMTP settings were just saved);
   * resolves once they are due. Never throws (a failure is logged).
   */
  retryNow(): Promise<void>;
  /**
   * Queues the message `making` resolves to (none: nothing is sent) once it has; for work the
   * caller must not wait for, such as a recovery link, whose cost would tell that an address
   * is known. `idle()` waits for it too. Never throws.
   */
  queueWhenMade(making: Promise<MailMessage | undefined>): void;
  /** Every message in the outbox with its status, newest first. */
  list(): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
  /** Messages to or about an address (recipient, reply-to, or named in the text): a personal-data export. */
  about(address: string): Promise<OutboxEntry[]>;
  /** Removes those messages (queued ones are not sent); resolves with how many. */
  forget(address: string): Promise<number>;
  /** Resolves once everything queued here so far was stored and every due attempt was made. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}

/** Whether the message is to or about the address: recipient, reply-to, or named in its text or HTML. */
function mentions(entry: OutboxEntry, address: string): boolean {
  const escaped = address.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The whole address only: a@ajans.com is not named inside aa@ajans.com or a@ajans.com.tr.
  const whole = new RegExp(`(^|[^a-z0-9._%+-])${escaped}(?![a-z0-9-]|\\.[a-z0-9])`, 'i');
  const m = entry.message;
  return [m.to, m.replyTo ?? '', m.subject, m.text, m.html ?? ''].some((v) => whole.test(v));
}

/** Never wait less than this before looking again (another server may be mid-claim). */
const MIN_WAKE_MS = 100;

export async function createMailer(config: MailerConfig): Promise<Mailer> {
  const store: OutboxStore = databaseOutbox(config.db);
  await importLegacyOutbox(config.db, config.dataDir, config.log);
  // What the last attempt found, for messages queued before the next one (their listing).
  let lastKind: 'smtp' | 'outbox' = (await config.smtp().catch(() => undefined)) ? 'smtp' : 'outbox';
  const delays = config.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const leaseMs = config.claimLeaseMs ?? 600_000;
  const pollMs = config.pollMs ?? 30_000;
  /** This process, in claims: unique even for two servers on one machine. */
  const owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  /** Messages queued here whose row is not written yet: listed already. */
  const unsaved = new Map<string, OutboxEntry>();
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  // Messages still queued when the server stopped keep their time: a start does not make them
  // due (with several servers, each start would spend an attempt). Saving the SMTP settings
  // does (retryNow).

  /** Runs one step after the previous ones; a failing step is logged, never rethrown. */
  function serially(step: () => Promise<void>): void {
    chain = chain.then(step).catch((err: unknown) => config.log(`Mail outbox: ${errorText(err)}`));
  }

  /** One attempt at a message this server claimed (its attempt is counted by the claim). */
  async function attempt(entry: OutboxEntry): Promise<void> {
    let retryInMs: number | undefined;
    try {
      const route = await config.smtp();
      entry.delivery = lastKind = route ? 'smtp' : 'outbox';
      if (route) await sendOverSmtp(route, entry.message, entry.id);
      else noteOutboxOnly(entry.message, entry.id, config.log);
      entry.status = 'sent';
      entry.sentAt = new Date().toISOString();
      delete entry.nextAttemptAt;
      delete entry.lastError;
    } catch (err) {
      entry.lastError = errorText(err);
      const wait = delays[entry.attempts - 1];
      if (wait === undefined) {
        entry.status = 'failed';
        delete entry.nextAttemptAt;
        config.log(`E-posta gönderilemedi (${entry.attempts} deneme): ${entry.message.to} · ${entry.message.subject}: ${entry.lastError}`);
      } else {
        retryInMs = wait;
      }
    }
    // Forgotten (personal-data deletion) while it was being sent: no row, it stays gone.
    await store.finish(owner, entry, retryInMs);
  }

  function wakeAt(at: number): void {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => serially(pump), Math.max(MIN_WAKE_MS, at - Date.now()));
    timer.unref?.();
  }

  async function pump(): Promise<void> {
    if (closed) return;
    try {
      for (;;) {
        if (closed) return;
        const entry = await store.claimDue(owner, leaseMs);
        if (!entry) break;
        await attempt(entry);
      }
      wakeAt(Math.min((await store.nextWake()) ?? Infinity, Date.now() + pollMs));
    } catch (err) {
      // The database is away: look again at the next poll.
      wakeAt(Date.now() + pollMs);
      throw err;
    }
  }

  serially(pump);

  function newEntry(message: MailMessage): OutboxEntry {
    const now = new Date().toISOString();
    return { id: newOutboxId(), createdAt: now, message: { ...message }, delivery: lastKind, status: 'queued', attempts: 0, nextAttemptAt: now };
  }

  function queue(message: MailMessage): void {
    try {
      if (closed) throw new Error('the mailer is closed');
      const entry = newEntry(message);
      unsaved.set(entry.id, entry);
      serially(async () => {
        try {
          await insertEntry(config.db, entry);
        } catch (err) {
          config.log(`E-posta kuyruğa alınamadı (${message.to} · ${message.subject}): ${errorText(err)}`);
        } finally {
          unsaved.delete(entry.id);
        }
      });
      serially(pump);
    } catch (err) {
      config.log(`E-posta kuyruğa alınamadı (${message?.to} · ${message?.subject}): ${errorText(err)}`);
    }
  }

  async function list(): Promise<OutboxEntry[]> {
    const stored = await store.all();
    const ids = new Set(stored.map((e) => e.id));
    return [...stored, ...[...unsaved.values()].filter((e) => !ids.has(e.id)).map((e) => ({ ...e }))].sort((a, b) => b.id.localeCompare(a.id));
  }

  async function about(address: string): Promise<OutboxEntry[]> {
    const needle = address.trim();
    const stored = await store.containing(needle);
    const ids = new Set(stored.map((e) => e.id));
    const waiting = [...unsaved.values()].filter((e) => !ids.has(e.id)).map((e) => ({ ...e }));
    return [...stored, ...waiting].filter((e) => mentions(e, needle)).sort((a, b) => b.id.localeCompare(a.id));
  }

  return {
    async delivery() {
      return (await config.smtp()) ? 'smtp' : 'outbox';
    },
    queue,
    async queueInTransaction(client, message) {
      await insertEntry(client, newEntry(message));
    },
    sendSoon() {
      if (!closed) serially(pump);
    },
    retryNow() {
      if (closed) return Promise.resolve();
      serially(() => store.retryNow());
      const updated = chain;
      serially(pump);
      return updated;
    },
    queueWhenMade(making) {
      serially(async () => {
        const message = await making;
        if (message) queue(message);
      });
    },
    list,
    about,
    forget(address) {
      // In the chain, after the rows of messages queued before it were written.
      return new Promise<number>((resolve, reject) => {
        chain = chain.then(async () => {
          try {
            const gone = await about(address);
            await store.remove(gone.map((e) => e.id));
            resolve(gone.length);
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      });
    },
    async get(id) {
      const queued = unsaved.get(id);
      return queued ? { ...queued } : store.load(id);
    },
    // Steps may add steps (queueWhenMade queues): wait until the chain stops growing.
    async idle() {
      let seen: Promise<void>;
      do {
        seen = chain;
        await seen;
      } while (seen !== chain);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await chain;
    },
  };
}
