-- Page blocks (schema/blocks): the database checks every entry of pages.blocks as the admin's
-- form does, so a request that skips the admin cannot store a block the site cannot render.
-- The CHECK pages_blocks_valid (generated from schema/pages.ts) calls private.page_blocks_valid;
-- the JSON Schema of each block type comes from the generated private.block_schemas().
-- A refused entry raises 23514 (check_violation) naming the block and the rule, which
-- PostgREST answers with 400 and its {code, details, hint, message}.

-- Until the generated migration after this one replaces it with the block types of
-- schema/blocks, no type is known (existing pages have no blocks, so nothing is refused).
create or replace function private.block_schemas() returns jsonb language sql immutable parallel safe set search_path = '' as $$ select '{}'::jsonb $$;
revoke all on function private.block_schemas() from public;

-- The first place a JSON value breaks a schema ('<path>: <rule>'), or null. The subset of
-- JSON Schema codegen emits for block data: type, enum, const, anyOf, string lengths and
-- pattern, number ranges, list length and items, required and closed object properties.
-- Formats are left to the form (uri-reference accepts nearly any text anyway).
create or replace function private.json_schema_error(schema jsonb, value jsonb, path text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
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
$$;
revoke all on function private.json_schema_error(jsonb, jsonb, text) from public;

-- True when every entry of a page's blocks is well formed; otherwise raises 23514 naming the
-- entry (1-based, as staff count) and the rule it breaks. An entry is { id, type, hidden?, data }
-- or a reference to a library block { id, ref: <content_blocks.id>, hidden? }; ids are unique
-- within the page. Security definer: the block schemas are not the caller's to read.
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
    else
      select k into key from jsonb_object_keys(entry) k where k not in ('id', 'type', 'ref', 'hidden', 'data') limit 1;
      if key is not null then
        problem := format('has the unknown key %s', key);
      elsif entry ? 'ref' then
        if entry ? 'type' or entry ? 'data' then
          problem := 'is a library reference and cannot have a type or data of its own';
        elsif jsonb_typeof(entry -> 'ref') <> 'string' or (entry ->> 'ref') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
          problem := 'has a ref that is not a content block id';
        end if;
      elsif jsonb_typeof(entry -> 'type') is distinct from 'string' then
        problem := 'needs a type or a ref';
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
        detail = format('Block id: %s, type: %s.', coalesce(entry ->> 'id', '-'), coalesce(entry ->> 'type', case when entry ? 'ref' then 'library reference' else '-' end));
    end if;
    ids := ids || (entry ->> 'id');
  end loop;
  return true;
end;
$$;
revoke all on function private.page_blocks_valid(jsonb) from public;
grant execute on function private.page_blocks_valid(jsonb) to anon, authenticated, service_role;
