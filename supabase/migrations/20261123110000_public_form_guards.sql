-- Abuse guards for the two public forms (contact, newsletter), replacing the single global
-- flood limit of 20261122000300:
--   * limits per sender (client address) and per e-mail, counted and recorded in one step
--     under advisory locks, so parallel requests cannot slip past a limit; a generous global
--     ceiling stays only as a last resort;
--   * visitors and signed-in non-staff never choose ids or timestamps (overwritten) or
--     statuses (refused with 42501, as the insert policies already do);
--   * a newsletter subscription answers the same whether or not the address was there;
--   * names and messages must contain a visible character (not only spaces or zero-width
--     characters);
--   * staff can mark a contact message as spam.

-- Who is a visitor here: an API caller as anon or authenticated without staff rights.
-- The role setting is the one the API switched to (PostgREST and the embedded server both
-- `set local role`); server-side tools (service_role, migrations, seed) are not visitors.
create or replace function private.is_form_visitor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(current_setting('role', true), '') in ('anon', 'authenticated')
     and not (select private.is_staff());
$$;
revoke all on function private.is_form_visitor() from public;

-- The caller's address as the platform reports it in the request headers: hosted Supabase
-- sits behind Cloudflare, which sets cf-connecting-ip (a client cannot forge it); otherwise
-- the first X-Forwarded-For hop. The embedded server writes the address it trusts
-- (TRUST_PROXY) into x-forwarded-for and drops any cf-connecting-ip the client sent.
create or replace function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  )
  from (select nullif(current_setting('request.headers', true), '')::jsonb as h) as request;
$$;
revoke all on function private.request_client_address() from public;

-- Accepted public-form submissions of the last day: the memory of the rate limits.
create table private.form_submissions (
  id bigint generated always as identity primary key,
  form text not null check (form in ('contact', 'newsletter')),
  sender text not null,
  email text not null,
  submitted_at timestamptz not null default now()
);
create index form_submissions_sender_idx on private.form_submissions (form, sender, submitted_at);
create index form_submissions_email_idx on private.form_submissions (form, email, submitted_at);
create index form_submissions_recent_idx on private.form_submissions (submitted_at);
revoke all on table private.form_submissions from public, anon, authenticated;

-- Records one submission of `form` for the current sender and e-mail, or returns false when
-- a limit is reached. The locks make count and record one step per sender and per e-mail:
-- a parallel request of the same sender waits, then counts this one. They are always taken
-- in the same order (sender, then e-mail), so two requests never wait for each other.
create or replace function private.take_form_submission(form_name text, email_address text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sender_key text := private.request_client_address();
  email_key text := lower(btrim(email_address));
begin
  perform pg_advisory_xact_lock(hashtextextended(form_name || ':sender:' || sender_key, 0));
  perform pg_advisory_xact_lock(hashtextextended(form_name || ':email:' || email_key, 0));
  if (select count(*) from private.form_submissions s
      where s.form = form_name and s.sender = sender_key and s.submitted_at > now() - interval '10 minutes') >= 5
     or (select count(*) from private.form_submissions s
         where s.form = form_name and s.sender = sender_key and s.submitted_at > now() - interval '1 day') >= 20
     or (select count(*) from private.form_submissions s
         where s.form = form_name and s.email = email_key and s.submitted_at > now() - interval '10 minutes') >= 5
     -- Last resort against a flood from many addresses, both forms together; not locked, so
     -- only about 500.
     or (select count(*) from private.form_submissions s
         where s.submitted_at > now() - interval '1 minute') >= 500 then
    return false;
  end if;
  insert into private.form_submissions (form, sender, email) values (form_name, sender_key, email_key);
  -- Forget what no window looks at any more: this sender's old rows now, everybody's now and then.
  delete from private.form_submissions s
    where s.form = form_name and s.sender = sender_key and s.submitted_at < now() - interval '1 day';
  if random() < 0.01 then
    delete from private.form_submissions s where s.submitted_at < now() - interval '1 day';
  end if;
  return true;
end;
$$;
revoke all on function private.take_form_submission(text, text) from public;

-- The old global-only guards, and the index of their per-e-mail count.
drop trigger limit_contact_messages on public.contact_messages;
drop trigger limit_newsletter_subscriptions on public.newsletter_subscribers;
drop function private.limit_contact_messages();
drop function private.limit_newsletter_subscriptions();
drop index public.contact_messages_email_idx;

-- Contact form ------------------------------------------------------------------------------
create or replace function private.guard_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_form_visitor()) then
    return new;
  end if;
  -- The server sets these, whatever the visitor sent (back-dating would dodge the limits).
  new.id := gen_random_uuid();
  new.created_at := now();
  new.updated_at := now();
  if not private.take_form_submission('contact', new.email) then
    raise exception 'Çok fazla mesaj gönderildi. Lütfen daha sonra tekrar deneyin.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_contact_message() from public;

create trigger guard_contact_message before insert on public.contact_messages
  for each row execute function private.guard_contact_message();

-- Staff triage: spam joins the statuses.
alter table public.contact_messages drop constraint contact_messages_status_check;
alter table public.contact_messages add constraint contact_messages_status_check
  check (status in ('new', 'read', 'replied', 'archived', 'spam'));

-- A name and a message need a visible character: not only whitespace or invisible characters
-- (zero-width spaces and joiners, word joiner, BOM, soft hyphen, fillers, bidi marks). The
-- public form checks the same list (src/public/contact/visible-text.ts).
create or replace function private.has_visible_text(value text)
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  select value ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufeff\uffa0]';
$$;
revoke all on function private.has_visible_text(text) from public;
-- The CHECKs below run it as the inserting role.
grant execute on function private.has_visible_text(text) to anon, authenticated, service_role;

-- Rows sent before this rule get a placeholder and the spam status, so nothing is lost.
update public.contact_messages
  set status = 'spam',
      name = case when private.has_visible_text(name) then name else '(boş)' end,
      message = case when private.has_visible_text(message) then message else '(boş)' end
  where not private.has_visible_text(name) or not private.has_visible_text(message);
alter table public.contact_messages add constraint contact_messages_name_visible
  check (private.has_visible_text(name));
alter table public.contact_messages add constraint contact_messages_message_visible
  check (private.has_visible_text(message));

-- Newsletter form ---------------------------------------------------------------------------
-- A visitor's subscription never inserts the visitor's row itself: the trigger adds the
-- address (if it is new) with a nested insert and drops the original row. So the API answers
-- 201 with no row, and the same Content-Range, whether or not the address was there; a repeat
-- changes nothing (product decision 7).
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
  -- Only the e-mail is the visitor's; id, status and dates take their defaults.
  insert into public.newsletter_subscribers (email) values (new.email)
    on conflict ((lower(email))) do nothing;
  return null;
end;
$$;
revoke all on function private.guard_newsletter_subscription() from public;

create trigger guard_newsletter_subscription before insert on public.newsletter_subscribers
  for each row execute function private.guard_newsletter_subscription();
