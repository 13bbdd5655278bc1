-- The dashboard's "Açılış sayfalarından gelen mesajlar (son 30 gün)": every landing page
-- (pages.landing_page) with the number of contact messages sent from it (contact_messages.
-- source_path, the path the form was on) in the last 30 days, most first. Counted in the
-- database, so the admin never downloads the messages to count them.
--
-- Security invoker: the caller's RLS decides what is counted. Staff read every page and every
-- message; anyone else would see no messages (and only published pages), so the function is
-- granted to authenticated (staff sign in) and the service role only, never to anon.
create or replace function public.landing_page_leads()
returns table (page_id uuid, title text, slug text, published boolean, leads bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.id, p.title, p.slug, p.published, count(m.id) as leads
  from public.pages p
  left join public.contact_messages m
    on m.source_path = case when p.slug = 'home' then '/' else '/' || p.slug end
   and m.created_at >= now() - interval '30 days'
  where p.landing_page
  group by p.id, p.title, p.slug, p.published
  order by count(m.id) desc, p.title
$$;
revoke all on function public.landing_page_leads() from public, anon;
grant execute on function public.landing_page_leads() to authenticated, service_role;
