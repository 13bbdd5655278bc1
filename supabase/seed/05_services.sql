-- Demo content, part 5: services. The six published ones are the footer's default service links;
-- created_at spreads them so "newest first" is a stable order.

insert into public.services (title, slug, description, content, icon, features, price, duration, color, meta_title, meta_description, published, created_at) values
('Sosyal Medya Yönetimi', 'sosyal-medya-yonetimi',
 'Instagram, TikTok, LinkedIn ve Facebook hesaplarınızı strateji, içerik üretimi ve topluluk yönetimiyle uçtan uca yönetiyoruz.',
 '<p>Sosyal medya, markanızın kitlesiyle her gün konuştuğu yerdir. Biz bu konuşmayı planlı, tutarlı ve ölçülebilir hale getiriyoruz.</p>
<h2>Neler yapıyoruz?</h2>
<ul><li>Marka sesinin ve içerik stratejisinin belirlenmesi</li><li>Aylık içerik takvimi, tasarım ve metin üretimi</li><li>Yorum ve mesajların yönetimi</li><li>Reklam kampanyalarının kurulumu ve optimizasyonu</li></ul>
<p>Her ayın sonunda erişim, etkileşim ve dönüşüm verilerini içeren anlaşılır bir rapor paylaşıyoruz.</p>',
 'Users', '{"Aylık içerik takvimi","Özgün tasarım ve metin","Topluluk yönetimi","Reklam yönetimi","Aylık performans raporu"}',
 '₺15.000/ay', 'Aylık', 'green',
 'Sosyal Medya Yönetimi | Yeşil Dijital',
 'Instagram, TikTok, LinkedIn ve Facebook hesaplarınız için strateji, içerik üretimi ve reklam yönetimi.',
 true, now() - interval '60 days'),
('Grafik Tasarım', 'grafik-tasarim',
 'Logodan kurumsal kimliğe, sosyal medya görsellerinden basılı materyallere kadar markanızı tutarlı ve etkileyici bir görsel dille anlatıyoruz.',
 '<p>Güçlü bir görsel kimlik, markanızın ilk izlenimidir. Tasarım ekibimiz markanızın kişiliğini renk, tipografi ve biçimle ifade eder.</p>
<h2>Kapsam</h2>
<ul><li>Logo ve kurumsal kimlik tasarımı</li><li>Marka kullanım kılavuzu</li><li>Katalog, broşür ve ambalaj tasarımı</li><li>Sosyal medya şablonları</li></ul>',
 'Palette', '{"Logo ve kurumsal kimlik","Marka kılavuzu","Basılı materyal tasarımı","Sosyal medya şablonları"}',
 '₺12.000''den başlayan', '2-4 hafta', 'purple',
 'Grafik Tasarım | Yeşil Dijital',
 'Logo, kurumsal kimlik, katalog ve sosyal medya tasarımlarıyla markanıza tutarlı bir görsel dil.',
 true, now() - interval '55 days'),
('E-Ticaret Çözümleri', 'e-ticaret-cozumleri',
 'Satış odaklı e-ticaret siteleri kuruyor, pazaryeri entegrasyonları ve performans pazarlamasıyla online satışlarınızı büyütüyoruz.',
 '<p>Online mağazanızı yalnızca kurmakla kalmıyor, satış yapan bir kanala dönüştürüyoruz.</p>
<h2>Hizmet kapsamı</h2>
<ul><li>Shopify, WooCommerce veya özel altyapı ile mağaza kurulumu</li><li>Ödeme, kargo ve fatura entegrasyonları</li><li>Trendyol, Hepsiburada ve Amazon pazaryeri entegrasyonu</li><li>Dönüşüm oranı optimizasyonu</li></ul>',
 'ShoppingCart', '{"Mağaza kurulumu","Ödeme ve kargo entegrasyonu","Pazaryeri entegrasyonu","Dönüşüm optimizasyonu","Eğitim ve destek"}',
 '₺45.000''den başlayan', '4-8 hafta', 'blue',
 'E-Ticaret Çözümleri | Yeşil Dijital',
 'Satış odaklı e-ticaret sitesi kurulumu, pazaryeri entegrasyonları ve dönüşüm optimizasyonu.',
 true, now() - interval '50 days'),
