/**
 * `staff-invite`: an administrator invites a staff member by e-mail with a role, or sends a
 * pending invitation again. Body `{ email, role?: 'admin' | 'editor', redirectTo?, name? }`;
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
import type { ServerContext } from '../../context.ts';
import { publicOrigin } from '../../platform/http/public-origin.ts';
import { FunctionError } from '../../platform/functions/function-error.ts';
import { authAdmin, callingAdmin, readJsonBody } from './calling-admin.ts';
import { memberName, nameMetadata } from './member-name.ts';

const ROLES = ['admin', 'editor'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readRequest(req: IncomingMessage): Promise<{ email: string; role?: (typeof ROLES)[number]; redirectTo?: string; name?: string }> {
  const body = await readJsonBody(req);
  const email = typeof body.email === 'string' ? body.email.normalize('NFKC').trim().toLowerCase() : '';
  if (!EMAIL.test(email)) throw new FunctionError(400, 'validation_failed', 'Geçerli bir e-posta adresi gerekli');
  const role = body.role;
  if (role !== undefined && !ROLES.includes(role as never)) throw new FunctionError(400, 'validation_failed', 'Rol admin veya editor olmalı');
  const redirectTo = typeof body.redirectTo === 'string' ? body.redirectTo : undefined;
  const name = body.name === undefined ? undefined : memberName(body.name);
  return { email, role: role as (typeof ROLES)[number] | undefined, redirectTo, name: name || undefined };
}

export async function staffInvite(ctx: ServerContext, req: IncomingMessage): Promise<unknown> {
  const inviter = await callingAdmin(ctx, req);
  if (!inviter) throw new FunctionError(403, 'forbidden', 'Bu işlem için yönetici yetkisi gerekli');
  const { email, role, redirectTo, name } = await readRequest(req);
  const admin = authAdmin(ctx);
  const origin = publicOrigin(ctx.config);
  // The e-mail names who invited and, when given, the role (the template reads user_metadata);
  // a name given here is the member's name from the start.
  const data = { invited_by: inviter.name, ...(role ? { invited_role: role } : {}), ...(name ? nameMetadata(name) : {}) };
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
