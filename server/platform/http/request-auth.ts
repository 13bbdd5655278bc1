/**
 * Who is calling: the JWT in `Authorization: Bearer …`, or else the `apikey` header
 * (the anon or service-role key, themselves JWTs), checked against the project's key.
 * The role claim names the PostgreSQL role the request runs as, as in PostgREST.
 */
import type { IncomingMessage } from 'node:http';
import { JwtError, type Claims, type JwtKeys } from '../jwt.ts';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface RequestAuth {
  role: ApiRole;
  claims: Claims;
  /** The bearer token as sent, when there was one. */
  token?: string;
}

/** Missing API key: answered 401 as Supabase's gateway does. */
export class MissingApiKeyError extends Error {
  constructor() {
    super('No API key found in request');
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization');
  const m = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m?.[1];
}

/** Throws JwtError (401 PGRST301/PGRST303) or MissingApiKeyError. */
export async function authenticate(req: IncomingMessage, jwt: JwtKeys, url?: URL): Promise<RequestAuth> {
  const apikey = header(req, 'apikey') ?? url?.searchParams.get('apikey') ?? undefined;
  if (!apikey) throw new MissingApiKeyError();
  const token = bearerToken(req) ?? apikey;
  const claims = await jwt.verify(token);
  const role = claims.role;
  if (!role || !(API_ROLES as readonly string[]).includes(role)) {
    throw new JwtError('PGRST301', `JWT role "${String(role)}" is not allowed`);
  }
  return { role: role as ApiRole, claims, token };
}
