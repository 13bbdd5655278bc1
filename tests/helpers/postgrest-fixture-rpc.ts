/**
 * The fixture of tests/integration/postgrest-rpc-fidelity.test.ts: functions with a single
 * unnamed parameter of every type PostgREST calls (and of types it does not), overloads
 * mixing both, a variadic function, a volatile set-returning function for max-affected, and
 * tables with per-row defaults (a sequence, gen_random_uuid(), clock_timestamp()) for
 * missing=default. Made through the admin pool in the test's own database.
 */
import type { TestServer } from './server.ts';
import { untilSchemaCache } from './postgrest-fixture-relations.ts';

export const RPC_FIXTURE = `
  create function public.fid_json(json) returns json language sql immutable as $$ select $1 $$;
  create function public.fid_jsonb(jsonb) returns jsonb language sql immutable as $$ select $1 $$;
  create function public.fid_text(text) returns text language sql immutable as $$ select 'metin: ' || $1 $$;
  create function public.fid_xml(xml) returns text language sql immutable
    as $$ select (xpath('/kok/ad/text()', $1))[1]::text $$;
  create function public.fid_bytea(bytea) returns text language sql immutable as $$ select encode($1, 'hex') $$;
  -- PostgREST cannot call these: an unnamed int or bool, or two unnamed parameters.
  create function public.fid_int(int) returns int language sql immutable as $$ select $1 + 1 $$;
  create function public.fid_bool(boolean) returns boolean language sql immutable as $$ select not $1 $$;
  create function public.fid_pair(text, text) returns text language sql immutable as $$ select $1 || $2 $$;
  -- Overloads: two callable ones differing only in type, and one PostgREST never lists.
  create function public.fid_over(a int) returns text language sql immutable as $$ select 'sayı' $$;
  create function public.fid_over(int, int) returns text language sql immutable as $$ select 'adsız' $$;
  create function public.fid_over(a text) returns text language sql immutable as $$ select 'metin' $$;
  -- A named parameter and an unnamed json one: the named one wins when its name is given.
  create function public.fid_either(ad text) returns text language sql immutable as $$ select 'adlı: ' || ad $$;
  create function public.fid_either(jsonb) returns text language sql immutable as $$ select 'bütün: ' || $1::text $$;
  create function public.fid_join(variadic parca text[]) returns text language sql immutable
    as $$ select array_to_string(parca, '+') $$;
  create function public.fid_sum(a int, b int) returns int language sql immutable as $$ select a + b $$;
  create function public.fid_nothing() returns void language sql volatile as $$ select $$;

  create table public.fid_tasks (id int primary key, status text not null);
  insert into public.fid_tasks values (1, 'yeni'), (2, 'yeni'), (3, 'yeni'), (4, 'bitti');
  create function public.fid_finish(durum text) returns setof public.fid_tasks language sql volatile
    as $$ update public.fid_tasks set status = 'bitti' where status = durum returning * $$;

  create table public.fid_channels (
    id serial primary key,
    slug text,
    data jsonb,
    uid uuid not null default gen_random_uuid(),
    at timestamptz not null default clock_timestamp()
  );
  insert into public.fid_channels (id, slug) values (1, 'genel');

  grant select, insert, update, delete on public.fid_tasks, public.fid_channels to anon, authenticated, service_role;
  grant usage on sequence public.fid_channels_id_seq to anon, authenticated, service_role;
`;

/** Creates the fixture and waits until the server's schema cache has it. */
export async function createRpcFixture(t: TestServer): Promise<void> {
  await t.server.ctx.db.admin.query(RPC_FIXTURE);
  await t.server.ctx.db.admin.query(`notify pgrst, 'reload schema'`);
  t.server.ctx.restSchema.invalidate(); // the NOTIFY is async: no request may see the snapshot from before
  await untilSchemaCache(t, (c) => c.routines.has('fid_finish') && c.tables.has('fid_channels'));
}
