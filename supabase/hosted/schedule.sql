-- How a hosted Supabase project runs what the embedded server's timers run: the mail Edge
-- Functions (lead-notify, newsletter-confirm), scheduled drafts of published items going live
-- (public.apply_due_drafts) and the contact messages' retention (public.prune_contact_messages).
-- Not a migration: pg_cron, pg_net and Vault exist only on hosted projects (and the embedded
-- server calls the functions itself). Run it once in the project's SQL editor, after
-- `supabase db push` and `supabase functions deploy lead-notify newsletter-confirm`, having
-- stored the project's URL and service key in Vault (Project Settings → API):
--
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service_role key>', 'service_role_key');
--
-- Running it again replaces what it made. Undo: select cron.unschedule('lead-notify');
-- select cron.unschedule('newsletter-confirm'); select cron.unschedule('apply-due-drafts');
-- select cron.unschedule('prune-contact-messages'); and drop the two triggers below.

create extension if not exists pg_cron;
create extension if not exists pg_net;

-- A POST to one of the project's functions with the service key (the functions refuse any
-- other caller). pg_net sends it after the calling transaction commits, so the function sees
-- the row that caused the call; a failed call is simply made again by the schedule.
create or replace function private.call_mail_function(function_name text, body jsonb default '{}'::jsonb)
returns bigint
language sql
security definer
set search_path = ''
as $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/' || function_name,
    body := body,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
    timeout_milliseconds := 10000
  );
$$;
revoke all on function private.call_mail_function(text, jsonb) from public, anon, authenticated;

-- Every minute: the lead batch whose interval has passed (LEAD_NOTIFY_INTERVAL), and every
-- pending sign-up whose confirmation e-mail was not sent yet (a missed or failed call).
select cron.schedule('lead-notify', '* * * * *', $$select private.call_mail_function('lead-notify')$$);
select cron.schedule('newsletter-confirm', '* * * * *', $$select private.call_mail_function('newsletter-confirm')$$);

-- In the database itself (no function call): drafts whose time has come go live each minute
-- (several calls at once skip each other's drafts; one that cannot, or whose author can no
-- longer publish, is unscheduled with its reason, which staff see in the admin, and its
-- WARNING is in the Postgres log), messages past retention go each hour.
select cron.schedule('apply-due-drafts', '* * * * *', $$select public.apply_due_drafts()$$);
select cron.schedule('prune-contact-messages', '17 * * * *', $$select public.prune_contact_messages()$$);

-- At once: what a Database Webhook made in the dashboard does, written out, with the row's id
-- only (the messages' text stays in the database; the function reads what it needs).
create or replace function private.mail_function_webhook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.call_mail_function(tg_argv[0], jsonb_build_object('type', tg_op, 'table', tg_table_name, 'record', jsonb_build_object('id', new.id)));
  return null;
end;
$$;
revoke all on function private.mail_function_webhook() from public, anon, authenticated;

drop trigger if exists lead_notify_webhook on public.contact_messages;
create trigger lead_notify_webhook after insert on public.contact_messages
  for each row execute function private.mail_function_webhook('lead-notify');

-- A new sign-up, or a re-subscription (the guard clears the token): as the server's notification.
drop trigger if exists newsletter_confirm_webhook on public.newsletter_subscribers;
create trigger newsletter_confirm_webhook after insert or update on public.newsletter_subscribers
  for each row when (new.status = 'pending' and new.confirm_token_hash is null)
  execute function private.mail_function_webhook('newsletter-confirm');
