import { RestError } from '../errors.ts';
import type { Table } from '../schema/types.ts';

/**
 * An unknown column answers as PostgreSQL does for PostgREST's qualified names: 400 42703,
 * qualified by the table, or by the alias PostgREST's SQL gives an embedded one (`messages_1`).
 */
export function undefinedColumn(table: Table, name: string, qualifier = table.name): RestError {
  return new RestError(400, '42703', `column ${qualifier}.${name} does not exist`);
}
