-- Publishing drafts of published items (table public.content_drafts, made by the generated
-- migration before this one; trigger functions in ..._content_drafts_functions.sql).
--
-- private.apply_draft: writes a draft's values into its row and deletes the draft, as the
-- caller (RLS applies). The update states the row's version the draft was made from, so
-- `check_row_version` refuses it with PT409 (hint edit_conflict) when someone changed the
-- row since; the revision trigger keeps the previous version and the slug trigger records a
-- redirect, as for any save. Only columns of the table are taken from the draft, never id or
-- the timestamps; names are quoted by format('%I'), values travel as parameters.
create or replace function private.apply_draft(draft public.content_drafts)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  cols text;
  written jsonb;
begin
  select string_agg(format('%I', a.attname), ', ' order by a.attnum) into cols
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', draft.table_name)::regclass
    and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('id', 'created_at', 'updated_at')
    and draft.data ? a.attname::text;
  if cols is null then
    -- Nothing to write but the version check: still refuse a stale draft.
    execute format('update public.%I as t set updated_at = $1 where t.id = $2 returning to_jsonb(t)', draft.table_name)
      into written using draft.base_updated_at, draft.row_id;
  else
    execute format(
      'update public.%1$I as t set (%2$s) = (select %2$s from jsonb_populate_record(null::public.%1$I, $1)), updated_at = $2 where t.id = $3 returning to_jsonb(t)',
      draft.table_name, cols)
      into written using draft.data, draft.base_updated_at, draft.row_id;
  end if;
  if written is null then
    raise exception 'draft of % %: the row no longer exists', draft.table_name, draft.row_id
      using errcode = 'PT409',
        detail = json_build_object('table', draft.table_name, 'id', draft.row_id)::text,
        hint = 'edit_conflict';
  end if;
  delete from public.content_drafts where id = draft.id;
  return written;
end;
$$;
revoke all on function private.apply_draft(public.content_drafts) from public;
grant execute on function private.apply_draft(public.content_drafts) to authenticated, service_role;

-- public.publish_draft: "Yayınla" for a draft. `draft_version` is the draft's updated_at the
-- editor saw: a draft saved by someone else since (or already published or discarded) is
-- refused with PT409, like a stale row. Security invoker: staff's own rights decide.
create or replace function public.publish_draft(draft_id uuid, draft_version timestamptz)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  d public.content_drafts;
begin
  select * into d from public.content_drafts where id = draft_id for update;
  if d.id is null or d.updated_at is distinct from draft_version then
    raise exception 'draft % was changed or published by someone else', draft_id
      using errcode = 'PT409',
        detail = json_build_object('table', 'content_drafts', 'id', draft_id, 'updated_at', d.updated_at)::text,
        hint = 'edit_conflict';
  end if;
  return private.apply_draft(d);
end;
$$;
revoke all on function public.publish_draft(uuid, timestamptz) from public;
grant execute on function public.publish_draft(uuid, timestamptz) to authenticated, service_role;

-- public.apply_due_drafts: the scheduler's step (the server calls it as the service role;
-- a hosted project can from pg_cron). Each due draft is applied in its own subtransaction;
-- one whose row changed since is left as a draft, unscheduled, for staff to resolve. Several
-- servers may call it at once: a locked draft is another server's.
create or replace function public.apply_due_drafts()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  d public.content_drafts;
  applied integer := 0;
begin
  for d in
    select * from public.content_drafts where publish_at <= now() order by publish_at for update skip locked
  loop
    begin
      perform private.apply_draft(d);
      applied := applied + 1;
    exception when sqlstate 'PT409' then
      update public.content_drafts set publish_at = null where id = d.id;
    end;
  end loop;
  return applied;
end;
$$;
revoke all on function public.apply_due_drafts() from public;
grant execute on function public.apply_due_drafts() to service_role;

-- public.preview_row (first in ..._preview_redirects_functions.sql): a preview link of a
-- published item with a draft shows the draft's values, what "Yayınla" would put live.
create or replace function public.preview_row(token text, target text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link_table text;
  link_row uuid;
  found_row jsonb;
  draft_data jsonb;
begin
  if token is null or length(token) not between 32 and 128 then
    return null;
  end if;
  select l.table_name, l.row_id into link_table, link_row
  from public.preview_links l
  where l.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
    and l.table_name = target
    and l.revoked_at is null
    and l.expires_at > now();
  if link_table is null then
    return null;
  end if;
  -- The table name comes from the stored link (a CHECK limits it to the previewable tables).
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', link_table) into found_row using link_row;
  if found_row is null then
    return null;
  end if;
  select d.data - 'id' - 'created_at' - 'updated_at' into draft_data
  from public.content_drafts d
  where d.table_name = link_table and d.row_id = link_row;
  -- Only the row's own columns are taken from the draft.
  return found_row || coalesce((select jsonb_object_agg(k, v) from jsonb_each(draft_data) as e(k, v) where found_row ? k), '{}'::jsonb);
end;
$$;
revoke all on function public.preview_row(text, text) from public;
grant execute on function public.preview_row(text, text) to anon, authenticated, service_role;
