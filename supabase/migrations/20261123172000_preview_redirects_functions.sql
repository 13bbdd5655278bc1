-- Draft previews and redirects: the functions the tables of schema/preview-links.ts and
-- schema/redirects.ts use (the tables, their triggers and policies come from the schema, in
-- the next migration). Plain SQL, so they work the same on hosted Supabase.

-- A signed preview link: whoever holds the token sees exactly the one row it was made for, as
-- long as it is neither expired nor revoked, and only under the table its page reads (a blog
-- token does not open a project). Only the token's SHA-256 is stored. Anything else: null.
create or replace function public.preview_row(token text, target text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link_table text;
  link_row uuid;
  found_row jsonb;
begin
  if token is null or length(token) not between 32 and 128 then
    return null;
  end if;
  select l.table_name, l.row_id into link_table, link_row
  from public.preview_links l
  where l.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
    and l.table_name = target
    and l.revoked_at is null
    and l.expires_at > now();
  if link_table is null then
    return null;
  end if;
  -- The table name comes from the stored link (a CHECK limits it to the previewable tables).
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', link_table) into found_row using link_row;
  return found_row;
end;
$$;
revoke all on function public.preview_row(text, text) from public;
grant execute on function public.preview_row(text, text) to anon, authenticated, service_role;

-- Published content whose slug changes keeps its old URL: old path → new path (patterns such
-- as '/blog/{slug}' come from the resource's publicPath, as trigger arguments: the pattern,
-- then the publication flag). Chains collapse (A→B, then B→C: A→C), and a URL that is live
-- again loses its redirect, so no loop can form (A→C, then C→A: only C→A is left).
create or replace function private.record_slug_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  pattern text := tg_argv[0];
  flag text := tg_argv[1];
  new_path text := replace(pattern, '{slug}', new.slug);
  old_path text;
  is_live boolean := coalesce((to_jsonb(new) ->> flag)::boolean, false);
  was_live boolean;
begin
  if not is_live then
    return null;
  end if;
  -- The CMS page 'home' is the home page, served at / and never at /home.
  if new_path = '/home' then
    return null;
  end if;
  -- The new URL is live: a redirect from it would hide it.
  delete from public.redirects where from_path = new_path;
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    old_path := replace(pattern, '{slug}', old.slug);
    was_live := coalesce((to_jsonb(old) ->> flag)::boolean, false);
    if was_live and old_path <> '/home' then
      update public.redirects set to_path = new_path where to_path = old_path;
      insert into public.redirects (from_path, to_path, source)
      values (old_path, new_path, 'auto')
      on conflict (from_path) do update set to_path = excluded.to_path, source = 'auto';
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.record_slug_redirect() from public;

-- Manual redirects: no chains (a target that itself redirects is followed to its end, and
-- redirects to this source move on to its target), and a redirect whose target leads back to
-- its own source is refused with a Turkish message.
create or replace function private.guard_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.guard_redirect() from public;

-- Pages cached for a path that became a redirect must go: every change but the hit counter's
-- tells the content listeners (one notification per transaction, PostgreSQL folds repeats).
create or replace function private.notify_redirect_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.from_path = old.from_path and new.to_path = old.to_path and new.status_code = old.status_code then
    return null;
  end if;
  perform pg_notify('content_changed', tg_table_name);
  return null;
end;
$$;
revoke all on function private.notify_redirect_changed() from public;
