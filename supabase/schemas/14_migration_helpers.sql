-- Helpers migrations call: a constraint is validated, or the rows that break it are reported.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- private.validate_or_report takes a CHECK or a foreign key that a generated migration added
-- NOT VALID to a table that already has rows (scripts/db/data-steps.ts), so rows an older
-- release left behind do not stop an upgrade half-way. With no such row the key is
-- validated at once; otherwise it stays NOT VALID (new and changed rows must meet it) and the
-- NOTICE names the rows and the VALIDATE statement, as for a CHECK.
CREATE OR REPLACE FUNCTION private.validate_or_report(target regclass, constraint_name text)
 RETURNS bigint
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  con record;
  refused_where text;
  refused bigint;
  ids text;
begin
  select c.contype, c.conkey, c.confkey, c.confrelid, pg_catalog.pg_get_expr(c.conbin, c.conrelid) as expr
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
  elsif con.contype = 'f' then
    -- MATCH SIMPLE, PostgreSQL's default: a row is checked when none of its key columns is
    -- NULL, and refused when no row of the referenced table has the same values.
    select format('%s and not exists (select 1 from %s r where %s)',
             string_agg(format('%s.%I is not null', target, a.attname), ' and ' order by k.n),
             con.confrelid::regclass,
             string_agg(format('r.%I = %s.%I', ra.attname, target, a.attname), ' and ' order by k.n))
      into refused_where
      from unnest(con.conkey, con.confkey) with ordinality as k(col, ref_col, n)
      join pg_catalog.pg_attribute a on a.attrelid = target and a.attnum = k.col
      join pg_catalog.pg_attribute ra on ra.attrelid = con.confrelid and ra.attnum = k.ref_col;
  else
    raise exception 'validate_or_report: % on % is neither a CHECK, a NOT NULL nor a foreign key', constraint_name, target;
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
$function$;
revoke all on function private.validate_or_report(target regclass, constraint_name text) from public;
