-- Visitors see only the media that published content uses.
--
-- The bucket listing: storage.objects was readable by anon, so `storage.from('media').list()`
-- named every upload, unpublished ones included. Files of the public bucket download by their
-- address without any policy (as on Supabase), so visitors need no listing: staff list it.
drop policy if exists "media: anyone reads" on storage.objects;
create policy "media: staff read"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'media' and (select private.is_staff()));

-- The alt texts: public.media_alt_texts (generated from schema/, scripts/db/media-alt-texts-sql.ts,
-- in the next migration) keeps only addresses that content the caller may read uses, under the
-- caller's RLS; this reads the staff-only library for those addresses alone.
create or replace function private.media_alt_texts_of(urls text[])
returns table (file_url text, alt_text text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.file_url, m.alt_text
  from public.media_library m
  where m.file_url = any (urls[1:50])
    and m.alt_text is not null
    and m.alt_text <> '';
$$;
revoke all on function private.media_alt_texts_of(text[]) from public;
grant execute on function private.media_alt_texts_of(text[]) to anon, authenticated, service_role;
