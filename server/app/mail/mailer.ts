/**
 * The mailer: `queue()` stores a message in the outbox and returns at once; a single worker
 * sends queued messages one after another and retries failures with backoff (1 s, 5 s, 30 s,
 * 2 min, 10 min by default), then marks them failed with the last error. Nothing here ever
 * throws into, or waits inside, the request that asked for the e-mail.
 */
import { randomBytes } from 'node:crypto';
import type { MailMessage, OutboxEntry } from './message.ts';
import { openOutboxStore, type OutboxStore } from './outbox-store.ts';
import { noteOutboxOnly, sendOverSmtp } from './transport.ts';
import type { SmtpRouteSource } from './smtp-route.ts';

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

export interface MailerConfig {
  dataDir: string;
  /**
   * The SMTP server to use, asked before every attempt (the environment's SMTP_URL or the
   * admin's settings, read from the database, so every server follows a change at once);
   * none: messages stay in the outbox (mail catcher).
   */
  smtp: SmtpRouteSource;
  /** Waits between attempts; after the last one the message is failed. */
  retryDelaysMs?: number[];
  log: (message: string) => void;
}

export interface Mailer {
  /** `smtp` when an SMTP server is set (environment or admin), else `outbox`. */
  delivery(): Promise<'smtp' | 'outbox'>;
  /** Stores the message and sends it in the background. Never throws, never blocks. */
  queue(message: MailMessage): void;
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
  /** Resolves once everything queued so far was stored and every due attempt was made. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

let sequence = 0;
function newId(): string {
  // Time first so that names sort by creation; the counter keeps one millisecond in order.
  const seq = (sequence++ % 1296).toString(36).padStart(2, '0');
  return `${Date.now().toString(36).padStart(9, '0')}${seq}-${randomBytes(4).toString('hex')}`;
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

export async function createMailer(config: MailerConfig): Promise<Mailer> {
  const store: OutboxStore = await openOutboxStore(config.dataDir);
  // What the last attempt found, for messages queued before the next one (their listing).
  let lastKind: 'smtp' | 'outbox' = (await config.smtp().catch(() => undefined)) ? 'smtp' : 'outbox';
  const delays = config.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pending = new Map<string, OutboxEntry>();
  const forgotten = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  // Messages still queued when the server stopped are tried again at once (a restart often
  // follows corrected SMTP settings); their attempt count carries on.
  const restartedAt = new Date().toISOString();
  for (const entry of await store.all()) if (entry.status === 'queued') pending.set(entry.id, { ...entry, nextAttemptAt: restartedAt });

  /** Runs one step after the previous ones; a failing step is logged, never rethrown. */
  function serially(step: () => Promise<void>): void {
    chain = chain.then(step).catch((err: unknown) => config.log(`Mail outbox: ${errorText(err)}`));
  }

  async function attempt(entry: OutboxEntry): Promise<void> {
    entry.attempts += 1;
    try {
      const route = await config.smtp();
      entry.delivery = lastKind = route ? 'smtp' : 'outbox';
      if (route) await sendOverSmtp(route, entry.message, entry.id);
      else noteOutboxOnly(entry.message, entry.id, store.dir, config.log);
      entry.status = 'sent';
      entry.sentAt = new Date().toISOString();
      delete entry.nextAttemptAt;
      delete entry.lastError;
      pending.delete(entry.id);
    } catch (err) {
      entry.lastError = errorText(err);
      const wait = delays[entry.attempts - 1];
      if (wait === undefined) {
        entry.status = 'failed';
        delete entry.nextAttemptAt;
        pending.delete(entry.id);
        config.log(`E-posta gönderilemedi (${entry.attempts} deneme): ${entry.message.to} · ${entry.message.subject}: ${entry.lastError}`);
      } else {
        entry.nextAttemptAt = new Date(Date.now() + wait).toISOString();
      }
    }
    // Forgotten (personal-data deletion) while it was being sent: it stays gone.
    if (forgotten.has(entry.id)) return;
    await store.save(entry);
  }

  function schedule(): void {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    let next = Infinity;
    for (const e of pending.values()) next = Math.min(next, Date.parse(e.nextAttemptAt ?? '') || 0);
    if (next === Infinity) return;
    timer = setTimeout(() => serially(pump), Math.max(0, next - Date.now()));
    timer.unref?.();
  }

  async function pump(): Promise<void> {
    if (closed) return;
    const now = Date.now();
    const due = [...pending.values()].filter((e) => (Date.parse(e.nextAttemptAt ?? '') || 0) <= now).sort((a, b) => a.id.localeCompare(b.id));
    for (const entry of due) {
      if (closed) return;
      await attempt(entry);
    }
    schedule();
  }

  if (pending.size) serially(pump);

  function queue(message: MailMessage): void {
    try {
      if (closed) throw new Error('the mailer is closed');
      const now = new Date().toISOString();
      const entry: OutboxEntry = { id: newId(), createdAt: now, message: { ...message }, delivery: lastKind, status: 'queued', attempts: 0, nextAttemptAt: now };
      pending.set(entry.id, entry);
      serially(() => store.save(entry));
      serially(pump);
    } catch (err) {
      config.log(`E-posta kuyruğa alınamadı (${message?.to} · ${message?.subject}): ${errorText(err)}`);
    }
  }

  async function list(): Promise<OutboxEntry[]> {
    const stored = (await store.all()).filter((e) => !pending.has(e.id));
    return [...stored, ...[...pending.values()].map((e) => ({ ...e }))].sort((a, b) => b.id.localeCompare(a.id));
  }

  async function about(address: string): Promise<OutboxEntry[]> {
    return (await list()).filter((e) => mentions(e, address));
  }

  return {
    async delivery() {
      return (await config.smtp()) ? 'smtp' : 'outbox';
    },
    queue,
    queueWhenMade(making) {
      serially(async () => {
        const message = await making;
        if (message) queue(message);
      });
    },
    // Queued messages are read from memory: the newest state, even before it reached the disk.
    list,
    about,
    forget(address) {
      // In the chain, so no save of a message already being sent can bring its file back.
      return new Promise<number>((resolve, reject) => {
        chain = chain.then(async () => {
          try {
            const gone = await about(address);
            for (const e of gone) {
              forgotten.add(e.id);
              pending.delete(e.id);
              await store.remove(e.id);
            }
            resolve(gone.length);
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      });
    },
    async get(id) {
      const queued = pending.get(id);
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
