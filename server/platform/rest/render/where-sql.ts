/** Filters to SQL conditions with parameters, as PostgREST writes them. */
import { RestError } from '../errors.ts';
import { pathSql } from './path-sql.ts';
import type { ColumnPath } from '../request/grammar.ts';
import type { Filter } from '../request/parse-filter.ts';
import type { Table } from '../schema-cache.ts';
import { literal, type Params } from './sql.ts';

const COMPARISON: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=',
  like: 'like', ilike: 'ilike', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', isdistinct: 'is distinct from',
  // Range operators: strictly left/right of, does not extend to the right/left of, adjacent.
  sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-',
};

const FTS_FUNCTION: Record<string, string> = {
  fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery',
};

/** `any($1)` / `all($1)`: PostgreSQL reads the parameter as an array of the column's type. */
function quantified(quantifier: 'any' | 'all' | undefined, param: string): string {
  return quantifier ? `${quantifier}(${param})` : param;
}

/** SQL standing for some filters' left side instead of their path (embedded resources). */
export type LeftSides = ReadonlyMap<ColumnPath, string>;

function conditionSql(filter: Extract<Filter, { kind: 'condition' }>, table: Table, params: Params, sides?: LeftSides): string {
  const lhs = sides?.get(filter.path) ?? pathSql(filter.path);
  const value = filter.value;
  let sql: string;
  switch (filter.op) {
    case 'is': {
      const v = (value as string).toLowerCase();
      sql = v === 'not_null' ? `${lhs} is not null` : `${lhs} is ${v}`;
      break;
    }
    case 'in':
      sql = `${lhs} = any(${params.add(value)})`;
      break;
    case 'like':
    case 'ilike': {
      // `*` stands for `%` (it needs no URL encoding); with a quantifier in every element.
      const pattern = params.add((value as string).replace(/\*/g, '%'));
      sql = `${lhs} ${COMPARISON[filter.op]} ${quantified(filter.quantifier, pattern)}`;
      break;
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const column = table.columns.get(filter.path.column);
      const config = filter.language ? `${literal(filter.language)}::regconfig, ` : '';
      const vector = column?.type === 'tsvector' && filter.path.steps.length === 0 ? lhs : `to_tsvector(${config}${lhs})`;
      sql = `${vector} @@ ${FTS_FUNCTION[filter.op]}(${config}${params.add(value)})`;
      break;
    }
    default: {
      const operator = COMPARISON[filter.op];
      if (!operator) throw new RestError(400, 'PGRST100', `"failed to parse filter (${filter.op})"`);
      sql = `${lhs} ${operator} ${quantified(filter.quantifier, params.add(value))}`;
    }
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function filterSql(filter: Filter, table: Table, params: Params, sides?: LeftSides): string {
  if (filter.kind === 'condition') return conditionSql(filter, table, params, sides);
  const joined = filter.children.map((c) => `(${filterSql(c, table, params, sides)})`).join(filter.op === 'and' ? ' and ' : ' or ');
  return filter.negate ? `not (${joined})` : `(${joined})`;
}

/** ` where …` for all top-level filters (joined with and), or an empty string. */
export function whereSql(filters: Filter[], table: Table, params: Params): string {
  if (filters.length === 0) return '';
  return ' where ' + filters.map((f) => `(${filterSql(f, table, params)})`).join(' and ');
}
