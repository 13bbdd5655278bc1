-- Demo content, part 4: the content blocks the about page reads by slug (the home page's
-- sections are the blocks of the page 'home', 03_pages.sql).

insert into public.content_blocks (name, slug, type, content, template, published) values
('Hakkımızda Sayfası', 'about-page', 'page', '{
  "hero_title": "Dijitalde fark yaratan bir ekibiz",
  "hero_subtitle": "2018''den bu yana markaların hikâyelerini doğru kitleye, doğru kanaldan ve ölçülebilir sonuçlarla ulaştırıyoruz.",
  "story_title": "Hikayemiz",
  "story_content": "Yeşil Dijital, 2018 yılında Levent''te üç kişilik bir ekiple kuruldu. İlk günden beri amacımız, büyük ajansların stratejik derinliğini küçük bir ekibin çevikliğiyle birleştirmekti.\n\nBugün tasarımcılar, yazılımcılar, içerik üreticileri ve performans pazarlama uzmanlarından oluşan ekibimizle perakendeden sağlığa, turizmden teknolojiye kadar pek çok sektörde 150''den fazla markaya hizmet veriyoruz.\n\nHer projeye aynı soruyla başlıyoruz: Bu iş, markanın büyümesine nasıl katkı sağlayacak? Yaptığımız her şeyi ölçüyor, raporluyor ve birlikte geliştiriyoruz.",
  "story_image": "/storage/v1/object/public/media/seed/about-story.webp",
  "values_title": "Değerlerimiz",
  "values_subtitle": "Birlikte çalıştığımız her markaya aynı ilkelerle yaklaşıyoruz.",
  "values": [
    {"icon": "Target", "title": "Sonuç Odaklılık", "description": "Her kampanyayı net hedeflerle kurgular, gerçek verilerle ölçer ve raporlarız."},
    {"icon": "Users", "title": "İş Birliği", "description": "Müşterilerimizi ekibimizin bir parçası olarak görür, kararları birlikte alırız."},
    {"icon": "Award", "title": "Kalite", "description": "Tasarımdan koda kadar her detayda en yüksek standardı hedefleriz."},
    {"icon": "Heart", "title": "Tutku", "description": "İşimizi severek yapıyor, her projeye ilk günkü heyecanla başlıyoruz."}
  ],
  "team_title": "Ekibimiz",
  "team_subtitle": "Markanızın dijital yolculuğunda yanınızda olacak uzmanlarla tanışın.",
  "stats": {"clients": "150+", "projects": "300+"}
}', 'default', true),
('Kampanya Bandı (taslak)', 'kampanya-bandi', 'cta', '{
  "title": "Yılbaşına özel sosyal medya paketlerinde %20 indirim",
  "primary_button": {"text": "Detaylar", "url": "/services/sosyal-medya-yonetimi"}
}', 'minimal', false);
