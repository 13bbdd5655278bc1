-- Webhooks: the endpoints' write-only secrets, the triggers that queue an event for every
-- endpoint that wants it (in the transaction of the change, so an event exists exactly when
-- its change does), and the guard that lets administrators only ask for a delivery again.
-- The servers deliver (server/app/webhooks/webhook-deliverer.ts); docs/webhooks.md.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration.

set check_function_bodies = off;

-- An endpoint's signing secret, as the administrator typed it (the server signs with it, so it
-- cannot be a hash). In the private schema, which /rest/v1 does not expose, with no right for
-- any API role: after its save it never reaches a browser again. Only the servers read it,
-- over their owner connection, when they sign a delivery.
create table if not exists private.webhook_secrets (
  endpoint_id uuid not null,
  secret text not null,
  updated_at timestamp with time zone not null default now(),
  constraint webhook_secrets_pkey PRIMARY KEY (endpoint_id),
  constraint webhook_secrets_secret_check CHECK (((length(secret) >= 16) AND (length(secret) <= 200)))
);
alter table private.webhook_secrets enable row level security;
revoke all on table private.webhook_secrets from anon, authenticated, service_role;

-- Keeps a typed secret in private.webhook_secrets and the column empty; an empty secret on an
-- update keeps the stored one, on an insert it is refused (23514, the constraint the admin
-- names at the field).
CREATE OR REPLACE FUNCTION private.webhook_endpoint_keep_secret()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if coalesce(new.secret, '') <> '' then
    insert into private.webhook_secrets (endpoint_id, secret, updated_at) values (new.id, new.secret, now())
    on conflict (endpoint_id) do update set secret = excluded.secret, updated_at = excluded.updated_at;
    if tg_op = 'UPDATE' and new.id is distinct from old.id then
      delete from private.webhook_secrets s where s.endpoint_id = old.id;
    end if;
  elsif tg_op = 'INSERT' or not exists (select 1 from private.webhook_secrets s where s.endpoint_id = new.id) then
    raise exception 'Gizli anahtar gerekli.' using errcode = '23514', constraint = 'webhook_endpoints_secret_required';
  end if;
  new.secret := '';
  new.has_secret := true;
  return new;
end;
$function$;
revoke all on function private.webhook_endpoint_keep_secret() from public;

CREATE OR REPLACE FUNCTION private.webhook_endpoint_drop_secret()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from private.webhook_secrets s where s.endpoint_id = old.id;
  return null;
end;
$function$;
revoke all on function private.webhook_endpoint_drop_secret() from public;

-- One pending delivery per enabled endpoint that wants the event, due now, and a wake-up for
-- the servers (notification `webhook_queued`, sent at commit).
CREATE OR REPLACE FUNCTION private.enqueue_webhook(event text, subject_table text, subject_id text, payload jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.webhook_deliveries (endpoint_id, endpoint_name, event, subject_table, subject_id, payload, status, attempts, next_attempt_at)
  select e.id, e.name, enqueue_webhook.event, enqueue_webhook.subject_table, enqueue_webhook.subject_id, enqueue_webhook.payload, 'pending', 0, now()
    from public.webhook_endpoints e
   where e.enabled
     and case enqueue_webhook.event
           when 'lead.created' then e.on_lead_created
           when 'lead.updated' then e.on_lead_updated
           when 'lead.stage_changed' then e.on_lead_stage_changed
           when 'content.published' then e.on_content_published
           else false
         end;
  if found then
    perform pg_notify('webhook_queued', enqueue_webhook.event);
  end if;
end;
$function$;
revoke all on function private.enqueue_webhook(event text, subject_table text, subject_id text, payload jsonb) from public;

-- lead.created on insert, lead.updated on an update that changed anything but the time of the
-- change, and besides it lead.stage_changed when the stage moved (the old and new stage keys,
-- who moved it: the signed-in staff member, or null for the server or SQL; and when); a
-- deleted lead takes its deliveries (and the personal data in them) with it.
CREATE OR REPLACE FUNCTION private.webhook_lead_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' then
    delete from public.webhook_deliveries d where d.subject_table = tg_table_name and d.subject_id = old.id::text;
    return null;
  end if;
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'updated_at') = (to_jsonb(old) - 'updated_at') then
    return null;
  end if;
  perform private.enqueue_webhook(case tg_op when 'INSERT' then 'lead.created' else 'lead.updated' end,
                                  tg_table_name, new.id::text, jsonb_build_object('lead', to_jsonb(new)));
  if tg_op = 'UPDATE' and new.stage is distinct from old.stage then
    perform private.enqueue_webhook('lead.stage_changed', tg_table_name, new.id::text, jsonb_build_object(
      'lead_id', new.id,
      'from_stage', old.stage,
      'to_stage', new.stage,
      'changed_by', case when (select auth.uid()) is null then null
                         else jsonb_build_object('id', (select auth.uid()), 'email', (select auth.email())) end,
      'changed_at', now(),
      'lead', to_jsonb(new)));
  end if;
  return null;
