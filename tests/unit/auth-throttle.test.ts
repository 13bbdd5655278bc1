/**
 * The pieces of the sign-in and MFA limits that need no server: canonical identifiers
 * (no other spelling is a fresh key) and the sign-in throttle's counters and delays.
 */
import { describe, expect, it } from 'vitest';
import { isCanonicalUuid, normalizeEmail } from '../../server/platform/auth/identifiers.ts';
import { delayFor, SignInThrottle } from '../../server/platform/auth/sign-in-throttle.ts';
import { memoryCounters, type AuthLimits } from '../../server/platform/auth/rate-limit.ts';

const LIMITS: AuthLimits = { signInPerEmail: 3, signInPerAccount: 5, signInPerAddress: 4, verifyPerFactor: 10, refreshReuseInterval: 10, emailPerAddress: 30 };

describe('canonical identifiers', () => {
  it('accepts only lower-case hyphenated UUIDs', () => {
    const id = '4377179b-1f2e-4c3d-8e9f-0a1b2c3d4e5f';
    expect(isCanonicalUuid(id)).toBe(true);
    for (const other of [id.toUpperCase(), id.replace('b', 'B'), `{${id}}`, id.replace(/-/g, ''), `${id} `, `urn:uuid:${id}`, '', null, undefined]) {
      expect(isCanonicalUuid(other)).toBe(false);
    }
  });

  it('gives every spelling of an e-mail address one form', () => {
    for (const spelling of ['Staff@Example.com', '  staff@example.com ', 'ＳＴＡＦＦ@ｅｘａｍｐｌｅ.ｃｏｍ', 'staff@example.com']) {
      expect(normalizeEmail(spelling)).toBe('staff@example.com');
    }
    expect(normalizeEmail(42)).toBe('');
  });
});

describe('sign-in throttle', () => {
  it('delays nothing for the first failures of an account, then doubles up to 4 s', () => {
    expect([0, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 30, 1000].map((n) => delayFor(n, 3))).toEqual([
      0, 0, 250, 250, 500, 500, 1000, 1000, 2000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('counts per (account, address): one address at its limit leaves the others free', async () => {
    const throttle = new SignInThrottle(memoryCounters());
    for (let i = 0; i < 3; i++) expect((await throttle.begin('user:a', '198.51.100.1', LIMITS)).retryAfter).toBe(0);
    expect((await throttle.begin('user:a', '198.51.100.1', LIMITS)).retryAfter).toBeGreaterThan(0);
    expect((await throttle.begin('user:a', '203.0.113.1', LIMITS)).retryAfter).toBe(0);
  });

  it('a success clears the pair; the account ceiling holds across addresses', async () => {
    const throttle = new SignInThrottle(memoryCounters());
    const limits = { ...LIMITS, signInPerAddress: 30 };
    for (let i = 0; i < 2; i++) await throttle.begin('user:b', '198.51.100.2', limits);
    await (await throttle.begin('user:b', '198.51.100.2', limits)).succeeded();
    for (let i = 0; i < 3; i++) expect((await throttle.begin('user:b', '198.51.100.2', limits)).retryAfter).toBe(0);
    // 2 + 3 failures reach the account ceiling of 5: refused from a new address too.
    expect((await throttle.begin('user:b', '203.0.113.2', limits)).retryAfter).toBeGreaterThan(0);
  });

  it('the address limit holds across accounts', async () => {
    const throttle = new SignInThrottle(memoryCounters());
    for (let i = 0; i < 4; i++) expect((await throttle.begin(`email:u${i}@example.com`, '198.51.100.3', LIMITS)).retryAfter).toBe(0);
    expect((await throttle.begin('email:u9@example.com', '198.51.100.3', LIMITS)).retryAfter).toBeGreaterThan(0);
  });
});

describe('sign-in throttle with device cookies', () => {
  it('a known device is counted apart: the account ceiling and the address limit do not refuse it', async () => {
    const throttle = new SignInThrottle(memoryCounters());
    const limits = { ...LIMITS, signInPerEmail: 3, signInPerAccount: 5, signInPerAddress: 30 };
    for (let i = 0; i < 5; i++) expect((await throttle.begin('user:c', `198.51.100.${10 + i}`, limits)).retryAfter).toBe(0);
    const unknown = await throttle.begin('user:c', '203.0.113.9', limits);
    expect(unknown.retryAfter).toBeGreaterThan(0);
    expect((await throttle.begin('user:c', '203.0.113.9', limits, 'device-1')).retryAfter).toBe(0);
  });

  it("a device's own failures stop that device only; a success clears them", async () => {
    const throttle = new SignInThrottle(memoryCounters());
    for (let i = 0; i < 3; i++) expect((await throttle.begin('user:d', '198.51.100.20', LIMITS, 'device-1')).retryAfter).toBe(0);
    expect((await throttle.begin('user:d', '198.51.100.20', LIMITS, 'device-1')).retryAfter).toBeGreaterThan(0);
    expect((await throttle.begin('user:d', '198.51.100.20', LIMITS, 'device-2')).retryAfter).toBe(0);
    await (await throttle.begin('user:d', '198.51.100.20', LIMITS, 'device-2')).succeeded();
    for (let i = 0; i < 3; i++) expect((await throttle.begin('user:d', '198.51.100.20', LIMITS, 'device-2')).retryAfter).toBe(0);
  });

  it('says the account is under attack on the first refusal by its ceiling only', async () => {
    const throttle = new SignInThrottle(memoryCounters());
    const limits = { ...LIMITS, signInPerAccount: 2, signInPerAddress: 30 };
    for (let i = 0; i < 2; i++) expect((await throttle.begin('user:e', `198.51.100.${30 + i}`, limits)).underAttack).toBe(false);
    const refusals = [];
    for (const i of [0, 1, 2]) refusals.push(await throttle.begin('user:e', `203.0.113.${40 + i}`, limits));
    expect(refusals.map((r) => [r.retryAfter > 0, r.underAttack])).toEqual([[true, true], [true, false], [true, false]]);
    // Refused by the pair or the address limit is no attack on the account.
    expect((await throttle.begin('user:f', '198.51.100.50', { ...LIMITS, signInPerEmail: 0 })).underAttack).toBe(false);
  });
});
