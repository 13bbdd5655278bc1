/**
 * The conformance tests' own schema (never the product's migrations): related tables with a
 * one-to-one, a junction table, a self-reference and two foreign keys between the same pair,
 * a view PostgREST embeds through, and functions of every kind the RPC interface serves
 * (scalar, set of rows, `returns table`, volatile, overloaded by argument names, one unnamed
 * JSON parameter, void, restricted), plus a computed field and computed relationships.
 * Created through the owner connection, granted to the API roles, then announced with
 * `NOTIFY pgrst, 'reload schema'` as on Supabase.
 */
import { expect, vi } from 'vitest';
import type { Catalog } from '../../server/platform/rest/schema-cache.ts';
import type { TestServer } from './server.ts';

export const RELATIONS_FIXTURE = `
  create type public.mood as enum ('mutlu', 'üzgün');

  create table public.authors (
    id int primary key,
    first_name text not null,
    last_name text not null,
    mood public.mood
  );
  create table public.author_profiles (
    author_id int primary key references public.authors (id),
    bio text not null
  );
  create table public.posts (
    id int primary key,
    title text not null,
    author_id int references public.authors (id),
    editor_id int,
    published boolean not null default true,
    constraint posts_editor_fkey foreign key (editor_id) references public.authors (id)
  );
  create table public.comments (
    id int primary key,
    post_id int not null references public.posts (id),
    body text not null
  );
  create table public.tags (
    id int primary key,
    name text not null unique
  );
  create table public.post_tags (
    post_id int references public.posts (id),
    tag_id int references public.tags (id),
    primary key (post_id, tag_id)
  );
  create table public.employees (
    id int primary key,
    name text not null,
    manager_id int references public.employees (id)
  );
  create table public.visits (
    id int generated always as identity primary key,
    page text not null
  );
  create view public.published_posts as
    select id, title, author_id from public.posts where published;

  insert into public.authors values
    (1, 'Ayşe', 'Yılmaz', 'mutlu'), (2, 'Mehmet', 'Demir', 'üzgün'), (3, 'Zeynep', 'Kaya', null);
  insert into public.author_profiles values (1, 'Yazar ve editör');
  insert into public.posts values
    (1, 'Birinci yazı', 1, 2, true), (2, 'İkinci yazı', 1, null, true), (3, 'Üçüncü yazı', 2, 1, false);
  insert into public.comments values (1, 1, 'Harika'), (2, 1, 'Katılıyorum'), (3, 2, 'Teşekkürler');
  insert into public.tags values (1, 'seo'), (2, 'tasarım'), (3, 'reklam');
  insert into public.post_tags values (1, 1), (1, 2), (2, 1);
  insert into public.employees values (1, 'Genel Müdür', null), (2, 'Ekip Lideri', 1), (3, 'Tasarımcı', 2), (4, 'Yazılımcı', 2);

  -- Scalar, immutable: callable with GET.
  create function public.add_numbers(a int, b int) returns int language sql immutable as $$ select a + b $$;
  -- A set of table rows: select, filters, order, limit, count and embedding apply.
  create function public.posts_by_author(author int) returns setof public.posts
    language sql stable as $$ select * from public.posts where author_id = author $$;
  -- One row of a table: an object.
  create function public.get_author(author_id int) returns public.authors
    language sql stable as $$ select * from public.authors where id = author_id $$;
  -- returns table (…)
  create function public.author_stats() returns table (author_id int, post_count bigint)
    language sql stable as $$ select author_id, count(*) from public.posts group by author_id $$;
  -- Volatile and writing: POST only (GET runs read-only).
  create function public.log_visit(page text) returns int
    language sql as $$ insert into public.visits (page) values (page) returning id $$;
  -- Overloaded by argument names.
  create function public.greet(name text) returns text language sql immutable as $$ select 'Merhaba, ' || name $$;
  create function public.greet(first_name text, last_name text) returns text
    language sql immutable as $$ select 'Merhaba, ' || first_name || ' ' || last_name $$;
  -- Overloaded by type only: ambiguous for PostgREST.
  create function public.pick(x int) returns text language sql immutable as $$ select 'sayı' $$;
  create function public.pick(x text) returns text language sql immutable as $$ select 'metin' $$;
  -- One unnamed JSON parameter: the whole body.
  create function public.echo_json(jsonb) returns jsonb language sql immutable as $$ select $1 $$;
  -- One named JSON parameter: the whole body with Prefer: params=single-object.
  create function public.summarize(payload json) returns text
    language sql immutable as $$ select string_agg(key, ',' order by key) from json_object_keys(payload) key $$;
  create function public.ping() returns void language sql as $$ select $$;
  create function public.mood_label(m public.mood) returns text language sql immutable as $$ select 'ruh hali: ' || m $$;
  create function public.tag_names() returns setof text language sql stable as $$ select name from public.tags order by id $$;
  -- Only signed-in users may call it.
  create function public.secret_number() returns int language sql immutable as $$ select 42 $$;
  revoke execute on function public.secret_number() from public, anon;
  grant execute on function public.secret_number() to authenticated, service_role;

  -- Computed field and computed relationships (functions taking a row).
  create function public.full_name(public.authors) returns text
    language sql stable as $$ select $1.first_name || ' ' || $1.last_name $$;
  create function public.latest_post(public.authors) returns setof public.posts rows 1
    language sql stable as $$ select * from public.posts where author_id = $1.id order by id desc limit 1 $$;
  create function public.recent_comments(public.posts) returns setof public.comments
    language sql stable as $$ select * from public.comments where post_id = $1.id order by id desc $$;

  grant select on public.authors, public.author_profiles, public.posts, public.comments, public.tags,
    public.post_tags, public.employees, public.published_posts, public.visits to anon, authenticated;
  grant insert on public.visits to anon, authenticated;
  grant all on public.authors, public.author_profiles, public.posts, public.comments, public.tags,
    public.post_tags, public.employees, public.published_posts, public.visits to service_role;
`;

/** Waits (up to 30 s) until the server's schema cache satisfies `seen`: notifications arrive asynchronously. */
export async function untilSchemaCache(t: TestServer, seen: (c: Catalog) => boolean): Promise<void> {
  // The reload follows a notification: on a loaded CI machine that can take seconds.
  await vi.waitFor(async () => expect(seen(await t.server.ctx.restSchema.catalog())).toBe(true), { timeout: 30_000, interval: 50 });
}

/** Creates the fixture and tells the server's schema cache to reload, as one would on Supabase. */
export async function createRelationsFixture(t: TestServer): Promise<void> {
  await t.server.ctx.db.admin.query(RELATIONS_FIXTURE);
  await t.server.ctx.db.admin.query(`notify pgrst, 'reload schema'`);
  t.server.ctx.restSchema.invalidate(); // the NOTIFY is async: no request may see the snapshot from before
  await untilSchemaCache(t, (c) => c.routines.has('add_numbers'));
}
