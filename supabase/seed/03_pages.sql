-- Demo content, part 3: CMS pages. The home page carries the metadata and the blocks of /; about, faq and
-- contact the blocks of their routes; the legal pages
-- are linked from the footer menu, and one draft shows the unpublished state in the admin.

-- The agency's numbers, one library block shown by the home and About pages (one source: an edit
-- changes both). Its fixed id lets the pages below name it.
insert into public.content_blocks (id, name, slug, type, content, template, published) values
('5eed0000-0000-4000-8000-000000000001', 'Rakamlar', 'rakamlar', 'block', '{"block_type": "numbers", "data": {"items": [
    {"icon": "Users", "value": "150+", "label": "Mutlu Müşteri", "color": "green"},
    {"icon": "Award", "value": "300+", "label": "Tamamlanan Proje", "color": "blue"},
    {"icon": "Clock", "value": "8+", "label": "Yıllık Deneyim", "color": "purple"},
    {"icon": "Heart", "value": "7/24", "label": "Destek", "color": "pink"}]}}', 'default', true);

-- The home page is built from blocks (its sections, in order); it has no HTML content of its own.
insert into public.pages (title, slug, content, blocks, excerpt, page_type, template, featured_image, meta_title, meta_description, meta_keywords, published, featured, created_at) values
('Ana Sayfa', 'home', '', '[
  {"id": "home-hero", "type": "hero", "data": {
    "title": "Markanızı *dijitalde* büyütüyoruz",
    "subtitle": "Sosyal medya yönetiminden e-ticarete, video prodüksiyondan web yazılıma kadar markanızın dijitalde büyümesi için ihtiyaç duyduğu her şey tek çatı altında.",
    "button_text": "Ücretsiz Teklif Alın", "button_url": "/contact",
    "video_text": "Çalışmalarımızı İzleyin", "video_url": "/projects",
    "background_image": "/storage/v1/object/public/media/seed/hero.webp"}},
  {"id": "home-numbers", "ref": "5eed0000-0000-4000-8000-000000000001"},
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

-- About, FAQ and contact are pages built from blocks too, shown at their fixed routes (/about,
-- /faq, /contact); their title and excerpt are the title band's.
insert into public.pages (title, slug, content, blocks, excerpt, page_type, template, published, created_at) values
('Dijitalde fark yaratan bir ekibiz', 'about', '', '[
  {"id": "about-story", "type": "image-text", "data": {
    "title": "Hikayemiz",
    "text": "Yeşil Dijital, 2018 yılında Levent''te üç kişilik bir ekiple kuruldu. İlk günden beri amacımız, büyük ajansların stratejik derinliğini küçük bir ekibin çevikliğiyle birleştirmekti.\n\nBugün tasarımcılar, yazılımcılar, içerik üreticileri ve performans pazarlama uzmanlarından oluşan ekibimizle perakendeden sağlığa, turizmden teknolojiye kadar pek çok sektörde 150''den fazla markaya hizmet veriyoruz.\n\nHer projeye aynı soruyla başlıyoruz: Bu iş, markanın büyümesine nasıl katkı sağlayacak? Yaptığımız her şeyi ölçüyor, raporluyor ve birlikte geliştiriyoruz.",
    "image": "/storage/v1/object/public/media/seed/about-story.webp",
    "image_alt": "Yeşil Dijital ekibi ofiste",
    "image_side": "right",
    "look": "story"}},
  {"id": "about-numbers", "ref": "5eed0000-0000-4000-8000-000000000001"},
  {"id": "about-values", "type": "values", "data": {
    "anchor": "degerler",
    "title": "Değerlerimiz",
    "intro": "Birlikte çalıştığımız her markaya aynı ilkelerle yaklaşıyoruz.",
    "items": [
      {"icon": "Target", "title": "Sonuç Odaklılık", "description": "Her kampanyayı net hedeflerle kurgular, gerçek verilerle ölçer ve raporlarız."},
      {"icon": "Users", "title": "İş Birliği", "description": "Müşterilerimizi ekibimizin bir parçası olarak görür, kararları birlikte alırız."},
      {"icon": "Award", "title": "Kalite", "description": "Tasarımdan koda kadar her detayda en yüksek standardı hedefleriz."},
      {"icon": "Heart", "title": "Tutku", "description": "İşimizi severek yapıyor, her projeye ilk günkü heyecanla başlıyoruz."}]}},
  {"id": "about-team", "type": "team", "data": {
    "anchor": "ekip",
    "title": "Ekibimiz",
    "intro": "Markanızın dijital yolculuğunda yanınızda olacak uzmanlarla tanışın."}}
]', '2018''den bu yana markaların hikâyelerini doğru kitleye, doğru kanaldan ve ölçülebilir sonuçlarla ulaştırıyoruz.',
 'about', 'full-width', true, now() - interval '90 days'),
