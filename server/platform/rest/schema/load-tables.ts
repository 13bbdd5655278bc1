/**
 * Tables and views of the exposed schema with their columns (and each column's default, as
 * PostgREST reads it: an identity's sequence, a domain's default) and primary keys.
 */
import type pg from 'pg';
import type { Column, Table } from './types.ts';

const TABLES_SQL = `
  select c.oid::int8 as oid, c.relname as table_name, c.relkind in ('v', 'm') as is_view,
         a.attnum as position, a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as column_type,
         t.typcategory as category, t.typname as type_name,
         coalesce(a.attnum = any(pk.conkey), false) as is_pk,
         case
           when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
           when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
           when a.attgenerated <> '' then null
           else pg_get_expr(ad.adbin, ad.adrelid)
         end as column_default
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
  left join pg_attrdef ad on ad.adrelid = c.oid and ad.adnum = a.attnum
  left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
  order by c.relname, a.attnum`;

export function columnKind(typeName: string, category: string): Column['kind'] {
  return typeName === 'json' || typeName === 'jsonb' ? 'json' : category === 'A' ? 'array' : 'scalar';
}

export interface LoadedTables {
  tables: Map<string, Table>;
  /** oid → table name, and (oid, attnum) → column name: to follow view columns to their source. */
  byOid: Map<number, { name: string; columns: Map<number, string> }>;
}

export async function loadTables(db: pg.Pool, schema: string): Promise<LoadedTables> {
  const { rows } = await db.query<{
    oid: string;
    table_name: string;
    is_view: boolean;
    position: number;
    column_name: string;
    column_type: string;
    category: string;
    type_name: string;
    is_pk: boolean;
    column_default: string | null;
  }>(TABLES_SQL, [schema]);
  const tables = new Map<string, Table>();
  const byOid: LoadedTables['byOid'] = new Map();
  for (const r of rows) {
    let table = tables.get(r.table_name);
    if (!table) {
      table = { schema, name: r.table_name, columns: new Map(), primaryKey: [], isView: r.is_view };
      tables.set(r.table_name, table);
      byOid.set(Number(r.oid), { name: r.table_name, columns: new Map() });
    }
    const column: Column = { name: r.column_name, type: r.column_type, kind: columnKind(r.type_name, r.category) };
    if (r.column_default !== null) column.default = r.column_default;
    table.columns.set(r.column_name, column);
    byOid.get(Number(r.oid))!.columns.set(r.position, r.column_name);
    if (r.is_pk) table.primaryKey.push(r.column_name);
  }
  return { tables, byOid };
}
