/**
 * For the functions only the platform calls (the database's webhooks and schedule on hosted
 * Supabase, the embedded server's mail workers): the caller must present the service key, i.e.
 * a JWT whose role is service_role (verify_jwt has checked its signature already); anyone else
 * gets 403. Their database work goes through service-role-only RPCs with the service key.
 */
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { FunctionError } from './function-answer.ts';
import { claimsOf } from './jwt-claims.ts';
import { env } from './env.ts';

export function requireServiceRole(req: Request): void {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token) throw new FunctionError(401, 'unauthorized', 'Missing authorization header');
  let role: unknown;
  try {
    role = claimsOf(token).role;
  } catch {
    throw new FunctionError(401, 'unauthorized', 'Invalid JWT');
  }
  if (role !== 'service_role') throw new FunctionError(403, 'forbidden', 'Bu işlem yalnızca servis anahtarıyla yapılabilir');
}

export function serviceClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A failed RPC as an error the function's 500 logs (never shown to the caller). */
export function rpcFailure(name: string, error: { code?: string; message: string }): Error {
  return new Error(`${name} failed: ${error.code ?? ''} ${error.message}`);
}
