/**
 * The auth server's trail, as GoTrue keeps it: one row in auth.audit_log_entries per sign-in
 * (`login`), sign-out (`logout`), factor enrolment (`factor_in_progress`), verification
 * (`verification_attempted`) and removal (`factor_unenrolled`), with the payload GoTrue writes
 * (actor_id, actor_username, action, log_type, traits) and the client address this server
 * trusts (TRUST_PROXY). One action GoTrue has no row for is added: a refused password
 * (`login_failed`), so that failed sign-ins can be read where the others are. Whoever reads
 * the table decides what it means; a failure to write it never fails the request.
 */
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { clientAddress } from '../http/respond.ts';
import type { TrustedProxies } from '../http/trusted-proxies.ts';

const NO_INSTANCE = '00000000-0000-0000-0000-000000000000';

export type AuthAuditAction = 'login' | 'login_failed' | 'logout' | 'factor_in_progress' | 'verification_attempted' | 'factor_unenrolled';

const LOG_TYPE: Record<AuthAuditAction, string> = {
  login: 'account',
  login_failed: 'account',
  logout: 'account',
  factor_in_progress: 'factor',
  verification_attempted: 'factor',
  factor_unenrolled: 'factor',
};

export interface AuthAuditEvent {
  action: AuthAuditAction;
  actorId?: string;
  actorEmail?: string | null;
  traits?: Record<string, unknown>;
}

export async function recordAuthAudit(
  db: pg.Pool,
  req: IncomingMessage,
  trustProxy: TrustedProxies,
  event: AuthAuditEvent,
  log: (message: string) => void = () => {},
): Promise<void> {
  const payload = {
    action: event.action,
    actor_id: event.actorId ?? NO_INSTANCE,
    actor_username: event.actorEmail ?? '',
    actor_via_sso: false,
    log_type: LOG_TYPE[event.action],
    ...(event.traits ? { traits: event.traits } : {}),
  };
  try {
    await db.query(
      `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address) values ($1, gen_random_uuid(), $2::json, now(), $3)`,
      [NO_INSTANCE, JSON.stringify(payload), clientAddress(req, trustProxy).slice(0, 64)],
    );
  } catch (err) {
    log(`auth audit entry not written: ${err instanceof Error ? err.message : String(err)}`);
  }
}
