/**
 * The functions of the `public` schema that /rest/v1/rpc can call, as PostgreSQL describes
 * them: argument names, types and which have defaults, the return type (a table's row, the
 * columns of `returns table (...)`, or one type) and whether a set is returned. Trigger
 * functions are left out. Codegen turns this into `Database['public']['Functions']`.
 */
import type pg from 'pg';

export interface ApiFunctionColumn {
  name: string;
  /** As `format_type` prints it: 'text', 'uuid', 'text[]', 'timestamp with time zone'. */
  type: string;
}

export interface ApiFunction {
  name: string;
  /** The input arguments, in order; `optional` for those with a default. */
  args: (ApiFunctionColumn & { optional: boolean })[];
  returns:
    | { kind: 'table'; table: string }
    | { kind: 'columns'; columns: ApiFunctionColumn[] }
    | { kind: 'type'; type: string };
  setof: boolean;
}

interface ProcRow {
  oid: number;
  name: string;
  setof: boolean;
  returns: string;
  returns_table: string | null;
  nargs: number;
  ndefaults: number;
}

interface ArgRow {
  oid: number;
  name: string | null;
  mode: string;
  type: string;
}

export async function readApiFunctions(client: pg.ClientBase | pg.Pool): Promise<ApiFunction[]> {
  const procs = await client.query<ProcRow>(
    `select p.oid::int as oid, p.proname as name, p.proretset as setof, format_type(p.prorettype, null) as returns,
            (select c.relname from pg_class c where c.oid = t.typrelid and c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v')) as returns_table,
            p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults
     from pg_proc p join pg_type t on t.oid = p.prorettype
     where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
     order by p.proname, p.oid`,
  );
  const args = await client.query<ArgRow>(
    `select p.oid::int as oid, a.name, coalesce(a.mode::text, 'i') as mode, format_type(a.type, null) as type
     from pg_proc p, unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes) with ordinality as a(type, name, mode, ord)
     where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
     order by p.oid, a.ord`,
  );
  const argsOf = new Map<number, ArgRow[]>();
  for (const a of args.rows) argsOf.set(a.oid, [...(argsOf.get(a.oid) ?? []), a]);
  return procs.rows.map((p) => {
    const all = argsOf.get(p.oid) ?? [];
    const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = p.nargs - p.ndefaults;
    const returns: ApiFunction['returns'] = p.returns_table
      ? { kind: 'table', table: p.returns_table }
      : outputs.length
        ? { kind: 'columns', columns: outputs.map((o) => ({ name: o.name ?? '', type: o.type })) }
        : { kind: 'type', type: p.returns };
    return {
      name: p.name,
      args: inputs.map((a, i) => ({ name: a.name ?? '', type: a.type, optional: i >= firstDefault })),
      returns,
      setof: p.setof,
    };
  });
}
