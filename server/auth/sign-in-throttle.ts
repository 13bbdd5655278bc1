/**
 * Failed password sign-ins, counted so that an attacker elsewhere cannot lock a person out
 * (OWASP Authentication Cheat Sheet, "Account lockout" and "Login throttling"):
 *
 *   - per (account, client address): AUTH_RATE_LIMIT_SIGNIN failures per 5 minutes; a
 *     successful sign-in from that address clears it. This is the limit guessing hits.
 *   - per client address across accounts: AUTH_RATE_LIMIT_SIGNIN_IP per 5 minutes.
 *   - per account across all addresses: a much higher ceiling, AUTH_RATE_LIMIT_SIGNIN_ACCOUNT
 *     per 15 minutes, against guessing spread over many addresses; before it is reached each
 *     further failure is answered more slowly (growing delay), never the right password.
 *
 * The account is the user's id when the e-mail names one, else the canonical e-mail, so no
 * spelling of an address is a fresh budget.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiter, type AuthLimits } from './rate-limit.ts';

const SHORT_WINDOW_MS = 5 * 60 * 1000;
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

export interface SignInAttempt {
  /** Seconds to wait when the attempt is refused (429), else 0. */
  retryAfter: number;
  /** The password was right: clears the pair, gives the attempt back to the other counters. */
  succeeded(): void;
  /** The password was wrong: waits the growing delay of the account before answering. */
  failed(): Promise<void>;
}

export class SignInThrottle {
  private readonly short = new RateLimiter(SHORT_WINDOW_MS);
  private readonly account = new RateLimiter(ACCOUNT_WINDOW_MS);

  begin(accountKey: string, address: string, limits: AuthLimits): SignInAttempt {
    const ipKey = `signin:ip:${address}`;
    const pairKey = `signin:pair:${accountKey}|${address}`;
    const accKey = `signin:account:${accountKey}`;
    const refused = (retryAfter: number): SignInAttempt => ({ retryAfter, succeeded: () => {}, failed: async () => {} });

    const ipWait = this.short.take(ipKey, limits.signInPerAddress);
    if (ipWait) return refused(ipWait);
    const pairWait = this.short.take(pairKey, limits.signInPerEmail);
    if (pairWait) {
      this.short.refund(ipKey);
      return refused(pairWait);
    }
    const accWait = this.account.take(accKey, limits.signInPerAccount);
    if (accWait) {
      this.short.refund(ipKey);
      this.short.refund(pairKey);
      return refused(accWait);
    }
    return {
      retryAfter: 0,
      succeeded: () => {
        this.short.refund(ipKey);
        this.short.reset(pairKey);
        this.account.refund(accKey);
      },
      failed: () => {
        const ms = delayFor(this.account.count(accKey), limits.signInPerEmail);
        return ms ? sleep(ms) : Promise.resolve();
      },
    };
  }
}

/**
 * No delay for the first `step` failures of an account; then 250 ms, doubling every `step`
 * further failures, up to 4 s.
 */
export function delayFor(accountFailures: number, step: number): number {
  const s = Math.max(1, step);
  if (accountFailures <= s) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.floor((accountFailures - s - 1) / s));
}
