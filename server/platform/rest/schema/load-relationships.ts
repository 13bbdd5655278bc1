/**
 * Relationships between the tables and views of the exposed schema, derived as PostgREST
 * derives them: every foreign key gives a many-to-one and its reverse one-to-many (one-to-one
 * both ways when the key's columns are unique), repeated for every view that shows the key's
 * columns unchanged; a table whose primary key holds the columns of two foreign keys is a
 * junction, giving a many-to-many between the two tables it points at.
 */
import type pg from 'pg';
import type { LoadedTables } from './load-tables.ts';
import type { Relationship } from './types.ts';
import { viewColumnSources } from './view-columns.ts';

const FOREIGN_KEYS_SQL = `
  select c.conname as name, c.conrelid::int8 as table_oid, c.confrelid::int8 as foreign_oid,
         array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, i)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.i) as columns,
         array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, i)
               join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.i) as foreign_columns
  from pg_constraint c
  join pg_class t on t.oid = c.conrelid
  join pg_namespace tn on tn.oid = t.relnamespace
  join pg_class f on f.oid = c.confrelid
  join pg_namespace fn on fn.oid = f.relnamespace
  where c.contype = 'f' and c.conparentid = 0 and tn.nspname = $1 and fn.nspname = $1
  order by c.conname`;

const UNIQUE_KEYS_SQL = `
  select c.conrelid::int8 as table_oid,
         array(select a.attname::text from unnest(c.conkey) k(attnum)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by 1) as columns
  from pg_constraint c
  join pg_class t on t.oid = c.conrelid
  join pg_namespace n on n.oid = t.relnamespace
  where c.contype in ('p', 'u') and n.nspname = $1`;

const VIEWS_SQL = `
  select c.oid::int8 as oid, r.ev_action::text as action
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
  where n.nspname = $1 and c.relkind in ('v', 'm')`;

interface ForeignKey {
  name: string;
  table: string;
  foreignTable: string;
  columns: string[];
  foreignColumns: string[];
}

/** A table, or a view over it, showing a given list of the table's columns under its own names. */
interface End {
  name: string;
  columns: string[];
  isView: boolean;
}

/** view name → (table name, table column → view column) for each table a view shows columns of. */
type ViewMap = Map<string, Map<string, Map<string, string>>>;

async function loadViewMap(db: pg.Pool, schema: string, loaded: LoadedTables): Promise<ViewMap> {
  const { rows } = await db.query<{ oid: string; action: string }>(VIEWS_SQL, [schema]);
  const direct = new Map<number, Map<string, { oid: number; attnum: number }>>();
  for (const r of rows) direct.set(Number(r.oid), viewColumnSources(r.action));
  // Follow views over views down to tables.
  const resolve = (oid: number, attnum: number, seen = 0): { table: string; column: string } | undefined => {
    const rel = loaded.byOid.get(oid);
    const column = rel?.columns.get(attnum);
    if (!rel || !column) return undefined;
    const inner = direct.get(oid);
    if (!inner) return { table: rel.name, column };
    const source = inner.get(column);
    return source && seen < 16 ? resolve(source.oid, source.attnum, seen + 1) : undefined;
  };
  const views: ViewMap = new Map();
  for (const [oid, sources] of direct) {
    const view = loaded.byOid.get(oid);
    if (!view) continue;
    const perTable = new Map<string, Map<string, string>>();
    for (const [viewColumn, source] of sources) {
      const origin = resolve(source.oid, source.attnum);
      if (!origin) continue;
      let columns = perTable.get(origin.table);
      if (!columns) perTable.set(origin.table, (columns = new Map()));
      if (!columns.has(origin.column)) columns.set(origin.column, viewColumn);
    }
    views.set(view.name, perTable);
  }
  return views;
}

/** The table itself and every view that shows all of `columns` of it. */
function endsOf(table: string, columns: string[], views: ViewMap): End[] {
  const ends: End[] = [{ name: table, columns, isView: false }];
  for (const [view, perTable] of views) {
    const mapped = perTable.get(table);
    if (!mapped || !columns.every((c) => mapped.has(c))) continue;
    ends.push({ name: view, columns: columns.map((c) => mapped.get(c)!), isView: true });
  }
  return ends;
}

const zip = (a: string[], b: string[]): [string, string][] => a.map((x, i) => [x, b[i]!]);
const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\0') === [...b].sort().join('\0');

export async function loadRelationships(db: pg.Pool, schema: string, loaded: LoadedTables): Promise<Relationship[]> {
  const [fkRows, uniqueRows, views] = await Promise.all([
    db.query<{ name: string; table_oid: string; foreign_oid: string; columns: string[]; foreign_columns: string[] }>(FOREIGN_KEYS_SQL, [schema]),
    db.query<{ table_oid: string; columns: string[] }>(UNIQUE_KEYS_SQL, [schema]),
    loadViewMap(db, schema, loaded),
  ]);
  const nameOf = (oid: string) => loaded.byOid.get(Number(oid))?.name;
  const uniqueKeys = new Map<string, string[][]>();
  for (const r of uniqueRows.rows) {
    const table = nameOf(r.table_oid);
    if (table) uniqueKeys.set(table, [...(uniqueKeys.get(table) ?? []), r.columns]);
  }
  const foreignKeys: ForeignKey[] = [];
  for (const r of fkRows.rows) {
    const table = nameOf(r.table_oid);
    const foreignTable = nameOf(r.foreign_oid);
    if (table && foreignTable) foreignKeys.push({ name: r.name, table, foreignTable, columns: r.columns, foreignColumns: r.foreign_columns });
  }

  const rels: Relationship[] = [];
  for (const fk of foreignKeys) {
    const oneToOne = (uniqueKeys.get(fk.table) ?? []).some((key) => sameSet(key, fk.columns));
    for (const source of endsOf(fk.table, fk.columns, views)) {
      for (const target of endsOf(fk.foreignTable, fk.foreignColumns, views)) {
        const isSelf = source.name === target.name;
        rels.push({
          kind: 'foreign-key', table: source.name, foreignTable: target.name, cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
          constraint: fk.name, columns: zip(source.columns, target.columns), isSelf, foreignIsView: target.isView,
        });
        rels.push({
          kind: 'foreign-key', table: target.name, foreignTable: source.name, cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
          constraint: fk.name, columns: zip(target.columns, source.columns), isSelf, foreignIsView: source.isView,
        });
      }
    }
  }

  // Junctions: two different foreign keys of one table, both inside its primary key.
  for (const junction of loaded.tables.values()) {
    if (junction.isView || junction.primaryKey.length === 0) continue;
    const keys = foreignKeys.filter((fk) => fk.table === junction.name);
    for (const toSource of keys) {
      for (const toTarget of keys) {
        if (toSource === toTarget) continue;
        if (![...toSource.columns, ...toTarget.columns].every((c) => junction.primaryKey.includes(c))) continue;
        for (const source of endsOf(toSource.foreignTable, toSource.foreignColumns, views)) {
          for (const target of endsOf(toTarget.foreignTable, toTarget.foreignColumns, views)) {
            rels.push({
              kind: 'foreign-key', table: source.name, foreignTable: target.name, cardinality: 'many-to-many',
              constraint: toSource.name, columns: [], isSelf: source.name === target.name, foreignIsView: target.isView,
              junction: {
                table: junction.name, constraint1: toSource.name, constraint2: toTarget.name,
                sourceColumns: zip(source.columns, toSource.columns), targetColumns: zip(target.columns, toTarget.columns),
              },
            });
          }
        }
      }
    }
  }
  return rels;
}
