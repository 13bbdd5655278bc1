-- The public forms (contact, newsletter, landing-page leads): who counts as a visitor, the
-- flood challenge and its proofs, the pseudonymous record of submissions, the guards on a
-- contact message, and the staff list of landing-page leads.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- Accepted public-form submissions of the last day: the memory of the rate limits (5 per 10
-- minutes and 20 a day per sender, 5 per 10 minutes per e-mail, the flood count). Sender and
-- e-mail are kept as HMAC-SHA256 under a salt of the day (form_submission_salts, deleted after
-- two days), hashed by a trigger on every insert, so no address is stored in clear (KVKK).
create table if not exists private.form_submissions (
  id bigint generated always as identity not null,
  form text not null,
  sender text not null,
  email text not null,
  submitted_at timestamp with time zone not null default now(),
  constraint form_submissions_pkey PRIMARY KEY (id),
  constraint form_submissions_form_check CHECK ((form = ANY (ARRAY['contact'::text, 'newsletter'::text])))
);
create index if not exists form_submissions_sender_idx ON private.form_submissions USING btree (form, sender, submitted_at);
create index if not exists form_submissions_email_idx ON private.form_submissions USING btree (form, email, submitted_at);
create index if not exists form_submissions_recent_idx ON private.form_submissions USING btree (submitted_at);
revoke all on table private.form_submissions from anon, authenticated, service_role;

-- One row: the challenge secret and the knobs. Only the security-definer functions below read
-- it; an operator tunes it with SQL (`update private.form_challenge_settings set ...`).
create table if not exists private.form_challenge_settings (
  id boolean not null default true,
  secret bytea not null default extensions.gen_random_bytes(32),
  flood_per_minute integer not null default 30,
  max_number integer not null default 20000,
  lifetime interval not null default '00:10:00'::interval,
  constraint form_challenge_settings_pkey PRIMARY KEY (id),
  constraint form_challenge_settings_flood_per_minute_check CHECK ((flood_per_minute > 0)),
  constraint form_challenge_settings_id_check CHECK (id),
  constraint form_challenge_settings_lifetime_check CHECK ((lifetime > '00:00:00'::interval)),
  constraint form_challenge_settings_max_number_check CHECK (((max_number >= 1000) AND (max_number <= 10000000)))
);
revoke all on table private.form_challenge_settings from anon, authenticated, service_role;

-- Proofs already used, until their challenge expires (then they could not be used anyway).
-- No index on expires_at: the table holds one lifetime's proofs at most, and the expired ones
-- the clean-up looks for are the oldest rows, met first by a scan.
create table if not exists private.form_proofs_used (
  signature text not null,
  expires_at timestamp with time zone not null,
  constraint form_proofs_used_pkey PRIMARY KEY (signature)
);
revoke all on table private.form_proofs_used from anon, authenticated, service_role;

-- The salts of today and yesterday; older ones are deleted with the rows hashed under them.
create table if not exists private.form_submission_salts (
  day date not null,
  salt bytea not null default extensions.gen_random_bytes(32),
  constraint form_submission_salts_pkey PRIMARY KEY (day)
);
revoke all on table private.form_submission_salts from anon, authenticated, service_role;

-- A name and a message need a visible character: not only whitespace or invisible characters
-- (zero-width spaces and joiners, word joiner, BOM, soft hyphen, fillers, bidi marks). The
-- public form checks the same list (src/public/contact/visible-text.ts).
CREATE OR REPLACE FUNCTION private.has_visible_text(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE STRICT
 SET search_path TO ''
AS $function$
  select value ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufeff\uffa0]';
$function$;
revoke all on function private.has_visible_text(value text) from public;
grant execute on function private.has_visible_text(value text) to anon, authenticated, service_role;

-- Who is a visitor here: an API caller as anon or authenticated without staff rights.
-- The role setting is the one the API switched to (PostgREST and the embedded server both
-- `set local role`); server-side tools (service_role, migrations, seed) are not visitors.
CREATE OR REPLACE FUNCTION private.is_form_visitor()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(current_setting('role', true), '') in ('anon', 'authenticated')
     and not (select private.is_staff());
$function$;
revoke all on function private.is_form_visitor() from public;

