/**
 * The content types that draw their pages with their own components (and load the data those
 * need): services, projects and the blog. Any other type declared in the schema (`public`)
 * gets the default list and item pages (src/public/content/); its address, preview table and
 * sitemap entries come from its schema either way (routes/content-routes.ts). Listed in the
 * order of the sitemap; the default types follow.
 */
import type { PublicPagesTable } from '../../../generated/public-pages.ts';
import { blogPostMeta, notFoundMeta, projectMeta, serviceMeta } from '../seo/page-meta.ts';
import {
  loadBlog,
  loadPost,
  loadProject,
  loadProjects,
  loadService,
  loadServices,
  postAround,
  projectAround,
  serviceAround,
  POSTS_PER_PAGE,
  PROJECTS_PER_PAGE,
  SERVICES_PER_PAGE,
} from './loaders.ts';
import { LIST_SEARCH_KEYS, listHead, PAGE_PARAM } from './list-view.ts';
import { asRowOf } from '../live/live-row.ts';
import { routeParts, type ContentRouteParts, type RouteHead } from './route.ts';

const found = (meta: RouteHead['meta']): RouteHead => ({ meta, status: 200 });

/** Per type, its own list and/or item route parts; a part it leaves out is the default template's. */
export const CONTENT_COMPONENTS: Partial<Record<PublicPagesTable, { list?: ContentRouteParts; item?: ContentRouteParts }>> = {
  services: {
    list: routeParts({
      id: 'services',
      searchKeys: [PAGE_PARAM],
      page: () => import('../pages/ServicesPage.tsx'),
      load: loadServices,
      head: ({ site, data }) => listHead(site, 'services', data.view, data.services, SERVICES_PER_PAGE),
    }),
    item: routeParts({
      id: 'service',
      page: () => import('../pages/ServiceDetailPage.tsx'),
      load: loadService,
      liveData: (args, row) => serviceAround(args, asRowOf('services', row), false),
      head: ({ site, data, pathname }) => (data.service ? found(serviceMeta(site, data.service)) : { meta: notFoundMeta(site, pathname, 'Hizmet bulunamadı'), status: 404 }),
    }),
  },
  projects: {
    list: routeParts({
      id: 'projects',
      searchKeys: LIST_SEARCH_KEYS,
      page: () => import('../pages/ProjectsPage.tsx'),
      load: loadProjects,
      head: ({ site, data }) => listHead(site, 'projects', data.view, data.projects, PROJECTS_PER_PAGE),
    }),
    item: routeParts({
      id: 'project',
      page: () => import('../pages/ProjectDetailPage.tsx'),
      load: loadProject,
      liveData: (args, row) => projectAround(args, asRowOf('projects', row), false),
      head: ({ site, data, pathname }) => (data.project ? found(projectMeta(site, data.project)) : { meta: notFoundMeta(site, pathname, 'Proje bulunamadı'), status: 404 }),
    }),
  },
  blog_posts: {
    list: routeParts({
      id: 'blog',
      searchKeys: LIST_SEARCH_KEYS,
      page: () => import('../pages/BlogPage.tsx'),
      load: loadBlog,
      head: ({ site, data }) => listHead(site, 'blog', data.view, data.posts, POSTS_PER_PAGE),
    }),
    item: routeParts({
      id: 'post',
      page: () => import('../pages/BlogPostPage.tsx'),
      load: loadPost,
      liveData: (args, row) => postAround(args, asRowOf('blog_posts', row), false),
      head: ({ site, data, pathname }) => (data.post ? found(blogPostMeta(site, data.post)) : { meta: notFoundMeta(site, pathname, 'Blog yazısı bulunamadı'), status: 404 }),
    }),
  },
};
