/**
 * Whether a text has a character a person can see: not only whitespace or invisible
 * characters (zero-width spaces and joiners, word joiner, BOM, soft hyphen, fillers, bidi
 * marks). The database's private.has_visible_text uses the same list (a unit test compares
 * them) and refuses such names and messages with 23514.
 */

/** The invisible characters as a regular-expression class body, in \uXXXX escapes. */
export const INVISIBLE_CHARACTERS =
  String.raw`\u0009-\u000d\u0020\u0085\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufeff\uffa0`;

// eslint-disable-next-line no-misleading-character-class -- single invisible code points, combining ones on purpose
const VISIBLE = new RegExp(`[^${INVISIBLE_CHARACTERS}]`, 'u');

export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}
