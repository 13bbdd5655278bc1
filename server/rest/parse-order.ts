/** The `order` parameter: `created_at.desc.nullslast,title`. */
import { parseError } from './errors.ts';
import { parseColumnPath, splitTopLevel, type ColumnPath } from './grammar.ts';

export interface OrderTerm {
  path: ColumnPath;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export function parseOrder(input: string | null): OrderTerm[] {
  if (input === null || input.trim() === '') return [];
  const what = `order (${input})`;
  return splitTopLevel(input, what).map((raw) => {
    const parts = raw.trim().split('.');
    const term: OrderTerm = { path: parseColumnPath(parts[0]!, what) };
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc' || modifier === 'desc') term.direction = modifier;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else throw parseError(what, `unexpected "${modifier}", expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    return term;
  });
}
