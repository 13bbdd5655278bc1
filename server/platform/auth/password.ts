/**
 * Password hashing as Supabase Auth does it: bcrypt at Go's default cost (10), stored in the
 * modular crypt form (`$2b$10$…`), so auth.users moves to a hosted project as it is and every
 * password keeps working there. `$2a$`/`$2b$`/`$2y$` hashes of any cost verify.
 *
 * Hashes of earlier releases (`scrypt$N$r$p$salt$hash`, base64url) still verify;
 * `needsRehash` tells the caller to store a bcrypt hash after a successful sign-in.
 *
 * bcrypt runs in worker threads (bcrypt-workers.ts): it would block the event loop otherwise.
 * Every hash and check waits its turn in password-queue.ts, in the caller's place, or without
 * one in a place of its own in the lane for unknown callers.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { bcryptCompare, bcryptHash } from './bcrypt-workers.ts';
import { passwordQueue, type PasswordPlace } from './password-queue.ts';

/** Supabase Auth's cost: Go's bcrypt.DefaultCost. */
export const BCRYPT_COST = 10;
/** bcrypt reads only the first 72 bytes; Supabase Auth refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

const BCRYPT_FORM = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/;

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
const SCRYPT_MAXMEM = 64 * 1024 * 1024;

/** `work` in `place`, or in a place of the open lane taken for it alone. */
function queued<T>(place: PasswordPlace | undefined, work: () => Promise<T>): Promise<T> {
  return place ? place.run(work) : passwordQueue.within('open', undefined, (own) => own.run(work));
}

export async function hashPassword(password: string, place?: PasswordPlace): Promise<string> {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new Error(`Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`);
  }
  return queued(place, () => bcryptHash(password, BCRYPT_COST));
}

// Compared against when there is no usable hash (unknown user, invited user without a
// password), so the answer takes as long as for a real account and timing does not reveal
// which e-mails exist. Made once, lazily: a bcrypt hash of a random password.
let dummyHash: Promise<string> | undefined;
const dummy = () =>
  (dummyHash ??= bcryptHash(crypto.randomBytes(18).toString('base64url'), BCRYPT_COST).catch((error: unknown) => {
    dummyHash = undefined; // a failed worker call must not stick
    throw error;
  }));

export function verifyPassword(password: string, stored: string | null | undefined, place?: PasswordPlace): Promise<boolean> {
  return queued(place, async () => {
    if (stored && BCRYPT_FORM.test(stored)) return bcryptCompare(password, stored);
    if (stored?.startsWith('scrypt$')) return verifyScrypt(password, stored);
    await bcryptCompare(password, await dummy());
    return false;
  });
}

/** True when a verified hash is not what hashPassword writes today (an old scrypt hash, another cost). */
export function needsRehash(stored: string): boolean {
  const m = BCRYPT_FORM.exec(stored);
  return !m || Number(m[1]) !== BCRYPT_COST;
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6) return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_MAXMEM,
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
