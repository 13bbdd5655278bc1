-- Personal data (KVKK): export and deletion of what is kept about an address, and the
-- retention that prunes old contact messages.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- Address given to the functions: trimmed, lower-cased, and at least shaped like one (22023).
CREATE OR REPLACE FUNCTION private.personal_data_address(target_email text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  address text := lower(btrim(coalesce(target_email, '')));
begin
  if address !~ '^[^@\s]+@[^@\s]+$' or length(address) > 254 then
    raise exception using errcode = '22023', message = 'Geçerli bir e-posta adresi girin';
  end if;
  return address;
end;
$function$;
revoke all on function private.personal_data_address(target_email text) from public;

-- The address's submissions still remembered: those whose e-mail hash (under their day's salt)
-- is the address's. The form and the time only; the hashes tell nobody anything.
CREATE OR REPLACE FUNCTION private.personal_form_submissions(address text)
 RETURNS SETOF private.form_submissions
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select s.* from private.form_submissions s
   where s.email = private.form_submission_key(address, s.submitted_at);
$function$;
revoke all on function private.personal_form_submissions(address text) from public;

-- As 20261126140000's, with the form submissions and the staff's notes on the address's leads.
-- Volatile: the request goes into the audit log (that one was made, not whose: the log keeps
-- no address of a data subject).
CREATE OR REPLACE FUNCTION public.personal_data_export(target_email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  address text;
begin
  perform private.require_admin_or_service();
  address := private.personal_data_address(target_email);
  perform private.audit_write('personal_data_export', 'personal_data', null, '{}', null);
  return jsonb_build_object(
    'email', address,
    'exported_at', now(),
    'contact_messages', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.created_at)
        from public.contact_messages m
       where lower(m.email) = address
    ), '[]'::jsonb),
    'lead_notes', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.created_at, n.id)
        from public.lead_notes n
        join public.contact_messages m on m.id = n.lead_id
       where lower(m.email) = address
    ), '[]'::jsonb),
    'newsletter_subscribers', coalesce((
      select jsonb_agg(to_jsonb(s) - 'confirm_token_hash' - 'unsubscribe_token_hash' order by s.subscribed_at)
        from public.newsletter_subscribers s
       where lower(s.email) = address
    ), '[]'::jsonb),
    'form_submissions', coalesce((
      select jsonb_agg(jsonb_build_object('form', f.form, 'submitted_at', f.submitted_at) order by f.submitted_at)
        from private.personal_form_submissions(address) f
    ), '[]'::jsonb)
  );
end;
$function$;
revoke all on function public.personal_data_export(target_email text) from public;
grant execute on function public.personal_data_export(target_email text) to authenticated, service_role;

-- Deletes what is kept about an address (contact messages with their notes, subscriptions,
-- form submissions) and answers how many rows of each went.
CREATE OR REPLACE FUNCTION public.personal_data_delete(target_email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  address text;
  messages integer;
  notes integer;
  subscriptions integer;
  submissions integer;
begin
  perform private.require_admin_or_service();
  address := private.personal_data_address(target_email);
  -- Explicitly, to count them (the messages' delete would cascade to them anyway).
  delete from public.lead_notes n using public.contact_messages m where m.id = n.lead_id and lower(m.email) = address;
  get diagnostics notes = row_count;
  delete from public.contact_messages m where lower(m.email) = address;
  get diagnostics messages = row_count;
  delete from public.newsletter_subscribers s where lower(s.email) = address;
  get diagnostics subscriptions = row_count;
  delete from private.form_submissions s where s.id in (select f.id from private.personal_form_submissions(address) f);
  get diagnostics submissions = row_count;
  perform private.audit_write('personal_data_delete', 'personal_data', null, '{}',
    jsonb_build_object('contact_messages', messages, 'lead_notes', notes, 'newsletter_subscribers', subscriptions, 'form_submissions', submissions));
  return jsonb_build_object('contact_messages', messages, 'lead_notes', notes, 'newsletter_subscribers', subscriptions, 'form_submissions', submissions);
end;
$function$;
revoke all on function public.personal_data_delete(target_email text) from public;
grant execute on function public.personal_data_delete(target_email text) to authenticated, service_role;

-- Contact-message retention (KVKK): site_settings.contact_retention_months (empty: keep).
-- public.prune_contact_messages() deletes the messages older than that and returns how many;
-- the embedded server runs it at start and every hour (server/privacy/contact-retention.ts),
-- on hosted Supabase pg_cron can (`select public.prune_contact_messages()`). Only the
-- service role and the function's owner may run it: nobody else decides when data goes.
CREATE OR REPLACE FUNCTION public.prune_contact_messages()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  months integer;
  removed integer;
begin
  select s.contact_retention_months into months from public.site_settings s order by s.created_at limit 1;
  if months is null then
    return 0;
  end if;
  delete from public.contact_messages m where m.created_at < now() - make_interval(months => months);
  get diagnostics removed = row_count;
  return removed;
end;
$function$;
revoke all on function public.prune_contact_messages() from public;
grant execute on function public.prune_contact_messages() to service_role;
