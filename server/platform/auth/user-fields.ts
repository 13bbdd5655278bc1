/**
 * Checks and merges of user fields, as GoTrue applies them: e-mail format, password
 * strength, metadata patches (null removes a key) and ban durations (Go durations).
 */
import { AuthError, badRequest } from './errors.ts';
import { MAX_PASSWORD_BYTES } from './password.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Supabase Auth's minimum is a setting (6 unless set); ours is 8, the admin's own rule, and
 * `[auth] minimum_password_length` in supabase/config.toml says the same for a hosted project.
 */
const MIN_PASSWORD = 8;

export function checkEmailFormat(email: string): void {
  if (!EMAIL.test(email)) throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
}

export function checkPassword(password: string): void {
  // bcrypt reads 72 bytes; Supabase Auth refuses more (len() in Go counts bytes).
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (password.length < MIN_PASSWORD) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

/** `ban_duration`: undefined leaves the ban as it is, null lifts it, else the end of the ban. */
export function parseBan(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none' || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest('validation_failed', 'invalid format for ban duration');
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  let consumed = '';
  for (const m of value.matchAll(re)) {
    total += Number(m[1]) * units[m[2]!]!;
    consumed += m[0];
  }
  if (!consumed || consumed !== value) throw badRequest('validation_failed', `invalid format for ban duration: ${value}`);
  return new Date(Date.now() + total);
}

export function mergeMeta(current: Record<string, unknown>, patch: unknown): Record<string, unknown> {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return current;
  const out = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
