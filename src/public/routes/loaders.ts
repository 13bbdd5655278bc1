/**
 * Each public page's data, loaded in one go before the page renders (on the server for the
 * first view, in the browser after a client-side navigation), through the queries of
 * data/content.ts. A part that fails shows its fallback, as the pages always did.
 */
import {
  libraryBlocks,
  listPosts,
  listProjects,
  listServices,
  mediaAltTexts,
  otherServices,
  pageBySlug,
  postBySlug,
  postCategories,
  previewRow,
  projectBySlug,
  relatedPosts,
  serviceBySlug,
  similarProjects,
  type PageRow,
  type PostCardRow,
  type PostPage,
  type PostRow,
  type ProjectCardRow,
  type ProjectRow,
  type ServiceCardRow,
  type ServiceRow,
} from '../data/content.ts';
import { refsOf, resolveRefs } from '../block-list/library-refs.ts';
import { collectionsUsed, loadCollection, type BlockCollections } from '../block-list/block-collections.ts';
import type { PageBlockEntry } from '../../../generated/blocks.ts';
import { orFallback, SLUG, type LoadArgs } from './route.ts';
import { previewTokenOf } from './preview.ts';

/** The media library's alt text per image URL of a page (empty where the library has none). */
export type AltTexts = Record<string, string>;

/** One query for the alt texts of a page's images; a failure keeps the pages' own alts. */
function altTextsOf(args: LoadArgs, urls: (string | null | undefined)[]): Promise<AltTexts> {
  const wanted = [...new Set(urls.filter((u): u is string => !!u))];
  if (wanted.length === 0) return Promise.resolve({});
  return orFallback(args, () => mediaAltTexts(args.db, wanted), {});
}

export const POSTS_PER_PAGE = 6;

/**
 * Home: the CMS page 'home' (its SEO and its blocks: hero, numbers, services, projects,
 * testimonials, call to action), loaded like any page built from blocks. The home page's
 * sections are that page's blocks, edited in the admin's page editor.
 */
export type HomeData = CmsPageData;

export async function loadHome(args: LoadArgs): Promise<HomeData> {
  const page = await orFallback(args, () => pageBySlug(args.db, 'home'), null);
  return cmsPageAround(args, page, false);
}

/**
 * A fixed route's page row (about, faq, contact: the slug is the route's), loaded like any
 * page built from blocks; its texts are that row's, edited in the admin's page editor.
 */
function loadPageOfRoute(slug: 'about' | 'faq' | 'contact') {
  return async (args: LoadArgs): Promise<CmsPageData> => cmsPageAround(args, await orFallback(args, () => pageBySlug(args.db, slug), null), false);
}

/** About: the page 'about' (story, numbers, values, team). */
export type AboutData = CmsPageData;
export const loadAbout = loadPageOfRoute('about');

/** FAQ: the page 'faq' (a faq block per category, a call to action). */
export type FaqData = CmsPageData;
export const loadFaq = loadPageOfRoute('faq');

/** Contact: the page 'contact' (its title band and the blocks under the form: quick answers). */
export type ContactData = CmsPageData;
export const loadContact = loadPageOfRoute('contact');

export interface ServicesData {
  services: ServiceCardRow[];
}

export async function loadServices(args: LoadArgs): Promise<ServicesData> {
  return { services: await orFallback(args, () => listServices(args.db), []) };
}

export interface ServiceData {
  service: ServiceRow | null;
  /** Shown through a preview link (a draft). */
  preview?: boolean;
  others: ServiceCardRow[];
}

export async function loadService(args: LoadArgs): Promise<ServiceData> {
  const slug = args.params.slug ?? '';
  const token = previewTokenOf(args.search);
  const service = token !== undefined
    ? await orFallback(args, () => previewRow(args.db, 'services', token), null)
    : SLUG.test(slug)
      ? await orFallback(args, () => serviceBySlug(args.db, slug), null)
      : null;
  return serviceAround(args, service, token !== undefined);
}

/** A service's page data around its row (looked up, or the live preview's unsaved values). */
export async function serviceAround(args: LoadArgs, service: ServiceRow | null, preview: boolean): Promise<ServiceData> {
  const others = service ? await orFallback(args, () => otherServices(args.db, service.id), []) : [];
  return preview && service ? { service, others, preview: true } : { service, others };
}

export interface ProjectsData {
  projects: ProjectCardRow[];
}

export async function loadProjects(args: LoadArgs): Promise<ProjectsData> {
  return { projects: await orFallback(args, () => listProjects(args.db), []) };
}

export interface ProjectData {
  project: ProjectRow | null;
  preview?: boolean;
  similar: ProjectCardRow[];
  alts: AltTexts;
}

