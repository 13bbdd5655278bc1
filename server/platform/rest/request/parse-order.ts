/** The `order` parameter: `created_at.desc.nullslast,title`, and `author(name).desc` for a to-one embed. */
import { parseError } from '../errors.ts';
import { parseColumnPath, splitTopLevel, unquote, type ColumnPath } from './grammar.ts';

export interface OrderTerm {
  path: ColumnPath;
  /** `relation(column)`: order by a column of an embedded to-one resource (its alias or name). */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const RELATED = /^([^()]+)\((.+)\)$/s;

export function parseOrder(input: string | null): OrderTerm[] {
  if (input === null || input.trim() === '') return [];
  const what = `order (${input})`;
  return splitTopLevel(input, what).map((raw) => {
    const text = raw.trim();
    // Modifiers follow the last `)` (related order) or the first dot (plain column).
    const close = text.lastIndexOf(')');
    const related0 = close >= 0 ? RELATED.exec(text.slice(0, close + 1)) : null;
    // Not `relation(column)`: a plain name up to the first dot (an unknown one is 42703 in the plan).
    const head = related0 ? text.slice(0, close + 1) : text.split('.')[0]!;
    const modifiers = text.slice(head.length).split('.').slice(1);
    const related = related0;
    const term: OrderTerm = related
      ? { path: parseColumnPath(related[2]!, what), relation: unquote(related[1]!.trim()) }
      : { path: parseColumnPath(head, what) };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') term.direction = modifier;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else throw parseError(what, `unexpected "${modifier}", expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    return term;
  });
}
