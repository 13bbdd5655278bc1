-- Upgrades that meet rows a new constraint refuses (scripts/db/data-steps.ts). A generated
-- migration adds a new CHECK or NOT NULL on an existing table as NOT VALID and then calls
-- private.validate_or_report: when every row meets it, the constraint is validated at once
-- (a new database ends exactly as schema/ describes); when some rows do not, it stays NOT
-- VALID (new and changed rows must meet it, old rows stay as they were) and a NOTICE names
-- the table, the constraint, how many rows and their first ids, and the statement that
-- validates it once they are corrected. The server prints that notice while migrating and
-- lists the constraints still NOT VALID at every start. Returns the number of refused rows.
create or replace function private.validate_or_report(target regclass, constraint_name text)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  con record;
  refused_where text;
  refused bigint;
  ids text;
begin
  select c.contype, c.conkey, pg_catalog.pg_get_expr(c.conbin, c.conrelid) as expr
    into con
    from pg_catalog.pg_constraint c
   where c.conrelid = target and c.conname = constraint_name;
  if not found then
    raise exception 'validate_or_report: table % has no constraint %', target, constraint_name;
  end if;
  if con.contype = 'n' then
    select format('%I is null', a.attname) into refused_where
      from pg_catalog.pg_attribute a
     where a.attrelid = target and a.attnum = con.conkey[1];
  elsif con.contype = 'c' then
    refused_where := format('not (%s)', con.expr);
  else
    raise exception 'validate_or_report: % on % is neither a CHECK nor a NOT NULL', constraint_name, target;
  end if;

  execute format('select count(*) from %s where %s', target, refused_where) into refused;
  if refused = 0 then
    execute format('alter table %s validate constraint %I', target, constraint_name);
    return 0;
  end if;

  if exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = target and a.attname = 'id' and not a.attisdropped) then
    execute format('select string_agg(s.id::text, '', '' order by s.id) from (select id from %s where %s order by id limit 20) s', target, refused_where)
      into ids;
  end if;
  raise notice '%', format(
    'Table %s: %s rows do not meet the new constraint %s%s. It was added NOT VALID: new and changed rows must meet it, these rows stay as they are. Correct them, then run: alter table %s validate constraint %I;',
    target, refused, constraint_name,
    case when ids is null then '' else format(' (id %s%s)', ids, case when refused > 20 then ', …' else '' end) end,
    target, constraint_name);
  return refused;
end;
$$;
revoke all on function private.validate_or_report(regclass, text) from public;
