/**
 * What the schema cache knows about the exposed schema, as PostgREST's SchemaCache: tables
 * and views with their columns, relationships from foreign keys (also through views and
 * junction tables) and from functions (computed relationships), and functions.
 */

export interface Column {
  name: string;
  /** The SQL type as `format_type` spells it, used for casts: `text[]`, `jsonb`, `uuid`. */
  type: string;
  kind: 'json' | 'array' | 'scalar';
  /** The default as SQL from the catalog (`nextval('…')`, `now()`), for `Prefer: missing=default`. */
  default?: string;
}

export interface Table {
  /** The exposed schema it belongs to. */
  schema: string;
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  isView: boolean;
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  /** Constraint from the junction to the origin, and to the target. */
  constraint1: string;
  constraint2: string;
  /** (origin column, junction column) pairs. */
  sourceColumns: [string, string][];
  /** (target column, junction column) pairs. */
  targetColumns: [string, string][];
}

/** A way to embed `foreignTable` from `table`. */
export type Relationship =
  | {
      kind: 'foreign-key';
      table: string;
      foreignTable: string;
      cardinality: Cardinality;
      /** The foreign key's name (for many-to-many: the junction's, see `junction`). */
      constraint: string;
      /** (column of table, column of foreignTable) pairs; empty for many-to-many. */
      columns: [string, string][];
      junction?: Junction;
      isSelf: boolean;
      foreignIsView: boolean;
    }
  | {
      /** A function `fn(table) returns [setof] foreign_table`, embedded as `fn(...)`. */
      kind: 'computed';
      table: string;
      foreignTable: string;
      function: string;
      toOne: boolean;
    };

export function isToOne(rel: Relationship): boolean {
  if (rel.kind === 'computed') return rel.toOne;
  return rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
}

export interface RoutineParam {
  /** Empty for an unnamed parameter. */
  name: string;
  type: string;
  required: boolean;
  /** The table whose row type this parameter takes, if any (computed fields). */
  rowOf?: string;
  /** A VARIADIC parameter (its type is the array type): called as `VARIADIC name := …`. */
  variadic?: boolean;
}

export type ReturnType =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  /** A row of a table or view of the exposed schema (embeddable from there). */
  | { kind: 'row'; relation: string }
  /** `returns table (…)`, OUT parameters or another composite type. */
  | { kind: 'record'; columns: Column[] };

export interface Routine {
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  /** `rows 1` on a set-returning function: to-one as a computed relationship. */
  rowsOne: boolean;
  returns: ReturnType;
  volatility: 'volatile' | 'stable' | 'immutable';
}
