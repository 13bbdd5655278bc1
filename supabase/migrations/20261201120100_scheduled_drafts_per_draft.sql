-- Scheduled drafts go live one by one, and only for active staff.
--
-- Before: apply_due_drafts() caught only PT409, so one due draft that failed otherwise (its
-- slug taken by another page meanwhile: 23505) aborted the whole run, every run, and nothing
-- scheduled went live; and a draft whose author had been disabled, removed or demoted still
-- went live, credited to them. Now:
--   - each due draft is applied in its own subtransaction; one that fails for any error is
--     unscheduled with the reason on it (content_drafts.schedule_failure: 'edit_conflict',
--     'slug_taken', 'author_not_staff', or the SQLSTATE; schedule_failed_at), a WARNING with
--     the hint 'draft_unscheduled' tells the caller which (the server logs it once), and the
--     other drafts go live in the same run;
--   - a draft is applied only while its author (saved_by) can publish: not deleted, not
--     banned, role admin or editor in app_metadata as auth.users stores it now; a draft the
--     service role wrote (no saved_by) is the server's own, as before;
--   - the moment an account loses that right (banned, soft- or hard-deleted, demoted, by the
--     users screen's functions, the Auth admin API or hosted Supabase Auth alike: a trigger on
--     auth.users, which hosted projects allow), its scheduled drafts are unscheduled with
--     'author_not_staff'; staff_set_disabled / staff_set_role / staff_remove answer how many.
-- The words staff see are the admin's (src/lib/schedule-failure.ts), not the database's.

-- Whether an account may publish right now (the scheduler's and the trigger's question).
create or replace function private.may_publish(author uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
     where u.id = author
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
  );
$$;
revoke all on function private.may_publish(uuid) from public, anon, authenticated;
grant execute on function private.may_publish(uuid) to service_role;

-- Takes drafts off the schedule with their reason. The flag tells stamp_draft_author that
-- this is the database's change, not a save: the author stays, the reason is written.
create or replace function private.unschedule_drafts(ids uuid[], failure text)
returns integer
language plpgsql
set search_path = ''
as $$
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
$$;
revoke all on function private.unschedule_drafts(uuid[], text) from public, anon, authenticated;
grant execute on function private.unschedule_drafts(uuid[], text) to service_role;

-- private.stamp_draft_author (last in 20261130070600_draft_author_email_stamp.sql): as before
-- a save names its author; the failure columns are the database's too: a save keeps them,
-- scheduling again (publish_at set) clears them, only unschedule_drafts writes them. Before,
-- the scheduler's own unscheduling (PT409) stamped the draft with no author at all.
create or replace function private.stamp_draft_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and coalesce(current_setting('app.draft_unscheduling', true), '') = 'on' then
    new.saved_by := old.saved_by;
    new.saved_by_email := old.saved_by_email;
    return new;
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
$$;
revoke all on function private.stamp_draft_author() from public;

-- public.apply_due_drafts (before: 20261130070100_scheduled_drafts_author.sql): the
-- scheduler's step, called by the server as the service role and on hosted projects by
-- pg_cron (supabase/hosted/schedule.sql), the same function. Each draft is applied with the
-- request's subject set to its author (the history names them), in its own subtransaction.
create or replace function public.apply_due_drafts()
returns integer
language plpgsql
set search_path = ''
as $$
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
$$;
revoke all on function public.apply_due_drafts() from public;
grant execute on function public.apply_due_drafts() to service_role;

-- An account that can no longer publish: its scheduled drafts come off the schedule now, not
-- when they are due. Security definer: the Auth server's role changes auth.users, and the
-- drafts are the owner's to change.
create or replace function private.unschedule_revoked_author()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.unschedule_revoked_author() from public, anon, authenticated;

drop trigger if exists unschedule_revoked_author on auth.users;
create trigger unschedule_revoked_author after update of banned_until, deleted_at, raw_app_meta_data on auth.users
  for each row
  when (old.banned_until is distinct from new.banned_until or old.deleted_at is distinct from new.deleted_at
        or old.raw_app_meta_data -> 'role' is distinct from new.raw_app_meta_data -> 'role')
  execute function private.unschedule_revoked_author();
drop trigger if exists unschedule_deleted_author on auth.users;
create trigger unschedule_deleted_author after delete on auth.users
  for each row execute function private.unschedule_revoked_author();

-- The users screen's changes answer how many scheduled drafts of the member they unscheduled
-- (the screen says so). Otherwise as in 20261123175000_staff_roles.sql.
create or replace function private.scheduled_drafts_of(author uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.content_drafts where saved_by = author and publish_at is not null;
$$;
revoke all on function private.scheduled_drafts_of(uuid) from public, anon, authenticated;

drop function public.staff_set_role(uuid, text);
create function public.staff_set_role(target uuid, new_role text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  member auth.users;
  scheduled integer;
begin
  perform private.require_admin();
  if new_role is null or new_role not in ('admin', 'editor') then
    raise exception using errcode = '22023', message = 'Geçersiz rol: admin veya editor olmalı';
  end if;
  member := private.staff_member(target);
  if new_role <> 'admin' then
    perform private.keep_one_admin(member);
  end if;
  scheduled := private.scheduled_drafts_of(target);
  update auth.users
     set raw_app_meta_data = raw_app_meta_data || jsonb_build_object('role', new_role), updated_at = now()
   where id = target;
  return scheduled - private.scheduled_drafts_of(target);
end;
$$;

drop function public.staff_set_disabled(uuid, boolean);
create function public.staff_set_disabled(target uuid, disabled boolean)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  member auth.users;
  scheduled integer;
begin
  perform private.require_admin();
  member := private.staff_member(target);
  scheduled := private.scheduled_drafts_of(target);
  if disabled then
    perform private.keep_one_admin(member);
    -- GoTrue's "ban for 100 years" (876000h); the sessions end at once.
    update auth.users set banned_until = now() + interval '876000 hours', updated_at = now() where id = target;
    delete from auth.sessions where user_id = target;
  else
    update auth.users set banned_until = null, updated_at = now() where id = target;
  end if;
  return scheduled - private.scheduled_drafts_of(target);
end;
$$;

drop function public.staff_remove(uuid);
create function public.staff_remove(target uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  member auth.users;
  scheduled integer;
begin
  perform private.require_admin();
  member := private.staff_member(target);
  perform private.keep_one_admin(member);
  scheduled := private.scheduled_drafts_of(target);
  delete from auth.users where id = target;
  return scheduled - private.scheduled_drafts_of(target);
end;
$$;

revoke all on function public.staff_set_role(uuid, text) from public, anon;
revoke all on function public.staff_set_disabled(uuid, boolean) from public, anon;
revoke all on function public.staff_remove(uuid) from public, anon;
grant execute on function public.staff_set_role(uuid, text) to authenticated, service_role;
grant execute on function public.staff_set_disabled(uuid, boolean) to authenticated, service_role;
grant execute on function public.staff_remove(uuid) to authenticated, service_role;
