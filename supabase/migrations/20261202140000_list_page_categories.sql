-- The public list pages' category filters with their counts, counted in the database: the blog's
-- sidebar and the projects page used to read every published row's category and count in the
-- page (a read capped at 1000 rows, so wrong beyond that, and growing with the content).
-- Security invoker: row-level security limits visitors to published rows, as for a plain read;
-- the group-by reads the (category, created_at) where published indexes.
create or replace function public.blog_post_categories()
returns table (name text, count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.category, count(*)::integer from public.blog_posts p where p.published group by p.category;
$$;
revoke all on function public.blog_post_categories() from public;
grant execute on function public.blog_post_categories() to anon, authenticated, service_role;

create or replace function public.project_categories()
returns table (name text, count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.category, count(*)::integer from public.projects p where p.published group by p.category;
$$;
revoke all on function public.project_categories() from public;
grant execute on function public.project_categories() to anon, authenticated, service_role;
