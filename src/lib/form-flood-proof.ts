/**
 * Sends a public form's insert, and when the database answers that a flood is going on
 * (P0001 hint `challenge_required`, supabase/migrations/20261125120000_form_flood_challenge.sql)
 * gets a challenge, solves it in the background and sends once more with the proof in the
 * `x-form-proof` header. The form keeps showing its "Gönderiliyor…" state meanwhile; the
 * visitor never sees a puzzle. Any other answer is returned as it is.
 */
import type { PostgrestError } from '@supabase/postgrest-js';
import { publicClient } from './public-client.ts';
import { proofPayload, solveChallenge, type FormChallenge } from './proof-of-work.ts';

export const FORM_PROOF_HEADER = 'x-form-proof';

/** One attempt of the insert; `proof` is set on the retry. */
export type FormAttempt = (proof: string | undefined) => PromiseLike<{ error: PostgrestError | null }>;

export function isChallengeRequired(error: PostgrestError | null): boolean {
  return error?.code === 'P0001' && error.hint === 'challenge_required';
}

/** A solved proof for the `x-form-proof` header, or null when none could be made. */
export async function makeFormProof(): Promise<string | null> {
  const db = await publicClient();
  const { data: answer, error } = await db.rpc('form_challenge');
  // The function answers jsonb; its shape is the challenge (the migration that defines it).
  const data = answer as unknown as FormChallenge | null;
  if (error || !data) {
    console.error('form_challenge', error);
    return null;
  }
  const number = await solveChallenge(data);
  return number === null ? null : proofPayload(data, number);
}

export async function sendWithFloodProof(attempt: FormAttempt): Promise<{ error: PostgrestError | null }> {
  const first = await attempt(undefined);
  if (!isChallengeRequired(first.error)) return first;
  const proof = await makeFormProof();
  return proof ? attempt(proof) : first;
}
