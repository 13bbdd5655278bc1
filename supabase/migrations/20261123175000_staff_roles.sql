-- Staff roles: `admin` (everything, users and settings included) and `editor` (content,
-- media, messages). The role is app_metadata.role, which only the service role (the Auth
-- admin API) or the admin-only functions below can set.
--
-- private.staff_role() is the caller's role as the auth tables say it right now, with the
-- live-session checks of 20261123100000_staff_session_check.sql (session row alive and the
-- caller's, user neither deleted nor banned, aal2 once a TOTP factor is verified); null
-- otherwise. is_staff() accepts both roles, is_admin() only admin. Policies call them as
-- (select private.is_staff()) / (select private.is_admin()), once per statement.

create or replace function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.raw_app_meta_data ->> 'role'
    from auth.sessions s
    join auth.users u on u.id = s.user_id
   where s.id = (
           select case
                    when c ->> 'session_id' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                    then (c ->> 'session_id')::uuid
                  end
             from (select auth.jwt() as c) as claims
         )
     and u.id = auth.uid()
     and (s.not_after is null or s.not_after > now())
     and u.deleted_at is null
     and (u.banned_until is null or u.banned_until <= now())
     and u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
     and (
       coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
       or not exists (
         select 1 from auth.mfa_factors f
          where f.user_id = u.id and f.status = 'verified'
       )
     );
$$;
revoke all on function private.staff_role() from public;

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.staff_role() in ('admin', 'editor'), false);
$$;
revoke all on function private.is_staff() from public;
grant execute on function private.is_staff() to anon, authenticated, service_role;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.staff_role() = 'admin', false);
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

-- The users screen's functions. Security definer (they read and change auth.users), each
-- refusing callers who are not a live admin with 42501; callable by signed-in users only.
-- The same functions run on hosted Supabase, so the screen never needs the service key.

create or replace function private.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Bu işlem için yönetici yetkisi gerekli';
  end if;
end;
$$;
revoke all on function private.require_admin() from public;

-- A staff member by id (admin or editor, not deleted), locked for the change; P0002 otherwise.
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
    raise exception using errcode = 'P0002', message = 'Kullanıcı bulunamadı';
  end if;
  return member;
end;
$$;
revoke all on function private.staff_member(uuid) from public;

-- Refuses a change that would leave no active admin: `member` is an active admin and no
-- other active admin exists. Admin changes are serialized by a transaction lock, so two
-- admins demoting each other at once cannot both succeed.
create or replace function private.keep_one_admin(member auth.users)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.keep_one_admin(auth.users) from public;

create or replace function public.staff_list()
returns table (
  id uuid,
  email text,
  name text,
  role text,
  state text,
  mfa_verified boolean,
  last_sign_in_at timestamptz,
  invited_at timestamptz,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select u.id,
           u.email::text,
           coalesce(u.raw_user_meta_data ->> 'name', u.raw_user_meta_data ->> 'full_name'),
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
     where u.deleted_at is null and u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
     order by u.created_at, u.id;
end;
$$;

create or replace function public.staff_set_role(target uuid, new_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member auth.users;
begin
  perform private.require_admin();
  if new_role is null or new_role not in ('admin', 'editor') then
    raise exception using errcode = '22023', message = 'Geçersiz rol: admin veya editor olmalı';
  end if;
  member := private.staff_member(target);
  if new_role <> 'admin' then
    perform private.keep_one_admin(member);
  end if;
  update auth.users
     set raw_app_meta_data = raw_app_meta_data || jsonb_build_object('role', new_role), updated_at = now()
   where id = target;
end;
$$;

create or replace function public.staff_set_disabled(target uuid, disabled boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member auth.users;
begin
  perform private.require_admin();
  member := private.staff_member(target);
  if disabled then
    perform private.keep_one_admin(member);
    -- GoTrue's "ban for 100 years" (876000h); the sessions end at once.
    update auth.users set banned_until = now() + interval '876000 hours', updated_at = now() where id = target;
    delete from auth.sessions where user_id = target;
  else
    update auth.users set banned_until = null, updated_at = now() where id = target;
  end if;
end;
$$;

create or replace function public.staff_remove(target uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member auth.users;
begin
  perform private.require_admin();
  member := private.staff_member(target);
  perform private.keep_one_admin(member);
  delete from auth.users where id = target;
end;
$$;

-- Deletes every authenticator factor of the member (who then signs in with the password
-- only, and may enrol again); returns how many were removed.
create or replace function public.staff_reset_mfa(target uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  perform private.require_admin();
  perform private.staff_member(target);
  delete from auth.mfa_factors where user_id = target;
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function public.staff_list() from public, anon;
revoke all on function public.staff_set_role(uuid, text) from public, anon;
revoke all on function public.staff_set_disabled(uuid, boolean) from public, anon;
revoke all on function public.staff_remove(uuid) from public, anon;
revoke all on function public.staff_reset_mfa(uuid) from public, anon;
grant execute on function public.staff_list() to authenticated, service_role;
grant execute on function public.staff_set_role(uuid, text) to authenticated, service_role;
grant execute on function public.staff_set_disabled(uuid, boolean) to authenticated, service_role;
grant execute on function public.staff_remove(uuid) to authenticated, service_role;
grant execute on function public.staff_reset_mfa(uuid) to authenticated, service_role;
