/**
 * What the staff functions share: who calls, asked of the database under the caller's own JWT
 * (`staff_list` runs `private.is_admin()`: session alive, not banned, admin role stored now,
 * aal2 once TOTP is on, and refuses anyone else), and the Auth admin API with the service key,
 * which Supabase gives the function and never the browser.
 */
import { createClient, type GoTrueAdminApi } from 'npm:@supabase/supabase-js@2';
import { FunctionError } from './function-answer.ts';
import { claimsOf } from './jwt-claims.ts';
import { env } from './env.ts';

const CLIENT_OPTIONS = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** The caller's name (or e-mail) when the bearer token is a live admin's; undefined otherwise. */
export async function callingAdmin(req: Request): Promise<{ name: string; id: string; email: string } | undefined> {
  const authorization = req.headers.get('Authorization') ?? '';
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (!token) throw new FunctionError(401, 'unauthorized', 'Missing authorization header');
  const asCaller = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...CLIENT_OPTIONS,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const { error } = await asCaller.rpc('staff_list').select('id').limit(1);
  if (error) {
    // 42501: not a live admin. PGRST301/302/303: the token itself is bad.
    if (error.code === '42501') return undefined;
    if (error.code?.startsWith('PGRST30')) throw new FunctionError(401, 'unauthorized', 'Invalid JWT');
    throw new Error(`staff_list failed: ${error.code ?? ''} ${error.message}`);
  }
  const claims = claimsOf(token);
  const meta = (claims.user_metadata ?? {}) as Record<string, unknown>;
  const name = [meta.full_name, meta.name].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const email = typeof claims.email === 'string' ? claims.email : '';
  return { name: name?.trim() ?? email, id: String(claims.sub ?? ''), email };
}

export function authAdmin(): GoTrueAdminApi {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), CLIENT_OPTIONS).auth.admin;
}
