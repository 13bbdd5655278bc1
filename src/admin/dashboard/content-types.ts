/** Turkish names, admin routes and sidebar icons of the tables the SEO status reports on. */
import type { LucideIcon } from 'lucide-react';
import { Circle } from 'lucide-react';
import { ADMIN_NAV } from '../navigation.ts';
import type { MetaTable } from './load-seo-status.ts';

export interface ContentType {
  /** One item, as the start of a sentence: 'Blog yazısı'. */
  singular: string;
  /** The count card's title: 'Blog Yazıları'. */
  plural: string;
  /** Admin route below /admin. */
  route: string;
  icon: LucideIcon;
}

function type(singular: string, plural: string, route: string): ContentType {
  return { singular, plural, route, icon: ADMIN_NAV.find((n) => n.path === route)?.icon ?? Circle };
}

export const CONTENT_TYPES: Record<MetaTable, ContentType> = {
  blog_posts: type('Blog yazısı', 'Blog Yazıları', 'blog'),
  projects: type('Proje', 'Projeler', 'projects'),
  services: type('Hizmet', 'Hizmetler', 'services'),
  pages: type('Sayfa', 'Sayfalar', 'pages'),
};
