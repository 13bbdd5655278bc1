-- Public forms under a flood (issue 21): the global ceiling of 20261123110000 refused
-- everybody, real visitors included, once bots from many addresses had filled it. Now a flood
-- only asks for a proof of work (ALTCHA's scheme), which the site's forms solve in the
-- visitor's browser without a puzzle:
--   * anybody gets a challenge from public.form_challenge(): a random salt carrying its expiry,
--     the SHA-256 of salt || a secret number up to maxnumber, and the HMAC-SHA256 of that
--     hash under a secret only the database knows;
--   * the browser tries numbers until SHA-256(salt || number) is the challenge and sends
--     base64(JSON {algorithm, challenge, number, salt, signature}) in the `x-form-proof`
--     request header (PostgREST and the embedded server hand every header to
--     `request.headers`, so this works through supabase-js on hosted Supabase as well);
--   * while more than `flood_per_minute` submissions were accepted in the last minute (both
--     forms, all addresses), a submission without a valid, unexpired, unused proof is refused
--     with P0001 hint `challenge_required`; a proof counts once (its signature is kept until
--     it expires).
-- Per-sender and per-e-mail limits stay as they were; IPv6 senders are counted per /64 (one
-- subscriber line or host usually holds the whole /64, so per address would be no limit).

create extension if not exists pgcrypto with schema extensions;

-- One row: the challenge secret and the knobs. Only the security-definer functions below read
-- it; an operator tunes it with SQL (`update private.form_challenge_settings set ...`).
create table private.form_challenge_settings (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32),
  -- Accepted submissions a minute (both forms, all senders) from which a proof is required.
  flood_per_minute integer not null default 30 check (flood_per_minute > 0),
  -- The secret number is drawn from 0..max_number: Chromium's Web Crypto hashes about 30,000
  -- numbers a second on a loaded 2-core machine, so half of 20,000 is about 0.3 s.
  max_number integer not null default 20000 check (max_number between 1000 and 10000000),
  -- How long a challenge can be solved and sent.
  lifetime interval not null default interval '10 minutes' check (lifetime > interval '0')
);
insert into private.form_challenge_settings default values;
revoke all on table private.form_challenge_settings from public, anon, authenticated;

-- Proofs already used, until their challenge expires (then they could not be used anyway).
-- No index on expires_at: the table holds one lifetime's proofs at most, and the expired ones
-- the clean-up looks for are the oldest rows, met first by a scan.
create table private.form_proofs_used (
  signature text primary key,
  expires_at timestamptz not null
);
revoke all on table private.form_proofs_used from public, anon, authenticated;

-- A challenge for the public forms; callable by anyone (the site asks for one only when a
-- submission was answered `challenge_required`). Issuing costs one hash and one HMAC.
create or replace function public.form_challenge()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.form_challenge() from public;
grant execute on function public.form_challenge() to anon, authenticated, service_role;

-- The proof the request carries (`x-form-proof` header), if any.
create or replace function private.request_form_proof()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-form-proof';
$$;
revoke all on function private.request_form_proof() from public;

-- True, once, for a proof that solves a challenge this database signed and that has not
-- expired; false for anything else (garbage included: never an error). The used signature is
-- recorded in the caller's transaction: a refused submission does not use up its proof, and
-- two parallel submissions with one proof cannot both pass (the second waits on the key).
create or replace function private.take_form_proof(proof text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.take_form_proof(text) from public;

-- Who a sender is for the limits: an IPv4 address as it is (also when IPv4-mapped), an
-- IPv6 address by its /64 (2001:db8:1:2::/64), anything that is no address as written.
create or replace function private.form_sender_key(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
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
$$;
revoke all on function private.form_sender_key(text) from public;

-- As 20261123110000's, with the sender by private.form_sender_key and, instead of the global
-- refusal, the proof of work while a flood lasts.
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
begin
  perform pg_advisory_xact_lock(hashtextextended(form_name || ':sender:' || sender_key, 0));
  perform pg_advisory_xact_lock(hashtextextended(form_name || ':email:' || email_key, 0));
  if (select count(*) from private.form_submissions s
      where s.form = form_name and s.sender = sender_key and s.submitted_at > now() - interval '10 minutes') >= 5
     or (select count(*) from private.form_submissions s
         where s.form = form_name and s.sender = sender_key and s.submitted_at > now() - interval '1 day') >= 20
     or (select count(*) from private.form_submissions s
         where s.form = form_name and s.email = email_key and s.submitted_at > now() - interval '10 minutes') >= 5 then
    return false;
  end if;
  -- A flood from many addresses: only submissions whose browser did the work get through.
  if (select count(*) from private.form_submissions s where s.submitted_at > now() - interval '1 minute')
       >= (select c.flood_per_minute from private.form_challenge_settings c)
     and not private.take_form_proof(private.request_form_proof()) then
    raise exception 'Yoğunluk nedeniyle gönderiminiz doğrulanamadı. Lütfen tekrar deneyin.'
      using errcode = 'P0001', hint = 'challenge_required';
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
