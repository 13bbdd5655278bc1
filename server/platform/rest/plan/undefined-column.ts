import { RestError } from '../errors.ts';
import type { Table } from '../schema/types.ts';

/** An unknown column answers as PostgreSQL does for PostgREST's qualified names: 400 42703. */
export function undefinedColumn(table: Table, name: string): RestError {
  return new RestError(400, '42703', `column ${table.name}.${name} does not exist`);
}
