-- Revisions and the trash (the table public.content_revisions comes from
-- schema/content-revisions.ts, in the generated migration after this one; each content table
-- with `db.revisions` gets the trigger `record_revision` from its schema file).
--
-- private.record_revision: after every update it keeps the row as it was, and after every
-- delete the deleted row (the trash entry), with who did it and when. A trigger, so writes
-- through the API and straight in the database are both recorded. Retention is applied by
-- the same write, with no job runner: the row's versions beyond the newest
-- site_settings.revision_keep_count (50) and trash older than trash_retention_days (30)
-- with the history of those rows. Both walk an index of content_revisions only.
create or replace function private.record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.record_revision() from public;

-- public.restore_revision: writes a kept version back (staff, or the service role). A row that
-- still exists is updated (the version it had is kept as a 'restore' revision); a deleted row
-- is inserted again with its id and leaves the trash. Columns added since keep their current
-- value (or default), columns dropped since are ignored. A unique value another row has taken
-- meanwhile (a slug) fails with 23505 and a Turkish message naming the field; nothing changes.
-- Returns the row as restored.
create or replace function public.restore_revision(revision_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  rev_table text;
  rev_row uuid;
  rev_data jsonb;
  target regclass;
  cols text;
  row_exists boolean;
  restored jsonb;
  conflict_detail text;
  conflict_field text;
begin
  if not (private.is_staff() or coalesce(auth.jwt() ->> 'role', '') = 'service_role') then
    raise exception 'Sürümleri yalnızca yetkili personel geri yükleyebilir' using errcode = '42501';
  end if;
  select r.table_name, r.row_id, r.data into rev_table, rev_row, rev_data
  from public.content_revisions r where r.id = revision_id;
  if not found then
    raise exception 'Sürüm bulunamadı' using errcode = 'P0002', hint = 'revision_not_found';
  end if;
  -- Only tables whose history the trigger keeps (never any other table a revision row names).
  select c.oid::regclass into target
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_trigger t on t.tgrelid = c.oid and t.tgname = 'record_revision'
  where n.nspname = 'public' and c.relname = rev_table;
  if target is null then
    raise exception 'Bu tablonun sürümleri geri yüklenemez' using errcode = '22023', hint = 'revisions_not_kept';
  end if;
  select string_agg(format('%I', a.attname), ', ' order by a.attnum) into cols
  from pg_catalog.pg_attribute a
  where a.attrelid = target and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname <> 'id' and rev_data ? a.attname;

  perform set_config('app.revision_action', 'restore', true);
  begin
    execute format('select exists (select 1 from %s where id = $1)', target) into row_exists using rev_row;
    if row_exists then
      execute format(
        'update %1$s t set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, $1)) where t.id = $2 returning to_jsonb(t)',
        target, cols
      ) into restored using rev_data, rev_row;
    else
      execute format(
        'insert into %1$s as t (id, %2$s) select $2, %2$s from jsonb_populate_record(null::%1$s, $1) returning to_jsonb(t)',
        target, cols
      ) into restored using rev_data, rev_row;
      update public.content_revisions r set restored_at = now()
      where r.table_name = rev_table and r.row_id = rev_row and r.action = 'delete' and r.restored_at is null;
    end if;
  exception when unique_violation then
    get stacked diagnostics conflict_detail = pg_exception_detail;
    conflict_field := coalesce(substring(conflict_detail from '^Key \(([^)]*)\)'), 'benzersiz bir alan');
    raise exception 'Geri yüklenemedi: "%" alanındaki değer artık başka bir kayıtta kullanılıyor. O kaydı değiştirip tekrar deneyin.', conflict_field
      using errcode = '23505', detail = conflict_detail, hint = 'restore_conflict';
  end;
  perform set_config('app.revision_action', '', true);
  return restored;
end;
$$;
revoke all on function public.restore_revision(uuid) from public, anon;
grant execute on function public.restore_revision(uuid) to authenticated, service_role;
