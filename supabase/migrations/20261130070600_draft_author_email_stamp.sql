-- private.stamp_draft_author (first in 20261130010000_content_drafts_functions.sql) also
-- stamps the saver's e-mail (from their token, as Supabase Auth puts it there), so the edit-
-- conflict panel names a draft's author as it names a row's: "Ayşe Yılmaz (ayse@…)", and still
-- says who it was when they no longer have the item open. Not what a client says: the trigger
-- overwrites both columns on every save.
create or replace function private.stamp_draft_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.saved_by := (select auth.uid());
  new.saved_by_email := case when new.saved_by is null then null else (select auth.email()) end;
  return new;
end;
$$;
revoke all on function private.stamp_draft_author() from public;
