/**
 * supabase/schemas/*.sql: the declared current state of what schema/*.ts does not describe
 * (hand-written functions, triggers and policies outside public tables, views, private
 * tables, grants). The files apply in file-name order (numeric prefixes), idempotently
 * (`create or replace`, `if not exists`, `drop policy if exists` before `create policy`),
 * with `check_function_bodies = off` as pg_dump writes it, since function bodies may read
 * tables that come later. drift.ts applies them to the schema's database after the CREATE
 * TABLE statements of schema/ and before those tables' constraints, triggers and policies.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { MARKER } from './generated-functions.ts';

export const SCHEMAS_DIR = path.join(PROJECT_ROOT, 'supabase', 'schemas');

export interface DeclaredFile {
  /** `02_content_saves.sql` */
  name: string;
  sql: string;
}

export function readDeclaredFiles(dir = SCHEMAS_DIR): DeclaredFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/** Functions of ours that are not generated: in public or private, not an extension's. */
export const DECLARED_FUNCTIONS_WHERE = `p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
   and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
   and coalesce(obj_description(p.oid, 'pg_proc'), '') not like '${MARKER}%'`;

/**
 * Removes, from the copy of the migrated database whose public tables are already dropped,
 * everything supabase/schemas declares, so that only the files bring it back: the
 * non-generated functions, private tables, views, types and sequences, triggers and
 * policies on tables outside public (the bootstrap makes none), extensions but plpgsql,
 * and the API roles' usage of the private schema.
 */
export async function dropDeclaredObjects(client: pg.ClientBase): Promise<void> {
  const drops = await client.query<{ sql: string }>(
    `select format('drop trigger %I on %s', t.tgname, t.tgrelid::regclass) as sql
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace not in ('public'::regnamespace, 'pg_catalog'::regnamespace)
     union all
     select format('drop policy %I on %I.%I', policyname, schemaname, tablename) from pg_policies where schemaname <> 'public'
     union all
     select format('drop view %s cascade', c.oid::regclass) from pg_class c
      where c.relkind in ('v', 'm') and c.relnamespace in ('public'::regnamespace, 'private'::regnamespace)
     union all
     select format('drop function %s cascade', p.oid::regprocedure) from pg_proc p where ${DECLARED_FUNCTIONS_WHERE}
     union all
     select format('drop table %s cascade', c.oid::regclass) from pg_class c where c.relkind in ('r', 'p') and c.relnamespace = 'private'::regnamespace
     union all
     select format('drop extension %I cascade', extname) from pg_extension where extname <> 'plpgsql'`,
  );
  for (const d of drops.rows) await client.query(d.sql);
  // What the drops left (a sequence no column owns, a type) goes too.
  const rest = await client.query<{ sql: string }>(
    `select format('drop sequence if exists %s cascade', c.oid::regclass) as sql from pg_class c
      where c.relkind = 'S' and c.relnamespace = 'private'::regnamespace
     union all
     select format('drop type if exists %s cascade', t.oid::regtype) from pg_type t
      where t.typnamespace in ('public'::regnamespace, 'private'::regnamespace) and t.typtype in ('e', 'd', 'c', 'r')
        and not exists (select 1 from pg_class c where c.reltype = t.oid and c.relkind <> 'c')`,
  );
  for (const d of rest.rows) await client.query(d.sql);
  await client.query(`revoke all on schema private from public, anon, authenticated, service_role`);
}

/** Which file declared each function (signature as `oidvectortypes` prints it), for the descriptions. */
export type DeclaredIn = Map<string, string>;

async function functionSignatures(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ signature: string }>(
    `select p.pronamespace::regnamespace::text || '.' || p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as signature from pg_proc p where ${DECLARED_FUNCTIONS_WHERE}`,
  );
  return rows.map((r) => r.signature);
}

/** Runs the files in order; a file PostgreSQL refuses is named with its error. */
export async function applyDeclaredFiles(client: pg.ClientBase, files: DeclaredFile[], dir = SCHEMAS_DIR): Promise<DeclaredIn> {
  const declaredIn: DeclaredIn = new Map();
  let known = new Set(await functionSignatures(client));
  for (const f of files) {
    try {
      await client.query(f.sql);
    } catch (err) {
      throw new Error(`${path.relative(PROJECT_ROOT, path.join(dir, f.name))}: PostgreSQL refuses it: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    const now = await functionSignatures(client);
    for (const s of now) if (!known.has(s)) declaredIn.set(s, `supabase/schemas/${f.name}`);
    known = new Set(now);
  }
  await client.query('reset check_function_bodies');
  return declaredIn;
}
