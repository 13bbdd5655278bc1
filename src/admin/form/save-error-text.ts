/**
 * The Turkish text of a refused save. Our database guards speak Turkish (P0001) and are shown
 * as they are; a resource that says more (`messages.saveErrors`: site settings, spec part 2 §8)
 * names codes, permission refusals and a prefix for the server's message; anything else gets
 * the resource's `saveError`.
 */
import type { Messages } from '../../../schema/resource.ts';

export function saveErrorText(messages: Messages, error: { code?: string; message?: string } | null | undefined): string {
  if (error?.code === 'P0001' && error.message) return error.message;
  const more = messages.saveErrors;
  if (!more) return messages.saveError;
  const byCode = error?.code ? more.byCode?.[error.code] : undefined;
  if (byCode) return byCode;
  // Our RLS answers 42501 "permission denied" or "row-level security": not allowed to write.
  if (more.permission && error?.message && /permission|row-level security/i.test(error.message)) return more.permission;
  return more.prefix + (error?.message || more.unknown);
}
