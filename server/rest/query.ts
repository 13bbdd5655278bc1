/** Reads a request's query string into the parts of a PostgREST query. */
import { parseError } from './errors.ts';
import { parseColumnPath } from './grammar.ts';
import { parseCondition, parseTree, type Filter } from './parse-filter.ts';
import { parseOrder, type OrderTerm } from './parse-order.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';

export interface Query {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

function nonNegativeInt(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value.trim())) throw parseError(`${name} parameter (${value})`, `expecting a non-negative integer`);
  return Number(value.trim());
}

function columnList(value: string | null, name: string): string[] | undefined {
  if (value === null) return undefined;
  const cols = value.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
  if (cols.some((c) => c === '')) throw parseError(`${name} parameter (${value})`, 'empty column name');
  return cols;
}

export function parseQuery(params: URLSearchParams, table: string): Query {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const tree = /^(not\.)?(and|or)$/.exec(key);
    if (tree) {
      filters.push(parseTree(tree[2] as 'and' | 'or', Boolean(tree[1]), value));
      continue;
    }
    filters.push(parseCondition(parseColumnPath(key, `filter (${key})`), value, false));
  }
  return {
    select: parseSelect(params.get('select'), table),
    filters,
    order: parseOrder(params.get('order')),
    limit: nonNegativeInt(params.get('limit'), 'limit'),
    offset: nonNegativeInt(params.get('offset'), 'offset'),
    onConflict: columnList(params.get('on_conflict'), 'on_conflict'),
    columns: columnList(params.get('columns'), 'columns'),
  };
}
