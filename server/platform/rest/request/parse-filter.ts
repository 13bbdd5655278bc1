/**
 * Horizontal filters: `col=op.value`, `col=not.op.value`, quantified comparisons
 * (`like(any).{a*,b*}`, `eq(all).{…}`), and the logic trees `or=(…)`, `and=(…)`,
 * `not.or=(…)` with nesting, as PostgREST reads them.
 */
import { parseError } from '../errors.ts';
import { parseColumnPath, splitTopLevel, unquote, type ColumnPath } from './grammar.ts';

export type Filter =
  | {
      kind: 'condition';
      path: ColumnPath;
      negate: boolean;
      op: Operator;
      value: string | string[];
      language?: string;
      /** `op(any)` / `op(all)`: the value is an array literal `{a,b}` compared element-wise. */
      quantifier?: 'any' | 'all';
    }
  | { kind: 'tree'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch',
  'is', 'isdistinct', 'in', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj',
  'fts', 'plfts', 'phfts', 'wfts',
] as const;

/** The operators PostgREST lets `(any)` / `(all)` quantify. */
const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
export type Operator = (typeof OPERATORS)[number];

const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'];

/** Parses the right-hand side `[not.]op.value` of a filter on `path`. */
export function parseCondition(path: ColumnPath, rhs: string, inTree: boolean): Filter {
  let rest = rhs;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`filter (${rhs})`, `expecting an operator and a value, as in "eq.1"`);
  let opText = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  let language: string | undefined;
  let quantifier: 'any' | 'all' | undefined;
  const fts = /^(fts|plfts|phfts|wfts)\((\w+)\)$/.exec(opText);
  const quantified = /^(\w+)\((any|all)\)$/.exec(opText);
  if (fts) {
    opText = fts[1]!;
    language = fts[2];
  } else if (quantified && QUANTIFIABLE.has(quantified[1]!)) {
    opText = quantified[1]!;
    quantifier = quantified[2] as 'any' | 'all';
  }
  if (!(OPERATORS as readonly string[]).includes(opText)) {
    throw parseError(`filter (${opText})`, `unknown operator "${opText}"`);
  }
  const op = opText as Operator;
  // `ov`, like `cs`/`cd` and the range operators, takes its value as it is: an array literal
  // `{a,b}` or a range `[1,5)` / `(1,5)`, read by PostgreSQL as the column's type.
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw parseError(`filter (${op})`, `expecting a list in parentheses, as in "${op}.(a,b)"`);
    const inner = value.slice(1, -1);
    const items = inner.trim() === '' ? [] : splitTopLevel(inner, `filter (${op})`).map((v) => unquote(v));
    return { kind: 'condition', path, negate, op, value: items };
  }
  if (inTree) value = unquote(value);
  if (op.endsWith('fts')) checkSearchText(op, value);
  if (op === 'is' && !IS_VALUES.includes(value.toLowerCase())) {
    throw parseError('filter (is)', `"is" takes null, not_null, true, false or unknown, not "${value}"`);
  }
  return { kind: 'condition', path, negate, op, value, language, quantifier };
}

/**
 * PostgreSQL's tsquery parser keeps pending prefix operators (`!`, and `-` in websearch
 * syntax) on a fixed stack of 32 and fails with an internal error (XX000, a 500) beyond it.
 * No real search negates more than a few times in a row.
 */
const MAX_NEGATIONS = 16;
const NEGATION_RUN = new RegExp(`(?:[!-]\\s*){${MAX_NEGATIONS + 1}}`);

function checkSearchText(op: string, value: string): void {
  if (NEGATION_RUN.test(value)) throw parseError(`filter (${op})`, `at most ${MAX_NEGATIONS} negations ("!" or "-") in a row`);
}

/**
 * How deep `and`/`or` may nest. PostgREST sets no limit, but each level is a level of
 * recursion here and in PostgreSQL's parser (which answers a 500 `stack depth limit exceeded`
 * long before a request runs out of URL); real filters nest two or three levels.
 */
export const MAX_TREE_DEPTH = 16;

/** `(a.eq.1,or(b.gt.2,c.is.null))` → a tree. */
export function parseTree(op: 'and' | 'or', negate: boolean, body: string, depth = 1): Filter {
  const what = `logic tree (${body})`;
  if (depth > MAX_TREE_DEPTH) throw parseError('logic tree', `logic trees may nest at most ${MAX_TREE_DEPTH} levels deep`);
  if (!body.startsWith('(') || !body.endsWith(')')) throw parseError(what, 'expecting conditions in parentheses, as in "(a.eq.1,b.eq.2)"');
  const parts = splitTopLevel(body.slice(1, -1), what, ',', true);
  const children = parts.map((part) => parseTreeItem(part.trim(), what, depth));
  if (children.length === 0) throw parseError(what, 'empty logic tree');
  return { kind: 'tree', op, negate, children };
}

function parseTreeItem(item: string, what: string, depth: number): Filter {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]!, depth + 1);
  // column.op.value: the column path ends at the first dot that is not inside a JSON arrow key.
  const dot = item.indexOf('.');
  if (dot <= 0) throw parseError(what, `expecting "column.operator.value", got "${item}"`);
  return parseCondition(parseColumnPath(item.slice(0, dot), what), item.slice(dot + 1), true);
}
