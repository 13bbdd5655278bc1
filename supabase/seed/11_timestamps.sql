-- Demo content, last part: rows were inserted with past creation dates; their last change is
-- that creation, not the moment of seeding (the dashboard's recent activity reads updated_at).
-- The updated_at triggers would stamp now() (and the version check refuse a back-dated
-- updated_at), so they are paused for this one statement each.

alter table public.pages disable trigger set_updated_at, disable trigger check_row_version;
update public.pages set updated_at = created_at;
alter table public.pages enable trigger set_updated_at, enable trigger check_row_version;

alter table public.blog_posts disable trigger set_updated_at, disable trigger check_row_version;
update public.blog_posts set updated_at = created_at;
alter table public.blog_posts enable trigger set_updated_at, enable trigger check_row_version;

alter table public.projects disable trigger set_updated_at, disable trigger check_row_version;
update public.projects set updated_at = created_at;
alter table public.projects enable trigger set_updated_at, enable trigger check_row_version;

alter table public.services disable trigger set_updated_at, disable trigger check_row_version;
update public.services set updated_at = created_at;
alter table public.services enable trigger set_updated_at, enable trigger check_row_version;

alter table public.testimonials disable trigger set_updated_at, disable trigger check_row_version;
update public.testimonials set updated_at = created_at;
alter table public.testimonials enable trigger set_updated_at, enable trigger check_row_version;

alter table public.contact_messages disable trigger set_updated_at, disable trigger check_row_version;
update public.contact_messages set updated_at = created_at;
alter table public.contact_messages enable trigger set_updated_at, enable trigger check_row_version;
