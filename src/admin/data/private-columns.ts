/**
 * Tables with private columns (schema `db.privateColumns`): the API roles may select only the
 * other columns, so the admin names them (generated/public-columns.ts) and reads the private
 * ones through the generated `<table>_private_columns()`, which answers the table's writers
 * only (others get no rows, and their form shows the fields empty).
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { PRIVATE_COLUMNS_READERS, PUBLIC_COLUMNS } from '../../../generated/public-columns.ts';

/** The `select` list for a table: its selectable columns, or `*` for a table the schema does not know. */
export function selectableColumns(table: string): string {
  return (PUBLIC_COLUMNS as Record<string, string>)[table] ?? '*';
}

export function hasPrivateColumns(table: string): table is keyof typeof PRIVATE_COLUMNS_READERS {
  return Object.hasOwn(PRIVATE_COLUMNS_READERS, table);
}

/** The private columns by row id (an empty map for tables without any). */
export async function readPrivateColumns(client: AdminClient, table: string): Promise<Map<string, Record<string, unknown>>> {
  if (!hasPrivateColumns(table)) return new Map();
  const { data, error } = await client.rpc(PRIVATE_COLUMNS_READERS[table]);
  if (error) throw error;
  return new Map(((data ?? []) as { id: string }[]).map((r) => [r.id, r]));
}

/** A written row as the form knows it: the answer, plus the private values it wrote (never in the answer). */
export function withWrittenPrivate<T extends object>(answer: T, written: Record<string, unknown>): T {
  return { ...Object.fromEntries(Object.entries(written).filter(([k]) => !(k in answer))), ...answer };
}
