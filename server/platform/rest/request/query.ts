/**
 * Reads a request's query string into the parts of a PostgREST query: the select tree,
 * filters, order and ranges for the top level and for each embedded resource
 * (`comments.id=eq.1`, `comments.order=id.desc`, `comments.limit=2`), and for `GET /rpc/fn`
 * the function's arguments. Only syntax is checked here; names are resolved in the plan.
 */
import { parseError } from '../errors.ts';
import { parseColumnPath, unquote } from './grammar.ts';
import { rejectNul } from './identifiers.ts';
import { parseCondition, parseTree, type Filter } from './parse-filter.ts';
import { parseOrder, type OrderTerm } from './parse-order.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';

/** Filters, order and range of one level: the top (empty path) or an embedded resource. */
export interface LevelParams {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface Query extends LevelParams {
  select: SelectItem[];
  onConflict?: string[];
  columns?: string[];
  /** Parameters of embedded resources, keyed by their path of aliases or names joined with '\0'. */
  embedded: Map<string, LevelParams & { path: string[] }>;
  /** `GET /rpc/fn?arg=…`: the arguments, by name. */
  args: Map<string, string>;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
const LEVEL_KEYS = new Set(['order', 'limit', 'offset', 'or', 'and']);

function nonNegativeInt(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) {
    throw parseError(`${name} parameter (${value})`, `expecting a non-negative integer`);
  }
  return n;
}

function columnList(value: string | null, name: string): string[] | undefined {
  if (value === null) return undefined;
  const cols = value.split(',').map((c) => unquote(c.trim()));
  if (cols.some((c) => c === '')) throw parseError(`${name} parameter (${value})`, 'empty column name');
  return cols;
}

/** `a.b.col->x.y` → path [a, b] and `col->x.y`: dots split embed names only before any JSON arrow and outside quotes. */
function splitKey(key: string): string[] {
  const arrow = key.indexOf('->');
  const head = arrow >= 0 ? key.slice(0, arrow) : key;
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < head.length; i++) {
    if (head[i] === '"') quoted = !quoted;
    else if (head[i] === '.' && !quoted) {
      parts.push(head.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(key.slice(start));
  return parts;
}

export function parseQuery(params: URLSearchParams, argNames: ReadonlySet<string> = new Set()): Query {
  for (const [key, value] of params) {
    rejectNul(key, `parameter name (${key})`);
    rejectNul(value, `parameter (${key})`);
  }
  const query: Query = {
    select: parseSelect(params.get('select')),
    filters: [],
    order: parseOrder(params.get('order')),
    limit: nonNegativeInt(params.get('limit'), 'limit'),
    offset: nonNegativeInt(params.get('offset'), 'offset'),
    onConflict: columnList(params.get('on_conflict'), 'on_conflict'),
    columns: columnList(params.get('columns'), 'columns'),
    embedded: new Map(),
    args: new Map(),
  };
  const level = (path: string[]) => {
    const key = path.join('\0');
    let found = query.embedded.get(key);
    if (!found) query.embedded.set(key, (found = { path, filters: [], order: [] }));
    return found;
  };
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (argNames.has(key)) {
      query.args.set(key, value);
      continue;
    }
    const tree = /^(not\.)?(and|or)$/.exec(key);
    if (tree) {
      query.filters.push(parseTree(tree[2] as 'and' | 'or', Boolean(tree[1]), value));
      continue;
    }
    const parts = splitKey(key);
    const last = parts[parts.length - 1]!;
    if (parts.length > 1 && LEVEL_KEYS.has(last)) {
      const negated = parts.length > 2 && parts[parts.length - 2] === 'not' && (last === 'or' || last === 'and');
      const target = level(parts.slice(0, negated ? -2 : -1).map((p) => unquote(p)));
      if (last === 'order') target.order = parseOrder(value);
      else if (last === 'limit') target.limit = nonNegativeInt(value, key);
      else if (last === 'offset') target.offset = nonNegativeInt(value, key);
      else target.filters.push(parseTree(last as 'and' | 'or', negated, value));
      continue;
    }
    const condition = parseCondition(parseColumnPath(last, `filter (${key})`), value, false);
    if (parts.length === 1) query.filters.push(condition);
    else level(parts.slice(0, -1).map((p) => unquote(p))).filters.push(condition);
  }
  return query;
}
