-- Who is asking: staff, admin, the staff role, and the guards RPCs call before they act.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- Staff: an admin or an editor (policies call it as `(select private.is_staff())`, once a statement).
CREATE OR REPLACE FUNCTION private.is_staff()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.staff_role() in ('admin', 'editor'), false);
$function$;
revoke all on function private.is_staff() from public;
grant execute on function private.is_staff() to anon, authenticated, service_role;

-- Writer: staff or an author (the tables authors write: content, drafts, media). What an
-- author may not do there (publish, schedule, touch a live row) the policies and
-- private.guard_author_live_row refuse.
CREATE OR REPLACE FUNCTION private.is_writer()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.staff_role() in ('admin', 'editor', 'author'), false);
$function$;
revoke all on function private.is_writer() from public;
grant execute on function private.is_writer() to anon, authenticated, service_role;

-- Author: writes, never publishes.
CREATE OR REPLACE FUNCTION private.is_author()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.staff_role() = 'author', false);
$function$;
revoke all on function private.is_author() from public;
grant execute on function private.is_author() to anon, authenticated, service_role;

-- An author changes or deletes no live row (published, by the column `flag`): RLS lets an
-- author update a draft and refuses a new row that is published, but a live row's update
-- that unpublishes it, or its delete, is refused here with 42501. Their edits of a live item
-- go to its draft (content_drafts) and wait for review.
CREATE OR REPLACE FUNCTION private.guard_author_live_row()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if coalesce((to_jsonb(old) ->> tg_argv[0])::boolean, false) and (select private.is_author()) then
    raise exception using errcode = '42501',
      message = 'Yazarlar yayındaki içeriği değiştiremez veya silemez',
      hint = 'author_live_row';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$function$;
revoke all on function private.guard_author_live_row() from public;

-- Admin: staff accounts, settings only admins change.
CREATE OR REPLACE FUNCTION private.is_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.staff_role() = 'admin', false);
$function$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

-- Staff roles: `admin` (everything, users and settings included), `editor` (content,
-- media, messages) and `author` (writes content and drafts, uploads media; publishes nothing). The role is app_metadata.role, which only the service role (the Auth
-- admin API) or the admin-only functions below can set.
--
-- private.staff_role() is the caller's role as the auth tables say it right now, with the
-- live-session checks of 20261123100000_staff_session_check.sql (session row alive and the
-- caller's, user neither deleted nor banned, aal2 once a TOTP factor is verified); null
-- otherwise. is_staff() accepts admin and editor, is_admin() only admin, is_writer() the three
-- roles (authors included) and is_author() the author alone. Policies call them as
-- (select private.is_staff()) / (select private.is_admin()), once per statement.
CREATE OR REPLACE FUNCTION private.staff_role()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
     and u.raw_app_meta_data ->> 'role' in ('admin', 'editor', 'author')
     and (
       coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
       or not exists (
         select 1 from auth.mfa_factors f
          where f.user_id = u.id and f.status = 'verified'
       )
     );
$function$;
revoke all on function private.staff_role() from public;

-- The users screen's functions. Security definer (they read and change auth.users), each
-- refusing callers who are not a live admin with 42501; callable by signed-in users only.
-- The same functions run on hosted Supabase, so the screen never needs the service key.
CREATE OR REPLACE FUNCTION private.require_admin()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Bu işlem için yönetici yetkisi gerekli';
  end if;
end;
$function$;
revoke all on function private.require_admin() from public;

-- Personal data requests (KVKK article 11, GDPR articles 15 and 17): everything stored about
-- one e-mail address, exported or deleted in one call. The admin's "Kişisel veri talepleri"
-- screen calls these with the signed-in administrator's own token, so they work the same on
-- hosted Supabase. Security definer (the rows are read and deleted whoever the caller is),
-- refusing anyone but a live administrator or the service role with 42501; anon has no
-- execute privilege at all. Addresses match case-insensitively, as newsletter sign-ups do.
--
-- What is stored about an address: contact messages (with the disclosure text shown, the
-- consent record, and created_at its time) and newsletter subscriptions (with consent_text,
-- consented_at and confirmed_at). A table that starts to hold visitors' addresses belongs here.
CREATE OR REPLACE FUNCTION private.require_admin_or_service()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (private.is_admin() or coalesce(auth.jwt() ->> 'role', '') = 'service_role') then
    raise exception using errcode = '42501', message = 'Bu işlem için yönetici yetkisi gerekli';
  end if;
end;
$function$;
revoke all on function private.require_admin_or_service() from public;
