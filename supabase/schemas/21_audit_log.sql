-- The audit log (public.audit_log, schema/audit-log.ts): who did what, when, from where.
-- Written by the database, never by a client: every schema/ table gets the trigger
-- `record_audit` from scripts/db/audit-sql.ts (so a table added there is logged without a
-- list to keep), and this file adds the same for media files (storage.objects), the SMTP
-- settings, staff accounts and roles (auth.users), and copies the auth server's own trail
-- (auth.audit_log_entries: sign-ins, failed sign-ins, sign-outs, 2FA changes). Append-only:
-- no API role may change or delete a row, and the trigger below refuses it to the table's
-- owner too, but for the rows older than the retention setting, which the server prunes.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration.

set check_function_bodies = off;

-- A field's value as the log keeps it: never a secret's (named by the table's trigger, or by
-- a name that says so), and not a large body (a post's content): only its length.
CREATE OR REPLACE FUNCTION private.audit_value(field text, value jsonb, hidden text[])
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
           when value is null or value = 'null'::jsonb then 'null'::jsonb
           when field = any(hidden) or field ~* '(password|secret|token|api_?key|hash|sealed)' then '{"omitted": "secret"}'::jsonb
           when octet_length(value::text) > 1000 then jsonb_build_object('omitted', 'large', 'length', octet_length(value::text))
           else value
         end;
$function$;
revoke all on function private.audit_value(text, jsonb, text[]) from public;

-- One entry, with who (the request's user, else `fallback_actor`: the row's updated_by for
-- writes the server makes on someone's behalf), the request's role and the client address
-- (private.request_client_address: the one the server trusts behind its proxy).
CREATE OR REPLACE FUNCTION private.audit_write(action text, table_name text, row_id text, changed_fields text[], changes jsonb, fallback_actor uuid DEFAULT NULL::uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  actor uuid := coalesce(auth.uid(), fallback_actor);
  email text := claims ->> 'email';
  address text := nullif(private.request_client_address(), 'unknown');
begin
  if email is null and actor is not null then
    select u.email into email from auth.users u where u.id = actor;
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, changed_fields, changes, ip_address)
  values (actor, email, coalesce(claims ->> 'role', 'system'), action, table_name, row_id, coalesce(changed_fields, '{}'), changes, left(address, 64));
end;
$function$;
revoke all on function private.audit_write(text, text, text, text[], jsonb, uuid) from public;

-- The trigger of every audited table: arguments are what to keep (`values`: changed fields
-- with old and new values; `names`: only which fields), the publication flag ('' for none; a
-- change of it is `publish` / `unpublish`) and the columns whose values are secret.
-- Visitors' own writes (a contact message, a subscription) are no staff action: not logged.
-- An update that changes nothing but updated_at is not logged either.
CREATE OR REPLACE FUNCTION private.record_audit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  mode text := tg_argv[0];
  flag text := nullif(tg_argv[1], '');
  hidden text[] := coalesce(tg_argv[2:], '{}');
  fields text[];
  changes jsonb;
  verb text := lower(tg_op);
  target text := case when tg_table_schema = 'public' then tg_table_name else tg_table_schema || '.' || tg_table_name end;
begin
  if coalesce(current_setting('role', true), '') in ('anon', 'authenticated') and not (select private.is_writer()) then
    return null;
  end if;
  select coalesce(array_agg(k order by k), '{}') into fields
    from jsonb_object_keys(coalesce(new_row, old_row)) as k
   where k not in ('updated_at', 'created_at')
     and case tg_op
           when 'UPDATE' then old_row -> k is distinct from new_row -> k
           when 'INSERT' then new_row -> k <> 'null'::jsonb
           else old_row -> k <> 'null'::jsonb
         end;
  if tg_op = 'UPDATE' and cardinality(fields) = 0 then
    return null;
  end if;
  if tg_op = 'UPDATE' and flag = any(fields) then
    verb := case when (new_row ->> flag)::boolean then 'publish' else 'unpublish' end;
  end if;
  if mode = 'values' then
    select jsonb_object_agg(k, jsonb_strip_nulls(jsonb_build_object(
             'old', case when old_row is not null then private.audit_value(k, old_row -> k, hidden) end,
             'new', case when new_row is not null then private.audit_value(k, new_row -> k, hidden) end)))
      into changes
      from unnest(fields) as k;
  end if;
  perform private.audit_write(verb, target, coalesce(new_row ->> 'id', old_row ->> 'id'), fields, changes,
    case when (coalesce(new_row, old_row) ->> 'updated_by') ~ '^[0-9a-f-]{36}$' then (coalesce(new_row, old_row) ->> 'updated_by')::uuid end);
  return null;
end;
$function$;
revoke all on function private.record_audit() from public;

-- Append-only: nobody changes an entry, and only entries older than the retention setting
-- (site_settings.audit_retention_days, 365 days without a row) may go; truncating is refused.
-- The API roles hold no such privilege anyway (42501 before this runs); this stops the owner.
CREATE OR REPLACE FUNCTION private.audit_log_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' and old.created_at < now() - make_interval(days => private.audit_retention_days()) then
    return old;
  end if;
  raise exception 'audit_log is append-only: % refused', lower(tg_op)
    using errcode = '42501', hint = 'Entries are removed only when older than site_settings.audit_retention_days.';
end;
$function$;
revoke all on function private.audit_log_append_only() from public;

CREATE OR REPLACE FUNCTION private.audit_retention_days()
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select s.audit_retention_days from public.site_settings s order by s.created_at limit 1), 365);
$function$;
revoke all on function private.audit_retention_days() from public;

