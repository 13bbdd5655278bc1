-- Library blocks (issue 25): a content_blocks row of type 'block' holds one block,
-- content = { block_type, data }, checked against the same generated block schemas as a
-- page's own blocks. A page entry may name one instead of carrying data: { id, ref, hidden? }.
-- The page stores the reference (not a copy), so editing the library block changes every
-- page that uses it; the site resolves references when the page loads.
--
-- Rules (codes as PostgreSQL raises them, PostgREST answers 409 for 23503, 400 for 23514):
-- * an entry's envelope is { id, type, hidden?, data } or { id, ref, hidden? } with ref a
--   uuid (pages_blocks_valid, 23514);
-- * a ref added to a page must name an existing, active library block (trigger
--   check_block_refs, 23503); refs already on the page stay when their block is later
--   deactivated (the site then shows nothing for them);
-- * a library block in use cannot be deleted or turned into another kind of block
--   (trigger guard_library_block, 23503, a Turkish message listing the pages).

-- A library block's content: { block_type, data } with data valid for its type.
create or replace function private.library_block_valid(content jsonb)
returns boolean
language plpgsql
immutable
security definer
set search_path = ''
as $$
declare
  schemas jsonb := private.block_schemas();
  key text;
  problem text;
begin
  if jsonb_typeof(content) <> 'object' then
    problem := 'is not a JSON object';
  else
    select k into key from jsonb_object_keys(content) k where k not in ('block_type', 'data') limit 1;
    if key is not null then
      problem := format('has the unknown key %s', key);
    elsif jsonb_typeof(content -> 'block_type') is distinct from 'string' then
      problem := 'needs a block_type';
    elsif not schemas ? (content ->> 'block_type') then
      problem := format('has the unknown block_type %s', content ->> 'block_type');
    elsif not content ? 'data' then
      problem := 'needs its data';
    else
      problem := private.json_schema_error(schemas -> (content ->> 'block_type'), content -> 'data', 'data');
    end if;
  end if;
  if problem is not null then
    raise exception using
      errcode = 'check_violation',
      message = format('The library block''s content %s', problem),
      detail = format('Block type: %s.', coalesce(content ->> 'block_type', '-'));
  end if;
  return true;
end;
$$;
revoke all on function private.library_block_valid(jsonb) from public;
grant execute on function private.library_block_valid(jsonb) to anon, authenticated, service_role;

-- The envelope check of pages.blocks, now also accepting references.
create or replace function private.page_blocks_valid(blocks jsonb)
returns boolean
language plpgsql
immutable
security definer
set search_path = ''
as $$
declare
  schemas jsonb := private.block_schemas();
  entry jsonb;
  pos bigint;
  key text;
  ids text[] := '{}';
  problem text;
begin
  if blocks is null then return true; end if;
  if jsonb_typeof(blocks) <> 'array' then
    raise exception using errcode = 'check_violation', message = 'pages.blocks must be a JSON array of blocks';
  end if;
  for entry, pos in select e, o from jsonb_array_elements(blocks) with ordinality as x(e, o) loop
    problem := null;
    if jsonb_typeof(entry) <> 'object' then
      problem := 'is not a JSON object';
    elsif jsonb_typeof(entry -> 'id') is distinct from 'string' or char_length(entry ->> 'id') not between 1 and 64 then
      problem := 'needs an id of 1 to 64 characters';
    elsif (entry ->> 'id') = any (ids) then
      problem := format('repeats the id %s', entry ->> 'id');
    elsif entry ? 'hidden' and jsonb_typeof(entry -> 'hidden') <> 'boolean' then
      problem := 'has a hidden that is not true or false';
    elsif entry ? 'ref' then
      select k into key from jsonb_object_keys(entry) k where k not in ('id', 'ref', 'hidden') limit 1;
      if key is not null then
        problem := format('has the key %s beside its ref', key);
      elsif jsonb_typeof(entry -> 'ref') is distinct from 'string'
            or (entry ->> 'ref') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
        problem := 'has a ref that is not a library block id';
      end if;
    else
      select k into key from jsonb_object_keys(entry) k where k not in ('id', 'type', 'hidden', 'data') limit 1;
      if key is not null then
        problem := format('has the unknown key %s', key);
      elsif jsonb_typeof(entry -> 'type') is distinct from 'string' then
        problem := 'needs a type';
      elsif not schemas ? (entry ->> 'type') then
        problem := format('has the unknown type %s', entry ->> 'type');
      elsif not entry ? 'data' then
        problem := 'needs its data';
      else
        problem := private.json_schema_error(schemas -> (entry ->> 'type'), entry -> 'data', 'data');
      end if;
    end if;
    if problem is not null then
      raise exception using
        errcode = 'check_violation',
        message = format('Block %s of pages.blocks %s', pos, problem),
        detail = format('Block id: %s, type: %s.', coalesce(entry ->> 'id', '-'), coalesce(entry ->> 'type', '-'));
    end if;
    ids := ids || (entry ->> 'id');
  end loop;
  return true;
