-- public.purge_revisions: removes a trashed row's history for good (the trash screen's
-- "Kalıcı olarak sil"). content_revisions takes no writes from the API (schema/content-revisions.ts,
-- preset staffReadOnly), so history attributed to someone cannot be inserted, rewritten or
-- erased by hand; this function is the one way to delete it, and only for a row that is in
-- the trash (deleted, not restored). Staff or the service role; returns the number of
-- revisions removed.
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
    raise exception 'Çöp kutusunda böyle bir kayıt yok' using errcode = 'P0002', hint = 'not_in_trash';
  end if;
  delete from public.content_revisions r where r.table_name = target_table and r.row_id = target_row;
  get diagnostics removed = row_count;
  return removed;
end;
$$;
revoke all on function public.purge_revisions(text, uuid) from public, anon;
grant execute on function public.purge_revisions(text, uuid) to authenticated, service_role;
