-- Upgrade: About, FAQ and the contact page's quick answers become pages built from blocks
-- (issue 25). Until now /about showed the content block about-page (each field falling back to
-- a text in the code) with its own copy of two numbers; /faq and the contact page's questions
-- were fixed in the code. This builds what visitors saw into the blocks of the pages 'about',
-- 'faq' and 'contact', in the same order and with the same texts (staff's edited About texts
-- kept, the code's texts where empty), so an upgraded site looks as before, except:
-- * the numbers: one library block 'Rakamlar' made from the home page's numbers block, which
--   the home page now references and About shows under its story (one source for both);
-- * the VAT in the answers: 20% (since 2023), not the code's 18%.
-- A page 'about', 'faq' or 'contact' that already has blocks is left alone (staff built it);
-- one without blocks (never shown: the fixed routes won over /{slug}) gets them, and its HTML
-- content (never shown either) is emptied. The converted
-- about-page content block is removed; an unpublished one, never shown, stays.

do $$
declare
  about jsonb := coalesce((select content from public.content_blocks where slug = 'about-page' and published), '{}'::jsonb);
  home_blocks jsonb := (select blocks from public.pages where slug = 'home');
  numbers_at int;
  numbers_ref uuid;
  numbers_data jsonb;
  values_items jsonb;
  about_blocks jsonb;
  faq_blocks jsonb;
  contact_blocks jsonb;
  about_title text;
  about_excerpt text;
begin
  -- A fresh database has no content yet: the seed creates these pages with their blocks.
  if not exists (select 1 from public.content_blocks) and not exists (select 1 from public.pages) then
    return;
  end if;

  if not exists (select 1 from public.pages where slug = 'about' and blocks <> '[]'::jsonb) then
    -- The numbers: the home page's first numbers block (its own or a library one), else About's two.
    select o - 1 into numbers_at
      from jsonb_array_elements(coalesce(home_blocks, '[]'::jsonb)) with ordinality as x(e, o)
     where e->>'type' = 'numbers' and jsonb_typeof(e->'data') = 'object'
     order by o limit 1;
    select (e->>'ref')::uuid into numbers_ref
      from jsonb_array_elements(coalesce(home_blocks, '[]'::jsonb)) as x(e)
      join public.content_blocks b on b.id::text = x.e->>'ref' and b.type = 'block' and b.published and b.content->>'block_type' = 'numbers'
     limit 1;
    if numbers_ref is null then
      numbers_data := case when numbers_at is not null then home_blocks->numbers_at->'data'
        else jsonb_build_object('items', jsonb_build_array(
          jsonb_build_object('icon', 'Users', 'value', left(coalesce(nullif(btrim(about#>>'{stats,clients}'), ''), '150+'), 20), 'label', 'Mutlu Müşteri', 'color', 'green'),
          jsonb_build_object('icon', 'Award', 'value', left(coalesce(nullif(btrim(about#>>'{stats,projects}'), ''), '300+'), 20), 'label', 'Tamamlanan Proje', 'color', 'blue'))) end;
      insert into public.content_blocks (name, slug, type, content, template, published)
      values ('Rakamlar',
              case when exists (select 1 from public.content_blocks where slug = 'rakamlar') then 'rakamlar-' || left(gen_random_uuid()::text, 8) else 'rakamlar' end,
              'block', jsonb_build_object('block_type', 'numbers', 'data', numbers_data), 'default', true)
      returning id into numbers_ref;
      -- The home page shows the library block where its own numbers were (id and hidden kept).
      if numbers_at is not null then
        update public.pages
           set blocks = jsonb_set(blocks, array[numbers_at::text],
                 jsonb_strip_nulls(jsonb_build_object('id', blocks->numbers_at->>'id', 'ref', numbers_ref::text, 'hidden', blocks->numbers_at->'hidden')))
         where slug = 'home';
      end if;
    end if;

    -- The values with a title, at most twelve (the values block's limit); the code's four when none.
    select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
             'icon', left(nullif(v->>'icon', ''), 40),
             'title', left(v->>'title', 120),
             'description', left(nullif(v->>'description', ''), 500))) order by n), '[]'::jsonb)
      into values_items
      from jsonb_array_elements(case when jsonb_typeof(about->'values') = 'array' then about->'values' else '[]'::jsonb end) with ordinality as t(v, n)
     where jsonb_typeof(v) = 'object' and coalesce(btrim(v->>'title'), '') <> '' and n <= 12;
    if jsonb_array_length(values_items) = 0 then
      values_items := '[{"icon": "Target", "title": "Sonuç Odaklılık", "description": "Her çalışmayı ölçülebilir hedeflerle planlar, sonuçlarını raporlarız."},
                        {"icon": "Users", "title": "İş Birliği", "description": "Müşterilerimizle aynı ekibin parçası gibi çalışırız."},
                        {"icon": "Award", "title": "Kalite", "description": "Her detayda en yüksek standardı hedefleriz."},
                        {"icon": "Heart", "title": "Tutku", "description": "İşimizi severek ve heyecanla yaparız."}]'::jsonb;
    end if;

    about_title := left(coalesce(nullif(btrim(about->>'hero_title'), ''), 'Hakkımızda'), 200);
    about_excerpt := left(coalesce(nullif(btrim(about->>'hero_subtitle'), ''), 'Markaların dijital dünyada büyümesine yardımcı olan tutkulu bir ekibiz.'), 1000);
    about_blocks := jsonb_build_array(
      jsonb_build_object('id', gen_random_uuid()::text, 'type', 'image-text', 'data', jsonb_strip_nulls(jsonb_build_object(
        'title', left(coalesce(nullif(btrim(about->>'story_title'), ''), 'Hikayemiz'), 200),
        'text', left(coalesce(nullif(btrim(about->>'story_content'), ''),
                 E'Dijital pazarlamanın markalar için ne kadar güçlü bir araç olabileceğine inanan küçük bir ekip olarak yola çıktık.\n\nBugün strateji, tasarım, yazılım ve içerik üretimini bir araya getiren ekibimizle her ölçekten markaya hizmet veriyoruz.'), 5000),
        'image', left(nullif(btrim(about->>'story_image'), ''), 500),
        'image_alt', left(coalesce(nullif(btrim(about->>'story_title'), ''), 'Hikayemiz'), 300),
        'image_side', 'right'))),
      jsonb_build_object('id', gen_random_uuid()::text, 'ref', numbers_ref::text),
      jsonb_build_object('id', gen_random_uuid()::text, 'type', 'values', 'data', jsonb_build_object(
        'title', left(coalesce(nullif(btrim(about->>'values_title'), ''), 'Değerlerimiz'), 200),
        'intro', left(coalesce(nullif(btrim(about->>'values_subtitle'), ''), 'Her projede bizi yönlendiren ilkeler'), 500),
        'items', values_items)),
      jsonb_build_object('id', gen_random_uuid()::text, 'type', 'team', 'data', jsonb_build_object(
        'title', left(coalesce(nullif(btrim(about->>'team_title'), ''), 'Ekibimiz'), 200),
        'intro', left(coalesce(nullif(btrim(about->>'team_subtitle'), ''), 'Başarınızın arkasındaki uzmanlar'), 500))));

    -- /about always showed its sections: the page is published.
    if exists (select 1 from public.pages where slug = 'about') then
      update public.pages set blocks = about_blocks, content = '', title = about_title, excerpt = about_excerpt, published = true where slug = 'about';
    else
      insert into public.pages (title, slug, content, blocks, excerpt, page_type, template, published)
      values (about_title, 'about', '', about_blocks, about_excerpt, 'about', 'full-width', true);
    end if;
    delete from public.content_blocks where slug = 'about-page' and published;
  end if;

  faq_blocks := '[
    {"type": "faq", "data": {"look": "list", "title": "Genel", "items": [
      {"question": "Hangi sektörlerle çalışıyorsunuz?", "answer": "Perakendeden sağlığa, turizmden teknolojiye kadar pek çok sektörde, her ölçekten markayla çalışıyoruz."},
      {"question": "Çalışmaya nasıl başlıyoruz?", "answer": "Ücretsiz bir tanışma görüşmesiyle hedeflerinizi dinliyor, ardından size özel bir teklif ve yol haritası hazırlıyoruz."},
      {"question": "Proje tesliminden sonra destek veriyor musunuz?", "answer": "Evet. Teslimden sonra 3 ay boyunca ücretsiz destek veriyoruz; sonrasında isteğe bağlı bakım paketleri sunuyoruz."}]}},
    {"type": "faq", "data": {"look": "list", "title": "Fiyatlandırma", "items": [
      {"question": "Ödeme koşullarınız nelerdir?", "answer": "Projelerde %50 peşin, %50 teslimde olmak üzere iki aşamalı ödeme alıyoruz. Aylık hizmetler her ayın başında faturalandırılır."},
      {"question": "Fiyatlara KDV dahil mi?", "answer": "Belirtilen fiyatlara %20 KDV dahil değildir."},
      {"question": "Reklam bütçesi hizmet ücretine dahil mi?", "answer": "Hayır. Reklam bütçesi ayrıca planlanır; önerdiğimiz en düşük aylık kampanya bütçesi 5.000 TL’dir."}]}},
    {"type": "faq", "data": {"look": "list", "title": "Web Tasarım ve Geliştirme", "items": [
      {"question": "Bir web sitesi ne kadar sürede hazır olur?", "answer": "Kapsama göre teslim süresi 2-8 hafta arasındadır. Kurumsal siteler genellikle 4-6 haftada tamamlanır."},
      {"question": "Siteyi kendimiz güncelleyebilir miyiz?", "answer": "Evet. Tüm sitelerimizi kolay kullanılan bir içerik yönetim paneliyle teslim ediyor ve ekibinize eğitim veriyoruz."},
      {"question": "Siteler mobil uyumlu mu?", "answer": "Tüm sitelerimiz telefon, tablet ve bilgisayarda kusursuz çalışacak şekilde tasarlanır ve test edilir."}]}},
    {"type": "faq", "data": {"look": "list", "title": "Dijital Pazarlama", "items": [
      {"question": "Sosyal medya hesaplarımızı tamamen siz mi yönetiyorsunuz?", "answer": "İçerik planından tasarıma, paylaşımdan yorum yönetimine kadar tüm süreci üstleniyor, her ay onayınıza sunuyoruz."},
      {"question": "Sonuçları nasıl raporluyorsunuz?", "answer": "Her ay erişim, etkileşim, dönüşüm ve reklam harcamasını içeren anlaşılır bir rapor paylaşıyor ve birlikte değerlendiriyoruz."}]}},
    {"type": "faq", "data": {"look": "list", "title": "SEO", "items": [
      {"question": "SEO çalışmalarının sonuçları ne zaman görülür?", "answer": "İlk iyileşmeler genellikle 2-3 ay içinde görülür; kalıcı sonuçlar için en az 6 aylık düzenli çalışma öneriyoruz."},
      {"question": "Google’da ilk sıraya çıkmayı garanti ediyor musunuz?", "answer": "Hiçbir dürüst ajans sıralama garantisi veremez. Biz ölçülebilir hedefler koyar ve her ay ilerlemeyi raporlarız."}]}}
  ]'::jsonb;
  -- The call to action under the questions, with the phone number the page showed (site settings').
  faq_blocks := faq_blocks || jsonb_build_array(jsonb_build_object('type', 'cta', 'data', jsonb_build_object(
    'title', 'Sorunuzun yanıtını bulamadınız mı?',
    'subtitle', 'Ekibimiz size yardımcı olmaktan mutluluk duyar.',
    'button_text', 'Bize Ulaşın', 'button_url', '/contact', 'look', 'box',
    'secondary_text', left(coalesce(nullif(btrim((select contact_phone from public.site_settings limit 1)), ''), '+90 212 555 01 23'), 60),
    'secondary_url', 'tel:' || regexp_replace(coalesce(nullif(btrim((select contact_phone from public.site_settings limit 1)), ''), '+90 212 555 01 23'), '[^0-9+]', '', 'g'))));
  select jsonb_agg(e || jsonb_build_object('id', gen_random_uuid()::text) order by o) into faq_blocks from jsonb_array_elements(faq_blocks) with ordinality as x(e, o);

  if exists (select 1 from public.pages where slug = 'faq') then
    update public.pages set blocks = faq_blocks, content = '', title = 'Sıkça Sorulan Sorular', excerpt = 'Hizmetlerimiz, süreçlerimiz ve fiyatlandırma hakkında sıkça sorulan sorular.', published = true
     where slug = 'faq' and blocks = '[]'::jsonb;
  else
    insert into public.pages (title, slug, content, blocks, excerpt, page_type, template, published)
    values ('Sıkça Sorulan Sorular', 'faq', '', faq_blocks, 'Hizmetlerimiz, süreçlerimiz ve fiyatlandırma hakkında sıkça sorulan sorular.', 'page', 'full-width', true);
  end if;

  contact_blocks := jsonb_build_array(jsonb_build_object('id', gen_random_uuid()::text, 'type', 'faq', 'data', '{"look": "list", "title": "Sıkça Sorulan Sorular", "items": [
    {"question": "Ne kadar sürede dönüş yapıyorsunuz?", "answer": "Mesajlarınıza iş günlerinde en geç 24 saat içinde dönüş yapıyoruz."},
    {"question": "İlk görüşme ücretli mi?", "answer": "Hayır, tanışma ve ihtiyaç analizi görüşmesi ücretsizdir."},
    {"question": "Projeler ne kadar sürede teslim ediliyor?", "answer": "Kapsama göre teslim süresi 2-8 hafta arasındadır."},
    {"question": "Ödeme nasıl yapılıyor?", "answer": "%50 peşin, %50 teslimde olmak üzere iki aşamada ödeme alıyoruz. Fiyatlara %20 KDV dahil değildir."}]}'::jsonb));
  if exists (select 1 from public.pages where slug = 'contact') then
    update public.pages set blocks = contact_blocks, content = '', title = 'İletişim', excerpt = 'Projeniz için bize ulaşın; size en kısa sürede dönüş yapalım.', published = true
     where slug = 'contact' and blocks = '[]'::jsonb;
  else
    insert into public.pages (title, slug, content, blocks, excerpt, page_type, template, published)
    values ('İletişim', 'contact', '', contact_blocks, 'Projeniz için bize ulaşın; size en kısa sürede dönüş yapalım.', 'contact', 'full-width', true);
  end if;
end
$$;
