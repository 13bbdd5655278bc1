-- Limits and mail that hold across servers (issue 24): several server processes over one
-- database share these tables instead of keeping counters, the outbox and job state each in
-- its own memory or data folder. All in `private` with no grants: no API role sees them (the
-- outbox, whose messages hold live links, also has RLS on).

-- Rate-limit counters (Auth's sign-in, MFA, sign-up and recovery limits): one fixed window per
-- key. UNLOGGED: cheap to write, and after a crash the counters simply start again.
create unlogged table private.rate_limit_counters (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);
revoke all on table private.rate_limit_counters from public, anon, authenticated;

-- Counts an attempt under `counter_key` unless `max_count` is reached in its window; returns
-- 0 when counted, else the seconds until the window ends (at least 1). The upsert locks the
-- row, so parallel attempts on any server count one after another.
create or replace function private.rate_limit_take(counter_key text, max_count integer, window_ms integer)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  current_count integer;
  window_end timestamptz;
begin
  insert into private.rate_limit_counters as c (key, count, reset_at)
    values (counter_key, 0, clock_timestamp() + make_interval(secs => window_ms / 1000.0))
    on conflict (key) do update set key = c.key
    returning c.count, c.reset_at into current_count, window_end;
  if window_end <= clock_timestamp() then
    current_count := 0;
    window_end := clock_timestamp() + make_interval(secs => window_ms / 1000.0);
  end if;
  if current_count >= max_count then
    update private.rate_limit_counters set count = current_count, reset_at = window_end where key = counter_key;
    return greatest(1, ceil(extract(epoch from window_end - clock_timestamp()))::integer);
  end if;
  update private.rate_limit_counters set count = current_count + 1, reset_at = window_end where key = counter_key;
  -- Forget ended windows now and then, so the table stays as small as the active keys.
  if random() < 0.01 then
    delete from private.rate_limit_counters where reset_at < clock_timestamp();
  end if;
  return 0;
end;
$$;
revoke all on function private.rate_limit_take(text, integer, integer) from public;

-- Gives back one attempt (a successful sign-in does not count).
create or replace function private.rate_limit_refund(counter_key text)
returns void
language sql
volatile
set search_path = ''
as $$
  update private.rate_limit_counters set count = count - 1
   where key = counter_key and count > 0 and reset_at > clock_timestamp();
$$;
revoke all on function private.rate_limit_refund(text) from public;

-- The attempts counted under the key in its current window.
create or replace function private.rate_limit_count(counter_key text)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce((select count from private.rate_limit_counters
                    where key = counter_key and reset_at > clock_timestamp()), 0);
$$;
revoke all on function private.rate_limit_count(text) from public;

-- The mail outbox: every message any server queued, with its delivery state. A server claims
-- a due message (FOR UPDATE SKIP LOCKED) by writing its name and a lease; a claim whose lease
-- ran out (its server died while sending) may be taken by another server. Messages carry
-- live reset and invitation links: no API role has any right on the table.
create table private.mail_outbox (
  id text primary key,
  created_at timestamptz not null default now(),
  message jsonb not null,
  delivery text not null check (delivery in ('smtp', 'outbox')),
  status text not null check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz,
  sent_at timestamptz,
  claimed_by text,
  claimed_until timestamptz
);
create index mail_outbox_due_idx on private.mail_outbox (next_attempt_at) where status = 'queued';
alter table private.mail_outbox enable row level security;
-- No API role reads or writes it (the grants are revoked too); the server, as its owner, does.
create policy mail_outbox_no_api_access on private.mail_outbox for all to anon, authenticated using (false) with check (false);
revoke all on table private.mail_outbox from public, anon, authenticated;

-- New contact messages waiting for their lead notification: the trigger below records each
-- one, and exactly one server takes a batch of them (with the interval state below).
create table private.lead_notification_queue (
  contact_message_id uuid primary key,
  queued_at timestamptz not null default now()
);
revoke all on table private.lead_notification_queue from public, anon, authenticated;

-- Shared state of background jobs, one row per job; a server works on a job only while it
-- holds the row's lock (FOR UPDATE SKIP LOCKED), so a job runs on one server at a time.
create table private.background_jobs (
  name text primary key,
  last_run_at timestamptz
);
revoke all on table private.background_jobs from public, anon, authenticated;
insert into private.background_jobs (name) values ('lead-notification');

-- As before (20261123174000), and the message is queued for its notification. Entries that no
-- server took for a week (a database without our server) are forgotten now and then.
create or replace function private.notify_contact_message_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.lead_notification_queue (contact_message_id) values (new.id) on conflict do nothing;
  if random() < 0.01 then
    delete from private.lead_notification_queue where queued_at < now() - interval '7 days';
  end if;
  perform pg_notify('contact_message_created', new.id::text);
  return null;
end;
$$;
revoke all on function private.notify_contact_message_created() from public;

-- The newsletter guard of 20261123174000, with one change: an expired pending sign-up is
-- deleted only once its confirmation e-mail went out (the sender sets the token hashes in the
-- same transaction that queues the e-mail). So a sign-up is never lost because no sender ran
-- (hosted Supabase without the function, a server down for two days).
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
