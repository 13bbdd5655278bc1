/**
 * The delivery queue in the database (`public.webhook_deliveries`, schema/webhook-deliveries.ts),
 * shared by every server over it. A server takes a due delivery by claiming it (FOR UPDATE SKIP
 * LOCKED, its name and a lease, the attempt counted), so exactly one server calls the endpoint
 * at a time; a claim whose lease ran out (its server died while calling) may be taken by
 * another, and a server stopped before the call leaves the row pending for the next: nothing is
 * lost, and a delivery is repeated only when its answer was not recorded (at least once).
 */
import type pg from 'pg';
import type { WebhookFormat } from '../../../schema/webhook-endpoints.ts';
import type { WebhookEvent, WebhookDeliveryStatus } from '../../../schema/webhook-deliveries.ts';

export interface ClaimedDelivery {
  id: string;
  event: WebhookEvent;
  createdAt: string;
  payload: Record<string, unknown>;
  /** Counting this one. */
  attempts: number;
  /** Null when the endpoint is gone or disabled, or has no secret. */
  url: string | null;
  format: WebhookFormat;
  enabled: boolean;
  secret: string | null;
}

export interface DeliveryOutcome {
  status: WebhookDeliveryStatus;
  statusCode: number | null;
  response: string;
  /** The next attempt is due that long after the database's now; none when delivered or failed. */
  retryInMs?: number;
}

export interface WebhookQueue {
  claimDue(owner: string, leaseMs: number): Promise<ClaimedDelivery | undefined>;
  /** Writes the attempt's result if the claim is still this server's (not resent meanwhile). */
  finish(owner: string, id: string, outcome: DeliveryOutcome): Promise<void>;
  /** When to look again: the next due attempt or the end of another server's claim (epoch ms). */
  nextWake(): Promise<number | undefined>;
  /** Deletes the finished deliveries older than `keepDays` (the log's retention); how many. */
  pruneFinished(keepDays: number): Promise<number>;
}

export function databaseWebhookQueue(db: pg.Pool): WebhookQueue {
  return {
    async pruneFinished(keepDays) {
      const { rowCount } = await db.query(
        `delete from public.webhook_deliveries where status in ('delivered', 'failed') and created_at < now() - make_interval(days => $1)`,
        [keepDays],
      );
      return rowCount ?? 0;
    },
    async claimDue(owner, leaseMs) {
      const { rows } = await db.query<ClaimedDelivery>(
        `with claimed as (
           update public.webhook_deliveries d
              set claimed_by = $1, claimed_until = now() + make_interval(secs => $2 / 1000.0),
                  attempts = d.attempts + 1, last_attempt_at = now()
            where d.id = (select q.id from public.webhook_deliveries q
                           where q.status = 'pending' and q.next_attempt_at <= now()
                             and (q.claimed_until is null or q.claimed_until <= now())
                           order by q.next_attempt_at, q.id
                           limit 1
                           for update skip locked)
           returning d.id, d.endpoint_id, d.event, d.created_at, d.payload, d.attempts
         )
         select c.id, c.event, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
                c.payload, c.attempts, e.url, coalesce(e.format, 'json') as format, coalesce(e.enabled, false) as enabled, s.secret
           from claimed c
           left join public.webhook_endpoints e on e.id = c.endpoint_id
           left join private.webhook_secrets s on s.endpoint_id = c.endpoint_id`,
        [owner, leaseMs],
      );
      return rows[0];
    },
    async finish(owner, id, o) {
      await db.query(
        `update public.webhook_deliveries
            set status = $3, last_status_code = $4, last_response = left($5, 1000),
                next_attempt_at = case when $6::float8 is null then null else now() + make_interval(secs => $6::float8 / 1000.0) end,
                delivered_at = case when $3 = 'delivered' then now() end,
                claimed_by = null, claimed_until = null
          where id = $1 and claimed_by = $2`,
        [id, owner, o.status, o.statusCode, o.response, o.retryInMs ?? null],
      );
    },
    async nextWake() {
      const { rows } = await db.query<{ at: number | null }>(
        `select (extract(epoch from min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at)))) * 1000)::float8 as at
           from public.webhook_deliveries where status = 'pending'`,
      );
      return rows[0]?.at ?? undefined;
    },
  };
}
