-- Contact-message retention (KVKK): site_settings.contact_retention_months (empty: keep).
-- public.prune_contact_messages() deletes the messages older than that and returns how many;
-- the embedded server runs it at start and every hour (server/privacy/contact-retention.ts),
-- on hosted Supabase pg_cron can (`select public.prune_contact_messages()`). Only the
-- service role and the function's owner may run it: nobody else decides when data goes.
create or replace function public.prune_contact_messages()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.prune_contact_messages() from public, anon, authenticated;
grant execute on function public.prune_contact_messages() to service_role;
