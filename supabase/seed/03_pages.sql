-- Demo content, part 3: CMS pages. The home page carries the metadata and the blocks of /, the legal pages
-- are linked from the footer menu, and one draft shows the unpublished state in the admin.

-- The home page is built from blocks (its sections, in order); it has no HTML content of its own.
insert into public.pages (title, slug, content, blocks, excerpt, page_type, template, featured_image, meta_title, meta_description, meta_keywords, published, featured, created_at) values
('Ana Sayfa', 'home', '', '[
  {"id": "home-hero", "type": "hero", "data": {
    "title": "Markanızı *dijitalde* büyütüyoruz",
    "subtitle": "Sosyal medya yönetiminden e-ticarete, video prodüksiyondan web yazılıma kadar markanızın dijitalde büyümesi için ihtiyaç duyduğu her şey tek çatı altında.",
    "button_text": "Ücretsiz Teklif Alın", "button_url": "/contact",
    "video_text": "Çalışmalarımızı İzleyin", "video_url": "/projects",
    "background_image": "/storage/v1/object/public/media/seed/hero.webp"}},
  {"id": "home-numbers", "type": "numbers", "data": {"items": [
    {"icon": "Users", "value": "150+", "label": "Mutlu Müşteri", "color": "green"},
    {"icon": "Award", "value": "300+", "label": "Tamamlanan Proje", "color": "blue"},
    {"icon": "Clock", "value": "8+", "label": "Yıllık Deneyim", "color": "purple"},
    {"icon": "Heart", "value": "7/24", "label": "Destek", "color": "pink"}]}},
  {"id": "home-services", "type": "services", "data": {
    "eyebrow": "Hizmetlerimiz", "title": "Markanız için uçtan uca dijital çözümler",
    "intro": "Stratejiden prodüksiyona, web yazılımdan e-ticarete kadar ihtiyacınız olan her şey.",
    "button_text": "Tüm Hizmetler", "button_url": "/services", "limit": 6, "anchor": "hizmetler"}},
  {"id": "home-projects", "type": "projects", "data": {
    "eyebrow": "Projelerimiz", "title": "Son çalışmalarımız",
    "intro": "Farklı sektörlerden markalarla elde ettiğimiz sonuçlardan bazıları.",
    "button_text": "Tüm Projeler", "button_url": "/projects", "limit": 6, "anchor": "projeler"}},
  {"id": "home-testimonials", "type": "testimonials", "data": {"title": "Müşterilerimiz ne diyor?", "limit": 6, "show_rating": true, "anchor": "yorumlar"}},
  {"id": "home-cta", "type": "cta", "data": {
    "title": "Markanızı *bir sonraki seviyeye* taşımaya hazır mısınız?",
    "subtitle": "Hedeflerinizi dinleyelim, size özel bir dijital büyüme planı hazırlayalım. İlk görüşme ücretsiz.",
    "button_text": "Ücretsiz Danışmanlık", "button_url": "/contact",
    "secondary_text": "Projelerimizi İncele", "secondary_url": "/projects",
    "notes": [
      {"icon": "Clock", "title": "Hızlı Başlangıç", "text": "24 saat içinde planlama"},
      {"icon": "Award", "title": "Uzman Ekip", "text": "5+ yıllık deneyim"},
      {"icon": "ShieldCheck", "title": "Memnuniyet Garantisi", "text": "Sonuç odaklı çalışma"}]}}
]',
 'Markanızı dijitalde büyüten strateji, tasarım ve teknoloji ortağınız.',
 'home', 'full-width', '/storage/v1/object/public/media/seed/hero.webp',
 'Yeşil Dijital | Dijital Pazarlama Ajansı',
 'Sosyal medya yönetimi, web yazılım, e-ticaret ve kreatif prodüksiyon hizmetleriyle markanızı dijitalde büyüten İstanbul merkezli ajans.',
 'dijital pazarlama, sosyal medya, web tasarım, e-ticaret',
 true, true, now() - interval '90 days');

