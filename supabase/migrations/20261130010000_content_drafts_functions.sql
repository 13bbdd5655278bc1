-- Drafts of published items (table public.content_drafts, schema/content-drafts.ts, created by
-- the generated migration after this one). A draft holds the form's values of a published
-- row; the row, and so the site, changes only when the draft is published.
--
-- private.stamp_draft_author: the draft's author is whoever saved it last (not what a client
-- says), so the edit-conflict panel can name them.
create or replace function private.stamp_draft_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.saved_by := (select auth.uid());
  return new;
end;
$$;
revoke all on function private.stamp_draft_author() from public;

-- private.drop_content_draft: a deleted row's draft goes with it.
create or replace function private.drop_content_draft()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.content_drafts where table_name = tg_table_name and row_id = old.id;
  return null;
end;
$$;
revoke all on function private.drop_content_draft() from public;