-- KVKK: entries older than the retention setting are deleted. The embedded server runs it at
-- start and every hour (server/app/privacy/audit-retention.ts); on hosted Supabase pg_cron can
-- (`select public.prune_audit_log()`). Only the service role and the owner may run it.
CREATE OR REPLACE FUNCTION public.prune_audit_log()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  removed integer;
begin
  delete from public.audit_log a where a.created_at < now() - make_interval(days => private.audit_retention_days());
  get diagnostics removed = row_count;
  return removed;
end;
$function$;
revoke all on function public.prune_audit_log() from public;
grant execute on function public.prune_audit_log() to service_role;

-- Staff accounts and roles: creating and removing an account, a role change, disabling; not
-- every sign-in's last_sign_in_at (the auth trail below has the sign-ins).
CREATE OR REPLACE FUNCTION private.record_user_audit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  before jsonb := case when tg_op <> 'INSERT' then jsonb_build_object('email', old.email, 'role', old.raw_app_meta_data ->> 'role', 'banned_until', old.banned_until, 'deleted_at', old.deleted_at) end;
  after jsonb := case when tg_op <> 'DELETE' then jsonb_build_object('email', new.email, 'role', new.raw_app_meta_data ->> 'role', 'banned_until', new.banned_until, 'deleted_at', new.deleted_at) end;
  fields text[];
  changes jsonb;
begin
  select coalesce(array_agg(k order by k), '{}') into fields
    from jsonb_object_keys(coalesce(after, before)) as k
   where (before -> k) is distinct from (after -> k);
  if cardinality(fields) = 0 then
    return null;
  end if;
  select jsonb_object_agg(k, jsonb_strip_nulls(jsonb_build_object('old', before -> k, 'new', after -> k))) into changes from unnest(fields) as k;
  perform private.audit_write(lower(tg_op), 'auth.users', coalesce(new.id, old.id)::text, fields, changes);
  return null;
end;
$function$;
revoke all on function private.record_user_audit() from public;

-- The auth server's trail (GoTrue's auth.audit_log_entries, which the embedded server writes
-- the same way) in the one log staff read: the actor and address are the entry's. Refreshed
-- and revoked tokens are routine, not actions. It must never fail a sign-in: errors are dropped.
CREATE OR REPLACE FUNCTION private.copy_auth_audit_entry()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  entry jsonb := new.payload::jsonb;
  actor uuid;
begin
  if entry ->> 'action' in ('token_refreshed', 'token_revoked') then
    return null;
  end if;
  begin
    actor := nullif(entry ->> 'actor_id', '00000000-0000-0000-0000-000000000000')::uuid;
    insert into public.audit_log (created_at, actor_id, actor_email, actor_role, action, table_name, row_id, changed_fields, changes, ip_address)
    values (coalesce(new.created_at, now()), actor, nullif(entry ->> 'actor_username', ''), 'auth', left('auth.' || coalesce(entry ->> 'action', 'unknown'), 63),
            'auth', new.id::text, '{}', entry -> 'traits', left(nullif(new.ip_address, ''), 64));
  exception when others then
    raise warning 'audit log: auth entry % not copied: %', new.id, sqlerrm;
  end;
  return null;
end;
$function$;
revoke all on function private.copy_auth_audit_entry() from public;

create or replace trigger record_audit AFTER INSERT OR DELETE OR UPDATE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.record_audit('values', '');
create or replace trigger record_audit AFTER INSERT OR DELETE OR UPDATE ON private.smtp_settings FOR EACH ROW EXECUTE FUNCTION private.record_audit('values', '', 'password_sealed');
create or replace trigger record_user_audit AFTER INSERT OR DELETE OR UPDATE OF email, raw_app_meta_data, banned_until, deleted_at ON auth.users FOR EACH ROW EXECUTE FUNCTION private.record_user_audit();
create or replace trigger copy_auth_audit_entry AFTER INSERT ON auth.audit_log_entries FOR EACH ROW EXECUTE FUNCTION private.copy_auth_audit_entry();
