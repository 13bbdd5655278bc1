-- Visits counted without cookies (server/app/visits): the server counts the public pages it
-- serves in memory and adds them here in batches, one row per day, path, referrer host and
-- first UTM source/campaign. Nothing identifies a visitor: "visitors" are counted with a hash of
-- the day's random salt, the site, the address and the browser's user agent (as Plausible does),
-- kept only for the day it was drawn on; the salt and the hashes of a past day are deleted, so
-- no one (not even the operator) can tie two days or a hash to an address.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- The aggregates staff read (public.visit_report): small, however many views (a year of traffic
-- is a few hundred thousand rows at most). '' for "none" keeps the key a plain primary key.
-- Counts are integers (a row is one day of one page and source): sum() then adds in bigint,
-- several times faster than the numeric it uses for bigint columns.
create table if not exists private.page_views_daily (
  day date not null,
  path text not null,
  referrer_host text not null default '',
  utm_source text not null default '',
  utm_campaign text not null default '',
  views integer not null default 0,
  visitors integer not null default 0,
  constraint page_views_daily_pkey PRIMARY KEY (day, path, referrer_host, utm_source, utm_campaign),
  constraint page_views_daily_path_check CHECK (((length(path) <= 500) AND (path ~~ '/%'::text))),
  constraint page_views_daily_referrer_check CHECK ((length(referrer_host) <= 253)),
  constraint page_views_daily_utm_check CHECK (((length(utm_source) <= 200) AND (length(utm_campaign) <= 200)))
);
alter table private.page_views_daily enable row level security;
revoke all on table private.page_views_daily from anon, authenticated, service_role;
grant select on table private.page_views_daily to authenticated;

-- The whole site's views and visitors of a day (a visitor of three pages is one visitor here).
create table if not exists private.site_visits_daily (
  day date not null,
  views integer not null default 0,
  visitors integer not null default 0,
  constraint site_visits_daily_pkey PRIMARY KEY (day)
);
alter table private.site_visits_daily enable row level security;
revoke all on table private.site_visits_daily from anon, authenticated, service_role;
grant select on table private.site_visits_daily to authenticated;

-- The salt of the current day; the previous days' are deleted as the next day's is drawn.
create table if not exists private.visit_salts (
  day date not null,
  salt bytea not null default extensions.gen_random_bytes(32),
  constraint visit_salts_pkey PRIMARY KEY (day)
);
alter table private.visit_salts enable row level security;
revoke all on table private.visit_salts from anon, authenticated, service_role;

-- The visitor hashes of the current day, per path ('' for the whole site): a hash already here
-- is not a new visitor, on whichever server it was counted. Deleted with the day's salt.
create table if not exists private.visitor_hashes (
  day date not null,
  scope text not null,
  hash bytea not null,
  constraint visitor_hashes_pkey PRIMARY KEY (day, scope, hash)
);
alter table private.visitor_hashes enable row level security;
revoke all on table private.visitor_hashes from anon, authenticated, service_role;

-- Staff read the aggregates; no one writes them through the API (the server writes as owner).
drop policy if exists "page_views_daily_staff_read" on private.page_views_daily;
create policy "page_views_daily_staff_read" on private.page_views_daily as permissive for select to authenticated
  using ((select private.is_staff()));
drop policy if exists "site_visits_daily_staff_read" on private.site_visits_daily;
create policy "site_visits_daily_staff_read" on private.site_visits_daily as permissive for select to authenticated
  using ((select private.is_staff()));
drop policy if exists "visit_salts_no_api_access" on private.visit_salts;
create policy "visit_salts_no_api_access" on private.visit_salts as permissive for all to anon, authenticated
  using (false)
  with check (false);
drop policy if exists "visitor_hashes_no_api_access" on private.visitor_hashes;
create policy "visitor_hashes_no_api_access" on private.visitor_hashes as permissive for all to anon, authenticated
  using (false)
  with check (false);

