-- The lead notification and the newsletter confirmation are composed by the Edge Functions
-- supabase/functions/lead-notify and newsletter-confirm (the embedded server runs the same
-- files with Deno). They reach the database only through these functions, with the service
-- key: each reads what its e-mail needs, then stores the e-mail in private.mail_outbox in the
-- same transaction as the change that says it was sent (the batch taken from the queue, the
-- sign-up's token hashes). A function dying between the two calls loses nothing.

-- An e-mail as the outbox keeps it (server/app/mail/outbox-store.ts): a JSON object with a
-- recipient, a subject and a text. Its id sorts by creation (supabase/functions/_shared/mail/outbox-id.ts).
create or replace function private.check_outbox_message(outbox_id text, message jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if outbox_id is null or outbox_id !~ '^[0-9a-z]{11,}-[0-9a-f]{8}$' then
    raise exception 'invalid outbox id' using errcode = '22023';
  end if;
  if jsonb_typeof(message) is distinct from 'object'
     or jsonb_typeof(message -> 'to') is distinct from 'string' or btrim(message ->> 'to') = ''
     or jsonb_typeof(message -> 'subject') is distinct from 'string'
     or jsonb_typeof(message -> 'text') is distinct from 'string'
     or jsonb_typeof(message -> 'kind') is distinct from 'string' then
    raise exception 'invalid mail message' using errcode = '22023';
  end if;
end;
$$;
revoke all on function private.check_outbox_message(text, jsonb) from public, anon, authenticated;

-- Stored as queued and due now; `delivery` is what the sending server finds when it sends.
-- self_send: the function sends it itself right away (SMTP_URL set on a hosted project), so it
-- is stored claimed by the function (for the lease an embedded server's mailer respects) until
-- mail_outbox_delivered says how that went.
create or replace function private.insert_outbox_message(outbox_id text, message jsonb, self_send boolean default false)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.mail_outbox (id, created_at, message, delivery, status, attempts, next_attempt_at, claimed_by, claimed_until)
  values (outbox_id, now(), message, case when self_send then 'smtp' else 'outbox' end, 'queued',
          case when self_send then 1 else 0 end, now(),
          case when self_send then 'edge-function' end, case when self_send then now() + interval '10 minutes' end);
$$;
revoke all on function private.insert_outbox_message(text, jsonb, boolean) from public, anon, authenticated;

-- The function's own SMTP attempt of a message it claimed (stored with self_send, or taken by
-- mail_outbox_claim_due): sent; or (error) left queued with the error and released, due again
-- after 1, 5, 30 minutes, then 2 hours; the fifth failed attempt makes it `failed`. On a hosted
-- project the every-minute schedule calls the functions, which then send what is due again.
create or replace function public.mail_outbox_delivered(outbox_id text, error text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if error is null then
    update private.mail_outbox o
       set status = 'sent', sent_at = now(), last_error = null, next_attempt_at = null, claimed_by = null, claimed_until = null
     where o.id = outbox_id and o.status = 'queued' and o.claimed_by = 'edge-function';
  else
    update private.mail_outbox o
       set last_error = left(error, 500),
           status = case when o.attempts >= 5 then 'failed' else 'queued' end,
           next_attempt_at = case o.attempts when 1 then now() + interval '1 minute' when 2 then now() + interval '5 minutes'
                                             when 3 then now() + interval '30 minutes' when 4 then now() + interval '2 hours' end,
           claimed_by = null, claimed_until = null
     where o.id = outbox_id and o.status = 'queued' and o.claimed_by = 'edge-function';
  end if;
  return found;
end;
$$;
revoke all on function public.mail_outbox_delivered(text, text) from public, anon, authenticated;
grant execute on function public.mail_outbox_delivered(text, text) to service_role;

-- Queued messages whose next attempt is due and that nobody holds, oldest first, claimed for
-- the calling function for ten minutes with the attempt counted (as the embedded mailer
-- claims them; SKIP LOCKED: two calls at once take different messages).
create or replace function public.mail_outbox_claim_due(max_rows integer default 10)
returns table (id text, message jsonb)
language sql
security definer
set search_path = ''
as $$
  update private.mail_outbox o
     set attempts = o.attempts + 1, delivery = 'smtp', claimed_by = 'edge-function', claimed_until = now() + interval '10 minutes'
   where o.id in (select d.id from private.mail_outbox d
                   where d.status = 'queued' and d.next_attempt_at <= now() and (d.claimed_until is null or d.claimed_until < now())
                   order by d.next_attempt_at, d.id
                   limit least(greatest(max_rows, 0), 50)
                   for update skip locked)
  returning o.id, o.message;
$$;
revoke all on function public.mail_outbox_claim_due(integer) from public, anon, authenticated;
grant execute on function public.mail_outbox_claim_due(integer) to service_role;

-- What the lead e-mail needs: the queued contact messages (at most 500 a batch; the rest go
-- with the next one), the notification address, and in how many milliseconds the interval
-- since the last e-mail allows the next (0: now).
create or replace function public.lead_notifications_pending(interval_ms integer default 60000)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with queued as (
    select contact_message_id as id from private.lead_notification_queue
     order by queued_at, contact_message_id limit 500
  )
  select jsonb_build_object(
    'due_in_ms', greatest(0, coalesce((
      select ceil(extract(epoch from (j.last_run_at + make_interval(secs => greatest(interval_ms, 0) / 1000.0) - now())) * 1000)
        from private.background_jobs j where j.name = 'lead-notification'), 0))::bigint,
    'notification_email', (select nullif(btrim(s.notification_email), '') from public.site_settings s limit 1),
    'ids', coalesce((select jsonb_agg(q.id) from queued q), '[]'::jsonb),
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', m.id::text, 'name', m.name, 'email', m.email, 'phone', m.phone, 'company', m.company,
               'service', m.service, 'message', m.message, 'created_at', m.created_at::text)
             order by m.created_at, m.id)
        from public.contact_messages m where m.id in (select q.id from queued q)), '[]'::jsonb)
  );
