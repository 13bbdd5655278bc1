/**
 * Who may call a function, declared beside it in `<functions dir>/<name>/gateway.json`
 * (supabase/config.toml has only verify_jwt, and the Supabase CLI knows no more keys there):
 *
 *   { "caller": "service_role" | "signed_in", "refusal": { "status": 403, "code": "…", "message": "…" } }
 *
 *   - `service_role`: the bearer JWT's role is service_role (the service key);
 *   - `signed_in`: the bearer JWT names a user's session (sub and session_id claims), so the
 *     anon key and the service key are refused.
 *
 * The gateway answers a call whose verified token is certainly refused with `refusal` (the
 * function's own answer to it) before the function's Deno process is called or even started,
 * so a flood of anon-key calls costs what a refused REST call does. Calls without a token or
 * with one that does not verify go on to verify_jwt's answer or the function's own. The
 * function keeps its own check: a hosted project has no such gateway, and the file means
 * nothing to the CLI (a deploy bundles what index.ts imports).
 */
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { bearerToken } from '../http/request-auth.ts';
import type { Claims, JwtKeys } from '../jwt.ts';

export const CALLER_FILE = 'gateway.json';

const CALLERS = {
  service_role: (claims: Claims) => claims.role === 'service_role',
  signed_in: (claims: Claims) => typeof claims.sub === 'string' && claims.sub !== '' && typeof claims.session_id === 'string' && claims.session_id !== '',
} as const;

export type CallerKind = keyof typeof CALLERS;

export interface CallerRule {
  caller: CallerKind;
  refusal: { status: number; code: string; message: string };
}

/** The function's declaration, if it has one; a malformed one stops the start (naming the file). */
export function readCallerRule(functionsDir: string, name: string): CallerRule | undefined {
  const file = path.join(functionsDir, name, CALLER_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  let rule: unknown;
  try {
    rule = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
  const r = rule as Partial<CallerRule> | null;
  const refusal = r?.refusal;
  if (
    !r ||
    typeof r.caller !== 'string' ||
    !Object.hasOwn(CALLERS, r.caller) ||
    !refusal ||
    !Number.isInteger(refusal.status) ||
    refusal.status < 400 ||
    refusal.status > 499 ||
    typeof refusal.code !== 'string' ||
    typeof refusal.message !== 'string'
  ) {
    throw new Error(`${file}: expected { "caller": ${Object.keys(CALLERS).map((k) => `"${k}"`).join(' | ')}, "refusal": { "status": 4xx, "code": "…", "message": "…" } }`);
  }
  return { caller: r.caller, refusal: { status: refusal.status, code: refusal.code, message: refusal.message } };
}

/** The rule's refusal when the request's token verifies and is not the caller the rule names. */
export async function refusedCaller(req: IncomingMessage, jwt: JwtKeys, rule: CallerRule): Promise<CallerRule['refusal'] | undefined> {
  const token = bearerToken(req);
  if (!token) return undefined;
  let claims: Claims;
  try {
    claims = await jwt.verify(token);
  } catch {
    return undefined;
  }
  return CALLERS[rule.caller](claims) ? undefined : rule.refusal;
}
