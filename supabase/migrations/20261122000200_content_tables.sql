-- The content model: the tables the site and the admin read and write, with the spec's
-- names, columns and defaults, and constraints that keep bad data out whatever the client.
-- schema/*.ts describes the same columns (tests/integration/schema-consistency.test.ts).

-- Pages ---------------------------------------------------------------------------------
create table public.pages (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  content text not null,
  excerpt text check (length(excerpt) <= 1000),
  page_type text not null default 'page' check (page_type in ('page', 'home', 'about', 'contact', 'custom')),
  template text not null default 'default' check (template in ('default', 'full-width', 'landing')),
  featured_image text,
  meta_title text check (length(meta_title) <= 200),
  meta_description text check (length(meta_description) <= 500),
  meta_keywords text check (length(meta_keywords) <= 500),
  published boolean not null default false,
  featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Blog posts ----------------------------------------------------------------------------
create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  excerpt text not null check (length(excerpt) between 1 and 500),
  content text not null check (length(content) >= 1),
  featured_image text,
  category text not null default 'Genel' check (length(category) <= 80),
  tags text[] not null default '{}',
  author jsonb not null default '{}' check (jsonb_typeof(author) = 'object'),
  meta_title text check (length(meta_title) <= 200),
  meta_description text check (length(meta_description) <= 500),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Related posts: same category, published, newest first.
create index blog_posts_category_idx on public.blog_posts (category, created_at desc) where published;

-- Projects ------------------------------------------------------------------------------
create table public.projects (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  description text not null check (length(description) between 1 and 2000),
  content text not null,
  featured_image text,
  gallery text[] not null default '{}',
  client text not null check (length(client) between 1 and 200),
  category text not null check (length(category) between 1 and 80),
  tags text[] not null default '{}',
  results text[] not null default '{}',
  project_url text,
  meta_title text check (length(meta_title) <= 200),
  meta_description text check (length(meta_description) <= 500),
  meta_keywords text check (length(meta_keywords) <= 500),
  og_title text check (length(og_title) <= 200),
  og_description text check (length(og_description) <= 500),
  og_image text,
  canonical_url text,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Similar projects: same category, published, newest first.
create index projects_category_idx on public.projects (category, created_at desc) where published;

-- Services ------------------------------------------------------------------------------
create table public.services (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  description text not null check (length(description) between 1 and 2000),
  content text not null,
  icon text not null default 'Zap' check (length(icon) <= 40),
  features text[] not null default '{}',
  price text not null default '₺0' check (length(price) <= 60),
  duration text not null default 'Proje' check (length(duration) <= 60),
  color text not null default 'green' check (color in ('green', 'blue', 'purple', 'red', 'yellow', 'pink')),
  meta_title text check (length(meta_title) <= 200),
  meta_description text check (length(meta_description) <= 500),
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Team ----------------------------------------------------------------------------------
create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  position text not null check (length(position) between 1 and 120),
  bio text not null check (length(bio) <= 2000),
  avatar text,
  sort_order integer not null default 0,
  social_links jsonb not null default '{}' check (jsonb_typeof(social_links) = 'object'),
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index team_members_order_idx on public.team_members (published, sort_order, created_at);

-- Testimonials --------------------------------------------------------------------------
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  position text not null check (length(position) <= 120),
  company text not null check (length(company) <= 120),
  content text not null check (length(content) between 1 and 2000),
  avatar text,
  rating integer not null default 5 check (rating between 1 and 5),
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Menus ---------------------------------------------------------------------------------
create table public.menus (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  location text not null check (location in ('header', 'footer', 'footer-quick-links', 'footer-services', 'sidebar')),
  items jsonb not null default '[]' check (jsonb_typeof(items) = 'array'),
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Content blocks ------------------------------------------------------------------------
create table public.content_blocks (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  type text not null check (type in ('hero', 'stats', 'cta', 'testimonial', 'features', 'gallery', 'text', 'custom', 'page')),
  content jsonb not null default '{}' check (jsonb_typeof(content) = 'object'),
  template text not null default 'default' check (template in ('default', 'minimal', 'full-width')),
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Public lists: published rows, newest first. (Pages, menus and blocks are read by their
-- unique slug or are a handful of rows: no further index.)
create index blog_posts_published_idx on public.blog_posts (published, created_at desc);
create index projects_published_idx on public.projects (published, created_at desc);
create index services_published_idx on public.services (published, created_at desc);
create index testimonials_published_idx on public.testimonials (published, created_at desc);

-- Media library ---------------------------------------------------------------------------
create table public.media_library (
  id uuid primary key default gen_random_uuid(),
  filename text not null check (length(filename) between 1 and 255),
  original_name text not null check (length(original_name) between 1 and 255),
  file_path text not null unique check (length(file_path) between 1 and 1024),
  file_url text not null,
  file_type text not null check (file_type in ('image', 'video', 'document')),
  mime_type text not null check (length(mime_type) <= 255),
  file_size bigint not null check (file_size >= 0),
  alt_text text check (length(alt_text) <= 300),
  caption text check (length(caption) <= 500),
  description text check (length(description) <= 2000),
  created_at timestamptz not null default now()
);
create index media_library_created_idx on public.media_library (file_type, created_at desc);

-- Settings: one row each (the unique index on a constant allows a single row) -----------
create table public.seo_settings (
  id uuid primary key default gen_random_uuid(),
  site_name text not null check (length(site_name) between 1 and 120),
  site_tagline text check (length(site_tagline) <= 200),
  default_meta_title text check (length(default_meta_title) <= 200),
  default_meta_description text check (length(default_meta_description) <= 500),
  default_meta_keywords text check (length(default_meta_keywords) <= 500),
  default_og_image text,
  google_analytics_id text check (length(google_analytics_id) <= 40),
  google_search_console_id text check (length(google_search_console_id) <= 200),
  facebook_pixel_id text check (length(facebook_pixel_id) <= 40),
  robots_txt text not null default E'User-agent: *\nAllow: /',
  sitemap_enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index seo_settings_single_row on public.seo_settings ((true));

create table public.site_settings (
  id uuid primary key default gen_random_uuid(),
  site_name text not null check (length(site_name) between 1 and 120),
  site_description text check (length(site_description) <= 500),
  site_url text not null check (length(site_url) <= 300),
  logo_url text,
  primary_logo_url text,
  secondary_logo_url text,
  favicon_url text,
  contact_email text check (length(contact_email) <= 254),
  contact_phone text check (length(contact_phone) <= 40),
  contact_address text check (length(contact_address) <= 500),
  meta_title text check (length(meta_title) <= 200),
  meta_description text check (length(meta_description) <= 500),
  google_analytics_id text check (length(google_analytics_id) <= 40),
  brand_colors jsonb not null default '{"primary": "#10b981", "secondary": "#059669", "accent": "#34d399"}' check (jsonb_typeof(brand_colors) = 'object'),
  typography jsonb not null default '{"heading": "Inter", "body": "Inter"}' check (jsonb_typeof(typography) = 'object'),
  header_settings jsonb not null default '{"sticky": true, "transparent": false}' check (jsonb_typeof(header_settings) = 'object'),
  footer_settings jsonb not null default '{"show_social": true, "show_newsletter": true}' check (jsonb_typeof(footer_settings) = 'object'),
  social_links jsonb not null default '{}' check (jsonb_typeof(social_links) = 'object'),
  map_embed_code text check (length(map_embed_code) <= 4000),
  map_latitude double precision not null default 41.0082 check (map_latitude between -90 and 90),
  map_longitude double precision not null default 28.9784 check (map_longitude between -180 and 180),
  map_zoom_level integer not null default 15 check (map_zoom_level between 1 and 20),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index site_settings_single_row on public.site_settings ((true));

-- Contact messages (public form) ----------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 100),
  email text not null check (length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (length(phone) <= 30),
  company text check (length(company) <= 150),
  service text check (service in ('web-development', 'digital-marketing', 'seo', 'graphic-design', 'social-media', 'content-creation')),
  message text not null check (length(btrim(message)) between 1 and 5000),
  status text not null default 'new' check (status in ('new', 'read', 'replied', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index contact_messages_email_idx on public.contact_messages (lower(email), created_at);

-- Newsletter subscribers (public form) ----------------------------------------------------
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  name text check (length(name) <= 120),
  status text not null default 'active' check (status in ('active', 'unsubscribed', 'bounced')),
  source text check (length(source) <= 60),
  subscribed_at timestamptz not null default now(),
  unsubscribed_at timestamptz,
  updated_at timestamptz not null default now()
);
-- One row per address, whatever its case: a second subscription fails with 23505.
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_subscribed_idx on public.newsletter_subscribers (subscribed_at desc);

-- updated_at follows every change ----------------------------------------------------------
create trigger set_updated_at before update on public.pages for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.blog_posts for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.projects for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.services for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.team_members for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.testimonials for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.menus for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.content_blocks for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.seo_settings for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.site_settings for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.contact_messages for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.newsletter_subscribers for each row execute function private.set_updated_at();
