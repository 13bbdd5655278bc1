/**
 * A search excerpt (ts_headline's text with the matched words in <mark>…</mark>) as plain
 * text parts, each marked or not. Nothing else of it is markup: the page renders the parts
 * as text, so a '<' in a post can never become HTML.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) parts.push({ text: piece, marked });
  }
  return parts;
}
