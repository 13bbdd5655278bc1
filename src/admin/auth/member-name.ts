/** A staff member's name as the admin reads it: user_metadata.full_name, else an older `name`. */
export const MAX_NAME_LENGTH = 120;

export function memberNameOf(metadata: Record<string, unknown> | undefined): string | undefined {
  const meta = metadata ?? {};
  return [meta.full_name, meta.name].find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim();
}
