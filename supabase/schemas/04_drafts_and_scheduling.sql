-- Drafts of published content, their publication (now or scheduled) and the preview of a draft
-- through a preview link; a scheduled draft whose author loses the right to publish is unscheduled.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- Publishing drafts of published items (table public.content_drafts, from
-- schema/content-drafts.ts).
--
-- private.apply_draft: writes a draft's values into its row and deletes the draft, as the
-- caller (RLS applies). The update states the row's version the draft was made from, so
-- `check_row_version` refuses it with PT409 (hint edit_conflict) when someone changed the
-- row since; the revision trigger keeps the previous version and the slug trigger records a
-- redirect, as for any save. Only columns of the table are taken from the draft, never id or
-- the timestamps; names are quoted by format('%I'), values travel as parameters.
CREATE OR REPLACE FUNCTION private.apply_draft(draft content_drafts)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.apply_draft(draft content_drafts) from public;
grant execute on function private.apply_draft(draft content_drafts) to authenticated, service_role;

-- private.drop_content_draft: a deleted row's draft goes with it, and its review
-- (public.content_reviews, 22_review.sql).
CREATE OR REPLACE FUNCTION private.drop_content_draft()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from public.content_drafts where table_name = tg_table_name and row_id = old.id;
  delete from public.content_reviews where table_name = tg_table_name and row_id = old.id;
  return null;
end;
$function$;
revoke all on function private.drop_content_draft() from public;

-- private.stamp_draft_author (last in 20261130070600_draft_author_email_stamp.sql): as before
-- a save names its author; the failure columns are the database's too: a save keeps them,
-- scheduling again (publish_at set) clears them, only unschedule_drafts writes them. Before,
-- the scheduler's own unscheduling (PT409) stamped the draft with no author at all. An
-- author schedules nothing (42501): their draft is published by staff, after review.
CREATE OR REPLACE FUNCTION private.stamp_draft_author()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and coalesce(current_setting('app.draft_unscheduling', true), '') = 'on' then
    new.saved_by := old.saved_by;
    new.saved_by_email := old.saved_by_email;
    return new;
  end if;
  if new.publish_at is not null and (select private.is_author()) then
    raise exception using errcode = '42501', hint = 'author_schedule',
      message = 'Yazarlar taslak zamanlayamaz; taslak incelemeden sonra yayınlanır';
  end if;
  new.saved_by := (select auth.uid());
  new.saved_by_email := case when new.saved_by is null then null else (select auth.email()) end;
  if tg_op = 'INSERT' or new.publish_at is not null then
    new.schedule_failure := null;
    new.schedule_failed_at := null;
  else
    new.schedule_failure := old.schedule_failure;
    new.schedule_failed_at := old.schedule_failed_at;
  end if;
  return new;
end;
$function$;
revoke all on function private.stamp_draft_author() from public;

-- Whether an account may publish right now (the scheduler's and the trigger's question).
CREATE OR REPLACE FUNCTION private.may_publish(author uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from auth.users u
     where u.id = author
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
  );
$function$;
revoke all on function private.may_publish(author uuid) from public;
grant execute on function private.may_publish(author uuid) to service_role;

-- The users screen's changes answer how many scheduled drafts of the member they unscheduled
-- (the screen says so). Otherwise as in 20261123175000_staff_roles.sql.
CREATE OR REPLACE FUNCTION private.scheduled_drafts_of(author uuid)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select count(*)::integer from public.content_drafts where saved_by = author and publish_at is not null;
$function$;
revoke all on function private.scheduled_drafts_of(author uuid) from public;

