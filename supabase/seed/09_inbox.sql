-- Demo content, part 9: messages from the contact form and newsletter subscribers, so the
-- admin's inbox, dashboard and newsletter statistics have something to show.

insert into public.contact_messages (name, email, phone, company, service, message, status, created_at) values
('Hakan Er', 'hakan.er@example.com', '+90 532 111 22 33', 'Er Mobilya', 'web-development',
 'Merhaba, mobilya mağazamız için ürünlerimizi sergileyebileceğimiz yeni bir web sitesi düşünüyoruz. Bir görüşme ayarlayabilir miyiz?', 'new', now() - interval '3 hours'),
('Nazlı Güneş', 'nazli@example.com', null, null, 'social-media',
 'Kafemiz için Instagram yönetimi fiyatlarınızı öğrenmek istiyorum.', 'new', now() - interval '1 day'),
('Okan Tunç', 'okan.tunc@example.com', '+90 555 444 33 22', 'Tunç Lojistik', 'seo',
 'Sitemiz Google''da ilk sayfada çıkmıyor. SEO analizi hizmetiniz var mı?', 'read', now() - interval '4 days'),
('Pelin Acar', 'pelin.acar@example.com', null, 'Acar Kozmetik', 'graphic-design',
 'Yeni ürün serimiz için ambalaj tasarımı yaptırmak istiyoruz.', 'replied', now() - interval '9 days'),
('Tolga Şen', 'tolga@example.com', null, null, null,
 'Ekibinizde stajyer alımı yapıyor musunuz?', 'archived', now() - interval '20 days');

insert into public.newsletter_subscribers (email, name, status, source, subscribed_at, unsubscribed_at) values
('ali.veli@example.com', 'Ali Veli', 'active', 'footer', now() - interval '2 days', null),
('merve.ak@example.com', null, 'active', 'blog', now() - interval '5 days', null),
('serkan.oz@example.com', 'Serkan Öz', 'active', 'footer', now() - interval '12 days', null),
('dilara@example.com', null, 'active', 'blog', now() - interval '26 days', null),
('ilker.b@example.com', null, 'active', 'footer', now() - interval '40 days', null),
('cansu.t@example.com', 'Cansu Tan', 'active', 'blog', now() - interval '55 days', null),
('baris@example.com', null, 'unsubscribed', 'footer', now() - interval '70 days', now() - interval '10 days'),
('eski.adres@example.com', null, 'bounced', 'footer', now() - interval '95 days', null);

-- The demo's messages were never new: nobody is told of them (lead notifications take their
-- work from this queue, filled by the insert trigger).
delete from private.lead_notification_queue;
