/** The links the header and footer show when no published menu exists for their location. */
import type { MenuItem } from '../../../schema/menus.ts';

const internal = (label: string, url: string): MenuItem => ({ label, url, type: 'internal' });

export const DEFAULT_HEADER_LINKS: MenuItem[] = [
  internal('Ana Sayfa', '/'),
  internal('Hakkımızda', '/about'),
  internal('Hizmetler', '/services'),
  internal('Projeler', '/projects'),
  internal('Blog', '/blog'),
  internal('İletişim', '/contact'),
];

export const DEFAULT_QUICK_LINKS: MenuItem[] = [
  internal('Hakkımızda', '/about'),
  internal('Hizmetler', '/services'),
  internal('Projeler', '/projects'),
  internal('Blog', '/blog'),
  internal('Sıkça Sorulan Sorular', '/faq'),
  internal('İletişim', '/contact'),
];

export const DEFAULT_SERVICE_LINKS: MenuItem[] = [
  internal('Sosyal Medya Yönetimi', '/services/sosyal-medya-yonetimi'),
  internal('Grafik Tasarım', '/services/grafik-tasarim'),
  internal('E-Ticaret Çözümleri', '/services/e-ticaret-cozumleri'),
  internal('Video Kurgu Hizmeti', '/services/video-kurgu-hizmeti'),
  internal('Ürün Çekim Hizmeti', '/services/urun-cekim-hizmeti'),
  internal('Web Yazılım Çözümleri', '/services/web-yazilim-cozumleri'),
];
