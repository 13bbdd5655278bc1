-- Rate limits shared by every server process: counters in one table, taken and refunded by key.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- One row per counted key (sign-in attempts, form senders, …) while its window lasts.
create table if not exists private.rate_limit_counters (
  key text not null,
  count integer not null,
  reset_at timestamp with time zone not null,
  constraint rate_limit_counters_pkey PRIMARY KEY (key)
);
revoke all on table private.rate_limit_counters from anon, authenticated, service_role;

-- Counts an attempt under `counter_key` unless `max_count` is reached in its window; returns
-- 0 when counted, else the seconds until the window ends (at least 1). One upsert counts the
-- attempt (starting a new window when the old one ended) and locks the row, so parallel
-- attempts on any server count one after another; a refused attempt writes nothing (the
-- upsert's WHERE leaves the full window as it is) and only reads when that window ends.
CREATE OR REPLACE FUNCTION private.rate_limit_take(counter_key text, max_count integer, window_ms integer)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  window_end timestamptz;
begin
  insert into private.rate_limit_counters as c (key, count, reset_at)
    values (counter_key, greatest(0, least(max_count, 1)), clock_timestamp() + make_interval(secs => window_ms / 1000.0))
    on conflict (key) do update
      set count = case when c.reset_at <= clock_timestamp() then excluded.count else c.count + 1 end,
          reset_at = case when c.reset_at <= clock_timestamp() then excluded.reset_at else c.reset_at end
      where c.reset_at <= clock_timestamp() or c.count < max_count
    returning c.reset_at into window_end;
  if found and max_count >= 1 then
    -- Forget ended windows now and then, so the table stays as small as the active keys.
    if random() < 0.01 then
      delete from private.rate_limit_counters where reset_at < clock_timestamp();
    end if;
    return 0;
  end if;
  if not found then
    select reset_at into window_end from private.rate_limit_counters where key = counter_key;
  end if;
  return greatest(1, ceil(extract(epoch from coalesce(window_end, clock_timestamp()) - clock_timestamp()))::integer);
end;
$function$;
revoke all on function private.rate_limit_take(counter_key text, max_count integer, window_ms integer) from public;

-- Gives back one attempt (a successful sign-in does not count).
CREATE OR REPLACE FUNCTION private.rate_limit_refund(counter_key text)
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update private.rate_limit_counters set count = count - 1
   where key = counter_key and count > 0 and reset_at > clock_timestamp();
$function$;
revoke all on function private.rate_limit_refund(counter_key text) from public;

-- The attempts counted under the key in its current window.
CREATE OR REPLACE FUNCTION private.rate_limit_count(counter_key text)
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce((select count from private.rate_limit_counters
                    where key = counter_key and reset_at > clock_timestamp()), 0);
$function$;
revoke all on function private.rate_limit_count(counter_key text) from public;
