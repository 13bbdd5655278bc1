/**
 * What Supabase's Edge Functions gateway checks before a function with `verify_jwt` runs: a
 * bearer JWT signed by the project (the anon key will do). Refusals are 401 in the gateway's
 * own shapes: no Authorization header, a token that is not a JWT, one that fails verification.
 */
import type { IncomingMessage } from 'node:http';
import { bearerToken } from '../http/request-auth.ts';
import type { JwtKeys } from '../jwt.ts';

export interface GatewayRefusal {
  status: 401;
  body: { code: string | number; message: string };
}

export async function checkGatewayJwt(req: IncomingMessage, jwt: JwtKeys): Promise<GatewayRefusal | undefined> {
  if (!req.headers.authorization) return { status: 401, body: { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' } };
  const token = bearerToken(req);
  if (!token || token.split('.').length !== 3) return { status: 401, body: { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' } };
  try {
    await jwt.verify(token);
    return undefined;
  } catch {
    // A well-formed token with a bad signature or past its expiry.
    return { status: 401, body: { code: 401, message: 'Invalid JWT' } };
  }
}