-- The caller's address as the platform reports it in the request headers: hosted Supabase
-- sits behind Cloudflare, which sets cf-connecting-ip (a client cannot forge it); otherwise
-- the first X-Forwarded-For hop. The embedded server writes the address it trusts
-- (TRUST_PROXY) into x-forwarded-for and drops any cf-connecting-ip the client sent.
CREATE OR REPLACE FUNCTION private.request_client_address()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  )
  from (select nullif(current_setting('request.headers', true), '')::jsonb as h) as request;
$function$;
revoke all on function private.request_client_address() from public;

-- Who a sender is for the limits: an IPv4 address as it is (also when IPv4-mapped), an
-- IPv6 address by its /64 (2001:db8:1:2::/64), anything that is no address as written.
CREATE OR REPLACE FUNCTION private.form_sender_key(address text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  parsed inet;
begin
  if address ~* '^::ffff:[0-9]{1,3}(\.[0-9]{1,3}){3}$' then
    return substring(address from 8);
  end if;
  if address !~ '^[0-9A-Fa-f:.]+$' or position(':' in address) = 0 then
    return address;
  end if;
  begin
    parsed := address::inet;
  exception when others then
    return address;
  end;
  return network(set_masklen(parsed, 64))::text;
end;
$function$;
revoke all on function private.form_sender_key(address text) from public;

-- The proof the request carries (`x-form-proof` header), if any.
CREATE OR REPLACE FUNCTION private.request_form_proof()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-form-proof';
$function$;
revoke all on function private.request_form_proof() from public;

-- True, once, for a proof that solves a challenge this database signed and that has not
-- expired; false for anything else (garbage included: never an error). The used signature is
-- recorded in the caller's transaction: a refused submission does not use up its proof, and
-- two parallel submissions with one proof cannot both pass (the second waits on the key).
CREATE OR REPLACE FUNCTION private.take_form_proof(proof text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  payload jsonb;
  secret bytea;
  expires bigint;
begin
  if proof is null or length(proof) > 1000 then
    return false;
  end if;
  begin
    payload := convert_from(decode(proof, 'base64'), 'UTF8')::jsonb;
  exception when others then
    return false;
  end;
  if jsonb_typeof(payload) is distinct from 'object'
     or payload ->> 'algorithm' is distinct from 'SHA-256'
     or jsonb_typeof(payload -> 'number') is distinct from 'number'
     or (payload ->> 'number') !~ '^[0-9]{1,10}$'
     or jsonb_typeof(payload -> 'salt') is distinct from 'string'
     or jsonb_typeof(payload -> 'challenge') is distinct from 'string'
     or jsonb_typeof(payload -> 'signature') is distinct from 'string' then
    return false;
  end if;
  expires := substring(payload ->> 'salt' from '[?&]expires=([0-9]{1,11})(?:&|$)')::bigint;
  if expires is null or expires <= extract(epoch from now()) then
    return false;
  end if;
  select s.secret into strict secret from private.form_challenge_settings s;
  if payload ->> 'signature' is distinct from
       encode(extensions.hmac(convert_to(payload ->> 'challenge', 'UTF8'), secret, 'sha256'), 'hex')
     or payload ->> 'challenge' is distinct from
       encode(sha256(convert_to((payload ->> 'salt') || (payload ->> 'number'), 'UTF8')), 'hex') then
    return false;
  end if;
  insert into private.form_proofs_used (signature, expires_at)
    values (payload ->> 'signature', to_timestamp(expires))
    on conflict (signature) do nothing;
  if not found then
    return false;
  end if;
  -- Forget a few proofs that have expired with each one used: no scheduler needed.
  delete from private.form_proofs_used
   where signature in (select u.signature from private.form_proofs_used u
                        where u.expires_at < now() limit 20);
  return true;
end;
$function$;
revoke all on function private.take_form_proof(proof text) from public;

-- A challenge for the public forms; callable by anyone (the site asks for one only when a
-- submission was answered `challenge_required`). Issuing costs one hash and one HMAC.
CREATE OR REPLACE FUNCTION public.form_challenge()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  settings private.form_challenge_settings%rowtype;
  salt text;
  challenge text;
begin
  select * into strict settings from private.form_challenge_settings;
  salt := encode(extensions.gen_random_bytes(12), 'hex')
    || '?expires=' || floor(extract(epoch from now() + settings.lifetime))::bigint;
  challenge := encode(sha256(convert_to(salt || floor(random() * (settings.max_number + 1))::integer, 'UTF8')), 'hex');
  return jsonb_build_object(
    'algorithm', 'SHA-256',
    'challenge', challenge,
    'maxnumber', settings.max_number,
    'salt', salt,
    'signature', encode(extensions.hmac(convert_to(challenge, 'UTF8'), settings.secret, 'sha256'), 'hex'));
end;
$function$;
revoke all on function public.form_challenge() from public;
grant execute on function public.form_challenge() to anon, authenticated, service_role;

-- The UTC day of a moment: the salt's day.
CREATE OR REPLACE FUNCTION private.form_submission_day(at timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select (at at time zone 'UTC')::date;
$function$;
revoke all on function private.form_submission_day(at timestamp with time zone) from public;

-- The stored form of a sender key or an e-mail at moment `at`: the HMAC under that day's
-- salt, or null when the day has no salt (then no row of that day can match anyway).
CREATE OR REPLACE FUNCTION private.form_submission_key(value text, at timestamp with time zone DEFAULT now())
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select encode(extensions.hmac(convert_to(value, 'UTF8'), s.salt, 'sha256'), 'hex')
    from private.form_submission_salts s
   where s.day = private.form_submission_day(at);
$function$;
revoke all on function private.form_submission_key(value text, at timestamp with time zone) from public;

-- Whatever is inserted is stored hashed under the salt of its day (made when the day has none).
CREATE OR REPLACE FUNCTION private.hash_form_submission()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.form_submission_salts (day) values (private.form_submission_day(new.submitted_at)) on conflict do nothing;
  new.sender := private.form_submission_key(new.sender, new.submitted_at);
  new.email := private.form_submission_key(new.email, new.submitted_at);
  return new;
end;
$function$;
revoke all on function private.hash_form_submission() from public;

-- An update could write a value in clear: the table is only ever inserted into and deleted from.
CREATE OR REPLACE FUNCTION private.refuse_form_submission_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.sender is distinct from old.sender or new.email is distinct from old.email then
    raise exception 'form_submissions keeps only hashed senders and e-mails' using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke all on function private.refuse_form_submission_update() from public;

-- As 20261125120000's, comparing hashes: the values of today's and yesterday's salts.
CREATE OR REPLACE FUNCTION private.take_form_submission(form_name text, email_address text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.take_form_submission(form_name text, email_address text) from public;

-- Contact form ------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION private.guard_contact_message()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.guard_contact_message() from public;

-- The dashboard's "Açılış sayfalarından gelen mesajlar (son 30 gün)": every landing page
-- (pages.landing_page) with the number of contact messages sent from it (contact_messages.
-- source_path, the path the form was on) in the last 30 days, most first. Counted in the
-- database, so the admin never downloads the messages to count them.
--
-- Security invoker: the caller's RLS decides what is counted. Staff read every page and every
-- message; anyone else would see no messages (and only published pages), so the function is
-- granted to authenticated (staff sign in) and the service role only, never to anon.
CREATE OR REPLACE FUNCTION public.landing_page_leads()
 RETURNS TABLE(page_id uuid, title text, slug text, published boolean, leads bigint)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  -- One count per landing page, each an index range of contact_messages_source_path_idx
  -- (source_path, created_at): few landing pages, however many messages.
  select p.id, p.title, p.slug, p.published, l.leads
  from public.pages p
  cross join lateral (
    select count(*) as leads
    from public.contact_messages m
    where m.source_path = case when p.slug = 'home' then '/' else '/' || p.slug end
      and m.created_at >= now() - interval '30 days'
  ) l
  where p.landing_page
  order by l.leads desc, p.title
$function$;
revoke all on function public.landing_page_leads() from public;
grant execute on function public.landing_page_leads() to authenticated, service_role;

create or replace trigger hash_form_submission BEFORE INSERT ON private.form_submissions FOR EACH ROW EXECUTE FUNCTION private.hash_form_submission();

create or replace trigger refuse_form_submission_update BEFORE UPDATE ON private.form_submissions FOR EACH ROW EXECUTE FUNCTION private.refuse_form_submission_update();
