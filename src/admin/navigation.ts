/** The admin's sidebar: every admin route with its Turkish label and icon, in display order. */
import type { LucideIcon } from 'lucide-react';
import {
  Briefcase, FileText, Home, Image, Info, LayoutDashboard, Layers, Mail, Menu, MessageSquare, Newspaper, Quote, Search, Settings, Users, Wrench,
} from 'lucide-react';

export interface AdminNavItem {
  /** Path under /admin ('' for the dashboard). */
  path: string;
  label: string;
  icon: LucideIcon;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { path: '', label: 'Kontrol Paneli', icon: LayoutDashboard },
  { path: 'about', label: 'Hakkımızda', icon: Info },
  { path: 'pages', label: 'Sayfalar', icon: FileText },
  { path: 'blog', label: 'Blog', icon: Newspaper },
  { path: 'projects', label: 'Projeler', icon: Briefcase },
  { path: 'services', label: 'Hizmetler', icon: Wrench },
  { path: 'team', label: 'Ekip', icon: Users },
  { path: 'testimonials', label: 'Müşteri Yorumları', icon: Quote },
  { path: 'contact-messages', label: 'İletişim Mesajları', icon: MessageSquare },
  { path: 'newsletter', label: 'Bülten', icon: Mail },
  { path: 'menus', label: 'Menüler', icon: Menu },
  { path: 'content-blocks', label: 'İçerik Blokları', icon: Layers },
  { path: 'media', label: 'Medya', icon: Image },
  { path: 'seo', label: 'SEO', icon: Search },
  { path: 'settings', label: 'Ayarlar', icon: Settings },
];

export const SITE_LINK = { label: 'Siteyi Görüntüle', icon: Home };
