-- Mail: the outbox the mail functions deliver from, the lead notifications and newsletter
-- confirmations queued into it, the SMTP settings, and the server's background-job clock.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- Outgoing e-mail set from the admin ("E-posta (SMTP)"): one row in the private schema, which
-- /rest/v1 does not expose and no API role may read. Only the server reads and writes it, over
-- its owner connection, for the `smtp-settings` and `smtp-test` functions (administrators only)
-- and for each delivery attempt. The password is stored sealed with AES-256-GCM under a key the
-- server holds (server/app/mail/smtp-secret-box.ts), never in plain text. SMTP_URL in the
-- server's environment, when set, takes precedence over this row.
create table if not exists private.smtp_settings (
  id boolean not null default true,
  host text not null,
  port integer not null,
  security text not null,
  username text not null default ''::text,
  password_sealed text not null default ''::text,
  from_address text not null,
  from_name text not null default ''::text,
  updated_at timestamp with time zone not null default now(),
  updated_by uuid,
  constraint smtp_settings_pkey PRIMARY KEY (id),
  constraint smtp_settings_from_address_check CHECK (((length(from_address) >= 3) AND (length(from_address) <= 320))),
  constraint smtp_settings_from_name_check CHECK ((length(from_name) <= 200)),
  constraint smtp_settings_host_check CHECK (((length(host) >= 1) AND (length(host) <= 253))),
  constraint smtp_settings_id_check CHECK (id),
  constraint smtp_settings_port_check CHECK (((port >= 1) AND (port <= 65535))),
  constraint smtp_settings_security_check CHECK ((security = ANY (ARRAY['none'::text, 'starttls'::text, 'tls'::text]))),
  constraint smtp_settings_username_check CHECK ((length(username) <= 320))
);
revoke all on table private.smtp_settings from anon, authenticated, service_role;

-- The mail outbox: every message any server queued, with its delivery state. A server claims
-- a due message (FOR UPDATE SKIP LOCKED) by writing its name and a lease; a claim whose lease
-- ran out (its server died while sending) may be taken by another server. Messages carry
-- live reset and invitation links: no API role has any right on the table.
create table if not exists private.mail_outbox (
  id text not null,
  created_at timestamp with time zone not null default now(),
  message jsonb not null,
  delivery text not null,
  status text not null,
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamp with time zone,
  sent_at timestamp with time zone,
  claimed_by text,
  claimed_until timestamp with time zone,
  constraint mail_outbox_pkey PRIMARY KEY (id),
  constraint mail_outbox_delivery_check CHECK ((delivery = ANY (ARRAY['smtp'::text, 'outbox'::text]))),
  constraint mail_outbox_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'sent'::text, 'failed'::text])))
);
create index if not exists mail_outbox_due_idx ON private.mail_outbox USING btree (next_attempt_at) WHERE (status = 'queued'::text);
alter table private.mail_outbox enable row level security;
revoke all on table private.mail_outbox from anon, authenticated, service_role;

-- New contact messages waiting for their lead notification: the trigger on contact_messages
-- records each one, and exactly one server takes a batch of them.
create table if not exists private.lead_notification_queue (
  contact_message_id uuid not null,
  queued_at timestamp with time zone not null default now(),
  constraint lead_notification_queue_pkey PRIMARY KEY (contact_message_id)
);
revoke all on table private.lead_notification_queue from anon, authenticated, service_role;

-- Shared state of background jobs, one row per job; a server works on a job only while it
-- holds the row's lock (FOR UPDATE SKIP LOCKED), so a job runs on one server at a time.
create table if not exists private.background_jobs (
  name text not null,
  last_run_at timestamp with time zone,
  constraint background_jobs_pkey PRIMARY KEY (name)
);
revoke all on table private.background_jobs from anon, authenticated, service_role;

-- An e-mail as the outbox keeps it (server/app/mail/outbox-store.ts): a JSON object with a
-- recipient, a subject and a text. Its id sorts by creation (supabase/functions/_shared/mail/outbox-id.ts).
CREATE OR REPLACE FUNCTION private.check_outbox_message(outbox_id text, message jsonb)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.check_outbox_message(outbox_id text, message jsonb) from public;

