/**
 * Every public route, once. Order does not decide matching (react-router ranks paths, so
 * /about wins over /:slug); it is the order of the sitemap.
 */
import { contentPath } from '../../../generated/public-content.ts';
import { cmsPageMeta, homeMeta, linkPageMeta, notFoundMeta, STATIC_PAGES, staticPageMeta, type StaticPageKey } from '../seo/page-meta.ts';
import type { SitemapEntry } from '../seo/sitemap.ts';
import { loadAbout, loadCmsPage, loadContact, loadFaq, loadHome, loadNothing, cmsPageAround } from './loaders.ts';
import { asRowOf } from '../live/live-row.ts';
import { CONTENT_ROUTES } from './content-routes.ts';
import { defineRoute, type PublicRoute, type RouteHead } from './route.ts';
import { ROUTE_PAGES } from '../../lib/fixed-pages.ts';
import { loadSearch } from '../search/search-data.ts';
import { stringsOf } from '../../lib/i18n/strings/index.ts';

/** Pages shown by a fixed route (/, /about, /faq, /contact), not at /{slug}: in the sitemap once, as that route. */
const ROUTE_PAGE_SLUGS = new Set<string>(Object.keys(ROUTE_PAGES));

const found = (meta: RouteHead['meta']): RouteHead => ({ meta, status: 200 });

function staticEntry(key: StaticPageKey) {
  return async (): Promise<SitemapEntry[]> => [{ path: STATIC_PAGES[key].path }];
}

export const PUBLIC_ROUTES: PublicRoute[] = [
  defineRoute({
    id: 'home',
    path: '/',
    page: () => import('../pages/HomePage.tsx'),
    load: loadHome,
    // The page 'home' previews live as / shows it (its blocks alone, no title band).
    liveTable: 'pages',
    liveWhen: (row) => row.slug === 'home',
    liveData: (args, row) => cmsPageAround(args, asRowOf('pages', row), false),
    head: ({ site, data }) => found(data.page?.noindex ? { ...homeMeta(site, data.page), noindex: true } : homeMeta(site, data.page)),
    sitemap: async (published) => {
      const home = (await published('pages')).find((p) => p.slug === 'home');
      return [{ path: '/', lastmod: home?.updated_at, ...(home?.noindex ? { noindex: true } : {}) }];
    },
  }),
  defineRoute({
    id: 'about',
    path: '/about',
    page: () => import('../pages/AboutPage.tsx'),
    load: loadAbout,
    head: ({ site, data }) => found(staticPageMeta(site, 'about', data.page?.meta_description || data.page?.excerpt)),
    sitemap: staticEntry('about'),
  }),
  // Services, projects, the blog and every other type with public pages in its schema.
  ...CONTENT_ROUTES,
  defineRoute({
    id: 'contact',
    path: '/contact',
    page: () => import('../pages/ContactPage.tsx'),
    load: loadContact,
    head: ({ site }) => found(staticPageMeta(site, 'contact')),
    sitemap: staticEntry('contact'),
  }),
  defineRoute({
    id: 'faq',
    path: '/faq',
    page: () => import('../pages/FaqPage.tsx'),
    load: loadFaq,
    head: ({ site }) => found(staticPageMeta(site, 'faq')),
    sitemap: staticEntry('faq'),
  }),
  defineRoute({
    id: 'page',
    previewTable: 'pages',
    path: '/:slug',
    page: () => import('../pages/CmsPage.tsx'),
    load: loadCmsPage,
    liveData: (args, row) => cmsPageAround(args, asRowOf('pages', row), false),
    head: ({ site, data, pathname }) => (data.page ? { ...found(cmsPageMeta(site, data.page)), landing: data.page.landing_page } : { meta: notFoundMeta(site, pathname), status: 404 }),
    // A page marked noindex is published (it renders) but left out of sitemap.xml.
    sitemap: async (published) =>
      (await published('pages')).filter((p) => !ROUTE_PAGE_SLUGS.has(p.slug)).map((p) => ({ path: contentPath('pages', p.slug), lastmod: p.updated_at, ...(p.noindex ? { noindex: true } : {}) })),
  }),
  // The site search's results: rendered for any query, never indexed, not in the sitemap.
  defineRoute({
    id: 'search',
    path: '/arama',
    searchKeys: ['q'],
    page: () => import('../pages/SearchPage.tsx'),
    load: loadSearch,
    head: ({ site, pathname }) => found(linkPageMeta(site, stringsOf(site.lang).searchTitle, stringsOf(site.lang).searchDescription, pathname)),
  }),
  // Reached from newsletter e-mails only: not in the sitemap, never indexed. The token is
  // used on a button press in the browser, so rendering (and page caching) changes nothing.
  defineRoute({
    id: 'newsletter-confirm',
    path: '/bulten/onay',
    page: () => import('../pages/NewsletterConfirmPage.tsx'),
    load: loadNothing,
    head: ({ site, pathname }) => found(linkPageMeta(site, 'Bülten aboneliği', 'Bülten aboneliğinizi onaylayın.', pathname)),
  }),
  defineRoute({
    id: 'newsletter-unsubscribe',
    path: '/bulten/ayril',
    page: () => import('../pages/NewsletterUnsubscribePage.tsx'),
    load: loadNothing,
    head: ({ site, pathname }) => found(linkPageMeta(site, 'Bültenden ayrıl', 'Bülten aboneliğinizi sonlandırın.', pathname)),
  }),
  // The live preview beside the admin's editor (src/lib/live-preview.ts): the page of a
  // table's route from the editor's unsaved values. Never listed, never indexed or cached.
  defineRoute({
    id: 'live-preview',
    path: '/canli-onizleme/:table',
    app: true,
    page: () => import('../live/LivePreviewPage.tsx'),
    load: loadNothing,
    head: ({ site, pathname, params }) => ({
      meta: linkPageMeta(site, 'Canlı önizleme', 'Kaydedilmemiş değişikliklerin önizlemesi.', pathname),
      status: PUBLIC_ROUTES.some((r) => r.liveData && r.previewTable === params.table) ? 200 : 404,
    }),
  }),
  defineRoute({
    id: 'not-found',
    path: '*',
    page: () => import('../pages/NotFoundPage.tsx'),
    load: loadNothing,
    head: ({ site, pathname }) => ({ meta: notFoundMeta(site, pathname), status: 404 }),
  }),
];
