/**
 * The authenticator assurance level of a session, worked out the way supabase-js's
 * mfa.getAuthenticatorAssuranceLevel() does (the `aal` claim of the access token, and aal2 as
 * the next level when the user has a verified factor), but synchronously, so the auth state
 * can be derived inside onAuthStateChange without calling back into the client.
 */
import type { Session } from '@supabase/supabase-js';

export type AssuranceLevel = 'aal1' | 'aal2';

export interface Assurance {
  currentLevel: AssuranceLevel | null;
  nextLevel: AssuranceLevel | null;
}

function decodePayload(jwt: string): Record<string, unknown> | null {
  const part = jwt.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function assuranceOf(session: Session): Assurance {
  const aal = decodePayload(session.access_token)?.aal;
  const currentLevel = aal === 'aal1' || aal === 'aal2' ? aal : null;
  const verified = (session.user.factors ?? []).some((f) => f.status === 'verified');
  return { currentLevel, nextLevel: verified ? 'aal2' : currentLevel };
}

/** True when the user has a verified second factor that this session has not used yet. */
export function needsSecondFactor(session: Session): boolean {
  const { currentLevel, nextLevel } = assuranceOf(session);
  return nextLevel === 'aal2' && currentLevel !== 'aal2';
}
