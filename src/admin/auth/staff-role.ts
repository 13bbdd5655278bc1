/**
 * The signed-in member's role, as the session's app_metadata carries it (set only by an
 * administrator or the server). It decides what the admin shows; the database decides what
 * is allowed (private.is_staff / private.is_admin), so a stale token can only show too much.
 */
import type { Session } from '@supabase/supabase-js';

export type StaffRole = 'admin' | 'editor' | 'author';

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Yönetici', editor: 'Editör', author: 'Yazar' };

export function staffRole(session: Session | null | undefined): StaffRole | undefined {
  const role: unknown = session?.user.app_metadata?.role;
  return role === 'admin' || role === 'editor' || role === 'author' ? role : undefined;
}

/**
 * Whether a screen is for this role: `adminOnly` ones for administrators, and for an author
 * only those marked `authors` (content, media, the dashboard).
 */
export function mayOpen(item: { adminOnly?: boolean; authors?: boolean }, role: StaffRole | undefined): boolean {
  if (role === 'author') return item.authors === true;
  return !item.adminOnly || role === 'admin';
}

/** Whether the member publishes (admins and editors); an author sends for review instead. */
export function mayPublish(role: StaffRole | undefined): boolean {
  return role === 'admin' || role === 'editor';
}

/** Whether the member is an author (writes, never publishes): their forms lock the publication fields. */
export function isAuthor(role: StaffRole | undefined): boolean {
  return role === 'author';
}
