/**
 * A staff member's name lives in user_metadata.full_name (what Supabase's own dashboard and the
 * edit-presence notice read). An older `name` key is dropped when the name is set, so no reader
 * that looks at `name` first (staff_list, the invitation's "who invited") sees a stale one.
 */
import { FunctionError } from './function-answer.ts';

export const MAX_NAME_LENGTH = 120;

/** The name as given, trimmed; '' clears it. Anything but a string is refused. */
export function memberName(value: unknown): string {
  if (typeof value !== 'string') throw new FunctionError(400, 'validation_failed', 'Ad metin olmalı');
  const name = value.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (name.length > MAX_NAME_LENGTH) throw new FunctionError(400, 'validation_failed', `Ad en fazla ${MAX_NAME_LENGTH} karakter olabilir`);
  return name;
}

/** The user_metadata patch that sets (or, for '', clears) the name; null removes a key. */
export function nameMetadata(name: string): { full_name: string | null; name: null } {
  return { full_name: name || null, name: null };
}
