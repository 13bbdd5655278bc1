-- Newsletter: the guard on a subscription, the double opt-in notice, confirmation and unsubscribe by token.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- The newsletter block on any page signs up with source 'page' (the site's third form); until now
-- the allowlist kept only footer, blog and popup and stored such sign-ups without a source.
CREATE OR REPLACE FUNCTION private.guard_newsletter_subscription()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- The nested insert below, and staff and server-side tools, insert as sent.
  if pg_trigger_depth() > 1 or not (select private.is_form_visitor()) then
    return new;
  end if;
  if new.status <> 'pending' or new.unsubscribed_at is not null or new.confirmed_at is not null
     or new.confirm_token_hash is not null or new.unsubscribe_token_hash is not null then
    raise exception 'new row violates row-level security policy for table "newsletter_subscribers"'
      using errcode = '42501';
  end if;
  if not private.take_form_submission('newsletter', new.email) then
    raise exception 'Çok fazla abonelik isteği. Lütfen daha sonra tekrar deneyin.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  -- Unconfirmed sign-ups whose e-mail was sent expire after 48 hours; a few expired rows go
  -- with each sign-up (partial index on pending rows), so the table needs no scheduler.
  delete from public.newsletter_subscribers
   where id in (select id from public.newsletter_subscribers
                 where status = 'pending' and confirmed_at is null
                   and confirm_token_hash is not null
                   and consented_at < now() - interval '48 hours'
                 limit 20);
  insert into public.newsletter_subscribers (email, source, consent_text, consented_at, status)
    values (new.email, case when new.source in ('footer', 'blog', 'popup', 'page') then new.source end,
            new.consent_text, now(), 'pending')
    on conflict ((lower(email))) do update
      set status = 'pending',
          source = excluded.source,
          consent_text = excluded.consent_text,
          consented_at = excluded.consented_at,
          confirm_token_hash = null
      where public.newsletter_subscribers.status in ('pending', 'unsubscribed');
  return null;
end;
$function$;
revoke all on function private.guard_newsletter_subscription() from public;

-- A pending sign-up without a confirmation token still needs its e-mail: a new sign-up, or a
-- re-subscription (the guard below clears the token). Setting the token does not notify.
CREATE OR REPLACE FUNCTION private.notify_newsletter_confirmation_needed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status = 'pending' and new.confirm_token_hash is null then
    perform pg_notify('newsletter_confirmation_needed', new.id::text);
  end if;
  return null;
end;
$function$;
revoke all on function private.notify_newsletter_confirmation_needed() from public;

-- 'confirmed' (the sign-up is active now), 'expired' (pending for more than 48 hours:
-- sign up again) or 'invalid' (unknown or already used). The token works once.
CREATE OR REPLACE FUNCTION public.confirm_newsletter_subscription(token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hash text := encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex');
  subscriber public.newsletter_subscribers%rowtype;
begin
  select * into subscriber from public.newsletter_subscribers
   where confirm_token_hash = hash and status = 'pending'
   for update;
  if not found then
    return 'invalid';
  end if;
  if subscriber.consented_at is null or subscriber.consented_at < now() - interval '48 hours' then
    return 'expired';
  end if;
  update public.newsletter_subscribers
     set status = 'active', confirmed_at = now(), unsubscribed_at = null, confirm_token_hash = null
   where id = subscriber.id;
  return 'confirmed';
end;
$function$;
revoke all on function public.confirm_newsletter_subscription(token text) from public;
grant execute on function public.confirm_newsletter_subscription(token text) to anon, authenticated, service_role;

-- 'unsubscribed' (now, or already before) or 'invalid'. The link keeps working, so a second
-- click gives the same answer; a pending sign-up's link withdraws it as well.
CREATE OR REPLACE FUNCTION public.unsubscribe_newsletter(token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hash text := encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex');
begin
  update public.newsletter_subscribers
     set status = 'unsubscribed',
         unsubscribed_at = case when status = 'unsubscribed' then unsubscribed_at else now() end,
         confirm_token_hash = null
   where unsubscribe_token_hash = hash;
  return case when found then 'unsubscribed' else 'invalid' end;
end;
$function$;
revoke all on function public.unsubscribe_newsletter(token text) from public;
grant execute on function public.unsubscribe_newsletter(token text) to anon, authenticated, service_role;
