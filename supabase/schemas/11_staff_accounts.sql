-- Staff accounts: the admin's list, role changes, disabling, MFA reset and removal, and the
-- rule that the last admin stays.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- An unknown id given to a function called by RPC is HTTP 404, not 500 (issue 39): PL/pgSQL's
-- P0002 (no_data_found) would be answered 500 by PostgREST like every P0 error but P0001, so
-- private.staff_member, behind staff_set_role, staff_set_disabled, staff_remove and
-- staff_reset_mfa, raises PostgREST's own `PT404` (HTTP 404) with "Kullanıcı bulunamadı".
CREATE OR REPLACE FUNCTION private.staff_member(target uuid)
 RETURNS auth.users
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  member auth.users;
begin
  select * into member from auth.users u
   where u.id = target and u.deleted_at is null and u.raw_app_meta_data ->> 'role' in ('admin', 'editor', 'author')
   for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Kullanıcı bulunamadı';
  end if;
  return member;
end;
$function$;
revoke all on function private.staff_member(target uuid) from public;

-- Refuses a change that would leave no active admin: `member` is an active admin and no
-- other active admin exists. Admin changes are serialized by a transaction lock, so two
-- admins demoting each other at once cannot both succeed.
CREATE OR REPLACE FUNCTION private.keep_one_admin(member auth.users)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform pg_advisory_xact_lock(hashtext('private.keep_one_admin'));
  if member.raw_app_meta_data ->> 'role' = 'admin'
     and (member.banned_until is null or member.banned_until <= now())
     and not exists (
       select 1 from auth.users u
        where u.id <> member.id
          and u.deleted_at is null
          and u.raw_app_meta_data ->> 'role' = 'admin'
          and u.email_confirmed_at is not null
          and (u.banned_until is null or u.banned_until <= now())
     ) then
    raise exception using errcode = 'P0001', hint = 'last_admin',
      message = 'Son yönetici kaldırılamaz, rolü değiştirilemez veya devre dışı bırakılamaz';
  end if;
end;
$function$;
revoke all on function private.keep_one_admin(member auth.users) from public;

-- The staff list shows the name where the server and Supabase's dashboard keep it (user_metadata.full_name),
-- falling back to the older 'name' key; before, an old 'name' hid a newer full_name.
CREATE OR REPLACE FUNCTION public.staff_list()
 RETURNS TABLE(id uuid, email text, name text, role text, state text, mfa_verified boolean, last_sign_in_at timestamp with time zone, invited_at timestamp with time zone, created_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  return query
    select u.id,
           u.email::text,
           coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), nullif(btrim(u.raw_user_meta_data ->> 'name'), '')),
           u.raw_app_meta_data ->> 'role',
           case
             when u.banned_until is not null and u.banned_until > now() then 'disabled'
             when u.email_confirmed_at is null then 'invited'
             else 'active'
           end,
           exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified'),
           u.last_sign_in_at,
           u.invited_at,
           u.created_at
      from auth.users u
     where u.deleted_at is null and u.raw_app_meta_data ->> 'role' in ('admin', 'editor', 'author')
     order by u.created_at, u.id;
end;
$function$;
revoke all on function public.staff_list() from public;
grant execute on function public.staff_list() to authenticated, service_role;

-- The admin RPCs below answer how many of the account's scheduled drafts came off the
-- schedule (an account that may no longer publish keeps none; 04_drafts_and_scheduling.sql).
--
-- A new role (admin, editor or author); the last admin keeps theirs.
CREATE OR REPLACE FUNCTION public.staff_set_role(target uuid, new_role text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  member auth.users;
  scheduled integer;
begin
  perform private.require_admin();
  if new_role is null or new_role not in ('admin', 'editor', 'author') then
    raise exception using errcode = '22023', message = 'Geçersiz rol: admin, editor veya author olmalı';
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
$function$;
revoke all on function public.staff_set_role(target uuid, new_role text) from public;
grant execute on function public.staff_set_role(target uuid, new_role text) to authenticated, service_role;

-- Disables an account (banned, its sessions ended) or enables it again; the last admin stays enabled.
CREATE OR REPLACE FUNCTION public.staff_set_disabled(target uuid, disabled boolean)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.staff_set_disabled(target uuid, disabled boolean) from public;
grant execute on function public.staff_set_disabled(target uuid, disabled boolean) to authenticated, service_role;

-- Deletes every authenticator factor of the member (who then signs in with the password
-- only, and may enrol again); returns how many were removed.
CREATE OR REPLACE FUNCTION public.staff_reset_mfa(target uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  removed integer;
begin
  perform private.require_admin();
  perform private.staff_member(target);
  delete from auth.mfa_factors where user_id = target;
  get diagnostics removed = row_count;
  return removed;
end;
$function$;
revoke all on function public.staff_reset_mfa(target uuid) from public;
grant execute on function public.staff_reset_mfa(target uuid) to authenticated, service_role;

-- Removes an account; the last admin stays.
CREATE OR REPLACE FUNCTION public.staff_remove(target uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.staff_remove(target uuid) from public;
grant execute on function public.staff_remove(target uuid) to authenticated, service_role;