-- Stored as queued and due now; `delivery` is what the sending server finds when it sends.
-- self_send: the function sends it itself right away (SMTP_URL set on a hosted project), so it
-- is stored claimed by the function (for the lease an embedded server's mailer respects) until
-- mail_outbox_delivered says how that went.
CREATE OR REPLACE FUNCTION private.insert_outbox_message(outbox_id text, message jsonb, self_send boolean DEFAULT false)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into private.mail_outbox (id, created_at, message, delivery, status, attempts, next_attempt_at, claimed_by, claimed_until)
  values (outbox_id, now(), message, case when self_send then 'smtp' else 'outbox' end, 'queued',
          case when self_send then 1 else 0 end, now(),
          case when self_send then 'edge-function' end, case when self_send then now() + interval '10 minutes' end);
$function$;
revoke all on function private.insert_outbox_message(outbox_id text, message jsonb, self_send boolean) from public;

-- As before (20261123174000), and the message is queued for its notification. Entries that no
-- server took for a week (a database without our server) are forgotten now and then.
CREATE OR REPLACE FUNCTION private.notify_contact_message_created()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.lead_notification_queue (contact_message_id) values (new.id) on conflict do nothing;
  if random() < 0.01 then
    delete from private.lead_notification_queue where queued_at < now() - interval '7 days';
  end if;
  perform pg_notify('contact_message_created', new.id::text);
  return null;
end;
$function$;
revoke all on function private.notify_contact_message_created() from public;

-- What the lead e-mail needs: the queued contact messages (at most 500 a batch; the rest go
-- with the next one), the notification address, and in how many milliseconds the interval
-- since the last e-mail allows the next (0: now).
CREATE OR REPLACE FUNCTION public.lead_notifications_pending(interval_ms integer DEFAULT 60000)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.lead_notifications_pending(interval_ms integer) from public;
grant execute on function public.lead_notifications_pending(interval_ms integer) to service_role;

-- Takes exactly `ids` from the queue and stores `message` in the outbox, under the job's row
-- lock (so of two callers at once one queues, the other hears 'busy'), if the interval since
-- the last e-mail has passed; sets the time of the last e-mail. A null message (no notification
-- address) drops the ids without an e-mail. Answers 'queued', 'dropped', 'busy', 'not_due' or
-- 'stale' (some of the ids were taken meanwhile: read again).
CREATE OR REPLACE FUNCTION public.lead_notification_queue_mail(ids uuid[], message jsonb, interval_ms integer DEFAULT 60000, outbox_id text DEFAULT NULL::text, self_send boolean DEFAULT false)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.lead_notification_queue_mail(ids uuid[], message jsonb, interval_ms integer, outbox_id text, self_send boolean) from public;
grant execute on function public.lead_notification_queue_mail(ids uuid[], message jsonb, interval_ms integer, outbox_id text, self_send boolean) to service_role;

-- Pending sign-ups still without their confirmation e-mail (within the 48 hours), oldest
-- first, at most 100 (or only `only_id`), with the site's name for the e-mail.
CREATE OR REPLACE FUNCTION public.newsletter_confirmations_pending(only_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.newsletter_confirmations_pending(only_id uuid) from public;
grant execute on function public.newsletter_confirmations_pending(only_id uuid) to service_role;

-- Claims the sign-up (still pending, still without a token, within its 48 hours, the address
-- the e-mail goes to) by storing the SHA-256 hex of its two tokens, and stores the e-mail in
-- the outbox in the same statement: a token is set exactly when its e-mail exists, which the
-- pruning of expired sign-ups relies on. Of several callers the one whose claim commits sends;
-- answers whether this call did.
CREATE OR REPLACE FUNCTION public.newsletter_confirmation_queue_mail(subscriber_id uuid, confirm_hash text, unsubscribe_hash text, message jsonb, outbox_id text, self_send boolean DEFAULT false)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.newsletter_confirmation_queue_mail(subscriber_id uuid, confirm_hash text, unsubscribe_hash text, message jsonb, outbox_id text, self_send boolean) from public;
grant execute on function public.newsletter_confirmation_queue_mail(subscriber_id uuid, confirm_hash text, unsubscribe_hash text, message jsonb, outbox_id text, self_send boolean) to service_role;

-- Queued messages whose next attempt is due and that nobody holds, oldest first, claimed for
-- the calling function for ten minutes with the attempt counted (as the embedded mailer
-- claims them; SKIP LOCKED: two calls at once take different messages).
CREATE OR REPLACE FUNCTION public.mail_outbox_claim_due(max_rows integer DEFAULT 10)
 RETURNS TABLE(id text, message jsonb)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update private.mail_outbox o
     set attempts = o.attempts + 1, delivery = 'smtp', claimed_by = 'edge-function', claimed_until = now() + interval '10 minutes'
   where o.id in (select d.id from private.mail_outbox d
                   where d.status = 'queued' and d.next_attempt_at <= now() and (d.claimed_until is null or d.claimed_until < now())
                   order by d.next_attempt_at, d.id
                   limit least(greatest(max_rows, 0), 50)
                   for update skip locked)
  returning o.id, o.message;
$function$;
revoke all on function public.mail_outbox_claim_due(max_rows integer) from public;
grant execute on function public.mail_outbox_claim_due(max_rows integer) to service_role;

-- The function's own SMTP attempt of a message it claimed (stored with self_send, or taken by
-- mail_outbox_claim_due): sent; or (error) left queued with the error and released, due again
-- after 1, 5, 30 minutes, then 2 hours; the fifth failed attempt makes it `failed`. On a hosted
-- project the every-minute schedule calls the functions, which then send what is due again.
CREATE OR REPLACE FUNCTION public.mail_outbox_delivered(outbox_id text, error text DEFAULT NULL::text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.mail_outbox_delivered(outbox_id text, error text) from public;
grant execute on function public.mail_outbox_delivered(outbox_id text, error text) to service_role;

-- The stored SMTP password belongs to the server it was given for: when the host, the port,
-- the security or the user name changes and no new password comes with the change, the stored
-- one is dropped (password_sealed = ''). Enforced here, not only in the server's save, so no
-- path (the admin's save, a hand-made update) can send a password to a server its owner never
-- typed it for. A new password sealed in the same update (a fresh value: every seal has a new
-- IV) is kept.
CREATE OR REPLACE FUNCTION private.smtp_settings_drop_moved_password()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if (new.host, new.port, new.security, new.username) is distinct from (old.host, old.port, old.security, old.username)
     and new.password_sealed = old.password_sealed then
    new.password_sealed := '';
  end if;
  return new;
end;
$function$;
revoke all on function private.smtp_settings_drop_moved_password() from public;

create or replace trigger smtp_settings_drop_moved_password BEFORE UPDATE ON private.smtp_settings FOR EACH ROW EXECUTE FUNCTION private.smtp_settings_drop_moved_password();

drop policy if exists "mail_outbox_no_api_access" on private.mail_outbox;
create policy "mail_outbox_no_api_access" on private.mail_outbox as permissive for all to anon, authenticated
  using (false)
  with check (false);
