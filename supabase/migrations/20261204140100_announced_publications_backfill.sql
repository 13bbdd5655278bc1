-- Content already live when this release arrives is recorded as announced
-- (private.webhook_announced_publications, migration 20261204140000): under the old rule its
-- content.published was sent when its flag was turned on, so neither its next save nor the
-- servers' announcement of due publications sends it again. A row flagged for a time still
-- ahead is left out: it is announced when that time comes.
do $$
declare
  t record;
  args text[];
begin
  for t in
    select c.relname::text as name
      from pg_catalog.pg_trigger tg
      join pg_catalog.pg_class c on c.oid = tg.tgrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and tg.tgname = 'webhook_content_published' and not tg.tgisinternal
  loop
    args := private.content_published_args(t.name);
    execute format(
      'insert into private.webhook_announced_publications (subject_table, subject_id) select $1, r.id::text from public.%I r where r.%I %s on conflict do nothing',
      t.name, args[2],
      case when coalesce(args[4], '') <> '' then format('and (r.%1$I is null or r.%1$I <= now())', args[4]) else '' end)
      using t.name;
  end loop;
end;
$$;
