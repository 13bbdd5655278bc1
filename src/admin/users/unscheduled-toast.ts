/**
 * The toast after disabling, removing or re-roling a member: the database takes the scheduled
 * drafts of someone who can no longer publish off the schedule at that moment, and the
 * users functions answer how many; the toast says so.
 */
import type { InvitationToast } from './invitation-toast.ts';

export function unscheduledToast(text: string, unscheduled: number | null): InvitationToast {
  if (unscheduled && unscheduled > 0) return { text: `${text}; ${unscheduled} zamanlanmış taslak zamanlamadan çıkarıldı`, variant: 'warning' };
  return { text, variant: 'success' };
}
