/**
 * What every Auth route needs: the server context, the limits and their counters, who is
 * calling (API key, bearer JWT, user and session, admin role), and answers with Supabase
 * Auth's headers. One instance per mounted Auth service, shared by the route handlers.
 */
import { recordAuthAudit, type AuthAuditEvent } from './audit-trail.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../context.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { clientAddress, sendJson, type Headers } from '../http/respond.ts';
import { bearerToken } from '../http/request-auth.ts';
import { JwtError, type Claims } from '../jwt.ts';
import { createDeviceCookies, type DeviceCookies } from './device-cookie.ts';
import { AuthError, forbidden, unauthorized, versionHeaders } from './errors.ts';
import type { Caller } from './factors.ts';
import { RateLimiter, currentLimits, databaseCounters, type AuthLimits } from './rate-limit.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { findSession, findUserById, type ClientInfo, type SessionRow } from './tokens.ts';
import type { UserRow } from './users.ts';

export interface AuthOptions {
  /** Overrides of the limits otherwise read from the environment at request time. */
  limits?: Partial<AuthLimits>;
}

const RATE_WINDOW_MS = 5 * 60 * 1000;
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/** A request without a valid project API key: answered 401 as Supabase's gateway does. */
export class ApiKeyError extends Error {}

export class AuthApi {
  /**
   * Attempt counters for MFA verification and sign-up. All counters live in the database
   * (rate-limit.ts), so every server process over it enforces the same limit.
   */
  readonly limiter: RateLimiter;
  readonly signIns: SignInThrottle;
  /** Recovery e-mails per client address (an hour) and per address asked for (a minute). */
  readonly emailsPerAddress: RateLimiter;
  readonly emailFrequency: RateLimiter;
  /** Browsers that signed in before (sign-in-throttle.ts counts their attempts apart). */
  readonly devices: DeviceCookies;

  constructor(
    readonly ctx: PlatformContext,
    private readonly options: AuthOptions = {},
  ) {
    this.devices = createDeviceCookies(ctx.serviceRoleKey);
    const counters = databaseCounters(ctx.db.admin);
    this.limiter = new RateLimiter(RATE_WINDOW_MS, counters);
    this.signIns = new SignInThrottle(counters);
    this.emailsPerAddress = new RateLimiter(60 * 60 * 1000, counters);
    this.emailFrequency = new RateLimiter(60 * 1000, counters);
  }

  limits(): AuthLimits {
    return currentLimits(this.ctx.config.authLimits, this.options.limits);
  }

  send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
    sendJson(res, status, body, { ...versionHeaders(req), 'Cache-Control': 'no-store', ...headers });
  }

  /** The token issuer and the base of e-mail links; from SITE_URL, whatever the request says. */
  issuerOf(_req: IncomingMessage): string {
    return `${publicOrigin(this.ctx.config)}/auth/v1`;
  }

  /** The issuer shown in authenticator apps: the site's host name. */
  totpIssuer(_req: IncomingMessage): string {
    return new URL(publicOrigin(this.ctx.config)).hostname;
  }

  /** One row of the auth trail (audit-trail.ts), written before the answer goes. */
  audit(req: IncomingMessage, event: AuthAuditEvent): Promise<void> {
    return recordAuthAudit(this.ctx.db.admin, req, this.ctx.config.trustProxy, event, this.ctx.log);
  }

  clientInfo(req: IncomingMessage): ClientInfo {
    const ua = req.headers['user-agent'];
    return { ip: clientAddress(req, this.ctx.config.trustProxy), userAgent: Array.isArray(ua) ? ua[0] : ua };
  }

  rateLimited(seconds: number): AuthError {
    return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', { retryAfter: seconds });
  }

  /** As Supabase's gateway: every request carries a valid project API key. */
  async checkApiKey(req: IncomingMessage, url: URL): Promise<void> {
    const h = req.headers.apikey;
    const apikey = (Array.isArray(h) ? h[0] : h) ?? url.searchParams.get('apikey') ?? undefined;
    if (!apikey) throw new ApiKeyError('No API key found in request');
    try {
      await this.ctx.jwt.verify(apikey);
    } catch {
      throw new ApiKeyError('Invalid API key');
    }
  }

  async bearerClaims(req: IncomingMessage): Promise<Claims> {
    const token = bearerToken(req);
    if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
    try {
      return await this.ctx.jwt.verify(token);
    } catch (err) {
      const reason = err instanceof JwtError && err.code === 'PGRST303' ? 'token has invalid claims: token is expired' : 'signature is invalid';
      throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
  }

  /** The signed-in user (and the session named by the JWT, which must still exist). */
  async requireUser(req: IncomingMessage): Promise<{ claims: Claims; user: UserRow; session?: SessionRow }> {
    const claims = await this.bearerClaims(req);
    if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    const user = await findUserById(this.ctx.db.admin, claims.sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    let session: SessionRow | undefined;
    if (claims.session_id) {
      session = await findSession(this.ctx.db.admin, claims.session_id);
      if (!session || session.user_id !== user.id) {
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    return { claims, user, session };
  }

  /** The signed-in user with a live session (MFA needs one). */
  async requireCaller(req: IncomingMessage): Promise<Caller> {
    const { user, session } = await this.requireUser(req);
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    return { user, session };
  }

  async requireAdmin(req: IncomingMessage): Promise<Claims> {
    const claims = await this.bearerClaims(req);
    if (!claims.role || !ADMIN_ROLES.includes(claims.role)) throw forbidden('not_admin', 'User not allowed');
    return claims;
  }
}
