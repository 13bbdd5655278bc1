-- The newsletter block on any page signs up with source 'page' (the site's third form); until now
-- the allowlist kept only footer, blog and popup and stored such sign-ups without a source.

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
$$;
revoke all on function private.guard_newsletter_subscription() from public;
