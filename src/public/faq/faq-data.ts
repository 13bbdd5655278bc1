/** The fixed questions of the FAQ page (five categories) and the four on the contact page. */
export interface FaqItem {
  q: string;
  a: string;
}

export interface FaqCategory {
  title: string;
  items: FaqItem[];
}

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    title: 'Genel',
    items: [
      { q: 'Hangi sektörlerle çalışıyorsunuz?', a: 'Perakendeden sağlığa, turizmden teknolojiye kadar pek çok sektörde, her ölçekten markayla çalışıyoruz.' },
      { q: 'Çalışmaya nasıl başlıyoruz?', a: 'Ücretsiz bir tanışma görüşmesiyle hedeflerinizi dinliyor, ardından size özel bir teklif ve yol haritası hazırlıyoruz.' },
      { q: 'Proje tesliminden sonra destek veriyor musunuz?', a: 'Evet. Teslimden sonra 3 ay boyunca ücretsiz destek veriyoruz; sonrasında isteğe bağlı bakım paketleri sunuyoruz.' },
    ],
  },
  {
    title: 'Fiyatlandırma',
    items: [
      { q: 'Ödeme koşullarınız nelerdir?', a: 'Projelerde %50 peşin, %50 teslimde olmak üzere iki aşamalı ödeme alıyoruz. Aylık hizmetler her ayın başında faturalandırılır.' },
      { q: 'Fiyatlara KDV dahil mi?', a: 'Belirtilen fiyatlara %18 KDV dahil değildir.' },
      { q: 'Reklam bütçesi hizmet ücretine dahil mi?', a: 'Hayır. Reklam bütçesi ayrıca planlanır; önerdiğimiz en düşük aylık kampanya bütçesi 5.000 TL’dir.' },
    ],
  },
  {
    title: 'Web Tasarım ve Geliştirme',
    items: [
      { q: 'Bir web sitesi ne kadar sürede hazır olur?', a: 'Kapsama göre teslim süresi 2-8 hafta arasındadır. Kurumsal siteler genellikle 4-6 haftada tamamlanır.' },
      { q: 'Siteyi kendimiz güncelleyebilir miyiz?', a: 'Evet. Tüm sitelerimizi kolay kullanılan bir içerik yönetim paneliyle teslim ediyor ve ekibinize eğitim veriyoruz.' },
      { q: 'Siteler mobil uyumlu mu?', a: 'Tüm sitelerimiz telefon, tablet ve bilgisayarda kusursuz çalışacak şekilde tasarlanır ve test edilir.' },
    ],
  },
  {
    title: 'Dijital Pazarlama',
    items: [
      { q: 'Sosyal medya hesaplarımızı tamamen siz mi yönetiyorsunuz?', a: 'İçerik planından tasarıma, paylaşımdan yorum yönetimine kadar tüm süreci üstleniyor, her ay onayınıza sunuyoruz.' },
      { q: 'Sonuçları nasıl raporluyorsunuz?', a: 'Her ay erişim, etkileşim, dönüşüm ve reklam harcamasını içeren anlaşılır bir rapor paylaşıyor ve birlikte değerlendiriyoruz.' },
    ],
  },
  {
    title: 'SEO',
    items: [
      { q: 'SEO çalışmalarının sonuçları ne zaman görülür?', a: 'İlk iyileşmeler genellikle 2-3 ay içinde görülür; kalıcı sonuçlar için en az 6 aylık düzenli çalışma öneriyoruz.' },
      { q: 'Google’da ilk sıraya çıkmayı garanti ediyor musunuz?', a: 'Hiçbir dürüst ajans sıralama garantisi veremez. Biz ölçülebilir hedefler koyar ve her ay ilerlemeyi raporlarız.' },
    ],
  },
];

export const CONTACT_FAQ: FaqItem[] = [
  { q: 'Ne kadar sürede dönüş yapıyorsunuz?', a: 'Mesajlarınıza iş günlerinde en geç 24 saat içinde dönüş yapıyoruz.' },
  { q: 'İlk görüşme ücretli mi?', a: 'Hayır, tanışma ve ihtiyaç analizi görüşmesi ücretsizdir.' },
  { q: 'Projeler ne kadar sürede teslim ediliyor?', a: 'Kapsama göre teslim süresi 2-8 hafta arasındadır.' },
  { q: 'Ödeme nasıl yapılıyor?', a: '%50 peşin, %50 teslimde olmak üzere iki aşamada ödeme alıyoruz. Fiyatlara %18 KDV dahil değildir.' },
];
