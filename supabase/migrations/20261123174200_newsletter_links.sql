-- The two links of newsletter e-mails, callable by anyone who holds a token (anon included),
-- so the public pages /bulten/onay and /bulten/ayril work the same on hosted Supabase.
-- Only the token's SHA-256 is stored; the functions hash what they are given and look the
-- row up by that (unique partial indexes). Security definer: the API roles cannot read or
-- change subscribers themselves.

-- 'confirmed' (the sign-up is active now), 'expired' (pending for more than 48 hours:
-- sign up again) or 'invalid' (unknown or already used). The token works once.
create or replace function public.confirm_newsletter_subscription(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.confirm_newsletter_subscription(text) from public;
grant execute on function public.confirm_newsletter_subscription(text) to anon, authenticated, service_role;

-- 'unsubscribed' (now, or already before) or 'invalid'. The link keeps working, so a second
-- click gives the same answer; a pending sign-up's link withdraws it as well.
create or replace function public.unsubscribe_newsletter(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated, service_role;
