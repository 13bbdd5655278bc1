/**
 * A write planned against the schema cache (PostgREST's MutatePlan): the table, the select
 * tree of its representation (resolved like a read of the table, embeds included) and the
 * columns an upsert conflicts on. The payload's own columns are resolved when the body is read
 * (mutate.ts), as they come with it.
 */
import type { Catalog } from '../schema-cache.ts';
import type { Table } from '../schema/types.ts';
import type { Query } from '../request/query.ts';
import { Aliases, planRead, type ReadNode } from './read-plan.ts';

export interface MutatePlan {
  table: Table;
  /** What `return=representation` selects of the written rows. */
  returning: ReadNode;
  /** An upsert's conflict columns: `on_conflict`, else the primary key; none means a plain insert. */
  conflictTarget: string[];
}

export function planMutate(catalog: Catalog, table: Table, query: Query): MutatePlan {
  return {
    table,
    returning: planRead(catalog, table, query, new Aliases(), table.name),
    conflictTarget: query.onConflict ?? table.primaryKey,
  };
}
