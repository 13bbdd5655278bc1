-- Translations (issue 41): the tables `<table>_translations` come from schema/ (a resource's
-- `localized` fields, scripts/codegen/translations.ts) and get the same save triggers as their
-- base tables (02_content_saves.sql: version check, updated_at, revisions, change notify).
-- What differs is the address: a translation lives under its language's prefix.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration.

set check_function_bodies = off;

-- A published translation whose slug changes keeps its old URL, as record_slug_redirect does
-- for the default language: '/en' || pattern, the pattern (the base's publicPath, e.g.
-- '/blog/{slug}') as the trigger's argument. The page 'home' is the language's home ('/en'),
-- never '/en/home'. Chains collapse and a live URL loses its redirect, as in the base.
CREATE OR REPLACE FUNCTION private.record_translation_slug_redirect()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pattern text := tg_argv[0];
  prefix text := '/' || new.locale;
  new_path text;
  old_path text;
begin
  if not coalesce(new.published, false) or new.slug is null then
    return null;
  end if;
  new_path := prefix || replace(pattern, '{slug}', new.slug);
  if new_path = prefix || '/home' then
    return null;
  end if;
  delete from public.redirects where from_path = new_path;
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug and old.slug is not null
     and coalesce(old.published, false) and old.locale = new.locale then
    old_path := prefix || replace(pattern, '{slug}', old.slug);
    if old_path <> prefix || '/home' then
      update public.redirects set to_path = new_path where to_path = old_path;
      insert into public.redirects (from_path, to_path, source)
      values (old_path, new_path, 'auto')
      on conflict (from_path) do update set to_path = excluded.to_path, source = 'auto';
    end if;
  end if;
  return null;
end;
$function$;
revoke all on function private.record_translation_slug_redirect() from public;

-- The alt texts of library files in a language other than the default (for
-- public.media_alt_texts(urls, source_table, source_id, language), generated from schema/):
-- the translation's alt text (media_library_translations), else the default language's, so
-- an image is never left without one. Security definer as private.media_alt_texts_of: the
-- library is staff-only, and the generated function has already kept only the addresses
-- that content the caller may read uses.
CREATE OR REPLACE FUNCTION private.media_alt_texts_in(urls text[], language text)
 RETURNS TABLE(file_url text, alt_text text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.file_url, coalesce(nullif(t.alt_text, ''), m.alt_text)
  from public.media_library m
  left join public.media_library_translations t on t.item_id = m.id and t.locale = language
  where m.file_url = any (urls[1:50])
    and coalesce(nullif(t.alt_text, ''), m.alt_text) <> '';
$function$;
revoke all on function private.media_alt_texts_in(urls text[], language text) from public;
grant execute on function private.media_alt_texts_in(urls text[], language text) to anon, authenticated, service_role;
