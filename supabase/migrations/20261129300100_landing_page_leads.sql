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
  -- One count per landing page, each an index range of contact_messages_source_path_idx
  -- (source_path, created_at): few landing pages, however many messages.
  select p.id, p.title, p.slug, p.published, l.leads
  from public.pages p
  cross join lateral (
    select count(*) as leads
    from public.contact_messages m
    where m.source_path = case when p.slug = 'home' then '/' else '/' || p.slug end
      and m.created_at >= now() - interval '30 days'
  ) l
  where p.landing_page
  order by l.leads desc, p.title
$$;
revoke all on function public.landing_page_leads() from public, anon;
grant execute on function public.landing_page_leads() to authenticated, service_role;
