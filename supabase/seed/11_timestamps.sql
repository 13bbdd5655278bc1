-- Demo content, last part: rows were inserted with past creation dates; their last change is
-- that creation, not the moment of seeding (the dashboard's recent activity reads updated_at).
-- The updated_at triggers would stamp now(), so they are paused for this one statement each.

alter table public.pages disable trigger set_updated_at;
update public.pages set updated_at = created_at;
alter table public.pages enable trigger set_updated_at;

alter table public.blog_posts disable trigger set_updated_at;
update public.blog_posts set updated_at = created_at;
alter table public.blog_posts enable trigger set_updated_at;

alter table public.projects disable trigger set_updated_at;
update public.projects set updated_at = created_at;
alter table public.projects enable trigger set_updated_at;

alter table public.services disable trigger set_updated_at;
update public.services set updated_at = created_at;
alter table public.services enable trigger set_updated_at;

alter table public.testimonials disable trigger set_updated_at;
update public.testimonials set updated_at = created_at;
alter table public.testimonials enable trigger set_updated_at;

alter table public.contact_messages disable trigger set_updated_at;
update public.contact_messages set updated_at = created_at;
alter table public.contact_messages enable trigger set_updated_at;
