-- What a content save runs: the version check of an edit (check_row_version), the new version
-- (set_updated_at), the revision of the old row (record_revision), the redirect from an old
-- public URL (record_slug_redirect) and the page-cache notice (notify_content_changed).
-- schema/ attaches them to its tables (scripts/db/schema-sql.ts).
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- Edit conflicts (optimistic concurrency). Every table with `updated_at` (the shared
-- `Timestamps` fields of schema/common/fields.ts) gets the trigger `check_row_version` from
-- its schema file (scripts/db/schema-sql.ts); it
-- fires before `set_updated_at` (triggers of one event fire in name order).
--
-- private.check_row_version: `updated_at` is the row's version. An update that sends it
-- states the version it was based on; when that is not the stored one, someone changed the
-- row since it was read, and the update is refused with SQLSTATE PT409 (PostgREST answers
-- HTTP 409 with code "PT409"), hint `edit_conflict`, and the stored version in the details,
-- for any client. An update that does not send it (a bulk status change, a reorder: one
-- field set on purpose) is not based on a read and goes through. restore_revision writes a
-- kept version (with its old updated_at) on purpose, so its own writes are not checked.
CREATE OR REPLACE FUNCTION private.check_row_version()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.updated_at is distinct from old.updated_at
     and coalesce(current_setting('app.revision_action', true), '') <> 'restore' then
    raise exception 'edit conflict: % % was changed at % by someone else; the update was based on the version of %',
      tg_table_name, to_jsonb(old) ->> 'id', old.updated_at, new.updated_at
      using errcode = 'PT409',
        detail = json_build_object('table', tg_table_name, 'id', to_jsonb(old) ->> 'id', 'updated_at', old.updated_at)::text,
        hint = 'edit_conflict';
  end if;
  return new;
end;
$function$;
revoke all on function private.check_row_version() from public;

-- Keeps updated_at honest whatever the client sends.
CREATE OR REPLACE FUNCTION private.set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  return new;
end;
$function$;
revoke all on function private.set_updated_at() from public;

-- Revisions and the trash (the table public.content_revisions comes from
-- schema/content-revisions.ts; each content table
-- with `db.revisions` gets the trigger `record_revision` from its schema file).
--
-- private.record_revision: after every update it keeps the row as it was, and after every
-- delete the deleted row (the trash entry), with who did it and when. A trigger, so writes
-- through the API and straight in the database are both recorded. Retention is applied by
-- the same write, with no job runner: the row's versions beyond the newest
-- site_settings.revision_keep_count (50) and trash older than trash_retention_days (30)
-- with the history of those rows. Both walk an index of content_revisions only.
CREATE OR REPLACE FUNCTION private.record_revision()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  old_row jsonb := to_jsonb(old);
  -- tg_table_name is of type name: compared with the text column as is, the index (text
  -- operators) could not be used.
  tbl text := tg_table_name::text;
  what text;
  who uuid := auth.uid();
  who_email text;
  keep integer;
  trash_days integer;
  oldest_kept timestamptz;
  expired_table text;
  expired_row uuid;
begin
  if tg_op = 'UPDATE' then
    -- A save that changed nothing but updated_at is no new version.
    if (old_row - 'updated_at') = (to_jsonb(new) - 'updated_at') then
      return null;
    end if;
    what := case when current_setting('app.revision_action', true) = 'restore' then 'restore' else 'update' end;
  else
    what := 'delete';
  end if;
  if who is not null then
    who_email := coalesce(auth.email(), (select u.email from auth.users u where u.id = who));
  end if;
  -- clock_timestamp: several changes in one transaction keep their order.
  insert into public.content_revisions (table_name, row_id, data, action, changed_by, changed_by_email, changed_at)
  values (tbl, old.id, old_row, what, who, who_email, clock_timestamp());

  select s.revision_keep_count, s.trash_retention_days into keep, trash_days from public.site_settings s limit 1;
  keep := coalesce(keep, 50);
  trash_days := coalesce(trash_days, 30);
  -- The oldest version to keep, then everything older: both index scans of this row's versions.
  select x.changed_at into oldest_kept from public.content_revisions x
  where x.table_name = tbl and x.row_id = old.id
  order by x.changed_at desc
  offset keep - 1 limit 1;
  if oldest_kept is not null then
    delete from public.content_revisions r
    where r.table_name = tbl and r.row_id = old.id and r.changed_at < oldest_kept;
  end if;
  -- Expired trash: one probe of the trash index, and only when something expired, each
  -- expired row with its history.
  for expired_table, expired_row in
    select t.table_name, t.row_id from public.content_revisions t
    where t.action = 'delete' and t.restored_at is null and t.changed_at < now() - make_interval(days => trash_days)
  loop
    delete from public.content_revisions r where r.table_name = expired_table and r.row_id = expired_row;
  end loop;
  return null;
end;
$function$;
revoke all on function private.record_revision() from public;

-- Published content whose slug changes keeps its old URL: old path → new path (patterns such
-- as '/blog/{slug}' come from the resource's publicPath, as trigger arguments: the pattern,
-- then the publication flag). Chains collapse (A→B, then B→C: A→C), and a URL that is live
-- again loses its redirect, so no loop can form (A→C, then C→A: only C→A is left).
CREATE OR REPLACE FUNCTION private.record_slug_redirect()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pattern text := tg_argv[0];
  flag text := tg_argv[1];
  new_path text := replace(pattern, '{slug}', new.slug);
  old_path text;
  is_live boolean := coalesce((to_jsonb(new) ->> flag)::boolean, false);
  was_live boolean;
begin
  if not is_live then
    return null;
  end if;
  -- The CMS page 'home' is the home page, served at / and never at /home.
  if new_path = '/home' then
    return null;
  end if;
  -- The new URL is live: a redirect from it would hide it.
  delete from public.redirects where from_path = new_path;
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    old_path := replace(pattern, '{slug}', old.slug);
    was_live := coalesce((to_jsonb(old) ->> flag)::boolean, false);
    if was_live and old_path <> '/home' then
      update public.redirects set to_path = new_path where to_path = old_path;
      insert into public.redirects (from_path, to_path, source)
      values (old_path, new_path, 'auto')
      on conflict (from_path) do update set to_path = excluded.to_path, source = 'auto';
    end if;
  end if;
  return null;
end;
$function$;
revoke all on function private.record_slug_redirect() from public;

-- Tell listeners when public content or the settings change, so a server that caches pages
-- built from them (the embedded server's crawler HTML, robots.txt, sitemap.xml) can drop its
-- cache at once. One notification per statement; without a listener it costs nothing.
CREATE OR REPLACE FUNCTION private.notify_content_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform pg_notify('content_changed', tg_table_name);
  return null;
end;
$function$;
revoke all on function private.notify_content_changed() from public;
