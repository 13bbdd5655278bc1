-- The site shows the media library's alt text for the images it renders. The library itself is
-- staff-only (file names, sizes and uploaders are not public); this function hands visitors
-- only the alt texts of the image addresses they already see, so public pages are rendered
-- with the anon key alone (on the server, in the browser and by `npm run prerender`).
create or replace function public.media_alt_texts(urls text[])
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
revoke all on function public.media_alt_texts(text[]) from public;
grant execute on function public.media_alt_texts(text[]) to anon, authenticated, service_role;
