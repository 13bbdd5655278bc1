-- Page blocks: their validation against the block schemas (generated: private.block_schemas),
-- the library blocks a page refers to, and the guard that keeps a referenced library block.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- The first place a JSON value breaks a schema ('<path>: <rule>'), or null. The subset of
-- JSON Schema codegen emits for block data: type, enum, const, anyOf, string lengths and
-- pattern, number ranges, list length and items, required and closed object properties.
-- Formats are left to the form (uri-reference accepts nearly any text anyway).
CREATE OR REPLACE FUNCTION private.json_schema_error(schema jsonb, value jsonb, path text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  kind text := jsonb_typeof(value);
  types jsonb;
  key text;
  item jsonb;
  pos bigint;
  found text;
  matched boolean := false;
begin
  if schema ? 'anyOf' then
    for item in select e from jsonb_array_elements(schema -> 'anyOf') e loop
      if private.json_schema_error(item, value, path) is null then
        matched := true;
        exit;
      end if;
    end loop;
    if not matched then return format('%s has none of the allowed shapes', path); end if;
  end if;
  if schema ? 'type' then
    types := case when jsonb_typeof(schema -> 'type') = 'array' then schema -> 'type' else jsonb_build_array(schema -> 'type') end;
    if not (types ? kind or (kind = 'number' and types ? 'integer' and (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric))) then
      return format('%s must be of type %s', path, array_to_string(array(select jsonb_array_elements_text(types)), ' or '));
    end if;
  end if;
  if schema ? 'enum' and not (schema -> 'enum') @> jsonb_build_array(value) then
    return format('%s is not one of the allowed values', path);
  end if;
  if schema ? 'const' and schema -> 'const' <> value then
    return format('%s is not the allowed value', path);
  end if;
  if kind = 'string' then
    if schema ? 'minLength' and char_length(value #>> '{}') < (schema ->> 'minLength')::int then
      return case when (schema ->> 'minLength')::int = 1 then format('%s must not be empty', path)
                  else format('%s is shorter than %s characters', path, schema ->> 'minLength') end;
    end if;
    if schema ? 'maxLength' and char_length(value #>> '{}') > (schema ->> 'maxLength')::int then
      return format('%s is longer than %s characters', path, schema ->> 'maxLength');
    end if;
    if schema ? 'pattern' and (value #>> '{}') !~ (schema ->> 'pattern') then
      return format('%s does not match the pattern %s', path, schema ->> 'pattern');
    end if;
  elsif kind = 'number' then
    if schema ? 'minimum' and (value #>> '{}')::numeric < (schema ->> 'minimum')::numeric then
      return format('%s is less than %s', path, schema ->> 'minimum');
    end if;
    if schema ? 'maximum' and (value #>> '{}')::numeric > (schema ->> 'maximum')::numeric then
      return format('%s is more than %s', path, schema ->> 'maximum');
    end if;
  elsif kind = 'array' then
    if schema ? 'minItems' and jsonb_array_length(value) < (schema ->> 'minItems')::int then
      return format('%s has fewer than %s items', path, schema ->> 'minItems');
    end if;
    if schema ? 'maxItems' and jsonb_array_length(value) > (schema ->> 'maxItems')::int then
      return format('%s has more than %s items', path, schema ->> 'maxItems');
    end if;
    if schema ? 'items' then
      for item, pos in select e, o from jsonb_array_elements(value) with ordinality as x(e, o) loop
        found := private.json_schema_error(schema -> 'items', item, format('%s[%s]', path, pos - 1));
        if found is not null then return found; end if;
      end loop;
    end if;
  elsif kind = 'object' then
    for key in select jsonb_array_elements_text(coalesce(schema -> 'required', '[]'::jsonb)) loop
      if not value ? key then return format('%s.%s is required', path, key); end if;
    end loop;
    for key, item in select k, v from jsonb_each(value) as x(k, v) loop
      if schema -> 'properties' ? key then
        found := private.json_schema_error(schema -> 'properties' -> key, item, format('%s.%s', path, key));
        if found is not null then return found; end if;
      elsif schema -> 'additionalProperties' = 'false'::jsonb then
        return format('%s.%s is not a field of this block', path, key);
      end if;
    end loop;
  end if;
  return null;
end;
$function$;
revoke all on function private.json_schema_error(schema jsonb, value jsonb, path text) from public;

-- The refs of a page's blocks that look like ids (others are the envelope check's to refuse).
CREATE OR REPLACE FUNCTION private.block_refs(blocks jsonb)
 RETURNS uuid[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(distinct (e ->> 'ref')::uuid), '{}')
    from jsonb_array_elements(case when jsonb_typeof(blocks) = 'array' then blocks else '[]'::jsonb end) e
   where jsonb_typeof(e) = 'object'
     and jsonb_typeof(e -> 'ref') = 'string'
     and (e ->> 'ref') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
$function$;
revoke all on function private.block_refs(blocks jsonb) from public;

-- A library block's content: { block_type, data } with data valid for its type.
CREATE OR REPLACE FUNCTION private.library_block_valid(content jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.library_block_valid(content jsonb) from public;
grant execute on function private.library_block_valid(content jsonb) to anon, authenticated, service_role;

-- The envelope check of pages.blocks: inline blocks and references to library blocks.
CREATE OR REPLACE FUNCTION private.page_blocks_valid(blocks jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.page_blocks_valid(blocks jsonb) from public;
grant execute on function private.page_blocks_valid(blocks jsonb) to anon, authenticated, service_role;

-- Before a page is written: every ref it adds names an active library block. Security
-- definer: the check sees every library block, whoever writes (RLS still decides the write).
CREATE OR REPLACE FUNCTION private.check_block_refs()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.check_block_refs() from public;

-- Before a library block is deleted or made another kind of block: refuse while pages use it.
CREATE OR REPLACE FUNCTION private.guard_library_block()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.guard_library_block() from public;
