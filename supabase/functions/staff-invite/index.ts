/**
 * `staff-invite`: an administrator invites a staff member by e-mail with a role, or sends a
 * pending invitation again. Body `{ email, role?: 'admin' | 'editor' | 'author', redirectTo?, name? }`;
 * answers `{ id, email, role }`, or `{ code, message }` with the status.
 *
 * The caller's own JWT must belong to a live admin (asked of the database, _shared/calling-admin.ts).
 * Then, with the service key, `auth.admin.inviteUserByEmail` (Auth mails the link) and
 * `updateUserById` for `app_metadata.role`. The link lands on `<SITE_URL>/admin/sifre-belirle`
 * unless redirectTo names another page of the site (without the SITE_URL secret: Auth's Site URL).
 * The same file runs on hosted Supabase and, through Deno, on the embedded server.
 */
import { answerPost, FunctionError, readJsonBody } from '../_shared/function-answer.ts';
import { authAdmin, callingAdmin } from '../_shared/calling-admin.ts';
import { memberName, nameMetadata } from '../_shared/member-name.ts';

const ROLES = ['admin', 'editor', 'author'] as const;
type Role = (typeof ROLES)[number];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readRequest(req: Request): Promise<{ email: string; role?: Role; redirectTo?: string; name?: string }> {
  const body = await readJsonBody(req);
  const email = typeof body.email === 'string' ? body.email.normalize('NFKC').trim().toLowerCase() : '';
  if (!EMAIL.test(email)) throw new FunctionError(400, 'validation_failed', 'Geçerli bir e-posta adresi gerekli');
  const role = body.role;
  if (role !== undefined && !ROLES.includes(role as Role)) throw new FunctionError(400, 'validation_failed', 'Rol admin, editor veya author olmalı');
  const redirectTo = typeof body.redirectTo === 'string' ? body.redirectTo : undefined;
  const name = body.name === undefined ? undefined : memberName(body.name);
  return { email, role: role as Role | undefined, redirectTo, name: name || undefined };
}

function defaultRedirect(): string | undefined {
  const site = Deno.env.get('SITE_URL')?.replace(/\/+$/, '');
  return site ? `${site}/admin/sifre-belirle` : undefined;
}

async function staffInvite(req: Request): Promise<unknown> {
  const inviter = await callingAdmin(req);
  if (!inviter) throw new FunctionError(403, 'forbidden', 'Bu işlem için yönetici yetkisi gerekli');
  const { email, role, redirectTo, name } = await readRequest(req);
  const admin = authAdmin();
  // The e-mail names who invited and, when given, the role (the template reads user_metadata);
  // a name given here is the member's name from the start.
  const data = { invited_by: inviter.name, ...(role ? { invited_role: role } : {}), ...(name ? nameMetadata(name) : {}) };
  const invited = await admin.inviteUserByEmail(email, { redirectTo: redirectTo ?? defaultRedirect(), data });
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

Deno.serve((req) => answerPost(req, staffInvite));
