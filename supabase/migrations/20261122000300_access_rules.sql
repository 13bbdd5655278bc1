-- Who may do what. Row-level security on every table; table privileges granted explicitly
-- and minimally (new public tables are not granted to the API roles automatically).
--   anon:          reads published content and the settings rows; sends the two public forms.
--   authenticated: the same, and everything else only as staff (private.is_staff(): admin
--                  role in app_metadata, aal2 once a TOTP factor is verified).
--   service_role:  bypasses RLS (server-side tools only; never in the browser).
-- One permissive policy per role and action, so the planner checks one expression.

do $$
declare
  t text;
begin
  foreach t in array array[
    'pages', 'blog_posts', 'projects', 'services', 'team_members', 'testimonials', 'menus',
    'content_blocks', 'media_library', 'seo_settings', 'site_settings', 'contact_messages',
    'newsletter_subscribers'
  ] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
  end loop;

  -- Published content: anyone reads published rows, staff read and change everything.
  foreach t in array array[
    'pages', 'blog_posts', 'projects', 'services', 'team_members', 'testimonials', 'menus', 'content_blocks'
  ] loop
    execute format('grant select on table public.%I to anon', t);
    execute format('create policy "anon reads published" on public.%I for select to anon using (published)', t);
    execute format('create policy "signed-in read published, staff read all" on public.%I for select to authenticated using (published or (select private.is_staff()))', t);
    execute format('create policy "staff insert" on public.%I for insert to authenticated with check ((select private.is_staff()))', t);
    execute format('create policy "staff update" on public.%I for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()))', t);
    execute format('create policy "staff delete" on public.%I for delete to authenticated using ((select private.is_staff()))', t);
  end loop;

  -- Settings: public reads (the site needs them), staff writes.
  foreach t in array array['seo_settings', 'site_settings'] loop
    execute format('grant select on table public.%I to anon', t);
    execute format('create policy "anyone reads" on public.%I for select to anon, authenticated using (true)', t);
    execute format('create policy "staff insert" on public.%I for insert to authenticated with check ((select private.is_staff()))', t);
    execute format('create policy "staff update" on public.%I for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()))', t);
    execute format('create policy "staff delete" on public.%I for delete to authenticated using ((select private.is_staff()))', t);
  end loop;

  -- Staff-only tables, apart from the public form inserts below.
  foreach t in array array['media_library', 'contact_messages', 'newsletter_subscribers'] loop
    execute format('create policy "staff read" on public.%I for select to authenticated using ((select private.is_staff()))', t);
    execute format('create policy "staff update" on public.%I for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()))', t);
    execute format('create policy "staff delete" on public.%I for delete to authenticated using ((select private.is_staff()))', t);
  end loop;
end
$$;

create policy "staff insert" on public.media_library for insert to authenticated with check ((select private.is_staff()));

-- Contact form: only the form's columns, and a message always starts as 'new'.
grant insert (name, email, phone, company, service, message, status) on table public.contact_messages to anon;
create policy "visitors send new messages" on public.contact_messages
  for insert to anon with check (status = 'new');
create policy "visitors send new messages, staff insert any" on public.contact_messages
  for insert to authenticated with check (status = 'new' or (select private.is_staff()));

-- Newsletter form: the e-mail only; status and dates take their defaults.
grant insert (email) on table public.newsletter_subscribers to anon;
create policy "visitors subscribe" on public.newsletter_subscribers
  for insert to anon with check (status = 'active' and unsubscribed_at is null);
create policy "visitors subscribe, staff insert any" on public.newsletter_subscribers
  for insert to authenticated with check ((status = 'active' and unsubscribed_at is null) or (select private.is_staff()));

-- Flood guards for the public forms: real visitors never reach these limits; a script that
-- posts in a loop does, and gets a clear error instead of filling the tables.
create or replace function private.limit_contact_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select private.is_staff()) then
    return new;
  end if;
  if (select count(*) from public.contact_messages m
      where lower(m.email) = lower(new.email) and m.created_at > now() - interval '1 hour') >= 5
     or (select count(*) from public.contact_messages m
         where m.created_at > now() - interval '1 minute') >= 30 then
    raise exception 'Çok fazla mesaj gönderildi. Lütfen daha sonra tekrar deneyin.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  return new;
end;
$$;
revoke all on function private.limit_contact_messages() from public;

create trigger limit_contact_messages before insert on public.contact_messages
  for each row execute function private.limit_contact_messages();

create or replace function private.limit_newsletter_subscriptions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select private.is_staff()) then
    return new;
  end if;
  if (select count(*) from public.newsletter_subscribers s
      where s.subscribed_at > now() - interval '1 minute') >= 60 then
    raise exception 'Çok fazla abonelik isteği. Lütfen daha sonra tekrar deneyin.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  return new;
end;
$$;
revoke all on function private.limit_newsletter_subscriptions() from public;

create trigger limit_newsletter_subscriptions before insert on public.newsletter_subscribers
  for each row execute function private.limit_newsletter_subscriptions();
