-- Edit conflicts (optimistic concurrency). Every table with `updated_at` (the shared
-- `Timestamps` fields of schema/common/fields.ts) gets the trigger `check_row_version` from
-- its schema file (scripts/db/schema-sql.ts, in the generated migration after this one); it
-- fires before `set_updated_at` (triggers of one event fire in name order).
--
-- private.check_row_version: `updated_at` is the row's version. An update that sends it
-- states the version it was based on; when that is not the stored one, someone changed the
-- row since it was read, and the update is refused with SQLSTATE PT409 (PostgREST answers
-- HTTP 409 with code "PT409"), hint `edit_conflict`, and the stored version in the details,
-- for any client. An update that does not send it (a bulk status change, a reorder: one
-- field set on purpose) is not based on a read and goes through. restore_revision writes a
-- kept version (with its old updated_at) on purpose, so its own writes are not checked.
create or replace function private.check_row_version()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
revoke all on function private.check_row_version() from public;
