-- The lead pipeline (issue 43): each contact message is a lead with a stage, an owner among
-- the staff, a follow-up time (schema/contact-messages.ts) and notes (schema/lead-notes.ts).
-- Here: the notes' author, and the staff offered as owners.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- A note's author is whoever is signed in, never what the client sends; an edit keeps the
-- note's author and time.
CREATE OR REPLACE FUNCTION private.stamp_lead_note_author()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' then
    new.author_id := old.author_id;
    new.author_email := old.author_email;
    new.created_at := old.created_at;
    new.lead_id := old.lead_id;
    return new;
  end if;
  new.author_id := (select auth.uid());
  new.author_email := case when new.author_id is null then null else (select auth.email()) end;
  new.created_at := now();
  return new;
end;
$function$;
revoke all on function private.stamp_lead_note_author() from public;

-- The staff a lead can be given to (admins and editors, not disabled), by name or e-mail.
-- Any staff member may ask (staff_list, with roles and sign-ins, is for administrators).
CREATE OR REPLACE FUNCTION public.lead_owner_choices()
 RETURNS TABLE(id uuid, email text, name text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_staff() then
    raise exception using errcode = '42501', message = 'Bu işlem için yetkiniz yok';
  end if;
  return query
    select u.id,
           u.email::text,
           coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), nullif(btrim(u.raw_user_meta_data ->> 'name'), ''))
      from auth.users u
     where u.deleted_at is null and u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
     order by u.email, u.id;
end;
$function$;
revoke all on function public.lead_owner_choices() from public;
grant execute on function public.lead_owner_choices() to authenticated, service_role;