insert into public.pages (title, slug, content, excerpt, page_type, template, featured_image, meta_title, meta_description, meta_keywords, published, featured, created_at) values
('Gizlilik Politikası', 'gizlilik-politikasi',
 '<h2>Kişisel verilerinizin korunması</h2>
<p>Yeşil Dijital olarak web sitemizi ziyaret eden herkesin gizliliğine önem veriyoruz. Bu metin, sitemizi kullanırken hangi bilgilerin toplandığını ve nasıl kullanıldığını açıklar.</p>
<h2>Topladığımız bilgiler</h2>
<ul><li>İletişim formu aracılığıyla paylaştığınız ad, e-posta, telefon ve mesaj bilgileri</li><li>Bülten aboneliği için paylaştığınız e-posta adresi</li><li>Sitenin performansını ölçmek için anonim kullanım istatistikleri</li></ul>
<h2>Bilgilerin kullanımı</h2>
<p>Bilgilerinizi yalnızca talebinize yanıt vermek, size bülten göndermek ve hizmetlerimizi geliştirmek için kullanırız. Bilgileriniz hiçbir koşulda üçüncü kişilere satılmaz.</p>
<h2>Haklarınız</h2>
<p>Verilerinize erişme, düzeltilmesini veya silinmesini isteme hakkına sahipsiniz. Talepleriniz için <a href="mailto:merhaba@yesildijital.com.tr">merhaba@yesildijital.com.tr</a> adresine yazabilirsiniz.</p>',
 'Web sitemizi kullanırken kişisel verilerinizin nasıl toplandığını ve korunduğunu açıklıyoruz.',
 'custom', 'default', '/storage/v1/object/public/media/seed/page-1.webp',
 'Gizlilik Politikası | Yeşil Dijital',
 'Yeşil Dijital web sitesinde kişisel verilerinizin nasıl toplandığı, kullanıldığı ve korunduğu hakkında bilgi.',
 'gizlilik, kişisel veri', true, false, now() - interval '80 days'),
('KVKK Aydınlatma Metni', 'kvkk-aydinlatma-metni',
 '<h2>Veri sorumlusu</h2>
<p>6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla Yeşil Dijital tarafından aşağıda açıklanan kapsamda işlenmektedir.</p>
<h2>İşlenen veriler ve amaçları</h2>
<p>Kimlik ve iletişim bilgileriniz; talebinize dönüş yapılması, teklif hazırlanması ve sözleşme süreçlerinin yürütülmesi amacıyla işlenir.</p>
<h2>Aktarım</h2>
<p>Kişisel verileriniz, yalnızca yasal yükümlülüklerin yerine getirilmesi için yetkili kamu kurumlarına aktarılabilir.</p>
<h2>Başvuru</h2>
<p>Kanunun 11. maddesindeki haklarınızı kullanmak için yazılı başvurunuzu şirket adresimize iletebilirsiniz.</p>',
 'Kişisel verilerinizin 6698 sayılı KVKK kapsamında işlenmesine ilişkin aydınlatma metni.',
 'custom', 'default', '/storage/v1/object/public/media/seed/page-2.webp',
 'KVKK Aydınlatma Metni | Yeşil Dijital',
 '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında Yeşil Dijital aydınlatma metni.',
 'kvkk, aydınlatma metni', true, false, now() - interval '79 days'),
('Çerez Politikası', 'cerez-politikasi',
 '<h2>Çerez nedir?</h2>
<p>Çerezler, ziyaret ettiğiniz sitelerin tarayıcınıza kaydettiği küçük metin dosyalarıdır.</p>
<h2>Hangi çerezleri kullanıyoruz?</h2>
<ul><li><strong>Zorunlu çerezler:</strong> sitenin çalışması için gereklidir.</li><li><strong>Analitik çerezler:</strong> ziyaretçi sayılarını anonim olarak ölçer.</li></ul>
<h2>Çerezleri nasıl yönetebilirsiniz?</h2>
<p>Tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz.</p>',
 'Sitemizde kullanılan çerezler ve bunları nasıl yönetebileceğiniz.',
 'custom', 'default', '/storage/v1/object/public/media/seed/page-3.webp',
 'Çerez Politikası | Yeşil Dijital',
 'Yeşil Dijital web sitesinde kullanılan çerezler ve çerez tercihlerinizi nasıl yönetebileceğiniz.',
 'çerez, cookie', true, false, now() - interval '78 days'),
('Kariyer (taslak)', 'kariyer',
 '<p>Ekibimize katılmak ister misiniz? Açık pozisyonlarımızı yakında burada yayınlayacağız.</p>',
 'Açık pozisyonlar yakında.',
 'page', 'default', null, null, null, null, false, false, now() - interval '2 days');