('Video Kurgu Hizmeti', 'video-kurgu-hizmeti',
 'Reels, TikTok ve YouTube için dikkat çeken kısa videolar, tanıtım filmleri ve reklam videoları kurguluyoruz.',
 '<p>Video, sosyal medyada en yüksek etkileşimi getiren içerik biçimidir. Çekimden kurguya, renk düzenlemesinden altyazıya kadar tüm süreci yönetiyoruz.</p>
<ul><li>Kısa dikey video kurgusu (Reels, TikTok, Shorts)</li><li>Tanıtım ve marka filmleri</li><li>Hareketli grafik ve altyazı</li><li>Renk düzenleme ve ses miksajı</li></ul>',
 'Video', '{"Dikey video kurgusu","Tanıtım filmi","Hareketli grafik","Altyazı ve ses düzenleme"}',
 '₺3.500/video', '3-5 gün', 'red',
 'Video Kurgu Hizmeti | Yeşil Dijital',
 'Reels, TikTok ve YouTube için kısa videolar, tanıtım filmleri ve reklam videoları.',
 true, now() - interval '45 days'),
('Ürün Çekim Hizmeti', 'urun-cekim-hizmeti',
 'E-ticaret ve sosyal medya için stüdyoda profesyonel ürün fotoğrafları ve yaşam tarzı çekimleri yapıyoruz.',
 '<p>İyi bir ürün fotoğrafı satışın yarısıdır. Stüdyomuzda beyaz fon, yaşam tarzı ve kreatif konseptlerle ürünlerinizi en iyi haliyle gösteriyoruz.</p>
<ul><li>Beyaz fon e-ticaret çekimleri</li><li>Yaşam tarzı ve konsept çekimler</li><li>360° ürün fotoğrafları</li><li>Rötuş ve pazaryeri ölçülerine uygun teslim</li></ul>',
 'Camera', '{"Beyaz fon çekim","Konsept çekim","Profesyonel rötuş","Pazaryeri uyumlu teslim"}',
 '₺450/ürün', '1 hafta', 'yellow',
 'Ürün Çekim Hizmeti | Yeşil Dijital',
 'E-ticaret ve sosyal medya için profesyonel stüdyo ürün fotoğrafları ve konsept çekimler.',
 true, now() - interval '40 days'),
('Web Yazılım Çözümleri', 'web-yazilim-cozumleri',
 'Hızlı, güvenli ve arama motoru dostu kurumsal web siteleri ile işinize özel web uygulamaları geliştiriyoruz.',
 '<p>Web siteniz 7/24 çalışan satış temsilcinizdir. Modern teknolojilerle hızlı açılan, mobil uyumlu ve kolay yönetilen siteler geliştiriyoruz.</p>
<ul><li>Kurumsal web sitesi ve içerik yönetim paneli</li><li>Özel web uygulamaları ve entegrasyonlar</li><li>Teknik SEO ve performans optimizasyonu</li><li>Bakım, güvenlik ve barındırma desteği</li></ul>',
 'Code', '{"Mobil uyumlu tasarım","İçerik yönetim paneli","Teknik SEO","Performans optimizasyonu","Bakım ve destek"}',
 '₺35.000''den başlayan', '4-6 hafta', 'pink',
 'Web Yazılım Çözümleri | Yeşil Dijital',
 'Hızlı, güvenli ve SEO uyumlu kurumsal web siteleri ile işinize özel web uygulamaları.',
 true, now() - interval '35 days'),
('Podcast Prodüksiyonu (taslak)', 'podcast-produksiyonu',
 'Markanız için podcast serisi planlıyor, kaydediyor ve yayınlıyoruz.',
 '<p>Hazırlık aşamasında.</p>',
 'Mic', '{"Konsept","Kayıt","Kurgu"}', 'Teklif alın', 'Proje', 'green',
 null, null, false, now() - interval '3 days');
