-- An unknown id given to a function called by RPC is HTTP 404, not 500 (issue 39). These
-- functions refused it with PL/pgSQL's P0002 (no_data_found), which PostgREST answers 500 like
-- every P0 error but P0001; they now raise PostgREST's own `PT404` (HTTP 404), keeping their
-- Turkish messages and hints: restore_revision (revision_not_found), purge_revisions
-- (not_in_trash), and private.staff_member behind staff_set_role, staff_set_disabled,
-- staff_remove and staff_reset_mfa ("Kullanıcı bulunamadı"). Bodies otherwise unchanged.

create or replace function private.staff_member(target uuid)
returns auth.users
language plpgsql
security definer
set search_path = ''
as $$
declare
  member auth.users;
begin
  select * into member from auth.users u
   where u.id = target and u.deleted_at is null and u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
   for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Kullanıcı bulunamadı';
  end if;
  return member;
end;
$$;
revoke all on function private.staff_member(uuid) from public;

create or replace function public.restore_revision(revision_id uuid, expected_version timestamptz default null)
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
  current_version timestamptz;
  found_rows integer;
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
    raise exception 'Sürüm bulunamadı' using errcode = 'PT404', hint = 'revision_not_found';
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

  -- The row's version now, locked until the restore commits (every revisioned table has the
  -- shared Timestamps fields).
  execute format('select t.updated_at from %s t where t.id = $1 for update', target) into current_version using rev_row;
  get diagnostics found_rows = row_count;
  row_exists := found_rows > 0;
  if expected_version is not null and (not row_exists or current_version is distinct from expected_version) then
    raise exception 'edit conflict: % % was changed at % by someone else; the restore was based on the version of %',
      rev_table, rev_row, current_version, expected_version
      using errcode = 'PT409',
        detail = json_build_object('table', rev_table, 'id', rev_row, 'updated_at', current_version)::text,
        hint = 'edit_conflict';
  end if;

  perform set_config('app.revision_action', 'restore', true);
  begin
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
revoke all on function public.restore_revision(uuid, timestamptz) from public, anon;
grant execute on function public.restore_revision(uuid, timestamptz) to authenticated, service_role;

create or replace function public.purge_revisions(target_table text, target_row uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  if not (private.is_staff() or coalesce(auth.jwt() ->> 'role', '') = 'service_role') then
    raise exception 'Çöp kutusunu yalnızca yetkili personel boşaltabilir' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.content_revisions r
    where r.table_name = target_table and r.row_id = target_row and r.action = 'delete' and r.restored_at is null
  ) then
    raise exception 'Çöp kutusunda böyle bir kayıt yok' using errcode = 'PT404', hint = 'not_in_trash';
  end if;
  delete from public.content_revisions r where r.table_name = target_table and r.row_id = target_row;
  get diagnostics removed = row_count;
  return removed;
end;
$$;
revoke all on function public.purge_revisions(text, uuid) from public, anon;
grant execute on function public.purge_revisions(text, uuid) to authenticated, service_role;