-- Takes drafts off the schedule with their reason. The flag tells stamp_draft_author that
-- this is the database's change, not a save: the author stays, the reason is written.
CREATE OR REPLACE FUNCTION private.unschedule_drafts(ids uuid[], failure text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  n integer;
begin
  perform set_config('app.draft_unscheduling', 'on', true);
  update public.content_drafts
     set publish_at = null, schedule_failure = failure, schedule_failed_at = now()
   where id = any (ids) and publish_at is not null;
  get diagnostics n = row_count;
  perform set_config('app.draft_unscheduling', '', true);
  return n;
end;
$function$;
revoke all on function private.unschedule_drafts(ids uuid[], failure text) from public;
grant execute on function private.unschedule_drafts(ids uuid[], failure text) to service_role;

-- An account that can no longer publish: its scheduled drafts come off the schedule now, not
-- when they are due. Security definer: the Auth server's role changes auth.users, and the
-- drafts are the owner's to change.
CREATE OR REPLACE FUNCTION private.unschedule_revoked_author()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  author uuid := case when tg_op = 'DELETE' then old.id else new.id end;
begin
  if not private.may_publish(author) then
    perform private.unschedule_drafts(
      array(select d.id from public.content_drafts d where d.saved_by = author and d.publish_at is not null),
      'author_not_staff');
  end if;
  return null;
end;
$function$;
revoke all on function private.unschedule_revoked_author() from public;

-- public.apply_due_drafts (before: 20261130070100_scheduled_drafts_author.sql): the
-- scheduler's step, called by the server as the service role and on hosted projects by
-- pg_cron (supabase/hosted/schedule.sql), the same function. Each draft is applied with the
-- request's subject set to its author (the history names them), in its own subtransaction.
CREATE OR REPLACE FUNCTION public.apply_due_drafts()
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  d public.content_drafts;
  applied integer := 0;
  caller_sub text := current_setting('request.jwt.claim.sub', true);
  failure text;
  failed_state text;
  failed_constraint text;
  failed_message text;
begin
  for d in
    select * from public.content_drafts where publish_at <= now() order by publish_at for update skip locked
  loop
    failure := null;
    if d.saved_by is not null and not private.may_publish(d.saved_by) then
      failure := 'author_not_staff';
      failed_message := format('its author %s can no longer publish', d.saved_by);
    else
      begin
        perform set_config('request.jwt.claim.sub', coalesce(d.saved_by::text, ''), true);
        perform private.apply_draft(d);
        applied := applied + 1;
      exception when others then
        get stacked diagnostics failed_state = returned_sqlstate, failed_constraint = constraint_name, failed_message = message_text;
        failure := case
          when failed_state = 'PT409' then 'edit_conflict'
          when failed_state = '23505' and failed_constraint like '%\_slug\_key' then 'slug_taken'
          else failed_state
        end;
      end;
      perform set_config('request.jwt.claim.sub', coalesce(caller_sub, ''), true);
    end if;
    if failure is not null then
      perform private.unschedule_drafts(array[d.id], failure);
      raise warning 'scheduled draft % (% %) was not published and is unscheduled: %', d.id, d.table_name, d.row_id, failed_message
        using hint = 'draft_unscheduled',
          detail = json_build_object('draft', d.id, 'table', d.table_name, 'row', d.row_id, 'failure', failure, 'error', failed_message)::text;
    end if;
  end loop;
  return applied;
end;
$function$;
revoke all on function public.apply_due_drafts() from public;
grant execute on function public.apply_due_drafts() to service_role;

-- The next time scheduled content goes live (the earliest future `publish_at` of a published
-- row in any public table with `published` and `publish_at`), or null. Nothing notifies when
-- that time passes, so a server that caches pages built from public content reads this after
-- each content change and drops its cache at that instant. It returns a time only, never row
-- data, so visitors may call it (a hosted deployment's cache or build hook can too).
CREATE OR REPLACE FUNCTION public.next_publication_at()
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  t regclass;
  candidate timestamptz;
  next_at timestamptz;
begin
  for t in
    select c.oid::regclass
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attname = 'publish_at' and not a.attisdropped)
      and exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attname = 'published' and not a.attisdropped)
  loop
    execute format('select min(publish_at) from %s where published and publish_at > now()', t) into candidate;
    if candidate is not null and (next_at is null or candidate < next_at) then
      next_at := candidate;
    end if;
  end loop;
  return next_at;
end;
$function$;
revoke all on function public.next_publication_at() from public;
grant execute on function public.next_publication_at() to anon, authenticated, service_role;

-- public.preview_row (first in ..._preview_redirects_functions.sql): a preview link of a
-- published item with a draft shows the draft's values, what "Yayınla" would put live.
CREATE OR REPLACE FUNCTION public.preview_row(token text, target text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.preview_row(token text, target text) from public;
grant execute on function public.preview_row(token text, target text) to anon, authenticated, service_role;

-- public.publish_draft: "Yayınla" for a draft. `draft_version` is the draft's updated_at the
-- editor saw: a draft saved by someone else since (or already published or discarded) is
-- refused with PT409, like a stale row. Security invoker: staff's own rights decide.
CREATE OR REPLACE FUNCTION public.publish_draft(draft_id uuid, draft_version timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.publish_draft(draft_id uuid, draft_version timestamp with time zone) from public;
grant execute on function public.publish_draft(draft_id uuid, draft_version timestamp with time zone) to authenticated, service_role;

create or replace trigger unschedule_deleted_author AFTER DELETE ON auth.users FOR EACH ROW EXECUTE FUNCTION private.unschedule_revoked_author();

create or replace trigger unschedule_revoked_author AFTER UPDATE OF banned_until, deleted_at, raw_app_meta_data ON auth.users FOR EACH ROW WHEN (((old.banned_until IS DISTINCT FROM new.banned_until) OR (old.deleted_at IS DISTINCT FROM new.deleted_at) OR ((old.raw_app_meta_data -> 'role'::text) IS DISTINCT FROM (new.raw_app_meta_data -> 'role'::text)))) EXECUTE FUNCTION private.unschedule_revoked_author();
