/**
 * What a database's `public` tables are, as PostgreSQL itself prints it: column types
 * (`format_type`), defaults (`pg_get_expr`), constraints (`pg_get_constraintdef`), indexes
 * (`pg_get_indexdef`), triggers (`pg_get_triggerdef`), policies (`pg_policies`) and the
 * API roles' table and column privileges. Two databases read this way compare as text.
 */
import type pg from 'pg';

export interface ColumnState {
  type: string;
  notNull: boolean;
  default?: string;
}

export interface PolicyState {
  permissive: boolean;
  command: string;
  roles: string[];
  using?: string;
  check?: string;
}

export interface TableState {
  columns: Record<string, ColumnState>;
  /** Constraint name → definition; `constraintKinds` holds p, u, c, f. */
  constraints: Record<string, string>;
  constraintKinds: Record<string, string>;
  /** Indexes that no constraint owns: name → CREATE INDEX statement. */
  indexes: Record<string, string>;
  /** User triggers: name → CREATE TRIGGER statement. */
  triggers: Record<string, string>;
  rls: boolean;
  policies: Record<string, PolicyState>;
  /** `role PRIVILEGE` or `role PRIVILEGE (column)` for anon, authenticated, service_role. */
  grants: string[];
}

export type DatabaseState = Record<string, TableState>;

const API_ROLES = ['anon', 'authenticated', 'service_role'];

export function emptyTable(): TableState {
  return { columns: {}, constraints: {}, constraintKinds: {}, indexes: {}, triggers: {}, rls: false, policies: {}, grants: [] };
}

/** `schema` is a constant of the code (public, or private for the declared tables), never request text. */
export async function introspect(client: pg.ClientBase | pg.Pool, schema = 'public'): Promise<DatabaseState> {
  const state: DatabaseState = {};
  const tables = await client.query<{ name: string; rls: boolean }>(
    `select c.relname as name, c.relrowsecurity as rls from pg_class c
     where c.relnamespace = '${schema}'::regnamespace and c.relkind in ('r', 'p') order by c.relname`,
  );
  for (const t of tables.rows) state[t.name] = { ...emptyTable(), rls: t.rls };
  const table = (name: string) => state[name]!;

  const columns = await client.query<{ tbl: string; name: string; type: string; not_null: boolean; def: string | null }>(
    `select c.relname as tbl, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
            pg_get_expr(d.adbin, d.adrelid) as def
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where c.relnamespace = '${schema}'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  );
  for (const c of columns.rows) {
    table(c.tbl).columns[c.name] = { type: c.type, notNull: c.not_null, ...(c.def !== null ? { default: c.def } : {}) };
  }

  const constraints = await client.query<{ tbl: string; name: string; kind: string; def: string }>(
    `select c.relname as tbl, k.conname as name, k.contype as kind, pg_get_constraintdef(k.oid) as def
     from pg_constraint k join pg_class c on c.oid = k.conrelid
     where c.relnamespace = '${schema}'::regnamespace and k.contype in ('p', 'u', 'c', 'f', 'x')
     order by c.relname, k.conname`,
  );
  for (const k of constraints.rows) {
    table(k.tbl).constraints[k.name] = k.def;
    table(k.tbl).constraintKinds[k.name] = k.kind;
  }

  const indexes = await client.query<{ tbl: string; name: string; def: string }>(
    `select c.relname as tbl, i.relname as name, pg_get_indexdef(x.indexrelid) as def
     from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
     where c.relnamespace = '${schema}'::regnamespace
       and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.conrelid = x.indrelid)
     order by c.relname, i.relname`,
  );
  for (const i of indexes.rows) table(i.tbl).indexes[i.name] = i.def;

  const triggers = await client.query<{ tbl: string; name: string; def: string }>(
    `select c.relname as tbl, t.tgname as name, pg_get_triggerdef(t.oid) as def
     from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where c.relnamespace = '${schema}'::regnamespace and not t.tgisinternal
     order by c.relname, t.tgname`,
  );
  for (const t of triggers.rows) table(t.tbl).triggers[t.name] = t.def;

  const policies = await client.query<{ tbl: string; name: string; permissive: string; cmd: string; roles: string[]; qual: string | null; with_check: string | null }>(
    `select tablename as tbl, policyname as name, permissive, cmd, roles::text[] as roles, qual, with_check
     from pg_policies where schemaname = '${schema}' order by tablename, policyname`,
  );
  for (const p of policies.rows) {
    table(p.tbl).policies[p.name] = {
      permissive: p.permissive === 'PERMISSIVE',
      command: p.cmd,
      roles: [...p.roles].sort(),
      ...(p.qual !== null ? { using: p.qual } : {}),
      ...(p.with_check !== null ? { check: p.with_check } : {}),
    };
  }

  const grants = await client.query<{ tbl: string; grantee: string; privilege: string; col: string | null }>(
    `select c.relname as tbl, r.rolname as grantee, g.privilege_type as privilege, null as col
     from pg_class c, aclexplode(c.relacl) g join pg_roles r on r.oid = g.grantee
     where c.relnamespace = '${schema}'::regnamespace and c.relkind in ('r', 'p') and r.rolname = any($1)
     union all
     select c.relname, r.rolname, g.privilege_type, a.attname
     from pg_class c join pg_attribute a on a.attrelid = c.oid, aclexplode(a.attacl) g join pg_roles r on r.oid = g.grantee
     where c.relnamespace = '${schema}'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and r.rolname = any($1)`,
    [API_ROLES],
  );
  for (const g of grants.rows) table(g.tbl).grants.push(`${g.grantee} ${g.privilege}${g.col ? ` (${g.col})` : ''}`);
  for (const t of Object.values(state)) t.grants.sort();
  return state;
}
