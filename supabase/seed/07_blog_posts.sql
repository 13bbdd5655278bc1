-- Demo content, part 7: blog posts in three categories (enough for a second page), two drafts.

insert into public.blog_posts (title, slug, excerpt, content, featured_image, category, tags, author, meta_title, meta_description, published, created_at) values
('2026''da Instagram Algoritması: Bilmeniz Gereken 7 Değişiklik', 'instagram-algoritmasi-2026',
 'Instagram''ın içerik sıralamasında neler değişti? Erişiminizi korumak için uygulayabileceğiniz yedi pratik öneri.',
 '<p>Instagram, son bir yılda içerikleri sıralama biçiminde önemli değişiklikler yaptı. İyi haber şu: kuralları bilen markalar erişimlerini artırabiliyor.</p>
<h2>1. Özgün içerik öne çıkıyor</h2><p>Başka platformlardan filigranlı olarak taşınan videolar artık daha az gösteriliyor. İçeriği Instagram için üretin.</p>
<h2>2. Kaydetme ve paylaşma, beğeniden değerli</h2><p>Algoritma, kullanıcıların içeriğinizi kaydetmesini ve DM ile paylaşmasını güçlü bir sinyal olarak görüyor. Kaydetmeye değer rehber içerikler hazırlayın.</p>
<h2>3. İlk üç saniye her şey</h2><p>Reels videolarında izleyiciyi ilk üç saniyede yakalayamazsanız izlenme süresi düşüyor.</p>
<blockquote>Her gönderiden önce sorun: Takipçim bunu neden kaydetsin?</blockquote>
<p>Diğer dört değişikliği ve uygulama önerilerini ücretsiz danışmanlık görüşmemizde konuşabiliriz.</p>',
 '/storage/v1/object/public/media/seed/blog-1.webp', 'Sosyal Medya', '{"Instagram","Algoritma","Reels"}',
 '{"name": "Elif Yıldız"}', 'Instagram Algoritması 2026 | Yeşil Dijital Blog',
 'Instagram algoritmasındaki yedi önemli değişiklik ve erişiminizi artırmak için pratik öneriler.',
 true, now() - interval '2 days'),
('Küçük İşletmeler İçin Yerel SEO Rehberi', 'kucuk-isletmeler-icin-yerel-seo',
 'Google Haritalar''da üst sıralara çıkmak için işletme profilinizi nasıl optimize edeceğinizi adım adım anlatıyoruz.',
 '<p>"Yakınımdaki kafe", "Kadıköy diş hekimi" gibi aramalar her gün artıyor. Yerel SEO, bu aramalarda görünür olmanızı sağlar.</p>
<h2>Google İşletme Profili</h2><p>Profilinizi eksiksiz doldurun: çalışma saatleri, kategori, fotoğraflar ve hizmetler.</p>
<h2>Yorumlar</h2><p>Memnun müşterilerinizden yorum isteyin ve her yoruma yanıt verin.</p>
<h2>Tutarlı iletişim bilgileri</h2><p>Adres ve telefonunuz web sitenizde, sosyal medyada ve rehber sitelerde aynı olmalı.</p>',
 '/storage/v1/object/public/media/seed/blog-2.webp', 'SEO', '{"Yerel SEO","Google İşletme Profili"}',
 '{"name": "Mert Aydın"}', 'Yerel SEO Rehberi | Yeşil Dijital Blog',
 'Küçük işletmeler için Google Haritalar ve yerel aramalarda üst sıralara çıkma rehberi.',
 true, now() - interval '6 days'),
('E-Ticarette Sepet Terkini Azaltmanın 5 Yolu', 'e-ticarette-sepet-terki',
 'Ziyaretçilerin yaklaşık yüzde yetmişi sepeti terk ediyor. Bu oranı düşürmek için hemen uygulayabileceğiniz beş yöntem.',
 '<p>Sepete ürün ekleyen ama ödemeyi tamamlamayan müşteriler, e-ticaretin en büyük kayıplarından biridir.</p>
<ol><li><strong>Kargo ücretini baştan gösterin.</strong> Sürpriz maliyetler terk nedenlerinin başında gelir.</li><li><strong>Üye olmadan alışverişe izin verin.</strong></li><li><strong>Ödeme adımlarını azaltın.</strong></li><li><strong>Güven rozetleri ekleyin.</strong></li><li><strong>Hatırlatma e-postaları gönderin.</strong></li></ol>
<p>Bu adımlarla müşterilerimizde sepet terk oranını ortalama %25 düşürdük.</p>',
 '/storage/v1/object/public/media/seed/blog-3.webp', 'E-Ticaret', '{"Dönüşüm","Sepet Terki","E-posta"}',
 '{"name": "Can Öztürk"}', 'Sepet Terkini Azaltmanın 5 Yolu | Yeşil Dijital Blog',
 'E-ticaret sitenizde sepet terk oranını düşürmek için uygulanabilir beş yöntem.',
 true, now() - interval '10 days'),
