/**
 * Signing and checking JWTs with the project's ES256 key, and the public JWKS.
 * Errors carry the PostgREST codes the API answers with (PGRST301 invalid, PGRST303 expired).
 */
import { importJWK, jwtVerify, SignJWT, errors, type JWK, type JWTPayload, type CryptoKey } from 'jose';

export type Claims = JWTPayload & {
  role?: string;
  email?: string;
  aal?: 'aal1' | 'aal2';
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  amr?: { method: string; timestamp: number }[];
  is_anonymous?: boolean;
};

export class JwtError extends Error {
  constructor(
    readonly code: 'PGRST301' | 'PGRST303',
    message: string,
  ) {
    super(message);
  }
}

export interface JwtKeys {
  sign(claims: Claims, expiresInSeconds: number): Promise<string>;
  verify(token: string): Promise<Claims>;
  /** The public half only, as `/auth/v1/.well-known/jwks.json` publishes it. */
  jwks: { keys: JWK[] };
}

export async function createJwtKeys(privateJwk: JWK & { kid: string }): Promise<JwtKeys> {
  const privateKey = (await importJWK(privateJwk, 'ES256')) as CryptoKey;
  const { d: _d, key_ops: _ops, ext: _ext, ...pub } = privateJwk;
  const publicJwk: JWK = { ...pub };
  const publicKey = (await importJWK(publicJwk, 'ES256')) as CryptoKey;
  // ES256 verification costs more than the query behind a typical request, and most requests
  // repeat a token (the anon key; a session's access token until it is refreshed). A token
  // string whose signature checked once always yields the same claims; only expiry is re-checked.
  const verified = new Map<string, Claims>();
  const CACHE_SIZE = 2000;
  return {
    jwks: { keys: [publicJwk] },
    async sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid, typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(privateKey);
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached && (cached.exp === undefined || cached.exp > Date.now() / 1000)) return cached;
      try {
        const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
        if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, Object.freeze(payload) as Claims);
        return payload as Claims;
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new JwtError('PGRST303', 'JWT expired');
        if (err instanceof errors.JWSSignatureVerificationFailed) throw new JwtError('PGRST301', 'Invalid JWT signature');
        const parts = token.split('.').length;
        if (parts !== 3) throw new JwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
        throw new JwtError('PGRST301', 'Invalid JWT');
      }
    },
  };
}
