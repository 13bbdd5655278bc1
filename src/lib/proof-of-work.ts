/**
 * The visitor's side of the public forms' proof of work (ALTCHA's scheme; the database issues
 * and checks it, supabase/migrations/20261125120000_form_flood_challenge.sql): find the number
 * n up to `maxnumber` with SHA-256(salt + n) = challenge, and answer with the base64 JSON
 * payload the database verifies. Web Crypto's digest runs off the main thread and resolves
 * asynchronously, so the page stays responsive while a batch is hashed; no puzzle is shown.
 * Runs in browsers and in Node 20 (global `crypto.subtle`).
 */

/** What `public.form_challenge()` returns. */
export interface FormChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Digests in flight at once: enough to keep the hashing threads busy, few enough to stop soon. */
const BATCH = 500;

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, expected: Uint8Array): boolean {
  const actual = new Uint8Array(digest);
  if (actual.length !== expected.length) return false;
  for (let i = 0; i < actual.length; i++) if (actual[i] !== expected[i]) return false;
  return true;
}

/** The number that solves the challenge, or null when none up to maxnumber does. */
export async function solveChallenge(c: FormChallenge): Promise<number | null> {
  if (c.algorithm !== 'SHA-256' || !/^[0-9a-f]{64}$/.test(c.challenge)) return null;
  const expected = hexToBytes(c.challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start <= c.maxnumber; start += BATCH) {
    const end = Math.min(start + BATCH - 1, c.maxnumber);
    const digests = await Promise.all(
      Array.from({ length: end - start + 1 }, (_, i) => crypto.subtle.digest('SHA-256', encoder.encode(c.salt + (start + i)))),
    );
    const found = digests.findIndex((d) => sameBytes(d, expected));
    if (found >= 0) return start + found;
  }
  return null;
}

/** The `x-form-proof` header value for a solved challenge. */
export function proofPayload(c: FormChallenge, number: number): string {
  const json = JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature });
  return btoa(json);
}