('TikTok''ta Markalar İçin İçerik Fikirleri', 'tiktok-marka-icerik-fikirleri',
 'TikTok''ta satış kokmayan ama satış getiren içerikler nasıl üretilir? Farklı sektörlerden on fikir.',
 '<p>TikTok''ta başarılı markalar reklam yapmıyor gibi görünen içerikler üretiyor.</p>
<ul><li>Kamera arkası: ürününüz nasıl üretiliyor?</li><li>Çalışanlarınızla bir gün</li><li>Müşteri sorularına kısa video yanıtlar</li><li>Trend seslerle ürün kullanımı</li></ul>
<p>Önemli olan düzenli olmak: haftada en az üç video hedefleyin.</p>',
 '/storage/v1/object/public/media/seed/blog-4.webp', 'Sosyal Medya', '{"TikTok","İçerik Üretimi","Video"}',
 '{"name": "Elif Yıldız"}', 'TikTok İçerik Fikirleri | Yeşil Dijital Blog',
 'Markalar için TikTok''ta etkileşim ve satış getiren on içerik fikri.',
 true, now() - interval '15 days'),
('Core Web Vitals: Siteniz Neden Hızlı Olmalı?', 'core-web-vitals-site-hizi',
 'Sayfa hızı hem sıralamanızı hem satışlarınızı etkiler. LCP, INP ve CLS metriklerini sade bir dille açıklıyoruz.',
 '<p>Google, kullanıcı deneyimini ölçmek için üç metrik kullanır:</p>
<ul><li><strong>LCP</strong> (en büyük içerikli boyama): ana içeriğin ne kadar sürede göründüğü. 2,5 saniyenin altında olmalı.</li><li><strong>INP</strong> (etkileşimden sonraki boyama): tıklamalara ne kadar hızlı yanıt verildiği.</li><li><strong>CLS</strong> (kümülatif düzen kayması): sayfa yüklenirken öğelerin kayması.</li></ul>
<p>Görselleri WebP formatında sunmak, gereksiz JavaScript''i ertelemek ve yazı tiplerini doğru yüklemek çoğu sitede büyük fark yaratır.</p>',
 '/storage/v1/object/public/media/seed/blog-5.webp', 'SEO', '{"Teknik SEO","Performans","Core Web Vitals"}',
 '{"name": "Mert Aydın"}', 'Core Web Vitals Rehberi | Yeşil Dijital Blog',
 'LCP, INP ve CLS metrikleri nedir, siteniz neden hızlı olmalı ve nasıl hızlandırılır?',
 true, now() - interval '21 days'),
('Pazaryeri mi, Kendi Siteniz mi?', 'pazaryeri-mi-kendi-siteniz-mi',
 'Trendyol ve Hepsiburada''da satmak ile kendi e-ticaret sitenizi kurmanın avantajlarını ve maliyetlerini karşılaştırdık.',
 '<p>Pazaryerleri hızlı başlangıç ve hazır trafik sunar; kendi siteniz ise müşteri verisi ve marka sadakati.</p>
<h2>Pazaryerinin artıları</h2><p>Hazır kitle, güven ve kolay kurulum.</p>
<h2>Kendi sitenizin artıları</h2><p>Komisyon yok, müşteri verisi sizde, marka deneyimi sizin kontrolünüzde.</p>
<p>Önerimiz: ikisini birlikte kullanın ve stok ile fiyatı tek panelden yönetin.</p>',
 '/storage/v1/object/public/media/seed/blog-6.webp', 'E-Ticaret', '{"Pazaryeri","Strateji"}',
 '{"name": "Can Öztürk"}', 'Pazaryeri mi Kendi Site mi? | Yeşil Dijital Blog',
 'Pazaryerlerinde satış ile kendi e-ticaret sitenizi kurmanın karşılaştırması.',
 true, now() - interval '28 days'),
('LinkedIn''de Kurumsal Marka Bilinirliği', 'linkedin-kurumsal-marka',
 'B2B şirketleri için LinkedIn''de düzenli ve etkili paylaşım stratejisi nasıl kurulur?',
 '<p>LinkedIn, karar vericilere ulaşmanın en doğrudan yoludur. Şirket sayfası kadar çalışanların kişisel profilleri de önemlidir.</p>
<p>Sektör içgörüleri, vaka çalışmaları ve ekip hikâyeleri en çok etkileşim alan içerik türleridir.</p>',
 '/storage/v1/object/public/media/seed/blog-7.webp', 'Sosyal Medya', '{"LinkedIn","B2B"}',
 '{"name": "Zeynep Kaya"}', 'LinkedIn Kurumsal Marka Stratejisi | Yeşil Dijital Blog',
 'B2B şirketleri için LinkedIn''de marka bilinirliği oluşturma stratejisi.',
 true, now() - interval '35 days'),