end;
$function$;
revoke all on function private.webhook_lead_changed() from public;

-- The go-lives of public content already announced (content.published): one row per content
-- row whose current go-live was sent. A row is visible when its flag is on and its publication
-- time (if it has one) has come; it leaves this table when it stops being visible (taken off
-- or scheduled again), so its next go-live is announced again. The unique key makes two
-- servers' (or two runs') announcement of one go-live a single event: the second insert finds
-- the first's row and sends nothing.
create table if not exists private.webhook_announced_publications (
  subject_table text not null,
  subject_id text not null,
  announced_at timestamp with time zone not null default now(),
  constraint webhook_announced_publications_pkey PRIMARY KEY (subject_table, subject_id)
);
alter table private.webhook_announced_publications enable row level security;
revoke all on table private.webhook_announced_publications from anon, authenticated, service_role;

-- What content.published says of a row: its table, id, title, slug and public address.
CREATE OR REPLACE FUNCTION private.content_published_payload(subject_table text, row_now jsonb, path_template text, title_column text)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'table', subject_table,
    'id', row_now ->> 'id',
    'title', row_now ->> title_column,
    'slug', row_now ->> 'slug',
    'path', replace(path_template, '{slug}', coalesce(row_now ->> 'slug', '')));
$function$;
revoke all on function private.content_published_payload(subject_table text, row_now jsonb, path_template text, title_column text) from public;

-- The arguments schema/ gave a public table's webhook_content_published trigger (address
-- template, flag, title column, publication time's column), or null for another table.
CREATE OR REPLACE FUNCTION private.content_published_args(table_name text)
 RETURNS text[]
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select string_to_array(encode(tg.tgargs, 'escape'), '\000')
    from pg_catalog.pg_trigger tg
    join pg_catalog.pg_class c on c.oid = tg.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relname = content_published_args.table_name
     and tg.tgname = 'webhook_content_published' and not tg.tgisinternal;
$function$;
revoke all on function private.content_published_args(table_name text) from public;

-- content.published when a row of a public content table goes live by a write: inserted or
-- turned on with no publication time or one already past (a staff click, or a scheduled draft
-- applied by apply_due_drafts, whose update fires this too). A flagged row whose time is still
-- ahead goes live by the clock, with no write: private.announce_due_publications, which the
-- servers run, sends that one. The arguments come from schema/ (scripts/db/schema-sql.ts): the
-- address template ('/blog/{slug}'), the publication flag, the title column and the
-- publication time's column ('' for a table without one). A deleted row's record goes with it.
CREATE OR REPLACE FUNCTION private.webhook_content_published()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  path_template text := tg_argv[0];
  flag text := tg_argv[1];
  title_column text := tg_argv[2];
  schedule text := coalesce(tg_argv[3], '');
  row_now jsonb := to_jsonb(new);
  live_from timestamptz := case when schedule <> '' then (row_now ->> schedule)::timestamptz end;
begin
  if tg_op = 'DELETE' then
    delete from private.webhook_announced_publications a where a.subject_table = tg_table_name and a.subject_id = old.id::text;
    return null;
  end if;
  if coalesce((row_now ->> flag)::boolean, false) is not true or live_from > now() then
    delete from private.webhook_announced_publications a where a.subject_table = tg_table_name and a.subject_id = new.id::text;
    return null;
  end if;
  insert into private.webhook_announced_publications (subject_table, subject_id) values (tg_table_name, new.id::text)
  on conflict do nothing;
  if found then
    perform private.enqueue_webhook('content.published', tg_table_name, new.id::text,
                                    private.content_published_payload(tg_table_name, row_now, path_template, title_column));
  end if;
  return null;
end;
$function$;
revoke all on function private.webhook_content_published() from public;

