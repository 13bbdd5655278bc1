/**
 * The functions of the exposed schema (not procedures or aggregates) with their input
 * parameters, return type and volatility, as PostgREST's schema cache holds them.
 */
import type pg from 'pg';
import { columnKind } from './load-tables.ts';
import type { ReturnType, Routine } from './types.ts';

const ROUTINES_SQL = `
  select p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
         p.prorows = 1 as rows_one, p.pronargdefaults as defaults,
         rt.typname as return_type_name, format_type(p.prorettype, null) as return_type,
         rt.typcategory as return_category, rt.typtype as return_typtype,
         rc.relname as return_relation, rn.nspname as return_relation_schema,
         coalesce((
           select json_agg(json_build_object(
                    'name', coalesce(p.proargnames[i], ''),
                    'mode', coalesce(p.proargmodes[i], 'i'),
                    'type', format_type(t.oid, null),
                    'type_name', t.typname,
                    'category', t.typcategory,
                    'row_of', case when tc.relnamespace = p.pronamespace then tc.relname end
                  ) order by i)
           from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) i
           join pg_type t on t.oid = coalesce(p.proallargtypes[i], p.proargtypes[i - 1])
           left join pg_class tc on tc.oid = t.typrelid and tc.relkind in ('r', 'v', 'm', 'p', 'f')
         ), '[]') as args,
         coalesce((
           select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                                             'type_name', at.typname, 'category', at.typcategory) order by a.attnum)
           from pg_attribute a join pg_type at on at.oid = a.atttypid
           where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped
         ), '[]') as return_columns
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  left join pg_class rc on rc.oid = rt.typrelid
  left join pg_namespace rn on rn.oid = rc.relnamespace
  where n.nspname = $1 and p.prokind = 'f'
  order by p.proname, p.oid`;

interface ArgRow {
  name: string;
  mode: 'i' | 'o' | 'b' | 'v' | 't';
  type: string;
  type_name: string;
  category: string;
  row_of: string | null;
}

interface RoutineRow {
  name: string;
  volatility: 'v' | 's' | 'i';
  returns_set: boolean;
  rows_one: boolean;
  defaults: number;
  return_type_name: string;
  return_type: string;
  return_typtype: string;
  return_relation: string | null;
  return_relation_schema: string | null;
  args: ArgRow[];
  return_columns: { name: string; type: string; type_name: string; category: string }[];
}

const VOLATILITY = { v: 'volatile', s: 'stable', i: 'immutable' } as const;

function returnType(r: RoutineRow, schema: string, relations: Set<string>): ReturnType {
  if (r.return_type_name === 'void') return { kind: 'void' };
  if (r.return_typtype === 'c' && r.return_relation && r.return_relation_schema === schema && relations.has(r.return_relation)) {
    return { kind: 'row', relation: r.return_relation };
  }
  const out = r.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  if (r.return_type_name === 'record' && out.length > 0) {
    return { kind: 'record', columns: out.map((a) => ({ name: a.name, type: a.type, kind: columnKind(a.type_name, a.category) })) };
  }
  if (r.return_typtype === 'c') {
    return { kind: 'record', columns: r.return_columns.map((a) => ({ name: a.name, type: a.type, kind: columnKind(a.type_name, a.category) })) };
  }
  return { kind: 'scalar', type: r.return_type };
}

export async function loadRoutines(db: pg.Pool, schema: string, relations: Set<string>): Promise<Map<string, Routine[]>> {
  const { rows } = await db.query<RoutineRow>(ROUTINES_SQL, [schema]);
  const routines = new Map<string, Routine[]>();
  for (const r of rows) {
    const inputs = r.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const firstOptional = inputs.length - r.defaults;
    const routine: Routine = {
      name: r.name,
      params: inputs.map((a, i) => ({ name: a.name, type: a.type, required: i < firstOptional, rowOf: a.row_of ?? undefined, variadic: a.mode === 'v' || undefined })),
      returnsSet: r.returns_set,
      rowsOne: r.rows_one,
      returns: returnType(r, schema, relations),
      volatility: VOLATILITY[r.volatility],
    };
    routines.set(r.name, [...(routines.get(r.name) ?? []), routine]);
  }
  return routines;
}