('Anahtar Kelime Araştırması Nasıl Yapılır?', 'anahtar-kelime-arastirmasi',
 'Doğru anahtar kelimeleri seçmek SEO''nun temelidir. Ücretsiz araçlarla adım adım anahtar kelime araştırması.',
 '<p>Müşterileriniz sizi hangi kelimelerle arıyor? Bu sorunun yanıtı içerik stratejinizin temelini oluşturur.</p>
<ol><li>Ana konularınızı listeleyin.</li><li>Google önerilerini ve "İlgili aramalar" bölümünü inceleyin.</li><li>Arama hacmi ve rekabeti değerlendirin.</li><li>Arama niyetine göre sayfa eşleştirin.</li></ol>',
 '/storage/v1/object/public/media/seed/blog-8.webp', 'SEO', '{"Anahtar Kelime","İçerik Stratejisi"}',
 '{"name": "Mert Aydın"}', 'Anahtar Kelime Araştırması | Yeşil Dijital Blog',
 'Ücretsiz araçlarla adım adım anahtar kelime araştırması rehberi.',
 true, now() - interval '42 days'),
('Ürün Fotoğrafları Satışı Nasıl Etkiler?', 'urun-fotograflari-satisi-nasil-etkiler',
 'Profesyonel ürün fotoğrafları dönüşüm oranını artırır mı? Verilerle ve örneklerle anlatıyoruz.',
 '<p>Online alışverişte müşteri ürüne dokunamaz; fotoğraf, ürünün kendisidir.</p>
<p>Müşterilerimizin sitelerinde ürün fotoğraflarını yeniledikten sonra dönüşüm oranlarında %20 ile %40 arasında artış gördük.</p>
<ul><li>Her ürün için en az dört açı</li><li>Ölçek hissi veren yaşam tarzı kareleri</li><li>Tutarlı ışık ve arka plan</li></ul>',
 '/storage/v1/object/public/media/seed/blog-9.webp', 'E-Ticaret', '{"Ürün Fotoğrafı","Dönüşüm"}',
 '{"name": "Deniz Şahin"}', 'Ürün Fotoğrafları ve Satış | Yeşil Dijital Blog',
 'Profesyonel ürün fotoğraflarının e-ticaret dönüşüm oranlarına etkisi.',
 true, now() - interval '50 days'),
('Sosyal Medya Raporlarında Hangi Metrikler Önemli?', 'sosyal-medya-rapor-metrikleri',
 'Takipçi sayısı tek başına bir şey söylemez. Gerçekten önemli olan sosyal medya metriklerini ve nasıl okunacağını anlatıyoruz.',
 '<p>Raporlarda gördüğümüz en yaygın hata, takipçi sayısına odaklanmak.</p>
<h2>Önemli metrikler</h2><ul><li>Erişim ve gösterim</li><li>Etkileşim oranı</li><li>Kaydetme ve paylaşım</li><li>Web sitesine tıklama ve dönüşüm</li></ul>
<p>Metrikleri iş hedeflerinize bağlayın: marka bilinirliği mi, satış mı?</p>',
 '/storage/v1/object/public/media/seed/blog-10.webp', 'Sosyal Medya', '{"Raporlama","Analitik"}',
 '{}', 'Sosyal Medya Metrikleri | Yeşil Dijital Blog',
 'Sosyal medya raporlarında gerçekten önemli olan metrikler ve nasıl yorumlanacakları.',
 true, now() - interval '60 days'),
('Yapay Zekâ ile İçerik Üretimi: Fırsatlar ve Sınırlar (taslak)', 'yapay-zeka-icerik-uretimi',
 'Yapay zekâ araçlarını içerik üretiminde nasıl kullanıyoruz?',
 '<p>Taslak.</p>',
 '/storage/v1/object/public/media/seed/blog-11.webp', 'Sosyal Medya', '{"Yapay Zekâ"}',
 '{"name": "Elif Yıldız"}', null, null, false, now() - interval '1 day'),
('Yılbaşı Kampanyaları İçin Kontrol Listesi (taslak)', 'yilbasi-kampanya-kontrol-listesi',
 'Yılbaşı kampanyanızı planlarken unutmamanız gerekenler.',
 '<p>Taslak.</p>',
 '/storage/v1/object/public/media/seed/blog-12.webp', 'E-Ticaret', '{"Kampanya"}',
 '{}', null, null, false, now() - interval '4 hours');
