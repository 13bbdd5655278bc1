/**
 * TOTP multi-factor authentication: enrol, challenge, verify, unenrol.
 *
 * Codes are 6 digits, SHA-1, 30-second steps, accepted one step either side. Each
 * accepted sign-in step is stored on its challenge (mfa_challenges.used_step); a code of a
 * step at or before the factor's last accepted step is refused, so a code cannot be replayed.
 * The code that verifies a new factor (enrolment) is not recorded: it proves the app is set
 * up, not a sign-in, so the same code still opens the next sign-in (as GoTrue accepts it).
 */
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { PlatformContext } from '../context.ts';
import type { UserRow } from './users.ts';
import { AuthError, badRequest, notFound, unprocessable } from './errors.ts';
import { isCanonicalUuid } from './identifiers.ts';
import {
  addAmrClaim,
  factorJson,
  insertRefreshToken,
  listFactors,
  sessionResponse,
  findSession,
  type ClientInfo,
  type FactorRow,
  type SessionRow,
} from './tokens.ts';

const CHALLENGE_EXPIRY_SECONDS = 300;
const MAX_FACTORS = 10;
const PERIOD = 30;

export interface Caller {
  user: UserRow;
  session: SessionRow;
}

function totpFor(secret: string, issuer: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

async function findFactor(ctx: PlatformContext, userId: string, id: string): Promise<FactorRow> {
  if (!isCanonicalUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await ctx.db.admin.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [id, userId]);
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

export async function enroll(ctx: PlatformContext, caller: Caller, body: Record<string, unknown>, defaultIssuer: string) {
  const { user, session } = caller;
  const factorType = body.factor_type;
  if (factorType !== 'totp') {
    if (factorType === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn') throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    throw badRequest('validation_failed', 'factor_type needs to be totp');
  }
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : '';
  const issuer = typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim() : defaultIssuer;
  if (issuer.includes(':')) throw badRequest('validation_failed', 'Invalid issuer');

  const db = ctx.db.admin;
  // Unverified factors left over from abandoned enrolments expire after a day.
  await db.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - interval '1 day'`, [user.id]);
  const factors = await listFactors(db, user.id);
  const verified = factors.filter((f) => f.status === 'verified');
  if (verified.length > 0 && session.aal !== 'aal2') throw unprocessable('insufficient_aal', 'AAL2 required to enroll a new factor');
  if (factors.length >= MAX_FACTORS) {
    throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
    throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }

  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, user.email ?? user.id).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  let factor: FactorRow;
  try {
    const { rows } = await db.query<FactorRow>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values ($1, $2, 'totp', 'unverified', $3) returning *`,
      [user.id, friendlyName || null, secret],
    );
    factor = rows[0]!;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') {
      throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    throw err;
  }
  // auth-js turns qr_code into a data: URI itself (`data:image/svg+xml;utf-8,` + svg),
  // as GoTrue sends the bare SVG.
  return { id: factor.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: svg, secret, uri } };
}

export async function challenge(ctx: PlatformContext, caller: Caller, factorId: string, client: ClientInfo) {
  const factor = await findFactor(ctx, caller.user.id, factorId);
  if (factor.factor_type !== 'totp') throw unprocessable('mfa_factor_not_found', 'Factor not found');
  const ip = client.ip.replace(/^::ffff:/, '');
  const { rows } = await ctx.db.admin.query<{ id: string; created: string }>(
    `insert into auth.mfa_challenges (factor_id, ip_address)
     values ($1, case when $2 ~ '^[0-9a-fA-F:.]+$' then $2::inet end)
     returning id, extract(epoch from created_at)::float8 as created`,
    [factor.id, ip],
  );
  await ctx.db.admin.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
  const row = rows[0]!;
  return { id: row.id, type: 'totp', expires_at: Math.floor(Number(row.created)) + CHALLENGE_EXPIRY_SECONDS };
}

export async function verify(ctx: PlatformContext, caller: Caller, factorId: string, body: Record<string, unknown>, issuer: string) {
  const { user } = caller;
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!challengeId) throw badRequest('validation_failed', 'challenge_id is required');
  const factor = await findFactor(ctx, user.id, factorId);
  if (!isCanonicalUuid(challengeId)) throw notFound('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');

  const db = await ctx.db.admin.connect();
  let session: SessionRow;
  let refreshToken: string;
  try {
    await db.query('begin');
    try {
      // Lock the factor: two verifications of the same code cannot both pass.
      await db.query('select id from auth.mfa_factors where id = $1 for update', [factor.id]);
      const { rows } = await db.query<{ id: string; age: number; verified_at: Date | null; used_step: string | null }>(
        `select id, extract(epoch from now() - created_at)::float8 as age, verified_at, used_step
           from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [challengeId, factor.id],
      );
      const ch = rows[0];
      if (!ch) throw notFound('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
      if (ch.verified_at || Number(ch.age) > CHALLENGE_EXPIRY_SECONDS) {
        throw unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${ch.id} has expired, verify against another challenge or create a new factor.`,
        );
      }
      const totp = totpFor(factor.secret ?? '', issuer, user.email ?? user.id);
      const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, window: 1 }) : null;
      const step = Math.floor(Date.now() / 1000 / PERIOD) + (delta ?? 0);
      const { rows: last } = await db.query<{ step: string | null }>(
        'select max(used_step)::text as step from auth.mfa_challenges where factor_id = $1',
        [factor.id],
      );
      const lastStep = last[0]?.step == null ? -1 : Number(last[0].step);
      if (delta === null || step <= lastStep) {
        throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
      }
      const enrolling = factor.status !== 'verified';
      await db.query('update auth.mfa_challenges set verified_at = now(), used_step = $2 where id = $1', [ch.id, enrolling ? null : step]);
      if (enrolling) {
        await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
      }
      // The session proves a second factor now: aal2, totp among its methods, a fresh refresh token.
      const current = await findSession(db, caller.session.id);
      if (!current) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      await addAmrClaim(db, current.id, 'totp');
      await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [current.id, factor.id]);
      const { rows: active } = await db.query<{ token: string }>(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false returning token`,
        [current.id],
      );
      refreshToken = await insertRefreshToken(db, user.id, current.id, active[0]?.token ?? null);
      // Sessions that did not pass the second factor end, as GoTrue does.
      await db.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [user.id, current.id]);
      session = { ...current, aal: 'aal2', factor_id: factor.id };
      await db.query('commit');
    } catch (err) {
      await db.query('rollback');
      throw err;
    }
  } finally {
    db.release();
  }
  return sessionResponse(ctx, issuer, user, session, refreshToken);
}

export async function unenroll(ctx: PlatformContext, caller: Caller, factorId: string) {
  const factor = await findFactor(ctx, caller.user.id, factorId);
  if (factor.status === 'verified' && caller.session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await ctx.db.admin.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  const { rows } = await ctx.db.admin.query<{ n: string }>(
    `select count(*) as n from auth.mfa_factors where user_id = $1 and status = 'verified'`,
    [caller.user.id],
  );
  if (Number(rows[0]!.n) === 0) {
    // No second factor left: the session is back to aal1 when next refreshed.
    await ctx.db.admin.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = $1`, [caller.user.id]);
    await ctx.db.admin.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp' and session_id in (select id from auth.sessions where user_id = $1)`,
      [caller.user.id],
    );
  }
  return { id: factor.id };
}

export { factorJson };