('Sıkça Sorulan Sorular', 'faq', '', '[
  {"id": "faq-general", "type": "faq", "data": {"look": "list", "title": "Genel", "items": [
    {"question": "Hangi sektörlerle çalışıyorsunuz?", "answer": "Perakendeden sağlığa, turizmden teknolojiye kadar pek çok sektörde, her ölçekten markayla çalışıyoruz."},
    {"question": "Çalışmaya nasıl başlıyoruz?", "answer": "Ücretsiz bir tanışma görüşmesiyle hedeflerinizi dinliyor, ardından size özel bir teklif ve yol haritası hazırlıyoruz."},
    {"question": "Proje tesliminden sonra destek veriyor musunuz?", "answer": "Evet. Teslimden sonra 3 ay boyunca ücretsiz destek veriyoruz; sonrasında isteğe bağlı bakım paketleri sunuyoruz."}]}},
  {"id": "faq-pricing", "type": "faq", "data": {"look": "list", "title": "Fiyatlandırma", "items": [
    {"question": "Ödeme koşullarınız nelerdir?", "answer": "Projelerde %50 peşin, %50 teslimde olmak üzere iki aşamalı ödeme alıyoruz. Aylık hizmetler her ayın başında faturalandırılır."},
    {"question": "Fiyatlara KDV dahil mi?", "answer": "Belirtilen fiyatlara %20 KDV dahil değildir."},
    {"question": "Reklam bütçesi hizmet ücretine dahil mi?", "answer": "Hayır. Reklam bütçesi ayrıca planlanır; önerdiğimiz en düşük aylık kampanya bütçesi 5.000 TL’dir."}]}},
  {"id": "faq-web", "type": "faq", "data": {"look": "list", "title": "Web Tasarım ve Geliştirme", "items": [
    {"question": "Bir web sitesi ne kadar sürede hazır olur?", "answer": "Kapsama göre teslim süresi 2-8 hafta arasındadır. Kurumsal siteler genellikle 4-6 haftada tamamlanır."},
    {"question": "Siteyi kendimiz güncelleyebilir miyiz?", "answer": "Evet. Tüm sitelerimizi kolay kullanılan bir içerik yönetim paneliyle teslim ediyor ve ekibinize eğitim veriyoruz."},
    {"question": "Siteler mobil uyumlu mu?", "answer": "Tüm sitelerimiz telefon, tablet ve bilgisayarda kusursuz çalışacak şekilde tasarlanır ve test edilir."}]}},
  {"id": "faq-marketing", "type": "faq", "data": {"look": "list", "title": "Dijital Pazarlama", "items": [
    {"question": "Sosyal medya hesaplarımızı tamamen siz mi yönetiyorsunuz?", "answer": "İçerik planından tasarıma, paylaşımdan yorum yönetimine kadar tüm süreci üstleniyor, her ay onayınıza sunuyoruz."},
    {"question": "Sonuçları nasıl raporluyorsunuz?", "answer": "Her ay erişim, etkileşim, dönüşüm ve reklam harcamasını içeren anlaşılır bir rapor paylaşıyor ve birlikte değerlendiriyoruz."}]}},
  {"id": "faq-seo", "type": "faq", "data": {"look": "list", "title": "SEO", "items": [
    {"question": "SEO çalışmalarının sonuçları ne zaman görülür?", "answer": "İlk iyileşmeler genellikle 2-3 ay içinde görülür; kalıcı sonuçlar için en az 6 aylık düzenli çalışma öneriyoruz."},
    {"question": "Google’da ilk sıraya çıkmayı garanti ediyor musunuz?", "answer": "Hiçbir dürüst ajans sıralama garantisi veremez. Biz ölçülebilir hedefler koyar ve her ay ilerlemeyi raporlarız."}]}},
  {"id": "faq-cta", "type": "cta", "data": {
    "title": "Sorunuzun yanıtını bulamadınız mı?",
    "subtitle": "Ekibimiz size yardımcı olmaktan mutluluk duyar.",
    "button_text": "Bize Ulaşın", "button_url": "/contact",
    "secondary_text": "+90 212 555 01 23", "secondary_url": "tel:+902125550123", "look": "box"}}
]', 'Hizmetlerimiz, süreçlerimiz ve fiyatlandırma hakkında sıkça sorulan sorular.',
 'page', 'full-width', true, now() - interval '90 days'),
('İletişim', 'contact', '', '[
  {"id": "contact-faq", "type": "faq", "data": {"look": "page-end", "title": "Sıkça Sorulan Sorular", "items": [
    {"question": "Ne kadar sürede dönüş yapıyorsunuz?", "answer": "Mesajlarınıza iş günlerinde en geç 24 saat içinde dönüş yapıyoruz."},
    {"question": "İlk görüşme ücretli mi?", "answer": "Hayır, tanışma ve ihtiyaç analizi görüşmesi ücretsizdir."},
    {"question": "Projeler ne kadar sürede teslim ediliyor?", "answer": "Kapsama göre teslim süresi 2-8 hafta arasındadır."},
    {"question": "Ödeme nasıl yapılıyor?", "answer": "%50 peşin, %50 teslimde olmak üzere iki aşamada ödeme alıyoruz. Fiyatlara %20 KDV dahil değildir."}]}}
]', 'Projeniz için bize ulaşın; size en kısa sürede dönüş yapalım.',
 'contact', 'full-width', true, now() - interval '90 days');

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
