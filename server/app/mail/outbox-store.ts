/**
 * The outbox in the database (`private.mail_outbox`, migration 20261128200000): every server
 * over the database reads and sends the same messages. A server takes a due message by
 * claiming it (`FOR UPDATE SKIP LOCKED`, its name and a lease), so exactly one server sends
 * it; a claim whose lease ran out (the server died while sending) may be taken by another.
 * Messages carry live reset and invitation links: the table is in `private`, with RLS on and
 * no rights for the API roles.
 */
import type pg from 'pg';
import type { MailMessage, OutboxEntry, OutboxStatus } from './message.ts';

const ID = /^[0-9a-z]+-[0-9a-f]+$/;

export function isOutboxId(id: string): boolean {
  return ID.test(id);
}

/** Anything that runs a query: the pool, or a client inside a caller's transaction. */
export type Queryable = Pick<pg.PoolClient, 'query'>;

interface Row {
  id: string;
  created_at: string;
  message: MailMessage;
  delivery: 'smtp' | 'outbox';
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
}

/** Times as the entries always had them: ISO 8601 in UTC with milliseconds. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;
const COLUMNS = `id, ${iso('created_at')}, message, delivery, status, attempts, last_error, ${iso('next_attempt_at')}, ${iso('sent_at')}`;

function entryOf(r: Row): OutboxEntry {
  const e: OutboxEntry = { id: r.id, createdAt: r.created_at, message: r.message, delivery: r.delivery, status: r.status, attempts: r.attempts };
  if (r.last_error !== null) e.lastError = r.last_error;
  if (r.next_attempt_at !== null) e.nextAttemptAt = r.next_attempt_at;
  if (r.sent_at !== null) e.sentAt = r.sent_at;
  return e;
}

/** Stores a new message (or one imported from an old outbox file: kept if already there). */
export async function insertEntry(db: Queryable, e: OutboxEntry): Promise<void> {
  await db.query(
    `insert into private.mail_outbox (id, created_at, message, delivery, status, attempts, last_error, next_attempt_at, sent_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (id) do nothing`,
    [e.id, e.createdAt, JSON.stringify(e.message), e.delivery, e.status, e.attempts, e.lastError ?? null, e.nextAttemptAt ?? null, e.sentAt ?? null],
  );
}

export interface OutboxStore {
  load(id: string): Promise<OutboxEntry | undefined>;
  /** Every message, newest first. */
  all(): Promise<OutboxEntry[]>;
  /** Messages whose text (any field) contains `needle`, case-insensitively: candidates for a personal-data request. */
  containing(needle: string): Promise<OutboxEntry[]>;
  /** Deletes the messages; a server sending one of them cannot bring it back (its result finds no row). */
  remove(ids: string[]): Promise<void>;
  /**
   * Claims the oldest due message for `owner` for `leaseMs`, counting the attempt; none when
   * nothing is due or every due message is claimed by another server.
   */
  claimDue(owner: string, leaseMs: number): Promise<OutboxEntry | undefined>;
  /**
   * Writes the attempt's result, if the claim is still this server's (and the message still
   * there). `retryInMs`: the next attempt is due that long after the database's now (the
   * clock claimDue compares with), none when the message is sent or failed.
   */
  finish(owner: string, e: OutboxEntry, retryInMs?: number): Promise<void>;
  /** When this server should look again: the next due attempt or the end of another's claim. */
  nextWake(): Promise<number | undefined>;
  /**
   * Queued messages not being sent become due now: after the SMTP settings were saved (they
   * may have been what failed). Not at a start: with several servers, every start would spend
   * an attempt of each message waiting for its retry.
   */
  retryNow(): Promise<void>;
}

export function databaseOutbox(db: pg.Pool): OutboxStore {
  return {
    async load(id) {
      if (!isOutboxId(id)) return undefined;
      const { rows } = await db.query<Row>(`select ${COLUMNS} from private.mail_outbox where id = $1`, [id]);
      return rows[0] && entryOf(rows[0]);
    },
    async all() {
      const { rows } = await db.query<Row>(`select ${COLUMNS} from private.mail_outbox order by id desc`);
      return rows.map(entryOf);
    },
    async containing(needle) {
      const { rows } = await db.query<Row>(`select ${COLUMNS} from private.mail_outbox where strpos(lower(message::text), lower($1)) > 0 order by id desc`, [needle]);
      return rows.map(entryOf);
    },
    async remove(ids) {
      if (ids.length) await db.query('delete from private.mail_outbox where id = any($1::text[])', [ids]);
    },
    async claimDue(owner, leaseMs) {
      const { rows } = await db.query<Row>(
        `update private.mail_outbox
            set claimed_by = $1, claimed_until = now() + make_interval(secs => $2 / 1000.0), attempts = attempts + 1
          where id = (select id from private.mail_outbox
                       where status = 'queued' and next_attempt_at <= now()
                         and (claimed_until is null or claimed_until <= now())
                       order by next_attempt_at, id
                       limit 1
                       for update skip locked)
          returning ${COLUMNS}`,
        [owner, leaseMs],
      );
      return rows[0] && entryOf(rows[0]);
    },
    async finish(owner, e, retryInMs) {
      const { rows } = await db.query<{ next_attempt_at: string | null }>(
        `update private.mail_outbox
            set delivery = $3, status = $4, last_error = $5, next_attempt_at = now() + make_interval(secs => $6::float8 / 1000.0),
                sent_at = $7, claimed_by = null, claimed_until = null
          where id = $1 and claimed_by = $2
          returning ${iso('next_attempt_at')}`,
        [e.id, owner, e.delivery, e.status, e.lastError ?? null, retryInMs ?? null, e.sentAt ?? null],
      );
      const next = rows[0]?.next_attempt_at;
      if (next) e.nextAttemptAt = next;
      else delete e.nextAttemptAt;
    },
    async nextWake() {
      const { rows } = await db.query<{ at: number | null }>(
        `select (extract(epoch from min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at)))) * 1000)::float8 as at
           from private.mail_outbox where status = 'queued'`,
      );
      return rows[0]?.at ?? undefined;
    },
    async retryNow() {
      await db.query(`update private.mail_outbox set next_attempt_at = now() where status = 'queued' and (claimed_until is null or claimed_until < now())`);
    },
  };
}
