-- Tell listeners when public content or the settings change, so a server that caches pages
-- built from them (the embedded server's crawler HTML, robots.txt, sitemap.xml) can drop its
-- cache at once. One notification per statement; without a listener it costs nothing.

create or replace function private.notify_content_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('content_changed', tg_table_name);
  return null;
end;
$$;
revoke all on function private.notify_content_changed() from public;

create trigger notify_content_changed after insert or update or delete or truncate on public.pages
  for each statement execute function private.notify_content_changed();
create trigger notify_content_changed after insert or update or delete or truncate on public.blog_posts
  for each statement execute function private.notify_content_changed();
create trigger notify_content_changed after insert or update or delete or truncate on public.projects
  for each statement execute function private.notify_content_changed();
create trigger notify_content_changed after insert or update or delete or truncate on public.services
  for each statement execute function private.notify_content_changed();
create trigger notify_content_changed after insert or update or delete or truncate on public.site_settings
  for each statement execute function private.notify_content_changed();
create trigger notify_content_changed after insert or update or delete or truncate on public.seo_settings
  for each statement execute function private.notify_content_changed();
