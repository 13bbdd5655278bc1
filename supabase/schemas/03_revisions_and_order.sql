-- Staff RPCs over saved rows: restore a revision, purge a row's revisions, reorder rows.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- Puts a kept version (or a trashed row) back, refusing with PT409 when the row changed since
-- `expected_version`; an unknown revision is PT404 (HTTP 404, hint revision_not_found).
CREATE OR REPLACE FUNCTION public.restore_revision(revision_id uuid, expected_version timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.restore_revision(revision_id uuid, expected_version timestamp with time zone) from public;
grant execute on function public.restore_revision(revision_id uuid, expected_version timestamp with time zone) to authenticated, service_role;

-- Empties a trashed row's history for good (staff or the service role); a row not in the
-- trash is PT404 (hint not_in_trash).
CREATE OR REPLACE FUNCTION public.purge_revisions(target_table text, target_row uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.purge_revisions(target_table text, target_row uuid) from public;
grant execute on function public.purge_revisions(target_table text, target_row uuid) to authenticated, service_role;

-- public.reorder_rows(target_table, order_field, positions): a list's manual order (the team's
-- drag and drop) in one transaction: `positions` is `[{"id", "position", "version"}, …]`, every
-- row of the list as it was read: its new place and the `updated_at` it had. Each row is
-- locked and its version compared first; when any of them changed since (another person's
-- reorder, a save) or is gone, the whole reorder is refused with PT409 (hint edit_conflict,
-- details {"table","id","updated_at"} of that row, updated_at null when deleted) and nothing
-- is written: never a mix of two orders. Then only the rows whose place changes are updated.
-- Runs as the caller (security invoker): grants and row-level security decide as for a plain
-- update. Only tables with a version (trigger check_row_version) and an integer order column.
CREATE OR REPLACE FUNCTION public.reorder_rows(target_table text, order_field text, positions jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  target regclass;
  item jsonb;
  current_version timestamptz;
  found_rows integer;
  total integer := 0;
begin
  select c.oid::regclass into target
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_trigger t on t.tgrelid = c.oid and t.tgname = 'check_row_version'
  where n.nspname = 'public' and c.relname = target_table;
  if target is null then
    raise exception 'Bu tablo sıralanamaz' using errcode = '22023', hint = 'not_orderable';
  end if;
  if order_field in ('id', 'updated_at') or not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = target and a.attname = order_field and a.attnum > 0 and not a.attisdropped
      and a.atttypid in ('pg_catalog.int2'::pg_catalog.regtype, 'pg_catalog.int4'::pg_catalog.regtype, 'pg_catalog.int8'::pg_catalog.regtype)
  ) then
    raise exception 'Sıralama alanı geçersiz' using errcode = '22023', hint = 'not_orderable';
  end if;
  if jsonb_typeof(positions) is distinct from 'array' or exists (
    select 1 from pg_catalog.jsonb_array_elements(positions) e
    where jsonb_typeof(e) <> 'object' or jsonb_typeof(e -> 'id') is distinct from 'string'
      or jsonb_typeof(e -> 'position') is distinct from 'number' or jsonb_typeof(e -> 'version') is distinct from 'string'
  ) then
    raise exception 'positions: [{"id", "position", "version"}, …] bekleniyor' using errcode = '22023', hint = 'invalid_positions';
  end if;

  for item in select e from pg_catalog.jsonb_array_elements(positions) e order by e ->> 'id' loop
    execute format('select t.updated_at from %s t where t.id = $1 for update', target)
      into current_version using (item ->> 'id')::uuid;
    get diagnostics found_rows = row_count;
    if found_rows = 0 or current_version is distinct from (item ->> 'version')::timestamptz then
      raise exception 'edit conflict: % % was changed at % by someone else (or deleted); the reorder was based on the version of %',
        target_table, item ->> 'id', current_version, item ->> 'version'
        using errcode = 'PT409',
          detail = json_build_object('table', target_table, 'id', item ->> 'id', 'updated_at', current_version)::text,
          hint = 'edit_conflict';
    end if;
  end loop;
  for item in select e from pg_catalog.jsonb_array_elements(positions) e loop
    execute format('update %s t set %I = $1 where t.id = $2 and t.%I is distinct from $1', target, order_field, order_field)
      using (item ->> 'position')::bigint, (item ->> 'id')::uuid;
    get diagnostics found_rows = row_count;
    total := total + found_rows;
  end loop;
  return total;
end;
$function$;
revoke all on function public.reorder_rows(target_table text, order_field text, positions jsonb) from public;
grant execute on function public.reorder_rows(target_table text, order_field text, positions jsonb) to authenticated, service_role;
