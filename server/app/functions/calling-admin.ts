/**
 * What the staff functions share: who calls (a live administrator, asked of the database under
 * the caller's own JWT, as a hosted Edge Function would with `supabase.rpc`), the request's
 * JSON body, and the Auth admin API with the service key that never leaves the server.
 */
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { createClient, type GoTrueAdminApi } from '@supabase/supabase-js';
import type { ServerContext } from '../../context.ts';
import { bearerToken } from '../../platform/http/request-auth.ts';
import { readBody } from '../../platform/http/respond.ts';
import { isUtf8Text, parsedJsonFault } from '../../platform/http/malformed-text.ts';
import { FunctionError } from '../../platform/functions/function-error.ts';

/**
 * The caller's name (or e-mail) when the bearer token is a live admin's; undefined otherwise.
 */
export async function callingAdmin(ctx: ServerContext, req: IncomingMessage): Promise<{ name: string; id: string; email: string } | undefined> {
  const token = bearerToken(req);
  if (!token) throw new FunctionError(401, 'unauthorized', 'Missing authorization header');
  let claims;
  try {
    claims = await ctx.jwt.verify(token);
  } catch {
    throw new FunctionError(401, 'unauthorized', 'Invalid JWT');
  }
  if (claims.role !== 'authenticated') return undefined;
  const client = await ctx.db.admin.connect();
  try {
    await client.query('begin read only');
    await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    const { rows } = await client.query<{ ok: boolean }>('select private.is_admin() as ok');
    if (rows[0]?.ok !== true) return undefined;
    const meta = claims.user_metadata ?? {};
    const name = [meta.full_name, meta.name].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    return { name: name?.trim() ?? claims.email ?? '', id: String(claims.sub ?? ''), email: claims.email ?? '' };
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/**
 * The request's JSON object body, else 400 `bad_json`; text PostgreSQL cannot hold (U+0000,
 * half a surrogate pair) is 400 `validation_failed` naming the field, as in the Deno functions
 * (supabase/functions/_shared/function-answer.ts).
 */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req, 16 * 1024);
  if (!isUtf8Text(raw)) throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON: invalid UTF-8');
  const text = raw.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text || '{}');
  } catch {
    throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON');
  const fault = parsedJsonFault(text, body);
  if (fault) throw new FunctionError(400, 'validation_failed', `Geçersiz karakter: ${fault.key || 'alan adı'}`);
  return body as Record<string, unknown>;
}

export function authAdmin(ctx: ServerContext): GoTrueAdminApi {
  if (!ctx.internalUrl) throw new Error('the server does not listen yet');
  return createClient(ctx.internalUrl, ctx.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as never },
  }).auth.admin;
}
