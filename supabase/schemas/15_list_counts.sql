-- Public list pages: the category filters of /blog and /projects with their counts, counted in
-- the database (one group-by over the published rows, as the caller: RLS keeps visitors to
-- published rows) instead of reading every row into the page.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- `language`: null counts the rows' own category (the default language); another counts the
-- categories of its translations that visitors may read (published and due: their RLS), of
-- published rows.
create or replace function public.blog_post_categories(language text default null)
returns table (name text, count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.category, count(*)::integer from public.blog_posts p
   where p.published and language is null
   group by p.category
  union all
  select t.category, count(*)::integer from public.blog_posts_translations t join public.blog_posts p on p.id = t.item_id
   where t.locale = language and t.published and p.published and t.category is not null
   group by t.category;
$$;
revoke all on function public.blog_post_categories(language text) from public;
grant execute on function public.blog_post_categories(language text) to anon, authenticated, service_role;

-- `language`: null counts the rows' own category (the default language); another counts the
-- categories of its translations that visitors may read (published and due: their RLS), of
-- published rows.
create or replace function public.project_categories(language text default null)
returns table (name text, count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.category, count(*)::integer from public.projects p
   where p.published and language is null
   group by p.category
  union all
  select t.category, count(*)::integer from public.projects_translations t join public.projects p on p.id = t.item_id
   where t.locale = language and t.published and p.published and t.category is not null
   group by t.category;
$$;
revoke all on function public.project_categories(language text) from public;
grant execute on function public.project_categories(language text) to anon, authenticated, service_role;
