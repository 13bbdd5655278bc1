/**
 * `staff-invite`: an administrator invites a staff member by e-mail with a role, or sends a
 * pending invitation again. Body `{ email, role?: 'admin' | 'editor', redirectTo? }`;
 * answers `{ id, email, role }`.
 *
 * The caller's own JWT must belong to a live admin (private.is_admin(): session alive, not
 * banned, admin role stored now, aal2 once TOTP is on). Then, with the service key that never
 * leaves the server, it calls the Auth admin API as a hosted Edge Function would:
 * `auth.admin.inviteUserByEmail` (GoTrue mails the link) and `updateUserById` for
 * `app_metadata.role`. The link lands on /admin/sifre-belirle unless redirectTo says another
 * page of the site.
 */
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import type { ServerContext } from '../../context.ts';
import { publicOrigin } from '../../platform/http/public-origin.ts';
import { bearerToken } from '../../platform/http/request-auth.ts';
import { readBody } from '../../platform/http/respond.ts';
import { FunctionError } from '../../platform/functions/function-error.ts';

const ROLES = ['admin', 'editor'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The caller's name (or e-mail) for the invitation when the bearer token is a live admin's,
 * asked of the database as that caller; undefined otherwise.
 */
async function callingAdmin(ctx: ServerContext, req: IncomingMessage): Promise<{ name: string } | undefined> {
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
    const name = claims.user_metadata?.name;
    return { name: typeof name === 'string' && name.trim() ? name.trim() : (claims.email ?? '') };
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

async function readRequest(req: IncomingMessage): Promise<{ email: string; role?: (typeof ROLES)[number]; redirectTo?: string }> {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!body || typeof body !== 'object') throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON');
  const email = typeof body.email === 'string' ? body.email.normalize('NFKC').trim().toLowerCase() : '';
  if (!EMAIL.test(email)) throw new FunctionError(400, 'validation_failed', 'Geçerli bir e-posta adresi gerekli');
  const role = body.role;
  if (role !== undefined && !ROLES.includes(role as never)) throw new FunctionError(400, 'validation_failed', 'Rol admin veya editor olmalı');
  const redirectTo = typeof body.redirectTo === 'string' ? body.redirectTo : undefined;
  return { email, role: role as (typeof ROLES)[number] | undefined, redirectTo };
}

export async function staffInvite(ctx: ServerContext, req: IncomingMessage): Promise<unknown> {
  const inviter = await callingAdmin(ctx, req);
  if (!inviter) throw new FunctionError(403, 'forbidden', 'Bu işlem için yönetici yetkisi gerekli');
  const { email, role, redirectTo } = await readRequest(req);
  if (!ctx.internalUrl) throw new Error('the server does not listen yet');
  const admin = createClient(ctx.internalUrl, ctx.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as never },
  }).auth.admin;
  const origin = publicOrigin(ctx.config);
  // The e-mail names who invited and, when given, the role (the template reads user_metadata).
  const data = { invited_by: inviter.name, ...(role ? { invited_role: role } : {}) };
  const invited = await admin.inviteUserByEmail(email, { redirectTo: redirectTo ?? `${origin}/admin/sifre-belirle`, data });
  if (invited.error) {
    if (invited.error.code === 'email_exists') throw new FunctionError(422, 'email_exists', 'Bu e-posta adresiyle kayıtlı bir hesap zaten var');
    throw new FunctionError(invited.error.status ?? 500, invited.error.code ?? 'invite_failed', invited.error.message);
  }
  const user = invited.data.user;
  const current = typeof user.app_metadata?.role === 'string' ? user.app_metadata.role : undefined;
  const wanted = role ?? current ?? 'editor';
  if (wanted !== current) {
    const updated = await admin.updateUserById(user.id, { app_metadata: { role: wanted } });
    if (updated.error) throw new FunctionError(updated.error.status ?? 500, updated.error.code ?? 'update_failed', updated.error.message);
  }
  return { id: user.id, email: user.email, role: wanted };
}
