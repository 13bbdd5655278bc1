-- Demo content, part 1: the single-row site and SEO settings.
-- Images live in the public media bucket under seed/ (uploaded from supabase/seed-media at first start).

insert into public.site_settings (
  site_name, site_description, logo_url, primary_logo_url, favicon_url,
  contact_email, contact_phone, contact_address,
  brand_colors, typography, header_settings, footer_settings, social_links,
  map_latitude, map_longitude, map_zoom_level
) values (
  'Yeşil Dijital',
  'İstanbul merkezli dijital pazarlama ajansı: sosyal medya yönetimi, web yazılım, e-ticaret ve kreatif prodüksiyon ile markanızı büyütüyoruz.',
  '/storage/v1/object/public/media/seed/logo.webp',
  '/storage/v1/object/public/media/seed/logo.webp',
  null,
  'merhaba@yesildijital.com.tr',
  '+90 212 555 01 23',
  'Büyükdere Cad. No: 185, Levent, 34394 Şişli/İstanbul',
  '{"primary": "#10b981", "secondary": "#059669", "accent": "#34d399"}',
  '{"heading": "Inter", "body": "Inter"}',
  '{"sticky": true, "transparent": false}',
  '{"show_social": true, "show_newsletter": true}',
  '{"facebook": "https://www.facebook.com/yesildijital", "instagram": "https://www.instagram.com/yesildijital", "linkedin": "https://www.linkedin.com/company/yesildijital", "twitter": "https://x.com/yesildijital"}',
  41.0812, 29.0110, 15
);

insert into public.seo_settings (
  site_name, site_tagline, default_meta_title, default_meta_description, default_meta_keywords,
  default_og_image, robots_txt, sitemap_enabled
) values (
  'Yeşil Dijital',
  'Markanızı dijitalde büyütüyoruz',
  'Yeşil Dijital | Dijital Pazarlama Ajansı',
  'Sosyal medya yönetimi, web yazılım, e-ticaret ve kreatif prodüksiyon hizmetleriyle markanızı dijitalde büyüten İstanbul merkezli ajans.',
  'dijital pazarlama, sosyal medya yönetimi, web tasarım, e-ticaret, seo, istanbul ajans',
  '/storage/v1/object/public/media/seed/og-default.webp',
  E'User-agent: *\nAllow: /\nDisallow: /admin',
  true
);
