/**
 * A result's title with the visitor's words marked, as parts (rendered as text, never as
 * HTML). A title word is marked when it and a query word share their first five letters (or
 * the whole query word, if shorter), folded as the database folds them (İ/I/ı → i, accents
 * off), so 'algoritmaları' marks 'Algoritması' as the Turkish stemmer would match it.
 */
import type { ExcerptPart } from '../../lib/search-marks.ts';

export function foldWord(word: string): string {
  return word
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

export function titleParts(title: string, q: string): ExcerptPart[] {
  const words = q.split(/\s+/).map(foldWord).filter(Boolean);
  const matches = (word: string) => {
    const folded = foldWord(word);
    return folded !== '' && words.some((w) => sharedPrefix(folded, w) >= Math.min(w.length, 5));
  };
  const parts: ExcerptPart[] = [];
  for (const piece of title.split(/(\s+)/)) {
    if (!piece) continue;
    const marked = !/^\s+$/.test(piece) && matches(piece);
    const last = parts[parts.length - 1];
    if (last && last.marked === marked && !marked) last.text += piece;
    else parts.push({ text: piece, marked });
  }
  return parts;
}
