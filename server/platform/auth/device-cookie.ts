/**
 * OWASP's device cookie (https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies):
 * after a successful password sign-in the browser gets a signed cookie naming the account and a
 * random device id. Sign-in attempts that carry a valid one for the account they name are
 * counted under that device, not under the account's limit for unknown clients, so guessing
 * from elsewhere never locks the owner out of a browser they signed in from before.
 *
 * One cookie per account (its name carries a hash of the user id), path /auth/v1, HttpOnly,
 * SameSite=Strict, Secure when the site is served over https. The value is
 * `<device id>.<expiry in seconds>.<HMAC-SHA256>`, the MAC over the user id, device id and
 * expiry, keyed from the service-role key (a server secret shared by every process).
 * supabase-js calls /auth/v1/token with a same-origin fetch, which sends cookies by default.
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const PREFIX = 'auth_device_';
const LIFETIME_SECONDS = 180 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceCookies {
  /** The device id of a valid cookie for this user in the request, if any. */
  deviceOf(req: IncomingMessage, userId: string): string | undefined;
  /** A Set-Cookie value for a fresh cookie for this user (a new device id each time). */
  issue(userId: string, secure: boolean, now?: number): string;
}

export function cookieName(userId: string): string {
  return PREFIX + crypto.createHash('sha256').update(userId).digest('base64url').slice(0, 16);
}

/** Whether the request carries any device cookie (valid or not: that needs the account). */
export function carriesDeviceCookie(req: IncomingMessage): boolean {
  const header = req.headers.cookie;
  return !!header && header.split(';').some((part) => part.trimStart().startsWith(PREFIX));
}

/** The value of one cookie of the request (the first, when sent twice). */
export function requestCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function createDeviceCookies(secret: string): DeviceCookies {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'ajans-cms', 'auth device cookie', 32));
  const mac = (userId: string, device: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`${userId}|${device}|${expires}`).digest('base64url');

  return {
    deviceOf(req, userId) {
      const value = requestCookie(req, cookieName(userId));
      const [device, expiresText, signature, extra] = value?.split('.') ?? [];
      if (!device || !expiresText || !signature || extra !== undefined || !DEVICE_ID.test(device) || !/^\d{1,12}$/.test(expiresText)) return undefined;
      const expires = Number(expiresText);
      if (expires * 1000 <= Date.now()) return undefined;
      const expected = Buffer.from(mac(userId, device, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? device : undefined;
    },
    issue(userId, secure, now = Date.now()) {
      const device = crypto.randomBytes(16).toString('base64url');
      const expires = Math.floor(now / 1000) + LIFETIME_SECONDS;
      const attributes = [`Max-Age=${LIFETIME_SECONDS}`, 'Path=/auth/v1', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
      return `${cookieName(userId)}=${device}.${expires}.${mac(userId, device, expires)}; ${attributes.join('; ')}`;
    },
  };
}
