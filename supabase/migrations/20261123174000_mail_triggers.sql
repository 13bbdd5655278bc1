-- E-mail from database events (issue 16): the server (or, on hosted Supabase, a Database
-- Webhook calling an Edge Function) learns of new contact messages and newsletter sign-ups
-- that need a confirmation e-mail from notifications that carry only the row's id, so any
-- insert path counts, not only /rest/v1. Without a listener a notification costs nothing.
-- The triggers themselves are declared in schema/ (contact-messages.ts, newsletter-subscribers.ts).

create or replace function private.notify_contact_message_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('contact_message_created', new.id::text);
  return null;
end;
$$;
revoke all on function private.notify_contact_message_created() from public;

-- A pending sign-up without a confirmation token still needs its e-mail: a new sign-up, or a
-- re-subscription (the guard below clears the token). Setting the token does not notify.
create or replace function private.notify_newsletter_confirmation_needed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'pending' and new.confirm_token_hash is null then
    perform pg_notify('newsletter_confirmation_needed', new.id::text);
  end if;
  return null;
end;
$$;
revoke all on function private.notify_newsletter_confirmation_needed() from public;

-- The public newsletter form, now with double opt-in (replaces 20261123150000's version).
-- A visitor's sign-up is stored as pending with the consent text the form showed (the site's
-- forms always send it; a sign-up without it is still only pending: opening the e-mailed link
-- is the explicit consent) and the time; an address that is pending or unsubscribed becomes pending again (a new confirmation
-- e-mail); an active or bounced address is left as it is. The answer is the same 201 with no
-- row in every case, so the form never tells whether an address is on the list.
create or replace function private.guard_newsletter_subscription()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
  -- Unconfirmed sign-ups expire after 48 hours; a few expired rows go with each sign-up
  -- (partial index on pending rows), so the table needs no scheduler to stay clean.
  delete from public.newsletter_subscribers
   where id in (select id from public.newsletter_subscribers
                 where status = 'pending' and confirmed_at is null
                   and consented_at < now() - interval '48 hours'
                 limit 20);
  insert into public.newsletter_subscribers (email, source, consent_text, consented_at, status)
    values (new.email, case when new.source in ('footer', 'blog', 'popup') then new.source end,
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
$$;
revoke all on function private.guard_newsletter_subscription() from public;
