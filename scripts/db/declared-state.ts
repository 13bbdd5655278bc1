/**
 * What supabase/schemas declares, read back from a database as PostgreSQL prints it:
 * non-generated functions (`pg_get_functiondef`, result, arguments, comment, EXECUTE grants),
 * triggers and policies on tables outside public, views, extensions, the private schema's
 * grants and its tables (introspect.ts). The migrated database and the schema's database
 * are read the same way and compared as text (declared-diff.ts).
 */
import type pg from 'pg';
import { introspect, type DatabaseState, type PolicyState } from './introspect.ts';
import { DECLARED_FUNCTIONS_WHERE } from './declared-sql.ts';

export interface DeclaredFunction {
  /** CREATE OR REPLACE FUNCTION … as pg_get_functiondef prints it. */
  definition: string;
  /** `pg_get_function_result`, `pg_get_function_arguments`: a change needs drop and create. */
  result: string;
  args: string;
  comment: string | null;
  /** Roles with EXECUTE but the owner, sorted; `public` for everyone. */
  execute: string[];
}

export interface DeclaredState {
  /** `schema.name(argument types)` → its state. */
  functions: Record<string, DeclaredFunction>;
  /** `schema.table trigger` → CREATE TRIGGER. */
  triggers: Record<string, string>;
  /** `schema.table "policy"` → its state. */
  policies: Record<string, PolicyState & { table: string; name: string }>;
  /** `schema.view` → its query and the API roles' privileges. */
  views: Record<string, { query: string; grants: string[] }>;
  /** extension → its schema. */
  extensions: Record<string, string>;
  /** `role privilege` on the private schema. */
  privateSchema: string[];
  privateTables: DatabaseState;
}

const API_ROLES = ['public', 'anon', 'authenticated', 'service_role'];

async function readFunctions(client: pg.ClientBase | pg.Pool): Promise<Record<string, DeclaredFunction>> {
  const { rows } = await client.query<{ signature: string; definition: string; result: string; args: string; comment: string | null; execute: string[] | null }>(
    `select p.pronamespace::regnamespace::text || '.' || p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as signature,
            pg_get_functiondef(p.oid) as definition, pg_get_function_result(p.oid) as result, pg_get_function_arguments(p.oid) as args,
            obj_description(p.oid, 'pg_proc') as comment,
            (select array_agg(case when a.grantee = 0 then 'public' else a.grantee::regrole::text end order by 1)
               from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee <> p.proowner) as execute
       from pg_proc p where ${DECLARED_FUNCTIONS_WHERE} order by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.signature, { definition: r.definition, result: r.result, args: r.args, comment: r.comment, execute: r.execute ?? [] }]));
}

async function readTriggersAndPolicies(client: pg.ClientBase | pg.Pool): Promise<Pick<DeclaredState, 'triggers' | 'policies'>> {
  const triggers = await client.query<{ key: string; def: string }>(
    `select c.relnamespace::regnamespace::text || '.' || c.relname || ' ' || t.tgname as key, pg_get_triggerdef(t.oid) as def
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace not in ('public'::regnamespace, 'pg_catalog'::regnamespace) order by 1`,
  );
  const policies = await client.query<{ schema: string; tbl: string; name: string; permissive: string; cmd: string; roles: string[]; qual: string | null; with_check: string | null }>(
    `select schemaname as schema, tablename as tbl, policyname as name, permissive, cmd, roles::text[] as roles, qual, with_check
       from pg_policies where schemaname <> 'public' order by 1, 2, 3`,
  );
  return {
    triggers: Object.fromEntries(triggers.rows.map((t) => [t.key, t.def])),
    policies: Object.fromEntries(
      policies.rows.map((p) => [
        `${p.schema}.${p.tbl} "${p.name}"`,
        {
          table: `${p.schema}.${p.tbl}`,
          name: p.name,
          permissive: p.permissive === 'PERMISSIVE',
          command: p.cmd,
          roles: [...p.roles].sort(),
          ...(p.qual !== null ? { using: p.qual } : {}),
          ...(p.with_check !== null ? { check: p.with_check } : {}),
        },
      ]),
    ),
  };
}

async function readViewsAndGrants(client: pg.ClientBase | pg.Pool): Promise<Pick<DeclaredState, 'views' | 'extensions' | 'privateSchema'>> {
  const views = await client.query<{ name: string; query: string; grants: string[] | null }>(
    `select c.oid::regclass::text as name, pg_get_viewdef(c.oid) as query,
            (select array_agg(a.grantee::regrole::text || ' ' || a.privilege_type order by 1) from aclexplode(c.relacl) a
              where a.grantee <> c.relowner and a.grantee::regrole::text = any ($1)) as grants
       from pg_class c where c.relkind = 'v' and c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) order by 1`,
    [API_ROLES],
  );
  const extensions = await client.query<{ name: string; schema: string }>(
    `select extname as name, extnamespace::regnamespace::text as schema from pg_extension where extname <> 'plpgsql' order by 1`,
  );
  const schema = await client.query<{ grant: string }>(
    `select case when a.grantee = 0 then 'public' else a.grantee::regrole::text end || ' ' || a.privilege_type as grant
       from pg_namespace n, aclexplode(n.nspacl) a where n.nspname = 'private' and a.grantee <> n.nspowner order by 1`,
  );
  return {
    views: Object.fromEntries(views.rows.map((v) => [v.name, { query: v.query, grants: v.grants ?? [] }])),
    extensions: Object.fromEntries(extensions.rows.map((e) => [e.name, e.schema])),
    privateSchema: schema.rows.map((r) => r.grant),
  };
}

export async function readDeclaredState(client: pg.ClientBase | pg.Pool): Promise<DeclaredState> {
  const privateTables = await introspect(client, 'private');
  // Their triggers and policies are compared with the others outside public (once).
  for (const t of Object.values(privateTables)) {
    t.triggers = {};
    t.policies = {};
  }
  return {
    functions: await readFunctions(client),
    ...(await readTriggersAndPolicies(client)),
    ...(await readViewsAndGrants(client)),
    privateTables,
  };
}
