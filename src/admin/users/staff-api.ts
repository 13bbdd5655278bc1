/**
 * The users screen's data: the database functions (`staff_list`, `staff_set_role`,
 * `staff_set_disabled`, `staff_remove`, `staff_reset_mfa`; each refuses anyone but a live
 * administrator and never leaves the last administrator out) and, for invitations, which
 * need the Auth server to send mail, the `staff-invite` function, and for a member's name
 * (user_metadata, the Auth admin API's) `staff-name` (/functions/v1, Edge Functions on hosted
 * Supabase). The signed-in member's own token is all the browser holds.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import type { StaffRole } from '../auth/staff-role.ts';

export type StaffState = 'active' | 'disabled' | 'invited';

export interface StaffMember {
  id: string;
  email: string;
  name: string | null;
  role: StaffRole;
  state: StaffState;
  mfa_verified: boolean;
  last_sign_in_at: string | null;
  invited_at: string | null;
  created_at: string;
}

/** An error of one of these calls, with the Turkish text to show. */
export class StaffError extends Error {}

interface PostgrestLikeError {
  code?: string;
  message?: string;
  hint?: string | null;
}

function staffError(error: PostgrestLikeError): StaffError {
  // The database words its refusals in Turkish (last administrator, no rights, unknown user).
  if (error.hint === 'last_admin' || error.code === '42501' || error.code === 'PT404' || error.code === '22023') {
    return new StaffError(error.message ?? 'İşlem yapılamadı');
  }
  return new StaffError(`İşlem yapılamadı: ${error.message ?? 'bilinmeyen hata'}`);
}

async function settle<T>(call: PromiseLike<{ data: T; error: PostgrestLikeError | null }>): Promise<T> {
  const { data, error } = await call;
  if (error) throw staffError(error);
  return data;
}

// The database checks role and state; their narrower types here are what staff_list answers.
export const listStaff = (client: AdminClient) => settle(client.rpc('staff_list')) as Promise<StaffMember[]>;
// These three answer how many of the member's scheduled drafts came off the schedule (someone
// who can no longer publish keeps none).
export const setRole = (client: AdminClient, id: string, role: StaffRole) => settle(client.rpc('staff_set_role', { target: id, new_role: role }));
export const setDisabled = (client: AdminClient, id: string, disabled: boolean) => settle(client.rpc('staff_set_disabled', { target: id, disabled }));
export const removeMember = (client: AdminClient, id: string) => settle(client.rpc('staff_remove', { target: id }));
export const resetMfa = (client: AdminClient, id: string) => settle(client.rpc('staff_reset_mfa', { target: id }));

/** The Turkish { message } of a function's refusal, else `fallback`. */
async function functionError(error: unknown, fallback: string): Promise<StaffError> {
  // A FunctionsHttpError carries the answer; its { code, message } is already Turkish.
  const response: unknown = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    if (body.message) return new StaffError(body.message);
  }
  return new StaffError(fallback);
}

/** Invites (or invites again) by e-mail, with a name when given; the link lands on /admin/sifre-belirle. */
export async function inviteMember(client: AdminClient, email: string, role?: StaffRole, name?: string): Promise<void> {
  const { error } = await client.functions.invoke('staff-invite', {
    body: { email, ...(role ? { role } : {}), ...(name ? { name } : {}), redirectTo: `${window.location.origin}/admin/sifre-belirle` },
  });
  if (error) throw await functionError(error, 'Davet gönderilemedi');
}

/** Sets (or with '' clears) a member's name. */
export async function setName(client: AdminClient, id: string, name: string): Promise<void> {
  const { error } = await client.functions.invoke('staff-name', { body: { id, name } });
  if (error) throw await functionError(error, 'Ad kaydedilemedi');
}