-- content.published when a draft of a published row is applied (publish_draft, or
-- apply_due_drafts at the draft's time): the new version is live. private.apply_draft writes
-- the row, then deletes the draft, in one transaction, so a draft deleted while its row was
-- written in this transaction (its updated_at is now()) was applied; a discarded one was not.
-- An announcement already made by this transaction (the row's flip above) is not repeated.
CREATE OR REPLACE FUNCTION private.webhook_draft_published()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  args text[] := private.content_published_args(old.table_name);
  row_now jsonb;
  live_from timestamptz;
begin
  if args is null then
    return null;
  end if;
  execute format('select to_jsonb(r) from public.%I r where r.id::text = $1', old.table_name) into row_now using old.row_id::text;
  if row_now is null or (row_now ->> 'updated_at')::timestamptz is distinct from now() then
    return null;
  end if;
  live_from := case when coalesce(args[4], '') <> '' then (row_now ->> args[4])::timestamptz end;
  if coalesce((row_now ->> args[2])::boolean, false) is not true or live_from > now() then
    return null;
  end if;
  insert into private.webhook_announced_publications as a (subject_table, subject_id) values (old.table_name, old.row_id::text)
  on conflict (subject_table, subject_id) do update set announced_at = now() where a.announced_at < now();
  if found then
    perform private.enqueue_webhook('content.published', old.table_name, old.row_id::text,
                                    private.content_published_payload(old.table_name, row_now, args[1], args[3]));
  end if;
  return null;
end;
$function$;
revoke all on function private.webhook_draft_published() from public;

-- content.published for rows whose publication time came with no write (published earlier
-- for later). The servers run it every WEBHOOK_POLL_SECONDS (server/app/webhooks); each go-live
-- is recorded in private.webhook_announced_publications in the same transaction as its
-- deliveries, so two servers, two runs or a restart send it once. The tables are those with
-- the trigger above and a publication time (its arguments say which). Returns how many
-- go-lives it announced.
CREATE OR REPLACE FUNCTION private.announce_due_publications()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  t record;
  args text[];
  due record;
  row_now jsonb;
  announced integer := 0;
begin
  for t in
    select c.oid::regclass as tbl, c.relname::text as name
      from pg_catalog.pg_trigger tg
      join pg_catalog.pg_class c on c.oid = tg.tgrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and tg.tgname = 'webhook_content_published' and not tg.tgisinternal
     order by c.relname
  loop
    args := private.content_published_args(t.name);
    if coalesce(args[4], '') = '' then
      continue;
    end if;
    for due in
      execute format(
        'insert into private.webhook_announced_publications (subject_table, subject_id)
         select $1, r.id::text from %1$s r
          where r.%2$I and r.%3$I <= now()
            and not exists (select 1 from private.webhook_announced_publications a where a.subject_table = $1 and a.subject_id = r.id::text)
         order by r.%3$I
         on conflict do nothing
         returning subject_id', t.tbl, args[2], args[4])
      using t.name
    loop
      execute format('select to_jsonb(r) from %s r where r.id::text = $1', t.tbl) into row_now using due.subject_id;
      perform private.enqueue_webhook('content.published', t.name, due.subject_id,
                                      private.content_published_payload(t.name, row_now, args[1], args[3]));
      announced := announced + 1;
    end loop;
  end loop;
  return announced;
end;
$function$;
revoke all on function private.announce_due_publications() from public;
grant execute on function private.announce_due_publications() to service_role;

-- Deliveries come from the triggers above (the owner); an administrator's API update can
-- only ask for one again: status back to pending, due now, attempts and claim reset, nothing
-- else of the row changed. An API insert is refused (42501): the log cannot be forged.
CREATE OR REPLACE FUNCTION private.guard_webhook_delivery()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    raise exception 'Gönderim kayıtları elle eklenemez.' using errcode = '42501';
  end if;
  if new.status is distinct from 'pending' then
    return old;
  end if;
  new := old;
  new.status := 'pending';
  new.attempts := 0;
  new.next_attempt_at := now();
  new.delivered_at := null;
  new.claimed_by := null;
  new.claimed_until := null;
  return new;
end;
$function$;
revoke all on function private.guard_webhook_delivery() from public;

drop policy if exists "webhook_announced_publications_no_api_access" on private.webhook_announced_publications;
create policy "webhook_announced_publications_no_api_access" on private.webhook_announced_publications as permissive for all to anon, authenticated
  using (false)
  with check (false);

drop policy if exists "webhook_secrets_no_api_access" on private.webhook_secrets;
create policy "webhook_secrets_no_api_access" on private.webhook_secrets as permissive for all to anon, authenticated
  using (false)
  with check (false);
