/**
 * Reads a request's query string into the parts of a PostgREST query, then resolves every
 * column it names against the table (42703 for an unknown one), so that only names the
 * schema cache knows reach SQL.
 */
import { parseError } from './errors.ts';
import { parseColumnPath, unquote } from './grammar.ts';
import { columnOf, rejectNul } from './identifiers.ts';
import { parseCondition, parseTree, type Filter } from './parse-filter.ts';
import { parseOrder, type OrderTerm } from './parse-order.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';
import type { Table } from './schema-cache.ts';

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

function resolveFilter(filter: Filter, table: Table): void {
  if (filter.kind === 'condition') columnOf(table, filter.path.column);
  else filter.children.forEach((child) => resolveFilter(child, table));
}

export function parseQuery(params: URLSearchParams, table: Table): Query {
  for (const [key, value] of params) {
    rejectNul(key, `parameter name (${key})`);
    rejectNul(value, `parameter (${key})`);
  }
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
  const query: Query = {
    select: parseSelect(params.get('select'), table.name),
    filters,
    order: parseOrder(params.get('order')),
    limit: nonNegativeInt(params.get('limit'), 'limit'),
    offset: nonNegativeInt(params.get('offset'), 'offset'),
    onConflict: columnList(params.get('on_conflict'), 'on_conflict'),
    columns: columnList(params.get('columns'), 'columns'),
  };
  for (const item of query.select) if (item.kind === 'column') columnOf(table, item.path.column);
  for (const filter of query.filters) resolveFilter(filter, table);
  for (const term of query.order) columnOf(table, term.path.column);
  return query;
}
