-- Demo content, part 4: the content blocks the home and about pages read by slug.

insert into public.content_blocks (name, slug, type, content, template, published) values
('Ana Sayfa Karşılama Alanı', 'home-hero', 'hero', '{
  "title": "Markanızı <span>dijitalde</span> büyütüyoruz",
  "subtitle": "Sosyal medya yönetiminden e-ticarete, video prodüksiyondan web yazılıma kadar markanızın dijitalde büyümesi için ihtiyaç duyduğu her şey tek çatı altında.",
  "cta_text": "Ücretsiz Teklif Alın",
  "cta_url": "/contact",
  "background_image": "/storage/v1/object/public/media/seed/hero.webp",
  "video_url": "/projects"
}', 'full-width', true),
('Ana Sayfa İstatistikleri', 'stats', 'stats', '{
  "stats": [
    {"icon": "Users", "number": "150+", "label": "Mutlu Müşteri", "color": "green"},
    {"icon": "Award", "number": "300+", "label": "Tamamlanan Proje", "color": "blue"},
    {"icon": "Clock", "number": "8+", "label": "Yıllık Deneyim", "color": "purple"},
    {"icon": "Heart", "number": "7/24", "label": "Destek", "color": "pink"}
  ]
}', 'default', true),
('Ana Sayfa Harekete Geçirici', 'main-cta', 'cta', '{
  "title": "Markanızı <span>bir sonraki seviyeye</span> taşımaya hazır mısınız?",
  "subtitle": "Hedeflerinizi dinleyelim, size özel bir dijital büyüme planı hazırlayalım. İlk görüşme ücretsiz.",
  "primary_button": {"text": "Ücretsiz Danışmanlık", "url": "/contact"},
  "secondary_button": {"text": "Projelerimizi İncele", "url": "/projects"}
}', 'full-width', true),
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
