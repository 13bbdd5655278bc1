/** Turkish names, admin routes and sidebar icons of the tables the SEO status reports on (the public content). */
import type { LucideIcon } from 'lucide-react';
import { Circle } from 'lucide-react';
import { ADMIN_NAV } from '../navigation.ts';
import { PUBLIC_CONTENT, type PublicContentTable } from '../../../generated/public-content.ts';

export interface ContentType {
  /** One item, as the start of a sentence: 'Blog yazısı'. */
  singular: string;
  /** The count card's title: 'Blog Yazıları'. */
  plural: string;
  /** Admin route below /admin. */
  route: string;
  icon: LucideIcon;
}

export const CONTENT_TYPES = Object.fromEntries(
  Object.values(PUBLIC_CONTENT).map(({ table, singular, plural, route }) => [
    table,
    { singular, plural, route, icon: ADMIN_NAV.find((n) => n.path === route)?.icon ?? Circle },
  ]),
) as Record<PublicContentTable, ContentType>;
