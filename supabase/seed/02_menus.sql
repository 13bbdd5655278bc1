-- Demo content, part 2: the menus of the header and the footer.

insert into public.menus (name, location, items, published) values
('Ana Menü', 'header', '[
  {"label": "Ana Sayfa", "url": "/", "type": "internal"},
  {"label": "Hakkımızda", "url": "/about", "type": "internal"},
  {"label": "Hizmetler", "url": "/services", "type": "internal"},
  {"label": "Projeler", "url": "/projects", "type": "internal"},
  {"label": "Blog", "url": "/blog", "type": "internal"},
  {"label": "İletişim", "url": "/contact", "type": "internal"}
]', true),
('Hızlı Linkler', 'footer-quick-links', '[
  {"label": "Hakkımızda", "url": "/about", "type": "internal"},
  {"label": "Hizmetler", "url": "/services", "type": "internal"},
  {"label": "Projeler", "url": "/projects", "type": "internal"},
  {"label": "Blog", "url": "/blog", "type": "internal"},
  {"label": "Sıkça Sorulan Sorular", "url": "/faq", "type": "internal"},
  {"label": "İletişim", "url": "/contact", "type": "internal"}
]', true),
('Hizmetlerimiz', 'footer-services', '[
  {"label": "Sosyal Medya Yönetimi", "url": "/services/sosyal-medya-yonetimi", "type": "internal"},
  {"label": "Grafik Tasarım", "url": "/services/grafik-tasarim", "type": "internal"},
  {"label": "E-Ticaret Çözümleri", "url": "/services/e-ticaret-cozumleri", "type": "internal"},
  {"label": "Video Kurgu Hizmeti", "url": "/services/video-kurgu-hizmeti", "type": "internal"},
  {"label": "Ürün Çekim Hizmeti", "url": "/services/urun-cekim-hizmeti", "type": "internal"},
  {"label": "Web Yazılım Çözümleri", "url": "/services/web-yazilim-cozumleri", "type": "internal"}
]', true),
('Alt Bilgi', 'footer', '[
  {"label": "Gizlilik Politikası", "url": "/gizlilik-politikasi", "type": "internal"},
  {"label": "KVKK Aydınlatma Metni", "url": "/kvkk-aydinlatma-metni", "type": "internal"},
  {"label": "Çerez Politikası", "url": "/cerez-politikasi", "type": "internal"}
]', true),
('Blog Kenar Menüsü (taslak)', 'sidebar', '[
  {"label": "Tüm Yazılar", "url": "/blog", "type": "internal"}
]', false);
