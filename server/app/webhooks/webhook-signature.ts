/**
 * The signature of a webhook call: `X-Ajans-Signature: sha256=<hex HMAC-SHA256 of
 * "<timestamp>.<body>">` under the endpoint's secret, with the timestamp (Unix seconds) in
 * `X-Ajans-Timestamp`, as Stripe and Slack sign theirs. A receiver recomputes it over the raw
 * body, compares in constant time and refuses a timestamp older than its replay window
 * (docs/webhooks.md: five minutes).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Ajans-Signature';
export const TIMESTAMP_HEADER = 'X-Ajans-Timestamp';
/** How old a call a receiver should still accept (docs/webhooks.md). */
export const REPLAY_WINDOW_SECONDS = 300;

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (and the tests): the signature matches and the timestamp is recent. */
export function verifyWebhookSignature(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > REPLAY_WINDOW_SECONDS) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
