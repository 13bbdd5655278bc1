/**
 * A preview link's approval request, as its visitor answers it: whether the link asks
 * (`public.preview_asks_approval`) and the answer (`public.respond_to_preview`), both through
 * the site's own data API with the token as a parameter (supabase/schemas/23_preview_approvals.sql).
 */
import type { PublicClient } from '../../lib/public-client.ts';

/** Why an answer was refused, as the bar words it. */
export type ApprovalRefusal = 'invalid' | 'rate_limited' | 'too_long' | 'failed';

export async function previewAsksApproval(db: PublicClient, token: string): Promise<boolean> {
  const { data, error } = await db.rpc('preview_asks_approval', { token });
  return !error && data === true;
}

export async function respondToPreview(db: PublicClient, token: string, approved: boolean, comment: string): Promise<ApprovalRefusal | null> {
  const { error } = await db.rpc('respond_to_preview', { token, approved, comment: comment.trim() === '' ? undefined : comment });
  if (!error) return null;
  if (error.code === 'PT403') return 'invalid';
  if (error.code === 'P0001' && error.hint === 'rate_limited') return 'rate_limited';
  if (error.code === '23514') return 'too_long';
  return 'failed';
}
