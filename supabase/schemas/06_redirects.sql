-- Redirects: the guard on staff-entered redirects and the notice that reloads the redirect table.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- Manual redirects: no chains (a target that itself redirects is followed to its end, and
-- redirects to this source move on to its target), and a redirect whose target leads back to
-- its own source is refused with a Turkish message.
CREATE OR REPLACE FUNCTION private.guard_redirect()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  asked text := new.to_path;
  next_path text;
  step int := 0;
  cursor_path text;
begin
  if tg_op = 'UPDATE' and new.from_path = old.from_path and new.to_path = old.to_path then
    return new;
  end if;
  if new.to_path = new.from_path then
    raise exception using
      errcode = 'P0001',
      message = 'Bir adres kendisine yönlendirilemez.',
      hint = 'redirect_loop';
  end if;
  select r.to_path into next_path from public.redirects r where r.from_path = new.to_path and r.id <> new.id;
  if next_path is not null and next_path <> new.from_path then
    new.to_path := next_path;
  end if;
  cursor_path := new.to_path;
  while step < 50 loop
    if cursor_path = new.from_path then
      raise exception using
        errcode = 'P0001',
        message = format('Bu yönlendirme bir döngü oluşturur: %s adresi zaten %s adresine yönleniyor.', asked, new.from_path),
        hint = 'redirect_loop';
    end if;
    select r.to_path into next_path from public.redirects r where r.from_path = cursor_path and r.id <> new.id;
    exit when next_path is null;
    cursor_path := next_path;
    next_path := null;
    step := step + 1;
  end loop;
  update public.redirects set to_path = new.to_path where to_path = new.from_path and id <> new.id;
  return new;
end;
$function$;
revoke all on function private.guard_redirect() from public;

-- Pages cached for a path that became a redirect must go: every change but the hit counter's
-- tells the content listeners (one notification per transaction, PostgreSQL folds repeats).
CREATE OR REPLACE FUNCTION private.notify_redirect_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and new.from_path = old.from_path and new.to_path = old.to_path and new.status_code = old.status_code then
    return null;
  end if;
  perform pg_notify('content_changed', tg_table_name);
  return null;
end;
$function$;
revoke all on function private.notify_redirect_changed() from public;
