/**
 * How deeply a JSON text nests, read from the text in one loop (no recursion, no parse), so a
 * body nested thousands of levels is refused before anything walks it: JSON.parse survives
 * such a body, but every recursive walk after it (checks, serialising, PostgreSQL's parser)
 * would run out of stack and answer 500.
 */

/** Whether `text` opens more than `limit` arrays/objects inside one another. */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
