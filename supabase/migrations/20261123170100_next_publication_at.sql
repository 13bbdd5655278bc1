-- The next time scheduled content goes live (the earliest future `publish_at` of a published
-- row in any public table with `published` and `publish_at`), or null. Nothing notifies when
-- that time passes, so a server that caches pages built from public content reads this after
-- each content change and drops its cache at that instant. It returns a time only, never row
-- data, so visitors may call it (a hosted deployment's cache or build hook can too).

create or replace function public.next_publication_at()
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t regclass;
  candidate timestamptz;
  next_at timestamptz;
begin
  for t in
    select c.oid::regclass
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attname = 'publish_at' and not a.attisdropped)
      and exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attname = 'published' and not a.attisdropped)
  loop
    execute format('select min(publish_at) from %s where published and publish_at > now()', t) into candidate;
    if candidate is not null and (next_at is null or candidate < next_at) then
      next_at := candidate;
    end if;
  end loop;
  return next_at;
end;
$$;
revoke all on function public.next_publication_at() from public;
grant execute on function public.next_publication_at() to anon, authenticated, service_role;