-- The salt of `for_day` (the server's day, Europe/Istanbul), drawn by the first server to ask;
-- every older salt and the hashes made with it go at the same time (the rotation).
CREATE OR REPLACE FUNCTION private.visit_salt(for_day date)
 RETURNS bytea
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  result bytea;
begin
  insert into private.visit_salts (day) values (for_day) on conflict do nothing;
  delete from private.visit_salts where day < for_day;
  delete from private.visitor_hashes where day < for_day;
  select s.salt into result from private.visit_salts s where s.day = for_day;
  return result;
end;
$function$;
revoke all on function private.visit_salt(date) from public;

-- One batch of a server's counts: views per key, and the visitor hashes each key saw first in
-- the batch (scope '' with key -1: the site). A hash another server (or an earlier batch) has
-- already stored is no new visitor, so several servers over one database add up exactly.
CREATE OR REPLACE FUNCTION private.record_page_views(days date[], paths text[], referrer_hosts text[], utm_sources text[], utm_campaigns text[], view_counts bigint[], hash_days date[], hash_scopes text[], hash_values bytea[], hash_keys integer[])
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  with fresh as (
    insert into private.visitor_hashes (day, scope, hash)
      select h.day, h.scope, h.hash from unnest(hash_days, hash_scopes, hash_values) as h(day, scope, hash)
      on conflict do nothing
      returning day, scope, hash
  ),
  credited as (
    select h.key, count(*) as n
    from unnest(hash_days, hash_scopes, hash_values, hash_keys) as h(day, scope, hash, key)
    join fresh f on f.day = h.day and f.scope = h.scope and f.hash = h.hash
    group by h.key
  ),
  keyed as (
    select v.*, coalesce(c.n, 0) as visitors
    from unnest(days, paths, referrer_hosts, utm_sources, utm_campaigns, view_counts) with ordinality as v(day, path, referrer_host, utm_source, utm_campaign, views, key)
    left join credited c on c.key = v.key
  ),
  pages as (
    insert into private.page_views_daily as d (day, path, referrer_host, utm_source, utm_campaign, views, visitors)
      select k.day, k.path, k.referrer_host, k.utm_source, k.utm_campaign, k.views, k.visitors from keyed k
      on conflict (day, path, referrer_host, utm_source, utm_campaign) do update
        set views = d.views + excluded.views, visitors = d.visitors + excluded.visitors
      returning 1
  )
  insert into private.site_visits_daily as s (day, views, visitors)
    select k.day, sum(k.views), coalesce((select c.n from credited c where c.key = -1), 0)
    from keyed k group by k.day
    on conflict (day) do update set views = s.views + excluded.views, visitors = s.visitors + excluded.visitors;
$function$;
revoke all on function private.record_page_views(date[], text[], text[], text[], text[], bigint[], date[], text[], bytea[], integer[]) from public;

-- The dashboard's "Ziyaretler" over the last `days` days (Europe/Istanbul, today included): the
-- site's views and visitors, the top pages, referrers and UTM campaigns, and each landing page
-- with its views and leads (contact_messages: source_path is the page the form was on,
-- utm_campaign the visit's first touch). Conversion is leads per view; the admin divides.
-- Security invoker: RLS decides (staff read everything; anyone else reads no aggregates and no
-- messages, so gets zeros); never granted to anon. Reads at most `days` days of aggregates.
CREATE OR REPLACE FUNCTION public.visit_report(days integer)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with span as (
    select first_day, (first_day::timestamp at time zone 'Europe/Istanbul') as from_time
    from (select (now() at time zone 'Europe/Istanbul')::date - (least(greatest(days, 1), 366) - 1) as first_day) f
  ),
  -- One pass over the period's rows (the primary key's day range): totals per path, per
  -- referrer and per campaign at once.
  grouped as (
    select d.path, d.referrer_host, d.utm_campaign, grouping(d.path) as by_other_than_path, grouping(d.referrer_host) as by_other_than_referrer,
      sum(d.views) as views, sum(d.visitors) as visitors
    from private.page_views_daily d, span s
    where d.day >= s.first_day
    group by grouping sets ((d.path), (d.referrer_host), (d.utm_campaign))
  ),
  by_path as (select g.path, g.views, g.visitors from grouped g where g.by_other_than_path = 0),
  top_pages as (select * from by_path p order by p.views desc, p.path limit 10),
  top_referrers as (
    select g.referrer_host as host, g.views, g.visitors from grouped g
    where g.by_other_than_path = 1 and g.by_other_than_referrer = 0 and g.referrer_host <> '' order by g.views desc, host limit 10
  ),
  top_campaigns as (
    select g.utm_campaign as campaign, g.views, g.visitors from grouped g
    where g.by_other_than_path = 1 and g.by_other_than_referrer = 1 and g.utm_campaign <> '' order by g.views desc, campaign limit 10
  ),
  campaign_leads as (
    select m.utm_campaign as campaign, count(*) as leads
    from public.contact_messages m, span s
    where m.created_at >= s.from_time and m.utm_campaign in (select c.campaign from top_campaigns c)
    group by m.utm_campaign
  ),
  landing as (
    select p.id, p.title, p.published, case when p.slug = 'home' then '/' else '/' || p.slug end as path
    from public.pages p where p.landing_page
  ),
  landing_views as (
    select l.*, coalesce(v.views, 0) as views, coalesce(v.visitors, 0) as visitors,
      (select count(*) from public.contact_messages m, span s where m.source_path = l.path and m.created_at >= s.from_time) as leads
    from landing l
    left join by_path v on v.path = l.path
  ),
  site as (
    select coalesce(sum(v.views), 0) as views, coalesce(sum(v.visitors), 0) as visitors
    from private.site_visits_daily v, span s where v.day >= s.first_day
  )
  select jsonb_build_object(
    'first_day', (select s.first_day from span s),
    'views', (select site.views from site),
    'visitors', (select site.visitors from site),
    'pages', coalesce((select jsonb_agg(jsonb_build_object('path', t.path, 'views', t.views, 'visitors', t.visitors,
        'leads', (select count(*) from public.contact_messages m, span s where m.source_path = t.path and m.created_at >= s.from_time)
      ) order by t.views desc, t.path) from top_pages t), '[]'::jsonb),
    'referrers', coalesce((select jsonb_agg(jsonb_build_object('host', t.host, 'views', t.views, 'visitors', t.visitors) order by t.views desc, t.host) from top_referrers t), '[]'::jsonb),
    'campaigns', coalesce((select jsonb_agg(jsonb_build_object('campaign', t.campaign, 'views', t.views, 'visitors', t.visitors,
        'leads', coalesce((select c.leads from campaign_leads c where c.campaign = t.campaign), 0)
      ) order by t.views desc, t.campaign) from top_campaigns t), '[]'::jsonb),
    'landing_pages', coalesce((select jsonb_agg(jsonb_build_object('id', l.id, 'title', l.title, 'path', l.path, 'published', l.published,
        'views', l.views, 'visitors', l.visitors, 'leads', l.leads
      ) order by l.leads desc, l.views desc, l.title) from landing_views l), '[]'::jsonb)
  );
$function$;
revoke all on function public.visit_report(integer) from public, anon;
grant execute on function public.visit_report(integer) to authenticated, service_role;
