/**
 * The small pieces of PostgREST's query-string grammar that several parameters share:
 * splitting lists at top level (outside parentheses and double quotes), unquoting values,
 * and column paths with JSON arrows (`content->hero->>title`).
 */
import { parseError } from '../errors.ts';

/**
 * Splits `a,b(c,d),"e,f"` at the top-level separators. With `arrays`, as in logic trees, an
 * array literal `{a,b}` (braces with no brace inside) is kept whole too.
 */
export function splitTopLevel(input: string, what: string, separator = ',', arrays = false): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (arrays && ch === '{') {
      const close = input.indexOf('}', i + 1);
      const nested = input.indexOf('{', i + 1);
      if (close > 0 && (nested < 0 || nested > close)) {
        i = close;
        continue;
      }
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(what, `unexpected ")" at column ${i + 1}`);
    } else if (ch === separator && depth === 0) {
      parts.push(input.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw parseError(what, 'unterminated double quote');
  if (depth !== 0) throw parseError(what, 'unbalanced parentheses');
  parts.push(input.slice(start));
  return parts;
}

/** `"a \"b\""` → `a "b"`; unquoted values are returned as they are. */
export function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    return v.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export interface ColumnPath {
  column: string;
  /** JSON steps: `->` keeps JSON, `->>` yields text. */
  steps: { arrow: '->' | '->>'; key: string }[];
  /**
   * Set by the plan, never from request text, when the name is a computed field: the function
   * (in `schema`) called on the row `alias` of `table` (render/path-sql.ts writes the call).
   */
  computed?: { schema: string; function: string; alias: string; table: string };
}

export function parseColumnPath(input: string, what: string): ColumnPath {
  const text = input.trim();
  const pieces = text.split(/(->>|->)/);
  const column = unquote(pieces[0]!.trim());
  if (!column) throw parseError(what, `missing column name in "${input}"`);
  const steps: ColumnPath['steps'] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const key = pieces[i + 1]?.trim();
    if (!key) throw parseError(what, `missing JSON key after "${pieces[i]}" in "${input}"`);
    steps.push({ arrow: pieces[i] as '->' | '->>', key: unquote(key) });
  }
  return { column, steps };
}

/** The key PostgREST gives a selected path in the JSON output: its last element. */
export function pathName(path: ColumnPath): string {
  return path.steps.length ? path.steps[path.steps.length - 1]!.key : path.column;
}
