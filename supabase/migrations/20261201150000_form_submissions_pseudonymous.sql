-- KVKK (issue 39): the public forms' flood memory, private.form_submissions, kept each sender's
-- IP address and e-mail in clear for a day, outside the personal-data export and delete. It
-- serves the limits alone (5 per 10 minutes and 20 a day per sender, 5 per 10 minutes per
-- e-mail, the flood count), which only ever compare values with each other. So it now keeps
-- neither: sender and e-mail are stored as HMAC-SHA256 under a salt of the day (UTC), drawn
-- at random and deleted after two days (a 1-day window spans at most yesterday and today).
-- Once its salt is gone a row can be tied to no one; until then only the database can test a
-- guess. Every insert is hashed by a trigger, so no path can store an address in clear. The
-- export lists the person's submissions (form and time) and the delete removes them.

-- The salts of today and yesterday; older ones are deleted with the rows hashed under them.
create table private.form_submission_salts (
  day date primary key,
  salt bytea not null default extensions.gen_random_bytes(32)
);
revoke all on table private.form_submission_salts from public, anon, authenticated;

-- The UTC day of a moment: the salt's day.
create or replace function private.form_submission_day(at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
  select (at at time zone 'UTC')::date;
$$;
revoke all on function private.form_submission_day(timestamptz) from public;

-- The stored form of a sender key or an e-mail at moment `at`: the HMAC under that day's
-- salt, or null when the day has no salt (then no row of that day can match anyway).
create or replace function private.form_submission_key(value text, at timestamptz default now())
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(value, 'UTF8'), s.salt, 'sha256'), 'hex')
    from private.form_submission_salts s
   where s.day = private.form_submission_day(at);
$$;
revoke all on function private.form_submission_key(text, timestamptz) from public;

-- Whatever is inserted is stored hashed under the salt of its day (made when the day has none).
create or replace function private.hash_form_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.form_submission_salts (day) values (private.form_submission_day(new.submitted_at)) on conflict do nothing;
  new.sender := private.form_submission_key(new.sender, new.submitted_at);
  new.email := private.form_submission_key(new.email, new.submitted_at);
  return new;
end;
$$;
revoke all on function private.hash_form_submission() from public;

create trigger hash_form_submission before insert on private.form_submissions
  for each row execute function private.hash_form_submission();
-- An update could write a value in clear: the table is only ever inserted into and deleted from.
create or replace function private.refuse_form_submission_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.sender is distinct from old.sender or new.email is distinct from old.email then
    raise exception 'form_submissions keeps only hashed senders and e-mails' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_form_submission_update() from public;
create trigger refuse_form_submission_update before update on private.form_submissions
  for each row execute function private.refuse_form_submission_update();

-- The rows already there (the last day's limits): hashed as they are put back.
with cleared as (
  delete from private.form_submissions returning form, sender, email, submitted_at
)
insert into private.form_submissions (form, sender, email, submitted_at)
  select form, sender, email, submitted_at from cleared where submitted_at > now() - interval '1 day';

-- As 20261125120000's, comparing hashes: the values of today's and yesterday's salts.
create or replace function private.take_form_submission(form_name text, email_address text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  sender_key text := private.form_sender_key(private.request_client_address());
  email_key text := lower(btrim(email_address));
  today date := private.form_submission_day(now());
  senders text[];
  emails text[];
begin
  perform pg_advisory_xact_lock(hashtextextended(form_name || ':sender:' || sender_key, 0));
  perform pg_advisory_xact_lock(hashtextextended(form_name || ':email:' || email_key, 0));
  -- Rotation: the day before yesterday's salt goes, and the rows it could still tie to someone.
  delete from private.form_submission_salts s where s.day < today - 1;
  if found then
    delete from private.form_submissions s where s.submitted_at < (today - 1)::timestamp at time zone 'UTC';
  end if;
  -- A day without a salt yet has no rows either: its key is null and drops out.
  senders := array_remove(array[private.form_submission_key(sender_key, now()), private.form_submission_key(sender_key, now() - interval '1 day')], null);
  emails := array_remove(array[private.form_submission_key(email_key, now()), private.form_submission_key(email_key, now() - interval '1 day')], null);
  if (select count(*) from private.form_submissions s
      where s.form = form_name and s.sender = any(senders) and s.submitted_at > now() - interval '10 minutes') >= 5
     or (select count(*) from private.form_submissions s
         where s.form = form_name and s.sender = any(senders) and s.submitted_at > now() - interval '1 day') >= 20
     or (select count(*) from private.form_submissions s
         where s.form = form_name and s.email = any(emails) and s.submitted_at > now() - interval '10 minutes') >= 5 then
    return false;
  end if;
  -- A flood from many addresses: only submissions whose browser did the work get through.
  if (select count(*) from private.form_submissions s where s.submitted_at > now() - interval '1 minute')
       >= (select c.flood_per_minute from private.form_challenge_settings c)
     and not private.take_form_proof(private.request_form_proof()) then
    raise exception 'Yoğunluk nedeniyle gönderiminiz doğrulanamadı. Lütfen tekrar deneyin.'
      using errcode = 'P0001', hint = 'challenge_required';
  end if;
  -- In clear here: the trigger stores the hashes.
  insert into private.form_submissions (form, sender, email) values (form_name, sender_key, email_key);
  -- Forget what no window looks at any more: this sender's old rows now, everybody's now and then.
  delete from private.form_submissions s
    where s.form = form_name and s.sender = any(senders) and s.submitted_at < now() - interval '1 day';
  if random() < 0.01 then
    delete from private.form_submissions s where s.submitted_at < now() - interval '1 day';
  end if;
  return true;
end;
$$;
revoke all on function private.take_form_submission(text, text) from public;

-- The address's submissions still remembered: those whose e-mail hash (under their day's salt)
-- is the address's. The form and the time only; the hashes tell nobody anything.
create or replace function private.personal_form_submissions(address text)
returns setof private.form_submissions
language sql
stable
security definer
set search_path = ''
as $$
  select s.* from private.form_submissions s
   where s.email = private.form_submission_key(address, s.submitted_at);
$$;
revoke all on function private.personal_form_submissions(text) from public;

-- As 20261126140000's, with the form submissions.
create or replace function public.personal_data_export(target_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text;
begin
  perform private.require_admin_or_service();
  address := private.personal_data_address(target_email);
  return jsonb_build_object(
    'email', address,
    'exported_at', now(),
    'contact_messages', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.created_at)
        from public.contact_messages m
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
$$;

create or replace function public.personal_data_delete(target_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  messages integer;
  subscriptions integer;
  submissions integer;
begin
  perform private.require_admin_or_service();
  address := private.personal_data_address(target_email);
  delete from public.contact_messages m where lower(m.email) = address;
  get diagnostics messages = row_count;
  delete from public.newsletter_subscribers s where lower(s.email) = address;
  get diagnostics subscriptions = row_count;
  delete from private.form_submissions s where s.id in (select f.id from private.personal_form_submissions(address) f);
  get diagnostics submissions = row_count;
  return jsonb_build_object('contact_messages', messages, 'newsletter_subscribers', subscriptions, 'form_submissions', submissions);
end;
$$;

revoke all on function public.personal_data_export(text) from public, anon;
revoke all on function public.personal_data_delete(text) from public, anon;
grant execute on function public.personal_data_export(text) to authenticated, service_role;
grant execute on function public.personal_data_delete(text) to authenticated, service_role;