$$;
revoke all on function public.lead_notifications_pending(integer) from public, anon, authenticated;
grant execute on function public.lead_notifications_pending(integer) to service_role;

-- Takes exactly `ids` from the queue and stores `message` in the outbox, under the job's row
-- lock (so of two callers at once one queues, the other hears 'busy'), if the interval since
-- the last e-mail has passed; sets the time of the last e-mail. A null message (no notification
-- address) drops the ids without an e-mail. Answers 'queued', 'dropped', 'busy', 'not_due' or
-- 'stale' (some of the ids were taken meanwhile: read again).
create or replace function public.lead_notification_queue_mail(ids uuid[], message jsonb, interval_ms integer default 60000, outbox_id text default null, self_send boolean default false)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_run timestamptz;
  present integer;
begin
  if coalesce(cardinality(ids), 0) = 0 then
    return 'stale';
  end if;
  select j.last_run_at into last_run from private.background_jobs j
   where j.name = 'lead-notification' for update skip locked;
  if not found then
    return 'busy';
  end if;
  select count(*) into present from private.lead_notification_queue q
   where q.contact_message_id = any(ids);
  if present <> (select count(distinct i) from unnest(ids) i) then
    return 'stale';
  end if;
  if message is null then
    delete from private.lead_notification_queue q where q.contact_message_id = any(ids);
    return 'dropped';
  end if;
  if last_run is not null and last_run + make_interval(secs => greatest(interval_ms, 0) / 1000.0) > now() then
    return 'not_due';
  end if;
  perform private.check_outbox_message(outbox_id, message);
  delete from private.lead_notification_queue q where q.contact_message_id = any(ids);
  perform private.insert_outbox_message(outbox_id, message, self_send);
  update private.background_jobs set last_run_at = now() where name = 'lead-notification';
  return 'queued';
end;
$$;
revoke all on function public.lead_notification_queue_mail(uuid[], jsonb, integer, text, boolean) from public, anon, authenticated;
grant execute on function public.lead_notification_queue_mail(uuid[], jsonb, integer, text, boolean) to service_role;

-- Pending sign-ups still without their confirmation e-mail (within the 48 hours), oldest
-- first, at most 100 (or only `only_id`), with the site's name for the e-mail.
create or replace function public.newsletter_confirmations_pending(only_id uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'site_name', (select nullif(btrim(s.site_name), '') from public.site_settings s limit 1),
    'sign_ups', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.id::text, 'email', p.email) order by p.consented_at)
        from (select n.id, n.email, n.consented_at from public.newsletter_subscribers n
               where n.status = 'pending' and n.confirm_token_hash is null
                 and n.consented_at > now() - interval '48 hours'
                 and (only_id is null or n.id = only_id)
               order by n.consented_at limit 100) p), '[]'::jsonb)
  );
$$;
revoke all on function public.newsletter_confirmations_pending(uuid) from public, anon, authenticated;
grant execute on function public.newsletter_confirmations_pending(uuid) to service_role;

-- Claims the sign-up (still pending, still without a token, within its 48 hours, the address
-- the e-mail goes to) by storing the SHA-256 hex of its two tokens, and stores the e-mail in
-- the outbox in the same statement: a token is set exactly when its e-mail exists, which the
-- pruning of expired sign-ups relies on. Of several callers the one whose claim commits sends;
-- answers whether this call did.
create or replace function public.newsletter_confirmation_queue_mail(subscriber_id uuid, confirm_hash text, unsubscribe_hash text, message jsonb, outbox_id text, self_send boolean default false)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed integer;
begin
  if confirm_hash is null or confirm_hash !~ '^[0-9a-f]{64}$' or unsubscribe_hash is null or unsubscribe_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'invalid token hash' using errcode = '22023';
  end if;
  perform private.check_outbox_message(outbox_id, message);
  with taken as (
    update public.newsletter_subscribers n
       set confirm_token_hash = confirm_hash, unsubscribe_token_hash = unsubscribe_hash
     where n.id = subscriber_id and n.status = 'pending' and n.confirm_token_hash is null
       and n.consented_at > now() - interval '48 hours'
       and lower(n.email) = lower(message ->> 'to')
    returning n.id
  )
  select count(*) into claimed from taken;
  if claimed = 0 then
    return false;
  end if;
  perform private.insert_outbox_message(outbox_id, message, self_send);
  return true;
end;
$$;
revoke all on function public.newsletter_confirmation_queue_mail(uuid, text, text, jsonb, text, boolean) from public, anon, authenticated;
grant execute on function public.newsletter_confirmation_queue_mail(uuid, text, text, jsonb, text, boolean) to service_role;
