-- Rate limits count with one write: the upsert itself starts a new window or counts the attempt,
-- and a refused attempt writes nothing (20261128200000 made a no-op upsert, then an update).

-- Counts an attempt under `counter_key` unless `max_count` is reached in its window; returns
-- 0 when counted, else the seconds until the window ends (at least 1). One upsert counts the
-- attempt (starting a new window when the old one ended) and locks the row, so parallel
-- attempts on any server count one after another; a refused attempt writes nothing (the
-- upsert's WHERE leaves the full window as it is) and only reads when that window ends.
create or replace function private.rate_limit_take(counter_key text, max_count integer, window_ms integer)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
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
$$;
revoke all on function private.rate_limit_take(text, integer, integer) from public;
