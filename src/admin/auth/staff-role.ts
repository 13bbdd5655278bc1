/**
 * The signed-in member's role, as the session's app_metadata carries it (set only by an
 * administrator or the server). It decides what the admin shows; the database decides what
 * is allowed (private.is_staff / private.is_admin), so a stale token can only show too much.
 */
import type { Session } from '@supabase/supabase-js';

export type StaffRole = 'admin' | 'editor';

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Yönetici', editor: 'Editör' };

export function staffRole(session: Session | null | undefined): StaffRole | undefined {
  const role: unknown = session?.user.app_metadata?.role;
  return role === 'admin' || role === 'editor' ? role : undefined;
}

/** Whether a screen marked `adminOnly` is for this role. */
export function mayOpen(item: { adminOnly?: boolean }, role: StaffRole | undefined): boolean {
  return !item.adminOnly || role === 'admin';
}
