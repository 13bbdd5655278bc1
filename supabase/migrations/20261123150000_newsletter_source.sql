-- Newsletter sign-ups record where they came from: the public forms send `source` ('footer',
-- 'blog'; 'popup' is kept for a future sign-up box). A visitor may choose only one of these
-- values; anything else is dropped (stored as null), as the visitor's name still is.
grant insert (email, source) on table public.newsletter_subscribers to anon;

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
  if new.status <> 'active' or new.unsubscribed_at is not null then
    raise exception 'new row violates row-level security policy for table "newsletter_subscribers"'
      using errcode = '42501';
  end if;
  if not private.take_form_submission('newsletter', new.email) then
    raise exception 'Çok fazla abonelik isteği. Lütfen daha sonra tekrar deneyin.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  -- Only the e-mail and a known source are the visitor's; id, status and dates take their
  -- defaults. An address already on the list keeps its row as it is.
  insert into public.newsletter_subscribers (email, source)
    values (new.email, case when new.source in ('footer', 'blog', 'popup') then new.source end)
    on conflict ((lower(email))) do nothing;
  return null;
end;
$$;
revoke all on function private.guard_newsletter_subscription() from public;