end;
$$;
revoke all on function private.page_blocks_valid(jsonb) from public;
grant execute on function private.page_blocks_valid(jsonb) to anon, authenticated, service_role;

-- The refs of a page's blocks that look like ids (others are the envelope check's to refuse).
create or replace function private.block_refs(blocks jsonb)
returns uuid[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct (e ->> 'ref')::uuid), '{}')
    from jsonb_array_elements(case when jsonb_typeof(blocks) = 'array' then blocks else '[]'::jsonb end) e
   where jsonb_typeof(e) = 'object'
     and jsonb_typeof(e -> 'ref') = 'string'
     and (e ->> 'ref') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
$$;
revoke all on function private.block_refs(jsonb) from public;

-- Before a page is written: every ref it adds names an active library block. Security
-- definer: the check sees every library block, whoever writes (RLS still decides the write).
create or replace function private.check_block_refs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  added uuid[];
  missing uuid;
  inactive uuid;
begin
  added := array(
    select r from unnest(private.block_refs(new.blocks)) r
    except
    select r from unnest(case when tg_op = 'UPDATE' then private.block_refs(old.blocks) else '{}'::uuid[] end) r
  );
  if cardinality(added) = 0 then return new; end if;
  select r into missing from unnest(added) r
   where not exists (select 1 from public.content_blocks b where b.id = r and b.type = 'block') limit 1;
  if missing is not null then
    raise exception using
      errcode = 'foreign_key_violation',
      message = 'Sayfadaki bir blok, kütüphanede bulunmayan bir bloğa bağlı.',
      detail = format('Key (ref)=(%s) is not present in the block library.', missing),
      hint = 'Bloğu kütüphaneden yeniden seçin ya da sayfadan kaldırın.';
  end if;
  select r into inactive from unnest(added) r
   where exists (select 1 from public.content_blocks b where b.id = r and b.type = 'block' and not b.published) limit 1;
  if inactive is not null then
    raise exception using
      errcode = 'foreign_key_violation',
      message = 'Pasif bir kütüphane bloğu sayfaya eklenemez.',
      detail = format('Key (ref)=(%s) is an inactive library block.', inactive),
      hint = 'Bloğu kütüphanede aktif yapın.';
  end if;
  return new;
end;
$$;
revoke all on function private.check_block_refs() from public;

-- Before a library block is deleted or made another kind of block: refuse while pages use it.
create or replace function private.guard_library_block()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  titles text;
begin
  if old.type <> 'block' or (tg_op = 'UPDATE' and new.type = 'block') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  select string_agg(format('"%s"', p.title), ', ' order by p.title) into titles
    from public.pages p
   where p.blocks @> jsonb_build_array(jsonb_build_object('ref', old.id::text));
  if titles is not null then
    raise exception using
      errcode = 'foreign_key_violation',
      message = format('Bu kütüphane bloğu şu sayfalarda kullanılıyor: %s. Önce bu sayfalardan kaldırın ya da kopyaya çevirin.', titles),
      detail = format('Key (id)=(%s) is still referenced from pages.blocks.', old.id);
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function private.guard_library_block() from public;
