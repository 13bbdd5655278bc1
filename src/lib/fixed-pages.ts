/**
 * The site's fixed pages (routes of their own, not content rows), with the names menus use
 * for them. The admin's page picker offers them; the public route table serves them
 * (tests/unit/fixed-pages.test.ts checks that every path is one of its fixed routes).
 */
export interface FixedPage {
  title: string;
  path: string;
}

export const FIXED_PAGES: readonly FixedPage[] = [
  { title: 'Ana Sayfa', path: '/' },
  { title: 'Hakkımızda', path: '/about' },
  { title: 'Hizmetler', path: '/services' },
  { title: 'Projeler', path: '/projects' },
  { title: 'Blog', path: '/blog' },
  { title: 'İletişim', path: '/contact' },
  { title: 'Sıkça Sorulan Sorular', path: '/faq' },
];

/**
 * The CMS pages a fixed route draws, by slug: their content is edited in the admin's pages
 * screen like any page (the About editor, /admin/about, is the page 'about' there).
 */
export const ROUTE_PAGES = { home: '/', about: '/about', faq: '/faq', contact: '/contact' } as const;

export type RoutePageSlug = keyof typeof ROUTE_PAGES;
