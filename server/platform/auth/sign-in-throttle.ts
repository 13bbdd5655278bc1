/**
 * Failed password sign-ins, counted so that an attacker elsewhere cannot lock a person out
 * (OWASP Authentication Cheat Sheet, "Account lockout" and "Login throttling", and OWASP's
 * device cookies, device-cookie.ts):
 *
 *   - from a browser with a valid device cookie for the account: only per device,
 *     AUTH_RATE_LIMIT_SIGNIN failures per 5 minutes; none of the limits below applies, so the
 *     owner signs in from their own browser while the account is under attack elsewhere.
 *
 * Every other attempt (an unknown client) is counted:
 *
 *   - per (account, client address): AUTH_RATE_LIMIT_SIGNIN failures per 5 minutes; a
 *     successful sign-in from that address clears it. This is the limit guessing hits.
 *   - per client address across accounts: AUTH_RATE_LIMIT_SIGNIN_IP per 5 minutes.
 *   - per account across all addresses: a much higher ceiling, AUTH_RATE_LIMIT_SIGNIN_ACCOUNT
 *     per 15 minutes, against guessing spread over many addresses; before it is reached each
 *     further failure is answered more slowly (growing delay). Once reached, unknown clients
 *     are refused for the rest of the window (known devices are not), and the first refusal
 *     in a window says so (`underAttack`), so the owner can be told by e-mail once.
 *
 * The account is the user's id when the e-mail names one, else the canonical e-mail, so no
 * spelling of an address is a fresh budget.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiter, type AuthLimits, type CounterStore } from './rate-limit.ts';

const SHORT_WINDOW_MS = 5 * 60 * 1000;
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

export interface SignInAttempt {
  /** Seconds to wait when the attempt is refused (429), else 0. */
  retryAfter: number;
  /** The first refusal by the account ceiling in its window: the owner should be told. */
  underAttack: boolean;
  /** The password was right: clears the pair, gives the attempt back to the other counters. */
  succeeded(): Promise<void>;
  /** The password was wrong: waits the growing delay of the account before answering. */
  failed(): Promise<void>;
}

/** The counters live in `store` (the database on a server: one limit for every server process). */
export class SignInThrottle {
  private readonly short: RateLimiter;
  private readonly account: RateLimiter;
  /** Accounts whose owner was told of an attack in the current window. */
  private readonly alerts: RateLimiter;

  constructor(store: CounterStore) {
    this.short = new RateLimiter(SHORT_WINDOW_MS, store);
    this.account = new RateLimiter(ACCOUNT_WINDOW_MS, store);
    this.alerts = new RateLimiter(ACCOUNT_WINDOW_MS, store);
  }

  /** `device`: the device id of a valid device cookie for this account, if the request has one. */
  async begin(accountKey: string, address: string, limits: AuthLimits, device?: string): Promise<SignInAttempt> {
    const nothing = async () => {};
    const refused = (retryAfter: number, underAttack = false): SignInAttempt => ({ retryAfter, underAttack, succeeded: nothing, failed: nothing });
    if (device) {
      const deviceKey = `signin:device:${accountKey}|${device}`;
      const wait = await this.short.take(deviceKey, limits.signInPerEmail);
      if (wait) return refused(wait);
      return { retryAfter: 0, underAttack: false, succeeded: () => this.short.reset(deviceKey), failed: nothing };
    }
    const ipKey = `signin:ip:${address}`;
    const pairKey = `signin:pair:${accountKey}|${address}`;
    const accKey = `signin:account:${accountKey}`;

    const ipWait = await this.short.take(ipKey, limits.signInPerAddress);
    if (ipWait) return refused(ipWait);
    const pairWait = await this.short.take(pairKey, limits.signInPerEmail);
    if (pairWait) {
      await this.short.refund(ipKey);
      return refused(pairWait);
    }
    const accWait = await this.account.take(accKey, limits.signInPerAccount);
    if (accWait) {
      await Promise.all([this.short.refund(ipKey), this.short.refund(pairKey)]);
      return refused(accWait, (await this.alerts.take(`signin:alert:${accountKey}`, 1)) === 0);
    }
    return {
      retryAfter: 0,
      underAttack: false,
      succeeded: async () => {
        await Promise.all([this.short.refund(ipKey), this.short.reset(pairKey), this.account.refund(accKey)]);
      },
      failed: async () => {
        const ms = delayFor(await this.account.count(accKey), limits.signInPerEmail);
        if (ms) await sleep(ms);
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
