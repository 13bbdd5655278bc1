-- Library references ({ id, ref }) are not accepted until library blocks exist: the site would
-- show nothing for them. 20261128700000 shipped accepting them; this is the same check without.

-- True when every entry of a page's blocks is well formed; otherwise raises 23514 naming the
-- entry (1-based, as staff count) and the rule it breaks. An entry is { id, type, hidden?, data };
-- ids are unique within the page. Security definer: the block schemas are not the caller's to read.
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
