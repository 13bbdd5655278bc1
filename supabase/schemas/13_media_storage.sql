-- Media: the storage bucket's policies and the alt texts visitors may read.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- The alt texts: public.media_alt_texts (generated from schema/, scripts/db/media-alt-texts-sql.ts)
-- keeps only addresses that content the caller may read uses, under the
-- caller's RLS; this reads the staff-only library for those addresses alone.
CREATE OR REPLACE FUNCTION private.media_alt_texts_of(urls text[])
 RETURNS TABLE(file_url text, alt_text text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.file_url, m.alt_text
  from public.media_library m
  where m.file_url = any (urls[1:50])
    and m.alt_text is not null
    and m.alt_text <> '';
$function$;
revoke all on function private.media_alt_texts_of(urls text[]) from public;
grant execute on function private.media_alt_texts_of(urls text[]) to anon, authenticated, service_role;

-- The focal points of library images at the addresses given (public pages position their
-- cropped views with them: object-position, and Storage's Open Graph crop). The caller
-- already has each address, a file anyone may download; it learns only where that picture's
-- subject is, never which other files the staff-only library holds.
CREATE OR REPLACE FUNCTION public.media_focal_points(urls text[])
 RETURNS TABLE(file_url text, focal_x double precision, focal_y double precision)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.file_url, m.focal_x, m.focal_y
  from public.media_library m
  where m.file_url = any (urls[1:100])
    and m.focal_x is not null
    and m.focal_y is not null;
$function$;
revoke all on function public.media_focal_points(urls text[]) from public;
grant execute on function public.media_focal_points(urls text[]) to anon, authenticated, service_role;

drop policy if exists "public buckets are visible" on storage.buckets;
create policy "public buckets are visible" on storage.buckets as permissive for select to anon, authenticated
  using (public);

drop policy if exists "media: staff delete" on storage.objects;
create policy "media: staff delete" on storage.objects as permissive for delete to authenticated
  using (((bucket_id = 'media'::text) AND ( SELECT private.is_staff() AS is_staff)));

drop policy if exists "media: staff read" on storage.objects;
create policy "media: staff read" on storage.objects as permissive for select to authenticated
  using (((bucket_id = 'media'::text) AND ( SELECT private.is_staff() AS is_staff)));

drop policy if exists "media: staff update" on storage.objects;
create policy "media: staff update" on storage.objects as permissive for update to authenticated
  using (((bucket_id = 'media'::text) AND ( SELECT private.is_staff() AS is_staff)))
  with check (((bucket_id = 'media'::text) AND ( SELECT private.is_staff() AS is_staff)));

drop policy if exists "media: staff upload" on storage.objects;
create policy "media: staff upload" on storage.objects as permissive for insert to authenticated
  with check (((bucket_id = 'media'::text) AND ( SELECT private.is_staff() AS is_staff)));
