/**
 * A write planned against the schema cache (PostgREST's MutatePlan): the table; the payload's
 * columns, each resolved (an unknown one is PGRST204 here, before any SQL); an upsert's
 * conflict columns; the filters of an update or delete; and the representation: the select
 * tree over the written rows (resolved like a read of the table, embeds included) and the
 * columns the write returns for it.
 */
import { RestError } from '../errors.ts';
import type { Row } from '../request/json-body.ts';
import type { Filter } from '../request/parse-filter.ts';
import type { ApiRequest } from '../request/api-request.ts';
import type { Catalog } from '../schema-cache.ts';
import type { Column, Table } from '../schema/types.ts';
import { Aliases, planRead, type ReadNode } from './read-plan.ts';

export type Write =
  | {
      action: 'insert';
      columns: Column[];
      rows: Row[];
      /** `missing=default`: a key absent from an object takes the column's default. */
      missingDefault: boolean;
      /** Upsert: the resolved conflict columns, and whether conflicting rows are updated. */
      onConflict?: { target: Column[]; merge: boolean };
    }
  | { action: 'update'; columns: Column[]; row: Row; missingDefault: boolean }
  | { action: 'delete' };

export interface MutatePlan {
  table: Table;
  write: Write;
  /** Which rows an update or delete touches (resolved with `returning`'s top level). */
  filters: Filter[];
  /** `return=representation`. */
  representation: boolean;
  /** What the representation selects of the written rows. */
  returning: ReadNode;
  /** The columns the statement returns for it: all (`*`), these, or none (`[]`). */
  returned: '*' | string[];
  /** An upsert's conflict columns as named: `on_conflict`, else the primary key. */
  conflictTarget: string[];
}

type TableRequest = Extract<ApiRequest, { kind: 'table' }>;

function unknownColumn(table: Table, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
}

function payloadColumn(table: Table, name: string): Column {
  const col = table.columns.get(name);
  if (!col) throw unknownColumn(table, name);
  return col;
}

/**
 * As PostgREST, only the columns the representation selects when they are plain columns, so a
 * write needs no select privilege on the others (tables with private columns); `*`, embeds
 * and computed fields take the whole row.
 */
function returnedColumns(node: ReadNode, representation: boolean): '*' | string[] {
  if (!representation) return [];
  if (node.embeds.length) return '*';
  const names = new Set<string>();
  for (const f of node.fields) {
    if (f.kind !== 'column' || f.path.computed !== undefined) return '*';
    names.add(f.path.column);
  }
  return [...names];
}

function planWrite(table: Table, request: TableRequest, conflictTarget: string[]): Write {
  const { prefs, payload } = request;
  if (request.action === 'delete' || !payload) return { action: 'delete' };
  const columns = payload.columns.map((name) => payloadColumn(table, name));
  const missingDefault = prefs.missing === 'default';
  if (request.action === 'update') return { action: 'update', columns, row: payload.rows[0]!, missingDefault };
  const write: Write = { action: 'insert', columns, rows: payload.rows, missingDefault };
  // No rows write nothing, and conflict on nothing.
  if (prefs.resolution && payload.rows.length > 0) {
    const target = conflictTarget.map((name) => payloadColumn(table, name));
    // As PostgREST: without a primary key or on_conflict there is nothing to conflict on.
    if (target.length) write.onConflict = { target, merge: prefs.resolution === 'merge-duplicates' };
  }
  return write;
}

export function planMutate(catalog: Catalog, table: Table, request: TableRequest): MutatePlan {
  const { query } = request;
  const representation = request.prefs.return === 'representation';
  // The top level is named by the table itself, so computed fields in the filters call the
  // function on the UPDATE or DELETE target's row.
  const returning = planRead(catalog, table, query, new Aliases(), table.name);
  const conflictTarget = query.onConflict ?? table.primaryKey;
  return {
    table,
    write: planWrite(table, request, conflictTarget),
    filters: query.filters,
    representation,
    returning,
    returned: returnedColumns(returning, representation),
    conflictTarget,
  };
}
