/**
 * The signed-in staff member's follow-ups: their open leads (not won or lost) with a follow-up
 * time, soonest first (index contact_messages_follow_up_idx). A few rows, never the whole inbox.
 */
import type { AdminClient } from '../../lib/admin-client.ts';

export interface FollowUp {
  id: string;
  name: string;
  email: string;
  stage: string;
  follow_up_at: string;
}

export const FOLLOW_UPS_SHOWN = 10;

export async function loadFollowUps(client: AdminClient, owner: string | undefined): Promise<FollowUp[]> {
  if (!owner) return [];
  const { data, error } = await client
    .from('contact_messages')
    .select('id, name, email, stage, follow_up_at')
    .eq('owner_id', owner)
    .not('follow_up_at', 'is', null)
    .not('stage', 'in', '(won,lost)')
    .order('follow_up_at')
    .limit(FOLLOW_UPS_SHOWN);
  if (error) throw new Error(error.message);
  return (data ?? []) as FollowUp[];
}
