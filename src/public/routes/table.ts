/**
 * Every public route, once. Order does not decide matching (react-router ranks paths, so
 * /about wins over /:slug); it is the order of the sitemap.
 */
import type { BlogPost } from '../../../schema/blog-posts.ts';
import { contentPath, type PublicContentTable } from '../../../generated/public-content.ts';
import { blogPostMeta, cmsPageMeta, homeMeta, linkPageMeta, notFoundMeta, projectMeta, serviceMeta, STATIC_PAGES, staticPageMeta, type StaticPageKey } from '../seo/page-meta.ts';
import type { SitemapEntry } from '../seo/sitemap.ts';
import {
  loadAbout,
  loadBlog,
  loadCmsPage,
  loadContact,
  loadFaq,
  loadHome,
  loadNothing,
  loadPost,
  loadProject,
  loadProjects,
  loadService,
  loadServices,
  cmsPageAround,
  postAround,
  projectAround,
  serviceAround,
} from './loaders.ts';
import type { PageRow, PostRow, ProjectRow, ServiceRow } from '../data/content.ts';
import { defineRoute, type PublishedRows, type PublicRoute, type RouteHead } from './route.ts';
import { ROUTE_PAGES } from '../../lib/fixed-pages.ts';

/** Pages shown by a fixed route (/, /about, /faq, /contact), not at /{slug}: in the sitemap once, as that route. */
const ROUTE_PAGE_SLUGS = new Set<string>(Object.keys(ROUTE_PAGES));

const found = (meta: RouteHead['meta']): RouteHead => ({ meta, status: 200 });

/** The newest change among rows, for a list page's lastmod. */
const latest = (rows: { updated_at: string }[]) => rows.reduce<string | undefined>((m, r) => (!m || r.updated_at > m ? r.updated_at : m), undefined);

function staticEntry(key: StaticPageKey, listOf?: Parameters<PublishedRows>[0]) {
  return async (published: PublishedRows): Promise<SitemapEntry[]> => [{ path: STATIC_PAGES[key].path, lastmod: listOf ? latest(await published(listOf)) : undefined }];
}

function detailEntries(table: PublicContentTable) {
  return async (published: PublishedRows): Promise<SitemapEntry[]> => (await published(table)).map((r) => ({ path: contentPath(table, r.slug), lastmod: r.updated_at }));
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
    liveData: (args, row) => cmsPageAround(args, row as unknown as PageRow, false),
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
  defineRoute({
    id: 'services',
    path: '/services',
    page: () => import('../pages/ServicesPage.tsx'),
    load: loadServices,
    head: ({ site }) => found(staticPageMeta(site, 'services')),
    sitemap: staticEntry('services', 'services'),
  }),
  defineRoute({
    id: 'service',
    previewTable: 'services',
    path: '/services/:slug',
    page: () => import('../pages/ServiceDetailPage.tsx'),
    load: loadService,
    liveData: (args, row) => serviceAround(args, row as unknown as ServiceRow, false),
    head: ({ site, data, pathname }) => (data.service ? found(serviceMeta(site, data.service)) : { meta: notFoundMeta(site, pathname, 'Hizmet bulunamadı'), status: 404 }),
    sitemap: detailEntries('services'),
  }),
  defineRoute({
    id: 'projects',
    path: '/projects',
    page: () => import('../pages/ProjectsPage.tsx'),
    load: loadProjects,
    head: ({ site }) => found(staticPageMeta(site, 'projects')),
    sitemap: staticEntry('projects', 'projects'),
  }),
  defineRoute({
    id: 'project',
    previewTable: 'projects',
    path: '/projects/:slug',
    page: () => import('../pages/ProjectDetailPage.tsx'),
    load: loadProject,
    liveData: (args, row) => projectAround(args, row as unknown as ProjectRow, false),
    head: ({ site, data, pathname }) => (data.project ? found(projectMeta(site, data.project)) : { meta: notFoundMeta(site, pathname, 'Proje bulunamadı'), status: 404 }),
    sitemap: detailEntries('projects'),
  }),
  defineRoute({
    id: 'blog',
    path: '/blog',
    searchKeys: ['kategori', 'sayfa'],
    page: () => import('../pages/BlogPage.tsx'),
    load: loadBlog,
    head: ({ site }) => found(staticPageMeta(site, 'blog')),
    sitemap: staticEntry('blog', 'blog_posts'),
  }),
  defineRoute({
    id: 'post',
    previewTable: 'blog_posts',
    path: '/blog/:slug',
    page: () => import('../pages/BlogPostPage.tsx'),
    load: loadPost,
    liveData: (args, row) => postAround(args, row as unknown as PostRow, false),
    head: ({ site, data, pathname }) =>
      data.post ? found(blogPostMeta(site, data.post as unknown as BlogPost)) : { meta: notFoundMeta(site, pathname, 'Blog yazısı bulunamadı'), status: 404 },
    sitemap: detailEntries('blog_posts'),
  }),
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
    liveData: (args, row) => cmsPageAround(args, row as unknown as PageRow, false),
    head: ({ site, data, pathname }) => (data.page ? { ...found(cmsPageMeta(site, data.page)), landing: data.page.landing_page } : { meta: notFoundMeta(site, pathname), status: 404 }),
    // A page marked noindex is published (it renders) but left out of sitemap.xml.
    sitemap: async (published) =>
      (await published('pages')).filter((p) => !ROUTE_PAGE_SLUGS.has(p.slug)).map((p) => ({ path: contentPath('pages', p.slug), lastmod: p.updated_at, ...(p.noindex ? { noindex: true } : {}) })),
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
