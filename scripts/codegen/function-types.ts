/**
 * `Database['public']['Functions']` from the functions PostgreSQL reports
 * (scripts/db/api-functions.ts), shaped as `supabase gen types` shapes them, so `rpc()`
 * calls are typed: arguments (with a default: optional), and what comes back (a table's
 * row, the columns of `returns table`, or one value; a set as an array).
 */
import type { ApiFunction, ApiFunctionColumn } from '../db/api-functions.ts';

const NUMBERS = new Set(['smallint', 'integer', 'bigint', 'real', 'double precision', 'numeric']);

/** A PostgreSQL type as `format_type` prints it, in TypeScript. */
export function tsType(pgType: string): string {
  if (pgType.endsWith('[]')) return `${tsType(pgType.slice(0, -2))}[]`;
  if (pgType === 'boolean') return 'boolean';
  if (NUMBERS.has(pgType) || pgType.startsWith('numeric(')) return 'number';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (pgType.startsWith('any')) return 'unknown';
  // text, uuid, dates and times, character varying, inet, …: strings in JSON.
  return 'string';
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

const columns = (cols: ApiFunctionColumn[]) => `{ ${cols.map((c) => `${key(c.name)}: ${tsType(c.type)}`).join('; ')} }`;

function returnsType(fn: ApiFunction): string {
  const one =
    fn.returns.kind === 'table'
      ? `Database['public']['Tables'][${JSON.stringify(fn.returns.table)}]['Row']`
      : fn.returns.kind === 'columns'
        ? columns(fn.returns.columns)
        : tsType(fn.returns.type);
  return fn.setof ? `${one}[]` : one;
}

function argsType(fn: ApiFunction): string {
  if (!fn.args.length) return 'never';
  return `{ ${fn.args.map((a) => `${key(a.name)}${a.optional ? '?' : ''}: ${tsType(a.type)}`).join('; ')} }`;
}

/** The body of `Functions: { … }`; overloads of one name become a union, as supabase gen types writes them. */
export function functionTypes(functions: ApiFunction[], indent: string): string {
  const byName = new Map<string, ApiFunction[]>();
  for (const fn of functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  if (!byName.size) return '{ [_ in never]: never }';
  const entries = [...byName].map(([name, overloads]) => {
    const shapes = overloads.map((fn) => `{\n${indent}  Args: ${argsType(fn)}\n${indent}  Returns: ${returnsType(fn)}\n${indent}}`);
    return `${indent}${key(name)}: ${shapes.join(' | ')}`;
  });
  return `{\n${entries.join('\n')}\n${indent.slice(2)}}`;
}
