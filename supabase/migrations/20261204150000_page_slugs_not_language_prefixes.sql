-- A page lives at /{slug}, so a page whose slug is a language's prefix ('en') was hidden by
-- that language's home (/en). The next, generated migration adds the CHECK
-- pages_slug_not_language (schema/pages.ts, from schema/languages.ts); before it, such pages
-- (and English pages at /en/en) get a free slug '<code>-sayfa' ('-2', '-3' … if taken), each
-- reported by a NOTICE, and their drafts and kept versions follow, so a draft can still be
-- published and an old version restored.
do $migration$
declare
  prefixes text[] := array['en'];
  r record;
  candidate text;
  n integer;
begin
  for r in
    select 'pages' as tbl, id, slug, null::text as locale from public.pages where slug = any (prefixes)
    union all
    select 'pages_translations', id, slug, locale from public.pages_translations where slug = any (prefixes)
  loop
    n := 1;
    candidate := r.slug || '-sayfa';
    while exists (select 1 from public.pages where r.tbl = 'pages' and slug = candidate)
       or exists (select 1 from public.pages_translations where r.tbl = 'pages_translations' and locale = r.locale and slug = candidate) loop
      n := n + 1;
      candidate := r.slug || '-sayfa-' || n;
    end loop;
    execute format('update public.%I set slug = $1 where id = $2', r.tbl) using candidate, r.id;
    -- /en showed the English home, never this page: no redirect from there (an English
    -- page's /en/en was reachable and keeps the one its slug trigger recorded).
    if r.tbl = 'pages' then
      delete from public.redirects where source = 'auto' and from_path = '/' || r.slug;
    end if;
    update public.content_drafts set data = jsonb_set(data, '{slug}', to_jsonb(candidate))
     where table_name = r.tbl and row_id = r.id and data ->> 'slug' = r.slug;
    update public.content_revisions set data = jsonb_set(data, '{slug}', to_jsonb(candidate))
     where table_name = r.tbl and row_id = r.id and data ->> 'slug' = any (prefixes);
    raise notice 'pages: % slug "%" is a language prefix; renamed to "%" (% %)', r.tbl, r.slug, candidate, r.tbl, r.id;
  end loop;
end
$migration$;
