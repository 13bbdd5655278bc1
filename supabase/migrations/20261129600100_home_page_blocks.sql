-- Upgrade: the home page becomes a page built from blocks. Until now / showed the content
-- blocks home-hero, stats and main-cta (each field falling back to a text in the code) and
-- fixed sections (services, projects, testimonials, the notes under the call to action); the
-- page 'home' gave only its SEO. This moves what visitors saw into the blocks of the page
-- 'home', in the same order and with the same texts, so an upgraded site looks as before:
-- staff's edited texts are carried over, the code's texts fill what was empty. The home hero's
-- and call to action's HTML titles become the blocks' *highlighted* words (a <span> was the
-- highlight; other tags are dropped, as the blocks show plain text).
--
-- A home page that already has blocks is left alone (staff built it). Its HTML content was
-- never shown on /, so it is emptied: the blocks are the whole page. The converted content
-- blocks are removed (one source for each text); unpublished ones, never shown, stay.

do $$
declare
  hero jsonb := coalesce((select content from public.content_blocks where slug = 'home-hero' and published), '{}'::jsonb);
  stats jsonb := coalesce((select content from public.content_blocks where slug = 'stats' and published), '{}'::jsonb);
  cta jsonb := coalesce((select content from public.content_blocks where slug = 'main-cta' and published), '{}'::jsonb);
  items jsonb;
  home_blocks jsonb;
begin
  -- The stats with a number and a label, at most six (the numbers block's limit); every stat
  -- showed an icon on the home page (Zap when it had none).
  select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
           'value', left(s->>'number', 20),
           'label', left(s->>'label', 80),
           'icon', left(coalesce(nullif(s->>'icon', ''), 'Zap'), 40),
           'color', left(nullif(s->>'color', ''), 40))) order by n), '[]'::jsonb)
    into items
    from jsonb_array_elements(case when jsonb_typeof(stats->'stats') = 'array' then stats->'stats' else '[]'::jsonb end) with ordinality as t(s, n)
   where jsonb_typeof(s) = 'object' and coalesce(s->>'number', '') <> '' and coalesce(s->>'label', '') <> '' and n <= 6;
  if jsonb_array_length(items) < 2 then
    items := '[{"icon": "Users", "value": "150+", "label": "Mutlu Müşteri", "color": "green"},
               {"icon": "Award", "value": "300+", "label": "Tamamlanan Proje", "color": "blue"},
               {"icon": "Clock", "value": "5+", "label": "Yıllık Deneyim", "color": "purple"},
               {"icon": "Heart", "value": "24/7", "label": "Destek", "color": "pink"}]'::jsonb;
  end if;

  home_blocks := jsonb_build_array(
    jsonb_build_object('id', gen_random_uuid()::text, 'type', 'hero', 'data', jsonb_strip_nulls(jsonb_build_object(
      'title', left(coalesce(nullif(btrim(replace(replace(regexp_replace(regexp_replace(coalesce(hero->>'title', ''),
                 '<span[^>]*>([^<]*)</span>', '*\1*', 'g'), '<[^>]*>', '', 'g'), '&nbsp;', ' '), '&amp;', '&')), ''),
                 'Markanızı *dijitalde* büyütüyoruz'), 200),
      'subtitle', left(coalesce(nullif(hero->>'subtitle', ''), 'Strateji, tasarım ve teknolojiyi bir araya getirerek markanızın dijitalde görünür ve ölçülebilir biçimde büyümesini sağlıyoruz.'), 500),
      'button_text', left(coalesce(nullif(hero->>'cta_text', ''), 'Ücretsiz Teklif Alın'), 60),
      'button_url', left(coalesce(nullif(hero->>'cta_url', ''), '/contact'), 500),
      'video_text', 'Çalışmalarımızı İzleyin',
      'video_url', left(nullif(hero->>'video_url', ''), 500),
      'background_image', left(nullif(hero->>'background_image', ''), 500)))),
    jsonb_build_object('id', gen_random_uuid()::text, 'type', 'numbers', 'data', jsonb_build_object('items', items)),
    jsonb_build_object('id', gen_random_uuid()::text, 'type', 'services', 'data', jsonb_build_object(
      'eyebrow', 'Hizmetlerimiz', 'title', 'Markanız için uçtan uca dijital çözümler',
      'intro', 'Stratejiden prodüksiyona, web yazılımdan e-ticarete kadar ihtiyacınız olan her şey.',
      'button_text', 'Tüm Hizmetler', 'button_url', '/services', 'limit', 6, 'anchor', 'hizmetler')),
    jsonb_build_object('id', gen_random_uuid()::text, 'type', 'projects', 'data', jsonb_build_object(
      'eyebrow', 'Projelerimiz', 'title', 'Son çalışmalarımız',
      'intro', 'Farklı sektörlerden markalarla elde ettiğimiz sonuçlardan bazıları.',
      'button_text', 'Tüm Projeler', 'button_url', '/projects', 'limit', 6, 'anchor', 'projeler')),
    jsonb_build_object('id', gen_random_uuid()::text, 'type', 'testimonials', 'data', jsonb_build_object(
      'title', 'Müşterilerimiz ne diyor?', 'limit', 6, 'show_rating', true, 'anchor', 'yorumlar')),
    jsonb_build_object('id', gen_random_uuid()::text, 'type', 'cta', 'data', jsonb_build_object(
      'title', left(coalesce(nullif(btrim(replace(replace(regexp_replace(regexp_replace(coalesce(cta->>'title', ''),
                 '<span[^>]*>([^<]*)</span>', '*\1*', 'g'), '<[^>]*>', '', 'g'), '&nbsp;', ' '), '&amp;', '&')), ''),
                 'Markanızı *bir sonraki seviyeye* taşıyalım'), 200),
      'subtitle', left(coalesce(nullif(cta->>'subtitle', ''), 'Hedeflerinizi dinleyelim, size özel bir dijital büyüme planı hazırlayalım.'), 500),
      'button_text', left(coalesce(nullif(cta#>>'{primary_button,text}', ''), 'Ücretsiz Danışmanlık'), 60),
      'button_url', left(coalesce(nullif(cta#>>'{primary_button,url}', ''), '/contact'), 500),
      'secondary_text', left(coalesce(nullif(cta#>>'{secondary_button,text}', ''), 'Projelerimizi İncele'), 60),
      'secondary_url', left(coalesce(nullif(cta#>>'{secondary_button,url}', ''), '/projects'), 500),
      'notes', '[{"icon": "Clock", "title": "Hızlı Başlangıç", "text": "24 saat içinde planlama"},
                 {"icon": "Award", "title": "Uzman Ekip", "text": "5+ yıllık deneyim"},
                 {"icon": "ShieldCheck", "title": "Memnuniyet Garantisi", "text": "Sonuç odaklı çalışma"}]'::jsonb)));

  -- A fresh database has no content yet: the seed creates the home page with its blocks.
  if not exists (select 1 from public.content_blocks) and not exists (select 1 from public.pages) then
    return;
  end if;

  if exists (select 1 from public.pages where slug = 'home') then
    -- / always showed its sections, whatever the page row's state: it stays shown.
    update public.pages set blocks = home_blocks, content = '', published = true
     where slug = 'home' and blocks = '[]'::jsonb;
  else
    insert into public.pages (title, slug, content, blocks, page_type, template, published)
    values ('Ana Sayfa', 'home', '', home_blocks, 'home', 'full-width', true);
  end if;

  delete from public.content_blocks where slug in ('home-hero', 'stats', 'main-cta') and published;
end
$$;