export async function loadProject(args: LoadArgs): Promise<ProjectData> {
  const slug = args.params.slug ?? '';
  const token = previewTokenOf(args.search);
  const project = token !== undefined
    ? await orFallback(args, () => previewRow(args.db, 'projects', token), null)
    : SLUG.test(slug)
      ? await orFallback(args, () => projectBySlug(args.db, slug), null)
      : null;
  return projectAround(args, project, token !== undefined);
}

export async function projectAround(args: LoadArgs, project: ProjectRow | null, preview: boolean): Promise<ProjectData> {
  const [similar, alts] = project
    ? await Promise.all([orFallback(args, () => similarProjects(args.db, project.category, project.id), []), altTextsOf(args, [project.featured_image])])
    : [[], {}];
  return preview && project ? { project, similar, alts, preview: true } : { project, similar, alts };
}

/** The blog list's view from its query: ?sayfa=2 (from 1), ?kategori=SEO. */
export function blogView(search: URLSearchParams): { page: number; category?: string } {
  return { page: Math.max(1, Number.parseInt(search.get('sayfa') ?? '1', 10) || 1), category: search.get('kategori') ?? undefined };
}

export interface BlogData {
  posts: PostPage;
  categories: { name: string; count: number }[];
  popular: PostCardRow[];
}

export async function loadBlog(args: LoadArgs): Promise<BlogData> {
  const { page, category } = blogView(args.search);
  const [posts, categories, popular] = await Promise.all([
    orFallback(args, () => listPosts(args.db, page, POSTS_PER_PAGE, category), { posts: [], total: 0 }),
    orFallback(args, () => postCategories(args.db), []),
    orFallback(args, async () => (await listPosts(args.db, 1, 3)).posts, []),
  ]);
  return { posts, categories, popular };
}

export interface PostData {
  post: PostRow | null;
  preview?: boolean;
  related: PostCardRow[];
  alts: AltTexts;
}

export async function loadPost(args: LoadArgs): Promise<PostData> {
  const slug = args.params.slug ?? '';
  const token = previewTokenOf(args.search);
  const post = token !== undefined
    ? await orFallback(args, () => previewRow(args.db, 'blog_posts', token), null)
    : SLUG.test(slug)
      ? await orFallback(args, () => postBySlug(args.db, slug), null)
      : null;
  return postAround(args, post, token !== undefined);
}

export async function postAround(args: LoadArgs, post: PostRow | null, preview: boolean): Promise<PostData> {
  const [related, alts] = post ? await Promise.all([orFallback(args, () => relatedPosts(args.db, post.category, post.id), []), altTextsOf(args, [post.featured_image])]) : [[], {}];
  return preview && post ? { post, related, alts, preview: true } : { post, related, alts };
}

export interface CmsPageData {
  page: PageRow | null;
  preview?: boolean;
  alts: AltTexts;
  /** The site's content its visible blocks show (schema/blocks `uses`); a failed one is absent. */
  collections: BlockCollections;
}

/** The collections a page's blocks use, each loaded once (the rows its blocks show), side by side. */
async function blockCollectionsOf(args: LoadArgs, blocks: readonly PageBlockEntry[]): Promise<BlockCollections> {
  const loaded = await Promise.all([...collectionsUsed(blocks)].map(async ([c, uses]) => [c, await orFallback(args, () => loadCollection(args.db, c, uses), undefined)] as const));
  return Object.fromEntries(loaded.filter(([, rows]) => rows !== undefined));
}

export async function loadCmsPage(args: LoadArgs): Promise<CmsPageData> {
  const slug = args.params.slug ?? '';
  const token = previewTokenOf(args.search);
  const page = token !== undefined
    ? await orFallback(args, () => previewRow(args.db, 'pages', token), null)
    : SLUG.test(slug)
      ? await orFallback(args, () => pageBySlug(args.db, slug), null)
      : null;
  return cmsPageAround(args, page, token !== undefined);
}

export async function cmsPageAround(args: LoadArgs, page: PageRow | null, preview: boolean): Promise<CmsPageData> {
  // Hidden blocks are not shown, so the page's data (it travels in the HTML) leaves them out
  // too; they are not secret: anon may read pages.blocks through /rest/v1.
  const visible = ((page?.blocks ?? []) as PageBlockEntry[]).filter((b) => !b.hidden);
  // Library blocks by reference: one read for all of them; a missing or inactive one is left out.
  const refs = refsOf(visible);
  const library = refs.length ? await orFallback(args, () => libraryBlocks(args.db, refs), {}) : {};
  const shown = page && { ...page, blocks: resolveRefs(visible, library) as PageRow['blocks'] };
  const [alts, collections] = shown ? await Promise.all([altTextsOf(args, [shown.featured_image]), blockCollectionsOf(args, shown.blocks as PageBlockEntry[])]) : [{}, {}];
  return preview && shown ? { page: shown, alts, collections, preview: true } : { page: shown, alts, collections };
}

/** Pages whose content is fixed in the code (404, newsletter confirmation) load nothing. */
export async function loadNothing(): Promise<null> {
  return null;
}
