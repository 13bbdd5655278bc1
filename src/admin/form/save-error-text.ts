/**
 * The Turkish text of a refused save. Our database guards speak Turkish (P0001) and are shown
 * as they are; a CHECK the resource names (`messages.checks`) and the check of a page's blocks
 * (23514 "Block <n> of <table>.blocks …") get their Turkish text; a resource that says more
 * (`messages.saveErrors`: site settings, spec part 2 §8) names codes, permission refusals and a
 * prefix for the server's message; anything else gets the resource's `saveError`.
 */
import type { Messages } from '../../../schema/resource.ts';

type SaveError = { code?: string; message?: string } | null | undefined;

/** The CHECK constraint a 23514 names (PostgreSQL: `… violates check constraint "name"`). */
function violatedCheck(error: SaveError): string | undefined {
  if (error?.code !== '23514') return undefined;
  return /violates check constraint "([^"]+)"/.exec(error.message ?? '')?.[1];
}

/** The field under which the refused CHECK's text is shown, if the resource gives one. */
export function saveErrorField(messages: Messages, error: SaveError): string | undefined {
  const check = violatedCheck(error);
  return check ? messages.checks?.[check]?.field : undefined;
}

/** A block the database refused (private.page_blocks_valid): its number as staff count them. */
function blockErrorText(error: SaveError): string | undefined {
  if (error?.code !== '23514') return undefined;
  const m = /^Block (\d+) of \w+\.blocks (.*)$/.exec(error.message ?? '');
  if (!m) return undefined;
  if (m[2]!.startsWith('has the unknown type ')) return `Kaydedilemedi: ${m[1]}. bloğun türü artık yok. Sayfayı kaydetmek için bu bloğu kaldırın.`;
  return `Kaydedilemedi: ${m[1]}. blok geçersiz. Bloğun alanlarını düzeltin ya da bloğu kaldırın.`;
}

export function saveErrorText(messages: Messages, error: SaveError): string {
  if (error?.code === 'P0001' && error.message) return error.message;
  const check = violatedCheck(error);
  const checkText = check ? messages.checks?.[check]?.text : undefined;
  if (checkText) return checkText;
  const blockText = blockErrorText(error);
  if (blockText) return blockText;
  const more = messages.saveErrors;
  if (!more) return messages.saveError;
  const byCode = error?.code ? more.byCode?.[error.code] : undefined;
  if (byCode) return byCode;
  // Our RLS answers 42501 "permission denied" or "row-level security": not allowed to write.
  if (more.permission && error?.message && /permission|row-level security/i.test(error.message)) return more.permission;
  return more.prefix + (error?.message || more.unknown);
}
